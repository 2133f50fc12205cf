import { placeholderRoute } from '../../../../../features/content/placeholder-routes';

const route = placeholderRoute({
  key: 'orders',
  path: () => '/customer/order-history',
  requiresCustomer: true,
  isPrivate: true,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

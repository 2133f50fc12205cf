import { placeholderRoute } from '../../../../../../features/content/placeholder-routes';

const route = placeholderRoute({
  key: 'addressCreate',
  path: () => '/customer/addresses-details/create',
  requiresCustomer: true,
  isPrivate: true,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

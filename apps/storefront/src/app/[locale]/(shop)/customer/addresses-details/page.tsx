import { placeholderRoute } from '../../../../../features/content/placeholder-routes';

const route = placeholderRoute({
  key: 'addresses',
  path: () => '/customer/addresses-details',
  requiresCustomer: true,
  isPrivate: true,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { placeholderRoute } from '../../../../../features/content/placeholder-routes';

const route = placeholderRoute({
  key: 'profile',
  path: () => '/customer/my-profile',
  requiresCustomer: true,
  isPrivate: true,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

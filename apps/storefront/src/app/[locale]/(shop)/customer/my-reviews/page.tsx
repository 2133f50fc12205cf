import { placeholderRoute } from '../../../../../features/content/placeholder-routes';

const route = placeholderRoute({
  key: 'reviews',
  path: () => '/customer/my-reviews',
  requiresCustomer: true,
  isPrivate: true,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

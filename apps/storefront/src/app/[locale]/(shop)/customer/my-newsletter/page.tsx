import { placeholderRoute } from '../../../../../features/content/placeholder-routes';

const route = placeholderRoute({
  key: 'newsletter',
  path: () => '/customer/my-newsletter',
  requiresCustomer: true,
  isPrivate: true,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

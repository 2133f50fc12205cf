import { placeholderRoute } from '../../../../features/content/placeholder-routes';

const route = placeholderRoute({
  key: 'account',
  path: () => '/customer',
  requiresCustomer: true,
  isPrivate: true,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { placeholderRoute } from '../../../../features/content/placeholder-routes';

const route = placeholderRoute({ key: 'checkout', path: () => '/checkout', isPrivate: true });

export const generateMetadata = route.generateMetadata;
export default route.Page;

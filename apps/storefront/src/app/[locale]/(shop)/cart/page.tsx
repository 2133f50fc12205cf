import { placeholderRoute } from '../../../../features/content/placeholder-routes';

const route = placeholderRoute({ key: 'cart', path: () => '/cart', isPrivate: true });

export const generateMetadata = route.generateMetadata;
export default route.Page;

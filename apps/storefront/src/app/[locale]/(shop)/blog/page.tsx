import { placeholderRoute } from '../../../../features/content/placeholder-routes';

const route = placeholderRoute({ key: 'blog', path: () => '/blog' });

export const generateMetadata = route.generateMetadata;
export default route.Page;

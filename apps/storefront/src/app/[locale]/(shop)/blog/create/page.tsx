import { blogCreateRoute as route } from '../../../../../features/blog/blog-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;

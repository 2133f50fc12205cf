import { blogPostRoute } from '../../../../../../features/content/placeholder-routes';

export const generateMetadata = blogPostRoute.generateMetadata;
export default blogPostRoute.Page;

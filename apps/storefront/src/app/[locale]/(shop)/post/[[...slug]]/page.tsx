import { blogPostRoute } from '../../../../../features/content/placeholder-routes';

// /post/{slug} is the short alias of /blog/post/{slug}: same view, canonical under /blog/post.
export const generateMetadata = blogPostRoute.generateMetadata;
export default blogPostRoute.Page;

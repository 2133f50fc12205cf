import { blogPostRoute as route } from '../../../../../features/blog/blog-routes';

// /post/{slug} is the short alias of /blog/post/{slug}: same view, canonical under /blog/post.
export const generateMetadata = route.generateMetadata;
export default route.Page;

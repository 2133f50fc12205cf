import { blogCreateRoute as route } from '../../../../../features/blog/blog-routes';

// /post/BlogForm is the alias of /blog/create (spec §2): same form, canonical /blog/create.
export const generateMetadata = route.generateMetadata;
export default route.Page;

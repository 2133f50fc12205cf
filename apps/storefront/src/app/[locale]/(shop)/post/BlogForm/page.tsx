import { blogCreateRoute as route } from '../../../../../features/blog/blog-routes';
import { noPrebuiltPages } from '../../../../../lib/page-cache';

// Cached page (lib/page-cache.ts).
export const revalidate = 60;
export const generateStaticParams = noPrebuiltPages;

// /post/BlogForm is the alias of /blog/create (rules §2): same form, canonical /blog/create.
export const generateMetadata = route.generateMetadata;
export default route.Page;

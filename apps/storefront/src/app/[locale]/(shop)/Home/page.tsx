// /Home is an alias of the home page (rules §2): same view, canonical on /.
import { noPrebuiltPages } from '../../../../lib/page-cache';
// Cached page (lib/page-cache.ts).
export const revalidate = 60;
export const generateStaticParams = noPrebuiltPages;
export { default, generateMetadata } from '../page';

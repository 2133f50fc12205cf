import { couponsRoute as route } from '../../../../features/content/content-routes';
import { noPrebuiltPages } from '../../../../lib/page-cache';

// Cached page (lib/page-cache.ts).
export const revalidate = 60;
export const generateStaticParams = noPrebuiltPages;

export const generateMetadata = route.generateMetadata;
export default route.Page;

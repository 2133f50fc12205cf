import { linksRoute } from '../../../../../features/content/links-page';
import { noPrebuiltPages } from '../../../../../lib/page-cache';

// Cached page (lib/page-cache.ts).
export const revalidate = 60;
export const generateStaticParams = noPrebuiltPages;

export const generateMetadata = linksRoute.generateMetadata;
export default linksRoute.Page;

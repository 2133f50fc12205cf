import { linksRoute } from '../../../../features/content/links-page';
import { noPrebuiltPages } from '../../../../lib/page-cache';

// Cached page (lib/page-cache.ts).
export const revalidate = 60;
export const generateStaticParams = noPrebuiltPages;

// Alias of /lp/links (rules §2): same view, canonical on /lp/links.
export const generateMetadata = linksRoute.generateMetadata;
export default linksRoute.Page;

import { linksRoute } from '../../../../features/content/links-page';

// Alias of /lp/links (spec §2): same view, canonical on /lp/links.
export const generateMetadata = linksRoute.generateMetadata;
export default linksRoute.Page;

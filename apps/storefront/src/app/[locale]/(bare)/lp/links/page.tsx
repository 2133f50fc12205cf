import { linksRoute } from '../../../../../features/content/links-page';

export const generateMetadata = linksRoute.generateMetadata;
export default linksRoute.Page;

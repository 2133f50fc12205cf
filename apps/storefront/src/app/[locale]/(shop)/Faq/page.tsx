import { faqRoute as route } from '../../../../features/content/content-routes';

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { cmsContentRoute } from '../../../../features/content/content-routes';

const route = cmsContentRoute('contact');

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { cmsContentRoute } from '../../../../features/content/content-routes';

const route = cmsContentRoute('privacy');

export const generateMetadata = route.generateMetadata;
export default route.Page;

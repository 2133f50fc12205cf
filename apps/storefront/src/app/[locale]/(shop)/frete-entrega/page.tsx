import { cmsContentRoute } from '../../../../features/content/content-routes';

const route = cmsContentRoute('shipping');

export const generateMetadata = route.generateMetadata;
export default route.Page;

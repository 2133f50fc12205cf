import { cmsContentRoute } from '../../../../features/content/content-routes';

const route = cmsContentRoute('payments');

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { blogCreateRoute } from '../../../../../features/content/placeholder-routes';

const route = blogCreateRoute;

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { cmsByIdentifierRoute } from '../../../../features/content/content-routes';

const route = cmsByIdentifierRoute;

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { formPageRoute } from '../../../../features/content/content-routes';

const route = formPageRoute('productReturn');

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { formPageRoute } from '../../../../features/content/content-routes';

const route = formPageRoute('budget');

export const generateMetadata = route.generateMetadata;
export default route.Page;

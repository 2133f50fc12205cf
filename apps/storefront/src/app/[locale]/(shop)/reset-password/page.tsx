import { placeholderRoute } from '../../../../features/content/placeholder-routes';

const route = placeholderRoute({ key: 'resetPassword', path: () => '/reset-password', isPrivate: true });

export const generateMetadata = route.generateMetadata;
export default route.Page;

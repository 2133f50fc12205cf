import { placeholderRoute } from '../../../../../features/content/placeholder-routes';

const route = placeholderRoute({ key: 'checkoutSuccess', path: () => '/checkout/success', isPrivate: true });

export const generateMetadata = route.generateMetadata;
export default route.Page;

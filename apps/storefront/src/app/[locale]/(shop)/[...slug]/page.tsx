import { urlResolverRoute } from '../../../../features/content/url-resolver';

// Every other path: category, product or CMS page URLs, old URLs that redirect, or a 404.
export const generateMetadata = urlResolverRoute.generateMetadata;
export default urlResolverRoute.Page;

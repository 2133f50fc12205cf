import { type CatchAllParams, urlResolverRoute } from '../../../../features/content/url-resolver';
import { noPrebuiltPages } from '../../../../lib/page-cache';

// Cached page (lib/page-cache.ts).
export const revalidate = 60;
export const generateStaticParams = noPrebuiltPages;

// Every other path: category, product or CMS page URLs, old URLs that redirect, or a 404. The
// query is never read here: URLs whose query changes the page are rendered by `live~/[...slug]`.
const NO_QUERY = {};

export function generateMetadata({ params }: { params: Promise<CatchAllParams> }) {
  return urlResolverRoute.generateMetadata(params, NO_QUERY);
}

export default function CatchAllPage({ params }: { params: Promise<CatchAllParams> }) {
  return urlResolverRoute.Page(params, NO_QUERY, { prerendered: true });
}

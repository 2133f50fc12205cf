import {
  type CatchAllParams,
  type PageQuery,
  urlResolverRoute,
} from '../../../../../features/content/url-resolver';

// Category and product URLs whose query changes the page (listing page, sort, filters, a
// product's variant), rendered on each request: the proxy sends them here (lib/page-routing.ts).
interface LiveProps {
  params: Promise<CatchAllParams>;
  searchParams: Promise<PageQuery>;
}

export async function generateMetadata({ params, searchParams }: LiveProps) {
  return urlResolverRoute.generateMetadata(params, await searchParams);
}

export default async function LiveCatalogPage({ params, searchParams }: LiveProps) {
  return urlResolverRoute.Page(params, await searchParams);
}

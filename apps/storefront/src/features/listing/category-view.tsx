import type { RequestContext } from '../../lib/request.server';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface CategoryViewProps {
  ctx: RequestContext;
  /** Category uid (base64 id), as route(url) or ?categoryId gives it. */
  categoryUid: string;
  searchParams: SearchParams;
  /** The page's own path without locale prefix (e.g. `/papelaria.html`), for URL-state links. */
  basePath: string;
}

/** A category page: breadcrumbs, title, facets, sort, page size, grid/list and the products. */
export async function CategoryView({ categoryUid }: CategoryViewProps) {
  return <h1>{categoryUid}</h1>;
}

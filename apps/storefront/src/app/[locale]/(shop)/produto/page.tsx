import type { Metadata } from 'next';
import { lookupFromQuery, ProductView, productMetadata } from '../../../../features/product/product-view';
import { requestContext } from '../../../../lib/request.server';

/** `/produto?sku=…&nome=…` (alias `/ProductPage`): the product page by SKU; canonical is `/{url_key}.html`. */
interface ProductBySkuPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: ProductBySkuPageProps): Promise<Metadata> {
  const ctx = await requestContext((await params).locale);
  return productMetadata(ctx, lookupFromQuery(await searchParams));
}

export default async function ProductBySkuPage({ params, searchParams }: ProductBySkuPageProps) {
  const ctx = await requestContext((await params).locale);
  const query = await searchParams;
  return <ProductView ctx={ctx} {...lookupFromQuery(query)} searchParams={query} />;
}

import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import sanitizeHtml from 'sanitize-html';
import { commerceQuery } from '../../lib/graphql.server';
import { localePath } from '../../lib/locales';
import type { RequestContext } from '../../lib/request.server';
import { pageAlternates, storefrontOrigin } from '../../lib/seo';
import { ProductPage, type ProductPageFragment, type ProductPageQuery } from './product.documents';
import { type ProductDetails, toProductDetails } from './product.model';

/** How the page names its product: the url_key of `/{url_key}.html` or the `sku` of `/produto`. */
export interface ProductLookup {
  urlKey?: string | undefined;
  sku?: string | undefined;
}

/** `/produto?sku=…&nome=…`: `sku` names the product; without it, `nome` is read as its url_key. */
export function lookupFromQuery(query: Record<string, string | string[] | undefined>): ProductLookup {
  const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();
  const sku = single(query.sku);
  if (sku) return { sku };
  const name = single(query.nome);
  return name ? { urlKey: name } : {};
}

/** Reviews loaded with the page; the rating breakdown is computed from them. */
const REVIEWS_PAGE_SIZE = 50;

type ProductPageResult = {
  product: ProductPageFragment;
  aggregations: NonNullable<ProductPageQuery['products']>['aggregations'];
};

/**
 * One commerce call per request for the product, shared by `generateMetadata` and the page
 * (React's `cache` is per request). Undefined when no product has that url_key or SKU.
 */
const fetchProduct = cache(
  async (store: RequestContext['store'], currency: string, by: 'url_key' | 'sku', value: string) => {
    const filter = by === 'url_key' ? { url_key: { eq: value } } : { sku: { eq: value } };
    const data = await commerceQuery(
      ProductPage,
      { filter, reviewsPageSize: REVIEWS_PAGE_SIZE },
      { store, currency },
    );
    const product = data.products?.items?.find((item) => item !== null);
    return product
      ? ({ product, aggregations: data.products?.aggregations ?? null } as ProductPageResult)
      : undefined;
  },
);

/** The product's page data with the variant of `?variant=` applied, or undefined when it does not exist. */
export async function getProductDetails(
  ctx: RequestContext,
  lookup: ProductLookup,
  variantParam?: string,
): Promise<ProductDetails | undefined> {
  const result = await findProduct(ctx, lookup);
  if (!result) return undefined;
  return toProductDetails(result.product, result.aggregations, variantParam, sanitizeDescription);
}

async function findProduct(ctx: RequestContext, { urlKey, sku }: ProductLookup) {
  const key = urlKey ? stripSuffix(urlKey) : undefined;
  if (key) return fetchProduct(ctx.store, ctx.currency, 'url_key', key);
  if (sku) return fetchProduct(ctx.store, ctx.currency, 'sku', sku.trim());
  return undefined;
}

/** `caneta-bic.html` → `caneta-bic`: the resolver may hand over the path with its suffix. */
function stripSuffix(urlKey: string): string {
  return urlKey.replace(/^\/+/, '').replace(/\.html?$/i, '');
}

/**
 * Catalogue HTML as the page renders it: basic formatting only (paragraphs, lists, emphasis,
 * tables, links), headings demoted under the page's own section headings, links safe.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'small',
      'sub',
      'sup',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'span',
    ],
    allowedAttributes: {
      a: ['href', 'title'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      h1: 'h3',
      h2: 'h3',
      h5: 'h4',
      h6: 'h4',
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  });
}

/**
 * Metadata of a product page: title, description and keywords from meta_title /
 * meta_description / meta_keyword, the canonical product URL `/{url_key}{url_suffix}` (also
 * for `/produto?sku=` and variants) and its hreflang alternates in the three locales.
 */
export async function productMetadata(ctx: RequestContext, lookup: ProductLookup): Promise<Metadata> {
  const product = await getProductDetails(ctx, lookup);
  if (!product) return {};
  const origin = storefrontOrigin();
  const alternates = pageAlternates(ctx.locale, product.path);
  const canonical = `${origin}${localePath(ctx.locale, product.path)}`;
  const image = product.gallery[0];
  return {
    // A meta title already names the store: it skips the layout's "%s | store" template.
    title: product.metaTitle ? { absolute: product.metaTitle } : product.name,
    description: product.metaDescription,
    keywords: product.metaKeyword || undefined,
    alternates,
    openGraph: {
      type: 'website',
      url: canonical,
      title: product.metaTitle ?? product.name,
      description: product.metaDescription,
      locale: ctx.locale.iso.replace('-', '_'),
      images: image
        ? [{ url: `${origin}${image.src}`, width: 1080, height: 1340, alt: image.alt }]
        : undefined,
    },
  };
}

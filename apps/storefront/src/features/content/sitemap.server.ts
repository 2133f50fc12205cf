import 'server-only';
import type { MetadataRoute } from 'next';
import { commerceQuery } from '../../lib/graphql.server';
import { LOCALES } from '../../lib/locales';
import { absoluteUrl, languageAlternates } from '../../lib/seo';
import { graphql } from '../../lib/typed-document';
import { BLOG_PATH, blogSitemapPaths } from '../blog';
import { CONTENT_PATHS } from './content-pages';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
const MAX_URLS = 50_000;
const PRODUCT_PAGE_SIZE = 300;
/** Pages outside the catalogue that search engines should know. */
const STATIC_PATHS = ['/', ...CONTENT_PATHS, '/lp/links', BLOG_PATH];

interface SitemapCategory {
  url_path: string | null;
  url_suffix: string | null;
  children?: Array<SitemapCategory | null> | null;
}

const CATEGORY_FIELDS = 'url_path url_suffix';
/** The root category with four levels of descendants (rules §3: children nested to 4 levels). */
const SitemapCategories = graphql<{
  categories: {
    items: Array<{ uid: string; children: Array<SitemapCategory | null> | null } | null> | null;
  } | null;
}>(`
  query SitemapCategories {
    categories {
      items {
        uid
        children { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} } } } }
      }
    }
  }
`);

const SitemapProducts = graphql<
  {
    products: {
      page_info: { total_pages: number | null } | null;
      items: Array<{ url_key: string | null; url_suffix: string | null } | null> | null;
    } | null;
  },
  { rootUid: string; pageSize: number; currentPage: number }
>(`
  query SitemapProducts($rootUid: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { category_uid: { eq: $rootUid } }, pageSize: $pageSize, currentPage: $currentPage) {
      page_info {
        total_pages
      }
      items {
        url_key
        url_suffix
      }
    }
  }
`);

function categoryPaths(nodes: ReadonlyArray<SitemapCategory | null> | null | undefined): string[] {
  return (nodes ?? []).flatMap((node) =>
    node?.url_path ? [`/${node.url_path}${node.url_suffix ?? ''}`, ...categoryPaths(node.children)] : [],
  );
}

async function productPaths(rootUid: string, limit: number): Promise<string[]> {
  const paths: string[] = [];
  let totalPages = 1;
  for (let currentPage = 1; currentPage <= totalPages && paths.length < limit; currentPage++) {
    const data = await commerceQuery(SitemapProducts, { rootUid, pageSize: PRODUCT_PAGE_SIZE, currentPage });
    totalPages = data.products?.page_info?.total_pages ?? 1;
    for (const item of data.products?.items ?? []) {
      if (item?.url_key) paths.push(`/${item.url_key}${item.url_suffix ?? ''}`);
    }
  }
  return paths.slice(0, limit);
}

/**
 * Every public page — home, content pages, the blog and its published posts, all categories and
 * all products — once per locale,
 * each entry listing its language alternates. URL keys are shared by the store views, so the
 * default store's catalogue names every locale's URLs.
 */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const categories = await commerceQuery(SitemapCategories, {});
  const root = categories.categories?.items?.[0];
  const posts = await blogSitemapPaths(Math.floor(MAX_URLS / LOCALES.length / 10));
  const pagePaths = [...STATIC_PATHS, ...posts, ...categoryPaths(root?.children)];
  const productLimit = Math.floor(MAX_URLS / LOCALES.length) - pagePaths.length;
  const products = root ? await productPaths(root.uid, productLimit) : [];
  if (products.length === productLimit) {
    console.warn(
      `sitemap: catalogue larger than one sitemap file; listing the first ${productLimit} products`,
    );
  }
  return [...pagePaths, ...products].flatMap((path) => {
    const languages = languageAlternates(path);
    return LOCALES.map((locale) => ({ url: absoluteUrl(locale, path), alternates: { languages } }));
  });
}

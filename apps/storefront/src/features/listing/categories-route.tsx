import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requestContext } from '../../lib/request.server';
import { CategoryIndexView, categoryIndexMetadata } from './category-index';
import { categoryUidOf } from './category-param';
import { CategoryView, categoryMetadata } from './category-view';
import type { SearchParams } from './listing-params';

interface CategoriesPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * `/categories?categoryId=<uid or id>&title=…` and its alias `/CategoriesPage` (rules §2): the
 * category view, its listing links on `/categories`, canonical on the category's own URL.
 * Without `categoryId` the page lists every department and its sub-categories.
 */
const BASE_PATH = '/categories';

export async function CategoriesPage({ params, searchParams }: CategoriesPageProps) {
  const [ctx, query] = await Promise.all([requestContext((await params).locale), searchParams]);
  if (query.categoryId === undefined) return <CategoryIndexView ctx={ctx} />;
  const categoryUid = categoryUidOf(query.categoryId);
  if (!categoryUid) notFound();
  return <CategoryView ctx={ctx} categoryUid={categoryUid} searchParams={query} basePath={BASE_PATH} />;
}

export async function generateCategoriesMetadata({
  params,
  searchParams,
}: CategoriesPageProps): Promise<Metadata> {
  const [ctx, query] = await Promise.all([requestContext((await params).locale), searchParams]);
  if (query.categoryId === undefined) return categoryIndexMetadata(ctx);
  const categoryUid = categoryUidOf(query.categoryId);
  return categoryUid ? categoryMetadata(ctx, categoryUid, BASE_PATH, query) : {};
}

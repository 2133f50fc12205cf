import 'server-only';
import { cache } from 'react';
import { CommerceQueryError, commerceQuery } from '../../lib/graphql.server';
import type { RequestContext } from '../../lib/request.server';
import { type CmsBlockFields, CmsBlocksQuery, type CmsPageFields, CmsPageQuery } from './cms.documents';

/** A CMS page ready to render: nulls resolved, HTML still raw (sanitised by `CmsHtml`). */
export interface CmsPage {
  identifier: string;
  /** Its URL without locale prefix: `/{url_key}` (the Portuguese slug). */
  path: string;
  title: string;
  heading: string;
  contentHtml: string;
  metaTitle: string | undefined;
  metaDescription: string | undefined;
  metaKeywords: string | undefined;
}

export function toCmsPage(fields: CmsPageFields, fallbackIdentifier = ''): CmsPage {
  const identifier = fields.identifier ?? fallbackIdentifier;
  const title = fields.title ?? identifier;
  return {
    identifier,
    path: `/${fields.url_key ?? identifier}`,
    title,
    heading: fields.content_heading || title,
    contentHtml: fields.content ?? '',
    metaTitle: fields.meta_title || undefined,
    metaDescription: fields.meta_description || undefined,
    metaKeywords: fields.meta_keywords || undefined,
  };
}

/** True when the commerce server says the entity does not exist (Magento `graphql-no-such-entity`). */
export function isNoSuchEntity(error: unknown): boolean {
  return (
    error instanceof CommerceQueryError &&
    error.errors.length > 0 &&
    error.errors.every((entry) => entry.extensions?.category === 'graphql-no-such-entity')
  );
}

/**
 * The CMS page `identifier` in the shopper's store view, or `undefined` when it does not exist.
 * Other failures (server down, query errors) are thrown for the error page. One call per request.
 */
export const getCmsPage = cache(async function getCmsPage(
  store: RequestContext['store'],
  identifier: string,
): Promise<CmsPage | undefined> {
  try {
    const data = await commerceQuery(CmsPageQuery, { identifier }, { store });
    return data.cmsPage ? toCmsPage(data.cmsPage, identifier) : undefined;
  } catch (error) {
    if (isNoSuchEntity(error)) return undefined;
    throw error;
  }
});

/** CMS blocks by identifier, in the shopper's store view; missing blocks are absent from the map. */
export const getCmsBlocks = cache(async function getCmsBlocks(
  store: RequestContext['store'],
  identifiers: readonly string[],
): Promise<Map<string, CmsBlockFields>> {
  const data = await commerceQuery(CmsBlocksQuery, { identifiers: [...identifiers] }, { store });
  const blocks = new Map<string, CmsBlockFields>();
  for (const block of data.cmsBlocks?.items ?? []) {
    if (block?.identifier && block.content) blocks.set(block.identifier, block);
  }
  return blocks;
});

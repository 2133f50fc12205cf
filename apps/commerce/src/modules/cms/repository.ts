import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface CmsPageRecord {
  id: number;
  identifier: string;
  urlKey: string;
  pageLayout: string;
  title: string;
  contentHeading: string | null;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
}

/** An active page by identifier or id, with texts of the store view (default store's as fallback). */
export async function findCmsPage(
  db: Kysely<Database>,
  storeCode: string,
  by: { identifier: string } | { id: number },
): Promise<CmsPageRecord | undefined> {
  let query = db
    .selectFrom('cms_page as p')
    .innerJoin('cms_page_translation as d', (j) =>
      j.onRef('d.page_id', '=', 'p.id').on('d.store_code', '=', 'default'),
    )
    .leftJoin('cms_page_translation as t', (j) =>
      j.onRef('t.page_id', '=', 'p.id').on('t.store_code', '=', storeCode),
    )
    .where('p.is_active', '=', 1)
    .select([
      'p.id',
      'p.identifier',
      'p.url_key',
      'p.page_layout',
      'd.title as d_title',
      't.title',
      'd.content_heading as d_content_heading',
      't.content_heading',
      'd.content as d_content',
      't.content',
      'd.meta_title as d_meta_title',
      't.meta_title',
      'd.meta_description as d_meta_description',
      't.meta_description',
      'd.meta_keywords as d_meta_keywords',
      't.meta_keywords',
    ]);
  query =
    'identifier' in by ? query.where('p.identifier', '=', by.identifier) : query.where('p.id', '=', by.id);
  const r = await query.executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    identifier: r.identifier,
    urlKey: r.url_key,
    pageLayout: r.page_layout,
    title: r.title ?? r.d_title,
    contentHeading: r.content_heading ?? r.d_content_heading,
    content: r.content ?? r.d_content,
    metaTitle: r.meta_title ?? r.d_meta_title,
    metaDescription: r.meta_description ?? r.d_meta_description,
    metaKeywords: r.meta_keywords ?? r.d_meta_keywords,
  };
}

/** Active blocks among the identifiers, with texts of the store view. */
export async function findCmsBlocks(db: Kysely<Database>, storeCode: string, identifiers: string[]) {
  if (identifiers.length === 0) return [];
  const rows = await db
    .selectFrom('cms_block as b')
    .innerJoin('cms_block_translation as d', (j) =>
      j.onRef('d.block_id', '=', 'b.id').on('d.store_code', '=', 'default'),
    )
    .leftJoin('cms_block_translation as t', (j) =>
      j.onRef('t.block_id', '=', 'b.id').on('t.store_code', '=', storeCode),
    )
    .where('b.is_active', '=', 1)
    .where('b.identifier', 'in', identifiers)
    .select(['b.identifier', 'd.title as d_title', 't.title', 'd.content as d_content', 't.content'])
    .execute();
  return rows.map((r) => ({
    identifier: r.identifier,
    title: r.title ?? r.d_title,
    content: r.content ?? r.d_content,
  }));
}

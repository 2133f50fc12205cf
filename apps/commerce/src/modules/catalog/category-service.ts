import type { RequestContext } from '../../graphql/context';
import { NotFoundError } from '../../graphql/errors';
import { decodeIdUid } from '../../graphql/uid';
import { normalizeText } from '../search/text';
import { ROOT_CATEGORY_ID } from './indexer';
import type { CategoryRecord } from './repository';
import { assertPageExists, type Pagination } from './service';

interface EqualFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}

export interface CategoryFilterInput {
  ids?: EqualFilter | null;
  category_uid?: EqualFilter | null;
  parent_id?: EqualFilter | null;
  parent_category_uid?: EqualFilter | null;
  url_key?: EqualFilter | null;
  url_path?: EqualFilter | null;
  name?: { match?: string | null } | null;
}

const values = (filter: EqualFilter | null | undefined) =>
  filter
    ? [...(filter.eq != null ? [filter.eq] : []), ...(filter.in ?? []).filter((v): v is string => v != null)]
    : undefined;

/** Category lookups of categories/categoryList/category (Magento's CatalogGraphQl). */
export function createCategoryService() {
  return {
    /** Categories matching every given filter; with no filter, the store's root category. */
    async find(ctx: RequestContext, filters: CategoryFilterInput | undefined): Promise<CategoryRecord[]> {
      const all = (await ctx.loaders.categories()).filter((c) => c.level >= 1);
      const tests: ((c: CategoryRecord) => boolean)[] = [];
      const ids = values(filters?.ids);
      if (ids) tests.push((c) => ids.includes(String(c.id)));
      const uids = values(filters?.category_uid);
      if (uids) {
        const decoded = uids.map(decodeIdUid);
        tests.push((c) => decoded.includes(c.id));
      }
      const parentIds = values(filters?.parent_id);
      if (parentIds) tests.push((c) => parentIds.includes(String(c.parentId)));
      const parentUids = values(filters?.parent_category_uid);
      if (parentUids) {
        const decoded = parentUids.map(decodeIdUid);
        tests.push((c) => c.parentId !== null && decoded.includes(c.parentId));
      }
      const urlKeys = values(filters?.url_key);
      if (urlKeys) tests.push((c) => urlKeys.includes(c.urlKey));
      const urlPaths = values(filters?.url_path);
      if (urlPaths) tests.push((c) => urlPaths.includes(c.urlPath));
      const nameMatch = filters?.name?.match ? normalizeText(filters.name.match) : undefined;
      if (nameMatch) tests.push((c) => normalizeText(c.name).includes(nameMatch));
      if (tests.length === 0) return all.filter((c) => c.id === ROOT_CATEGORY_ID);
      // The store root is an anchor for browsing, not a category shoppers filter to by attributes.
      return all
        .filter((c) => c.level >= 2 || c.id === ROOT_CATEGORY_ID)
        .filter((c) => tests.every((t) => t(c)));
    },

    /** One page of find(); `strict` adds Magento's error for a page past the last one (categories). */
    async page(
      ctx: RequestContext,
      filters: CategoryFilterInput | undefined,
      pagination: Pagination,
      strict: boolean,
    ) {
      const matches = await this.find(ctx, filters);
      if (strict) assertPageExists(matches.length, pagination);
      const { pageSize, currentPage } = pagination;
      return {
        items: matches.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        total: matches.length,
      };
    },

    /** category(id): the category, or the store root when no id is given. */
    async getById(ctx: RequestContext, id: number | undefined): Promise<CategoryRecord> {
      const wanted = id ?? ROOT_CATEGORY_ID;
      const category = (await ctx.loaders.categories()).find((c) => c.id === wanted && c.level >= 1);
      if (!category) throw new NotFoundError(`Category doesn't exist`);
      return category;
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;

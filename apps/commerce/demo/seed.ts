import { sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';
import type { Database, ProductTable } from '../src/db/schema';
import { slugify } from '../src/lib/slug';
import { ROOT_CATEGORY_ID, rebuildCatalogIndex } from '../src/modules/catalog/indexer';
import { rebuildSearchIndex } from '../src/modules/search/indexer';
import { DEMO_EXCHANGE_RATES } from '../src/modules/store/stores';
import { productStoreTextRows } from './seed-store-texts';
import type { CatalogueSeed, ImageSpec, LocalizedText, SeedCategory, SeedProduct } from './types';

const BATCH = 500;
const STORE_OF_LANGUAGE = { pt: 'default', en: 'en', de: 'german' } as const;

/** The review ratings of productReviewRatingsMetadata, in order. */
export const RATINGS = [
  { id: 1, code: 'quality', name: 'Qualidade', position: 1 },
  { id: 2, code: 'price', name: 'Preço', position: 2 },
  { id: 3, code: 'delivery', name: 'Entrega', position: 3 },
] as const;

export interface SeedSummary {
  categories: number;
  products: number;
  reviews: number;
  /** Image files to render and the spec each one is drawn from. */
  images: { file: string; spec: ImageSpec }[];
}

type Row<T> = { [K in keyof T]: T[K] extends import('kysely').Generated<infer U> ? U : T[K] };

/** True when the catalogue tables hold no product yet (first start). */
export async function isCatalogueEmpty({ db }: DatabaseHandle): Promise<boolean> {
  const row = await db
    .selectFrom('category')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/**
 * Writes a catalogue into an empty database in one transaction, then builds the listing and
 * search indexes. Ids are assigned here so that related rows need no round trips.
 */
export async function seedCatalogue(
  handle: DatabaseHandle,
  seed: CatalogueSeed,
  now = new Date(),
): Promise<SeedSummary> {
  const timestamp = now.toISOString();
  const images: SeedSummary['images'] = [];
  let reviewCount = 0;
  let categoryCount = 0;

  await handle.db.transaction().execute(async (trx) => {
    await insertAll(
      trx,
      'store_currency_rate',
      Object.entries(DEMO_EXCHANGE_RATES).map(([currency_to, rate]) => ({
        currency_from: 'BRL',
        currency_to,
        rate,
      })),
    );
    await insertAll(trx, 'rating', [...RATINGS]);

    // --- categories: 1 = tree root (hidden), 2 = the store's root, departments below it.
    const categoryRows: Row<Database['category']>[] = [];
    const translationRows: Database['category_translation'][] = [];
    const categoryIdByKey = new Map<string, number>();
    const categoryUrlById = new Map<number, string>();
    const addCategory = (
      id: number,
      parentId: number | null,
      path: string,
      level: number,
      position: number,
      c: {
        urlKey: string;
        urlPath: string;
        name: LocalizedText;
        isAnchor?: boolean;
        includeInMenu?: boolean;
        description?: LocalizedText;
        metaTitle?: LocalizedText;
        metaDescription?: LocalizedText;
        metaKeywords?: LocalizedText;
      },
    ) => {
      categoryRows.push({
        id,
        parent_id: parentId,
        path,
        level,
        position,
        url_key: c.urlKey,
        url_path: c.urlPath,
        is_anchor: c.isAnchor === false ? 0 : 1,
        include_in_menu: c.includeInMenu === false ? 0 : 1,
        is_active: 1,
        product_count: 0,
        created_at: timestamp,
        updated_at: timestamp,
      });
      for (const language of ['pt', 'en', 'de'] as const) {
        translationRows.push({
          category_id: id,
          store_code: STORE_OF_LANGUAGE[language],
          name: c.name[language],
          description: c.description?.[language] ?? null,
          meta_title: c.metaTitle?.[language] ?? null,
          meta_description: c.metaDescription?.[language] ?? null,
          meta_keywords: c.metaKeywords?.[language] ?? null,
        });
      }
    };
    addCategory(1, null, '1', 0, 0, {
      urlKey: 'root-catalog',
      urlPath: 'root-catalog',
      name: { pt: 'Catálogo raiz', en: 'Root Catalog', de: 'Stammkatalog' },
      includeInMenu: false,
    });
    addCategory(ROOT_CATEGORY_ID, 1, `1/${ROOT_CATEGORY_ID}`, 1, 1, {
      urlKey: 'default-category',
      urlPath: 'default-category',
      name: { pt: 'Categoria padrão', en: 'Default Category', de: 'Standardkategorie' },
    });
    let nextCategoryId = ROOT_CATEGORY_ID + 1;
    const walk = (
      nodes: SeedCategory[],
      parentId: number,
      parentPath: string,
      parentUrlPath: string,
      level: number,
    ) => {
      nodes.forEach((node, index) => {
        const id = nextCategoryId++;
        const urlPath = parentUrlPath ? `${parentUrlPath}/${node.urlKey}` : node.urlKey;
        categoryIdByKey.set(node.key, id);
        categoryUrlById.set(id, urlPath);
        addCategory(id, parentId, `${parentPath}/${id}`, level, index + 1, { ...node, urlPath });
        walk(node.children ?? [], id, `${parentPath}/${id}`, urlPath, level + 1);
      });
    };
    walk(seed.categories, ROOT_CATEGORY_ID, `1/${ROOT_CATEGORY_ID}`, '', 2);
    categoryCount = categoryRows.length;
    await insertAll(trx, 'category', categoryRows);
    await insertAll(trx, 'category_translation', translationRows);

    // --- attribute options (brands and colours), sorted for stable facets.
    const optionId = new Map<string, number>();
    let nextOptionId = 1;
    const optionRows: Row<Database['attribute_option']>[] = [];
    const colours = new Set<string>();
    for (const p of seed.products) {
      if (p.color) colours.add(p.color);
      for (const v of p.variants ?? []) colours.add(v.color);
    }
    for (const [code, labels] of [
      ['manufacturer', [...new Set(seed.products.map((p) => p.manufacturer))]],
      ['color', [...colours]],
    ] as const) {
      [...labels]
        .sort((a, b) => a.localeCompare(b, 'pt-BR'))
        .forEach((label, index) => {
          const id = nextOptionId++;
          optionId.set(`${code}:${label}`, id);
          optionRows.push({ id, attribute_code: code, label, sort_order: index });
        });
    }
    await insertAll(trx, 'attribute_option', optionRows);

    // --- products
    const productId = new Map<string, number>();
    let nextProductId = 1;
    const idOf = (sku: string) => {
      const id = productId.get(sku);
      if (id === undefined) throw new Error(`Seed refers to unknown sku ${sku}`);
      return id;
    };
    for (const p of seed.products) {
      productId.set(p.sku, nextProductId++);
      for (const v of p.variants ?? []) productId.set(v.sku, nextProductId++);
    }
    const bySku = new Map(seed.products.map((p) => [p.sku, p]));
    const finalOf = (p: { priceCents: number; specialPriceCents?: number }) =>
      p.specialPriceCents !== undefined && p.specialPriceCents < p.priceCents
        ? p.specialPriceCents
        : p.priceCents;

    const productRows: Row<ProductTable>[] = [];
    const mediaRows: Row<Database['product_media']>[] = [];
    const addMedia = (id: number, baseName: string, specs: ImageSpec[], label: string) => {
      specs.forEach((spec, index) => {
        const file = `${baseName}${index === 0 ? '' : `-${index + 1}`}.webp`;
        mediaRows.push({
          id: mediaRows.length + 1,
          product_id: id,
          file,
          label,
          position: index + 1,
          disabled: 0,
          render_spec: JSON.stringify(spec),
        });
        images.push({ file, spec });
      });
    };
    for (const p of seed.products) {
      const id = idOf(p.sku);
      const prices = priceRange(p, bySku, finalOf);
      const stock = stockOf(p, bySku);
      productRows.push({
        id,
        ncm: null,
        cest: null,
        gtin: null,
        origin: null,
        unit: null,
        sku: p.sku,
        type_id: p.type,
        parent_id: null,
        visibility: 4,
        status: 1,
        name: p.name,
        url_key: p.urlKey,
        price_cents: p.priceCents,
        special_price_cents: p.specialPriceCents ?? null,
        ...prices,
        manufacturer_id: optionId.get(`manufacturer:${p.manufacturer}`) ?? null,
        color_id: p.color ? (optionId.get(`color:${p.color}`) ?? null) : null,
        weight: p.weightKg ?? null,
        volume_height: p.dims?.heightCm ?? null,
        volume_width: p.dims?.widthCm ?? null,
        volume_length: p.dims?.lengthCm ?? null,
        description: p.description,
        short_description: p.shortDescription,
        meta_title: p.metaTitle ?? null,
        meta_description: p.metaDescription ?? null,
        meta_keyword: p.metaKeyword ?? null,
        flagtext: p.flag?.text ?? null,
        flagcolor: p.flag?.color ?? null,
        flagposition: p.flag?.position ?? null,
        new_from_date: p.newFrom ?? null,
        stock_qty: stock.qty,
        is_in_stock: stock.inStock ? 1 : 0,
        rating_summary: ratingSummary(p),
        review_count: p.reviews?.length ?? 0,
        created_at: timestamp,
        updated_at: timestamp,
      });
      const parentRow = productRows[productRows.length - 1]!;
      addMedia(id, fileBase(p.sku, p.urlKey), p.images, p.name);
      for (const v of p.variants ?? []) {
        const variantId = idOf(v.sku);
        const final = finalOf(v);
        productRows.push({
          ...parentRow,
          id: variantId,
          sku: v.sku,
          type_id: 'simple',
          parent_id: id,
          visibility: 1,
          name: v.name,
          url_key: `${p.urlKey}-${slugify(v.color)}-${v.sku.toLowerCase()}`,
          price_cents: v.priceCents,
          special_price_cents: v.specialPriceCents ?? null,
          min_price_cents: final,
          max_price_cents: final,
          min_regular_price_cents: v.priceCents,
          max_regular_price_cents: v.priceCents,
          color_id: optionId.get(`color:${v.color}`) ?? null,
          stock_qty: v.stockQty,
          is_in_stock: v.stockQty > 0 ? 1 : 0,
          flagtext: null,
          flagcolor: null,
          flagposition: null,
          rating_summary: 0,
          review_count: 0,
        });
        addMedia(variantId, fileBase(v.sku, `${p.urlKey}-${slugify(v.color)}`), [v.image], v.name);
      }
    }
    await insertAll(trx, 'product', productRows);
    await insertAll(trx, 'product_media', mediaRows);
    await insertAll(trx, 'product_store_text', productStoreTextRows(seed.products, idOf));

    // --- category assignments, in catalogue order within each category
    const positionInCategory = new Map<number, number>();
    const productCategoryRows: Database['product_category'][] = [];
    for (const p of seed.products) {
      for (const key of new Set(p.categories)) {
        const categoryId = categoryIdByKey.get(key);
        if (categoryId === undefined) throw new Error(`Product ${p.sku} refers to unknown category ${key}`);
        const position = (positionInCategory.get(categoryId) ?? 0) + 1;
        positionInCategory.set(categoryId, position);
        productCategoryRows.push({ product_id: idOf(p.sku), category_id: categoryId, position });
      }
    }
    await insertAll(trx, 'product_category', productCategoryRows);

    // --- links, composites
    const linkRows: Database['product_link'][] = [];
    const configurableRows: Row<Database['configurable_attribute']>[] = [];
    const bundleOptionRows: Row<Database['bundle_option']>[] = [];
    const bundleSelectionRows: Row<Database['bundle_selection']>[] = [];
    const downloadableRows: Row<Database['downloadable_link']>[] = [];
    const giftcardRows: Row<Database['giftcard_amount']>[] = [];
    for (const p of seed.products) {
      const id = idOf(p.sku);
      const link = (type: 'related' | 'upsell' | 'crosssell', skus: string[] = []) => {
        const linked = [...new Set(skus)].filter((sku) => sku !== p.sku);
        linked.forEach((sku, index) => {
          linkRows.push({
            product_id: id,
            linked_product_id: idOf(sku),
            link_type: type,
            position: index + 1,
            qty: 1,
          });
        });
      };
      link('related', p.related);
      link('upsell', p.upsell);
      link('crosssell', p.crosssell);
      for (const item of p.groupedItems ?? []) {
        linkRows.push({
          product_id: id,
          linked_product_id: idOf(item.sku),
          link_type: 'associated',
          position: item.position,
          qty: item.qty,
        });
      }
      if (p.type === 'configurable') {
        configurableRows.push({
          id: configurableRows.length + 1,
          product_id: id,
          attribute_code: 'color',
          label: 'Cor',
          position: 0,
        });
      }
      for (const option of p.bundleOptions ?? []) {
        const optionRowId = bundleOptionRows.length + 1;
        bundleOptionRows.push({
          id: optionRowId,
          product_id: id,
          title: option.title,
          required: option.required ? 1 : 0,
          type: option.type,
          position: option.position,
        });
        for (const s of option.selections) {
          bundleSelectionRows.push({
            id: bundleSelectionRows.length + 1,
            option_id: optionRowId,
            product_id: idOf(s.sku),
            qty: s.qty,
            is_default: s.isDefault ? 1 : 0,
            can_change_qty: s.canChangeQty ? 1 : 0,
            position: s.position,
          });
        }
      }
      (p.downloadableLinks ?? []).forEach((l, index) => {
        downloadableRows.push({
          id: downloadableRows.length + 1,
          product_id: id,
          title: l.title,
          price_cents: l.priceCents,
          sort_order: index + 1,
          sample_url: l.sampleUrl ?? null,
          // The demo's links are for show: nothing to deliver yet.
          link_type: 'url',
          link_url: null,
          link_upload_id: null,
          is_shareable: 2,
          number_of_downloads: 0,
        });
      });
      for (const amount of p.giftCardAmountsCents ?? []) {
        giftcardRows.push({ id: giftcardRows.length + 1, product_id: id, amount_cents: amount });
      }
    }
    await insertAll(trx, 'product_link', linkRows);
    await insertAll(trx, 'configurable_attribute', configurableRows);
    await insertAll(trx, 'bundle_option', bundleOptionRows);
    await insertAll(trx, 'bundle_selection', bundleSelectionRows);
    await insertAll(trx, 'downloadable_link', downloadableRows);
    await insertAll(trx, 'giftcard_amount', giftcardRows);

    // --- reviews (approved); product rating summaries were computed with the product rows
    const reviewRows: Row<Database['review']>[] = [];
    const reviewRatingRows: Database['review_rating'][] = [];
    for (const p of seed.products) {
      for (const r of p.reviews ?? []) {
        const reviewId = reviewRows.length + 1;
        reviewRows.push({
          id: reviewId,
          product_id: idOf(p.sku),
          customer_id: null,
          store_code: 'default',
          status: 'approved',
          nickname: r.nickname,
          summary: r.summary,
          text: r.text,
          created_at: `${r.createdAt}T12:00:00.000Z`,
        });
        const values = [r.ratings.quality, r.ratings.price, r.ratings.delivery];
        values.forEach((value, index) => {
          reviewRatingRows.push({ review_id: reviewId, rating_id: index + 1, value });
        });
      }
    }
    reviewCount = reviewRows.length;
    await insertAll(trx, 'review', reviewRows);
    await insertAll(trx, 'review_rating', reviewRatingRows);

    // --- CMS
    const pageRows: Row<Database['cms_page']>[] = [];
    const pageTranslations: Database['cms_page_translation'][] = [];
    seed.cmsPages.forEach((page, index) => {
      const id = index + 1;
      pageRows.push({
        id,
        identifier: page.identifier,
        url_key: page.urlKey,
        is_active: 1,
        page_layout: '1column',
      });
      for (const language of ['pt', 'en', 'de'] as const) {
        pageTranslations.push({
          page_id: id,
          store_code: STORE_OF_LANGUAGE[language],
          title: page.title[language],
          content_heading: page.contentHeading?.[language] ?? null,
          content: page.content[language],
          meta_title: page.metaTitle?.[language] ?? null,
          meta_description: page.metaDescription?.[language] ?? null,
          meta_keywords: page.metaKeywords?.[language] ?? null,
        });
      }
    });
    await insertAll(trx, 'cms_page', pageRows);
    await insertAll(trx, 'cms_page_translation', pageTranslations);
    const blockRows: Row<Database['cms_block']>[] = [];
    const blockTranslations: Database['cms_block_translation'][] = [];
    seed.cmsBlocks.forEach((block, index) => {
      blockRows.push({ id: index + 1, identifier: block.identifier, is_active: 1 });
      for (const language of ['pt', 'en', 'de'] as const) {
        blockTranslations.push({
          block_id: index + 1,
          store_code: STORE_OF_LANGUAGE[language],
          title: block.title[language],
          content: block.content[language],
        });
      }
    });
    await insertAll(trx, 'cms_block', blockRows);
    await insertAll(trx, 'cms_block_translation', blockTranslations);

    // --- URL rewrites: products {url_key}.html, categories {url_path}.html, CMS pages {url_key}
    const rewriteRows: Row<Database['url_rewrite']>[] = [];
    const addRewrite = (
      request_path: string,
      entity_type: 'product' | 'category' | 'cms_page',
      entity_id: number,
      target_path: string,
      redirect_code: number,
    ) =>
      rewriteRows.push({
        id: rewriteRows.length + 1,
        request_path,
        entity_type,
        entity_id,
        target_path,
        redirect_code,
      });
    for (const p of seed.products)
      addRewrite(`${p.urlKey}.html`, 'product', idOf(p.sku), `${p.urlKey}.html`, 0);
    for (const [id, urlPath] of categoryUrlById)
      addRewrite(`${urlPath}.html`, 'category', id, `${urlPath}.html`, 0);
    for (const page of pageRows) addRewrite(page.url_key, 'cms_page', page.id, page.url_key, 0);
    for (const r of seed.redirects) {
      if (r.to.type === 'product') {
        const target = bySku.get(r.to.sku);
        if (!target) throw new Error(`Redirect ${r.from} refers to unknown sku ${r.to.sku}`);
        addRewrite(r.from, 'product', idOf(r.to.sku), `${target.urlKey}.html`, r.code);
      } else if (r.to.type === 'category') {
        const id = categoryIdByKey.get(r.to.key);
        if (id === undefined) throw new Error(`Redirect ${r.from} refers to unknown category ${r.to.key}`);
        addRewrite(r.from, 'category', id, `${categoryUrlById.get(id)}.html`, r.code);
      } else {
        const identifier = r.to.identifier;
        const page = pageRows.find((candidate) => candidate.identifier === identifier);
        if (!page) throw new Error(`Redirect ${r.from} refers to unknown CMS page ${identifier}`);
        addRewrite(r.from, 'cms_page', page.id, page.url_key, r.code);
      }
    }
    await insertAll(trx, 'url_rewrite', rewriteRows);

    if (handle.dialect === 'postgres') await resetSequences(trx);
  });

  await rebuildCatalogIndex(handle);
  await rebuildSearchIndex(handle);
  return { categories: categoryCount, products: seed.products.length, reviews: reviewCount, images };
}

async function insertAll<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly object[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto(table)
      // biome-ignore lint/suspicious/noExplicitAny: rows are typed by the callers above.
      .values(rows.slice(i, i + BATCH) as any)
      .execute();
  }
}

/** After inserts with explicit ids, PostgreSQL's serial sequences must continue past them. */
async function resetSequences(trx: Transaction<Database>): Promise<void> {
  for (const table of [
    'category',
    'attribute_option',
    'product',
    'product_media',
    'configurable_attribute',
    'bundle_option',
    'bundle_selection',
    'downloadable_link',
    'giftcard_amount',
    'rating',
    'review',
    'url_rewrite',
    'cms_page',
    'cms_block',
  ]) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
      trx,
    );
  }
}

/** Lowest and highest price a shopper can pay, with the matching regular prices (cents). */
function priceRange(
  p: SeedProduct,
  bySku: Map<string, SeedProduct>,
  finalOf: (x: { priceCents: number; specialPriceCents?: number }) => number,
): Pick<
  ProductTable,
  'min_price_cents' | 'max_price_cents' | 'min_regular_price_cents' | 'max_regular_price_cents'
> {
  const range = (items: { final: number; regular: number }[]) => {
    const sortedByFinal = [...items].sort((a, b) => a.final - b.final);
    const min = sortedByFinal[0] ?? { final: p.priceCents, regular: p.priceCents };
    const max = sortedByFinal[sortedByFinal.length - 1] ?? min;
    return {
      min_price_cents: min.final,
      min_regular_price_cents: min.regular,
      max_price_cents: max.final,
      max_regular_price_cents: max.regular,
    };
  };
  const member = (sku: string) => {
    const m = bySku.get(sku);
    if (!m) throw new Error(`Product ${p.sku} refers to unknown sku ${sku}`);
    return m;
  };
  switch (p.type) {
    case 'configurable':
      return range((p.variants ?? []).map((v) => ({ final: finalOf(v), regular: v.priceCents })));
    case 'grouped':
      return range(
        (p.groupedItems ?? []).map((i) => ({
          final: finalOf(member(i.sku)),
          regular: member(i.sku).priceCents,
        })),
      );
    case 'giftcard':
      return range((p.giftCardAmountsCents ?? [p.priceCents]).map((a) => ({ final: a, regular: a })));
    case 'bundle': {
      let min = { final: 0, regular: 0 };
      let max = { final: 0, regular: 0 };
      for (const option of p.bundleOptions ?? []) {
        const choices = option.selections.map((s) => ({
          final: finalOf(member(s.sku)) * s.qty,
          regular: member(s.sku).priceCents * s.qty,
        }));
        const cheapest = [...choices].sort((a, b) => a.final - b.final)[0];
        if (option.required && cheapest)
          min = { final: min.final + cheapest.final, regular: min.regular + cheapest.regular };
        const multiple = option.type === 'checkbox' || option.type === 'multi';
        const most = multiple
          ? choices.reduce((a, b) => ({ final: a.final + b.final, regular: a.regular + b.regular }), {
              final: 0,
              regular: 0,
            })
          : ([...choices].sort((a, b) => b.final - a.final)[0] ?? { final: 0, regular: 0 });
        max = { final: max.final + most.final, regular: max.regular + most.regular };
      }
      return {
        min_price_cents: min.final,
        min_regular_price_cents: min.regular,
        max_price_cents: max.final,
        max_regular_price_cents: max.regular,
      };
    }
    case 'downloadable': {
      const base = { final: finalOf(p), regular: p.priceCents };
      const extra = (p.downloadableLinks ?? []).reduce((sum, l) => sum + l.priceCents, 0);
      return range([base, { final: base.final + extra, regular: base.regular + extra }]);
    }
    default:
      return range([{ final: finalOf(p), regular: p.priceCents }]);
  }
}

/** Average of every rating of every review, as Magento's 0..100 percentage (one decimal). */
function ratingSummary(p: SeedProduct): number {
  const reviews = p.reviews ?? [];
  if (reviews.length === 0) return 0;
  const total = reviews.reduce(
    (sum, r) => sum + (r.ratings.quality + r.ratings.price + r.ratings.delivery) / 3,
    0,
  );
  return Math.round((total / reviews.length) * 20 * 10) / 10;
}

/** Stock of a product; composites are in stock when a member is, with the members' total units. */
function stockOf(p: SeedProduct, bySku: Map<string, SeedProduct>): { qty: number; inStock: boolean } {
  const members =
    p.type === 'configurable'
      ? (p.variants ?? []).map((v) => v.stockQty)
      : p.type === 'grouped'
        ? (p.groupedItems ?? []).map((i) => bySku.get(i.sku)?.stockQty ?? 0)
        : p.type === 'bundle'
          ? (p.bundleOptions ?? [])
              .filter((o) => o.required)
              .map((o) => Math.max(0, ...o.selections.map((s) => bySku.get(s.sku)?.stockQty ?? 0)))
          : undefined;
  if (!members) return { qty: p.stockQty, inStock: p.stockQty > 0 };
  const inStock = p.type === 'bundle' ? members.every((q) => q > 0) : members.some((q) => q > 0);
  return {
    qty:
      p.type === 'bundle'
        ? Math.min(...members, Number.MAX_SAFE_INTEGER)
        : members.reduce((a, b) => a + b, 0),
    inStock,
  };
}

function fileBase(sku: string, urlKey: string): string {
  return `${slugify(sku)}-${slugify(urlKey)}`.slice(0, 120);
}

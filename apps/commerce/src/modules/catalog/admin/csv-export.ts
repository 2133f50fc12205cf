import { fromCents, parseNumberInput } from '@store/br';
import { stringify } from 'csv-stringify/sync';
import type { DatabaseHandle } from '../../../db/database';
import { CSV_COLUMNS, VISIBILITY_VALUES } from './csv-format';

const ROOT_NAME = 'Default Category';

/**
 * Every product as Magento's import CSV (csv-format.ts), in id order: what `import` reads back.
 * Category paths start at "Default Category", as Magento writes them.
 */
export async function exportCatalogCsv({ db }: DatabaseHandle): Promise<string> {
  const [products, options, categories, names, assignments, media, schedules] = await Promise.all([
    db.selectFrom('product').selectAll().orderBy('id').execute(),
    db.selectFrom('attribute_option').select(['id', 'attribute_code', 'label']).execute(),
    db.selectFrom('category').select(['id', 'path', 'level']).execute(),
    db
      .selectFrom('category_translation')
      .where('store_code', '=', 'default')
      .select(['category_id', 'name'])
      .execute(),
    db.selectFrom('product_category').select(['product_id', 'category_id']).orderBy('category_id').execute(),
    db
      .selectFrom('product_media')
      .select(['product_id', 'file', 'label'])
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('product_special_price').selectAll().execute(),
  ]);
  const label = new Map(options.map((o) => [o.id, o.label]));
  const nameOf = new Map(names.map((n) => [n.category_id, n.name]));
  const levelOf = new Map(categories.map((c) => [c.id, c.level]));
  const pathOf = new Map(
    categories
      .filter((c) => c.level >= 2)
      .map((c) => [
        c.id,
        [
          ROOT_NAME,
          ...c.path
            .split('/')
            .map(Number)
            .filter((id) => (levelOf.get(id) ?? 0) >= 2)
            .map((id) => nameOf.get(id) ?? ''),
        ].join('/'),
      ]),
  );
  const group = <T extends { product_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
    return map;
  };
  const categoriesOf = group(assignments);
  const mediaOf = group(media);
  const scheduleOf = new Map(schedules.map((s) => [s.product_id, s]));
  const childrenOf = new Map<number, typeof products>();
  for (const p of products) {
    if (p.parent_id !== null) childrenOf.set(p.parent_id, [...(childrenOf.get(p.parent_id) ?? []), p]);
  }

  const records = products.map((p) => {
    const schedule = scheduleOf.get(p.id);
    const images = mediaOf.get(p.id) ?? [];
    const special = schedule?.price_cents ?? p.special_price_cents;
    const attributes = [
      p.manufacturer_id !== null ? `manufacturer=${label.get(p.manufacturer_id)}` : '',
      p.color_id !== null ? `color=${label.get(p.color_id)}` : '',
    ].filter(Boolean);
    const record: Record<(typeof CSV_COLUMNS)[number], string | number> = {
      sku: p.sku,
      store_view_code: '',
      product_type: p.type_id,
      categories: (categoriesOf.get(p.id) ?? [])
        .map((a) => pathOf.get(a.category_id))
        .filter(Boolean)
        .join(','),
      name: p.name,
      description: p.description,
      short_description: p.short_description,
      weight: p.weight === null ? '' : unambiguousDecimal(p.weight),
      product_online: p.status === 1 ? 1 : 2,
      visibility: VISIBILITY_VALUES[p.visibility] ?? '',
      price: fromCents(p.price_cents),
      special_price: special === null ? '' : fromCents(special),
      special_price_from_date: schedule?.price_from ?? '',
      special_price_to_date: schedule?.price_to ?? '',
      url_key: p.url_key,
      meta_title: p.meta_title ?? '',
      meta_keywords: p.meta_keyword ?? '',
      meta_description: p.meta_description ?? '',
      new_from_date: p.new_from_date ?? '',
      base_image: images[0]?.file ?? '',
      base_image_label: images[0]?.label ?? '',
      additional_images: images
        .slice(1)
        .map((m) => m.file)
        .join(','),
      qty: p.stock_qty,
      is_in_stock: p.is_in_stock,
      additional_attributes: attributes.join(','),
      configurable_variations:
        p.type_id === 'configurable'
          ? (childrenOf.get(p.id) ?? [])
              .map((c) => `sku=${c.sku}${c.color_id !== null ? `,color=${label.get(c.color_id)}` : ''}`)
              .join('|')
          : '',
    };
    return record;
  });
  return stringify(records, { header: true, columns: [...CSV_COLUMNS] });
}

/**
 * A decimal the import reads back as itself: "1.125" (one dot, three decimals) could be read as
 * thousands and is refused by the import, so it is written "1.1250".
 */
function unambiguousDecimal(value: number): string {
  const text = String(value);
  const read = parseNumberInput(text);
  return !read.ok && read.problem === 'ambiguous' ? `${text}0` : text;
}

import type { Database } from '../src/db/schema';
import type { SeedProduct } from './types';

/** Store view of each demo language (the store views of src/modules/store/stores.ts). */
const STORE_OF = { en: 'en', de: 'german' } as const;

/** The product_store_text rows of the demo's English and German names and descriptions. */
export function productStoreTextRows(
  products: SeedProduct[],
  idOf: (sku: string) => number,
): Database['product_store_text'][] {
  const rows: Database['product_store_text'][] = [];
  const row = (
    sku: string,
    store: string,
    name: string,
    shortDescription: string | null,
    description: string | null,
  ) =>
    rows.push({
      product_id: idOf(sku),
      store_code: store,
      name,
      description,
      short_description: shortDescription,
      meta_title: null,
      meta_description: null,
    });
  for (const p of products) {
    for (const lang of ['en', 'de'] as const) {
      const texts = p.translations?.[lang];
      if (texts) row(p.sku, STORE_OF[lang], texts.name, texts.shortDescription, texts.description ?? null);
      for (const v of p.variants ?? []) {
        const name = v.translations?.[lang]?.name;
        if (name) row(v.sku, STORE_OF[lang], name, null, null);
      }
    }
  }
  return rows;
}

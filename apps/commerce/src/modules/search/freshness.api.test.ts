import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { writeCatalog } from '../catalog/admin/write';

/**
 * A catalogue change is found at once: the in-process index answers only at the version the
 * process sees, so the searches right after a write are the SQL search's, and the rebuilt index
 * then finds the same.
 */
describe.each(TEST_DATABASES)('search after a catalogue change on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, { SEARCH_INDEX: 'on' });

  const SEARCH = `query ($term: String!) {
    products(search: $term) { total_count items { sku name } }
  }`;

  async function find(term: string) {
    const { data, errors } = await t.graphql(SEARCH, { term });
    expect(errors).toBeUndefined();
    return data?.products as {
      total_count: number;
      items: { sku: string; name: string }[];
    };
  }

  it('finds a renamed product before and after the index is rebuilt', async () => {
    await t.app.searchIndex?.ready();
    expect(await t.app.searchIndex?.current(), 'the index answers').toBeDefined();
    const product = await t.database.db
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('sku', '=', '200011')
      .executeTakeFirstOrThrow();
    await writeCatalog(t.database, async (trx, changes) => {
      await trx
        .updateTable('product')
        .set({ name: 'Caneta Xilografiada Comemorativa' })
        .where('id', '=', product.id)
        .execute();
      changes.products.add(product.id);
    });
    await t.app.catalogCache.refresh();

    const right = await find('xilografiada');
    expect(right.items.map((i) => i.sku)).toEqual(['200011']);

    await t.app.searchIndex?.ready();
    expect(await t.app.searchIndex?.current(), 'the rebuilt index answers').toBeDefined();
    const later = await find('xilografiada');
    expect(later).toEqual(right);
  });
});

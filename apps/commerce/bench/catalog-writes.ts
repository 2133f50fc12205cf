/**
 * `npm run bench -- --catalog-writes [--postgres <url>]`: the catalogue's bulk writes, timed once
 * each on a fresh database seeded with the demo catalogue (SQLite file by default):
 *
 * - CSV import of 10,000 new simple products (Magento format, categories, brands), applied after
 *   a dry run: target under 60 s;
 * - stock update of 1,000 SKUs in one call (what an ERP's sync sends): target under 2 s.
 *
 * Both keep every index right in the same transaction (listing index, facets, counts, search).
 * Results go to bench-results/catalog-writes.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { demoCatalogue } from '../demo/catalogue';
import { seedCatalogue } from '../demo/seed';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { importCatalogCsv } from '../src/modules/catalog/admin/csv-import';
import { updateStock } from '../src/modules/catalog/admin/stock';
import { REPO_ROOT } from '../src/store-location';

const IMPORT_ROWS = 10_000;
const STOCK_SKUS = 1_000;
const TARGETS_MS = { import: 60_000, stock: 2_000 };

const WORDS = ['Caneta', 'Lápis', 'Caderno', 'Pasta', 'Grampo', 'Clipe', 'Fita', 'Cola', 'Régua', 'Borracha'];
const COLOURS = ['Azul', 'Preto', 'Vermelho', 'Verde', 'Amarelo', 'Rosa', 'Branco', 'Cinza'];

/** 10,000 rows spread over the demo catalogue's categories and 40 brands. */
async function benchCsv(categoryPaths: string[]): Promise<string> {
  const rows = [];
  for (let i = 1; i <= IMPORT_ROWS; i++) {
    const word = WORDS[i % WORDS.length]!;
    const colour = COLOURS[i % COLOURS.length]!;
    rows.push({
      sku: `BENCH-${String(i).padStart(5, '0')}`,
      product_type: 'simple',
      name: `${word} Bench ${colour} modelo ${i}`,
      description: `<p>${word} para escritório, cor ${colour.toLowerCase()}, modelo ${i}.</p>`,
      price: (5 + (i % 300) + 0.9).toFixed(2),
      special_price: i % 7 === 0 ? (4 + (i % 300)).toFixed(2) : '',
      qty: i % 50,
      is_in_stock: i % 50 === 0 ? 0 : 1,
      categories: categoryPaths[i % categoryPaths.length],
      visibility: 'Catalog, Search',
      additional_attributes: `manufacturer=Marca Bench ${i % 40},color=${colour}`,
    });
  }
  return stringify(rows, { header: true });
}

export async function benchCatalogWrites(postgresUrl?: string): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'catalog-writes-'));
  const schema = `bench_catalog_${process.pid}`;
  if (postgresUrl) {
    const client = new pg.Client(postgresUrl);
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const database = openDatabase(postgresUrl ?? `file:${path.join(dir, 'bench.db')}`, { schema });
  try {
    await migrate(database);
    await seedCatalogue(database, demoCatalogue());
    const categories = await database.db
      .selectFrom('category as c')
      .innerJoin('category_translation as t', (j) =>
        j.onRef('t.category_id', '=', 'c.id').on('t.store_code', '=', 'default'),
      )
      .where('c.level', '=', 2)
      .select('t.name')
      .execute();
    const csv = await benchCsv(categories.map((c) => `Default Category/${c.name}`));
    const engine = postgresUrl ? 'PostgreSQL' : 'SQLite';
    console.log(
      `Catalogue writes on ${engine}: import of ${IMPORT_ROWS.toLocaleString('en-US')} products, stock of ${STOCK_SKUS.toLocaleString('en-US')} SKUs`,
    );

    let started = performance.now();
    const dry = await importCatalogCsv(database, csv, { dryRun: true, mediaDir: path.join(dir, 'media') });
    const dryMs = performance.now() - started;
    started = performance.now();
    const applied = await importCatalogCsv(database, csv, {
      dryRun: false,
      mediaDir: path.join(dir, 'media'),
    });
    const importMs = performance.now() - started;
    if (applied.errors.length > 0 || applied.created !== IMPORT_ROWS) {
      throw new Error(
        `import: ${applied.errors.length} errors, ${applied.created} created: ${JSON.stringify(applied.errors.slice(0, 3))}`,
      );
    }

    const items = Array.from({ length: STOCK_SKUS }, (_, i) => ({
      sku: `BENCH-${String(i * 7 + 1).padStart(5, '0')}`,
      qty: (i * 13) % 90,
    }));
    started = performance.now();
    await updateStock(database, items);
    const stockMs = performance.now() - started;

    const results = {
      engine,
      cpus: os.cpus().length,
      node: process.version,
      import: {
        rows: IMPORT_ROWS,
        dryRunMs: Math.round(dryMs),
        applyMs: Math.round(importMs),
        targetMs: TARGETS_MS.import,
        dryRunErrors: dry.errors.length,
      },
      stock: { skus: STOCK_SKUS, ms: Math.round(stockMs), targetMs: TARGETS_MS.stock },
    };
    const verdict = (ms: number, target: number) => (ms < target ? 'OK' : 'OVER TARGET');
    console.log(`  CSV import, dry run: ${(dryMs / 1000).toFixed(1)} s`);
    console.log(
      `  CSV import, applied: ${(importMs / 1000).toFixed(1)} s (target < ${TARGETS_MS.import / 1000} s) ${verdict(importMs, TARGETS_MS.import)}`,
    );
    console.log(
      `  stock of ${STOCK_SKUS} SKUs: ${Math.round(stockMs)} ms (target < ${TARGETS_MS.stock} ms) ${verdict(stockMs, TARGETS_MS.stock)}`,
    );
    mkdirSync(path.join(REPO_ROOT, 'bench-results'), { recursive: true });
    const out = path.join(REPO_ROOT, 'bench-results', `catalog-writes${postgresUrl ? '-postgres' : ''}.json`);
    writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Results written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await database.db.destroy();
    rmSync(dir, { recursive: true, force: true });
    if (postgresUrl) {
      const client = new pg.Client(postgresUrl);
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}

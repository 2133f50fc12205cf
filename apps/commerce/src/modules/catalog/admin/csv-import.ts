import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Kysely, Transaction } from 'kysely';
import { bumpCatalogVersion } from '../../../db/catalog-cache';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { audit } from '../../staff/audit';
import { ROOT_CATEGORY_ID } from '../indexer';
import { createCategoryIn } from './categories';
import { NewProductBatch } from './csv-batch';
import { COLUMN_OF_FIELD, type CsvProduct, readCsvProduct } from './csv-format';
import { CatalogInputError, invalidField } from './errors';
import { addMediaRow, MAX_IMAGE_BYTES, storeImageFile } from './media';
import { saveProductIn } from './products';
import { stockActorBy } from './stock';
import { type CatalogChanges, indexChanges, type WriteAudit } from './write';

export interface ImportRowError {
  /** Line of the file (the header is line 1). */
  row: number;
  /** The row's sku as written in the file ('' when the row has none or cannot be read). */
  sku: string;
  column: string;
  /** Portuguese, for the admin. */
  message: string;
}

export interface ImportReport {
  rows: number;
  /** Rows that were (dry run: would be) written. */
  valid: number;
  created: number;
  updated: number;
  errors: ImportRowError[];
  /** False for a dry run, or when the file could not be read at all. */
  applied: boolean;
}

export interface ImportOptions {
  dryRun: boolean;
  /** `{DATA_DIR}/media`, where uploaded images are stored. */
  mediaDir: string;
  /** Where image file names of the CSV are looked up (Magento's pub/media/import). */
  imagesDir?: string;
  /** The caller, for the audit log row of an applied import. */
  by?: WriteAudit;
  /** The file's name, the reference of the stock movements it makes. */
  fileName?: string;
}

/**
 * Imports a product CSV in Magento's format (csv-format.ts). Every row is checked and written
 * inside one transaction: new simple products in batches (csv-batch.ts: each row checked before
 * any is written), the other rows one by one behind a savepoint. A refused row writes nothing
 * and is reported (line, column, message) while the others go on. A dry run does all of it and rolls
 * the transaction back, so its report is what the import would do; a real import commits the
 * valid rows and reindexes the products it touched in the same transaction.
 */
export async function importCatalogCsv(
  handle: DatabaseHandle,
  csv: string | Buffer,
  options: ImportOptions,
): Promise<ImportReport> {
  const report: ImportReport = { rows: 0, valid: 0, created: 0, updated: 0, errors: [], applied: false };
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv, { bom: true, columns: true, skip_empty_lines: true, info: true }) as never;
  } catch (error) {
    const lines = (error as { lines?: number }).lines ?? 1;
    report.errors.push({
      row: lines,
      sku: '',
      column: '',
      message: `O arquivo não é um CSV válido: ${(error as Error).message}`,
    });
    return report;
  }
  report.rows = records.length;
  if (records.length > 0 && !('sku' in records[0]!.record)) {
    report.errors.push({ row: 1, sku: '', column: 'sku', message: 'O cabeçalho precisa da coluna "sku".' });
    return report;
  }
  const rows: { line: number; product: CsvProduct }[] = [];
  for (const { record, info } of records) {
    try {
      rows.push({ line: info.lines, product: readCsvProduct(record) });
    } catch (error) {
      report.errors.push(rowError(info.lines, error, String(record.sku ?? '')));
    }
  }
  // Variants before the configurables that gather them, whatever the file's order.
  const ordered = [
    ...rows.filter((r) => r.product.input.type_id !== 'configurable' && !r.product.variations),
    ...rows.filter((r) => r.product.input.type_id === 'configurable' || r.product.variations),
  ];

  const trx = await handle.db.startTransaction().execute();
  const changes: CatalogChanges = { products: new Set() };
  const stock = {
    reason: 'import',
    reference: options.fileName?.trim() || null,
    actor: stockActorBy(options.by),
  } as const;
  try {
    const categories = await categoryPaths(trx);
    const batch = await NewProductBatch.prepare(
      trx,
      ordered.map((r) => r.product.input),
    );
    for (const { line, product } of ordered) {
      const known = product.categories?.map((names) => knownCategoryId(categories, names));
      const fast = batch.takes(product.input, {
        categoriesKnown: known?.every((id) => id !== undefined) ?? true,
        images: product.images.length,
        variations: product.variations !== undefined,
      });
      if (fast) {
        try {
          await batch.add(product.input, known as number[] | undefined);
          report.valid++;
          report.created++;
        } catch (error) {
          report.errors.push(rowError(line, error, product.input.sku));
        }
        continue;
      }
      // Rows written one by one come after the batched rows before them, as in the file.
      await batch.flush(changes, stock);
      const savepoint = await trx.savepoint('csv_row').execute();
      try {
        const existed = await trx
          .selectFrom('product')
          .where('sku', '=', product.input.sku)
          .select('id')
          .executeTakeFirst();
        const input = { ...product.input };
        if (product.categories) {
          input.category_ids = [];
          for (const names of product.categories)
            input.category_ids.push(await categoryId(savepoint, categories, names));
        }
        if (product.variations) {
          for (const variation of product.variations) {
            if (!variation.color) continue;
            await saveProductIn(
              savepoint,
              { sku: variation.sku, color: variation.color },
              'update',
              changes,
              stock,
            ).catch((error) => {
              if (!(error instanceof CatalogInputError)) throw error;
              throw invalidField('configurable_children', `Variação ${variation.sku}: ${error.pt}`);
            });
          }
          input.type_id ??= 'configurable';
          input.configurable_children = product.variations.map((v) => v.sku);
        }
        const id = await saveProductIn(savepoint, input, 'upsert', changes, stock);
        await addImages(savepoint, id, input.sku, product.images, options);
        await savepoint.releaseSavepoint('csv_row').execute();
        await batch.claimed(input.sku.trim());
        report.valid++;
        if (existed) report.updated++;
        else report.created++;
      } catch (error) {
        if (!(error instanceof CatalogInputError)) throw error;
        await savepoint.rollbackToSavepoint('csv_row').execute();
        report.errors.push(rowError(line, error, product.input.sku));
      }
    }
    await batch.flush(changes, stock);
    report.errors.sort((a, b) => a.row - b.row);
    if (options.dryRun) {
      await trx.rollback().execute();
      return report;
    }
    await indexChanges(trx, handle.dialect, changes);
    if (options.by) {
      const { rows, valid, created, updated } = report;
      await audit.record(trx, {
        ...options.by,
        action: 'import',
        entityType: 'product',
        after: { rows, valid, created, updated },
      });
    }
    await trx.commit().execute();
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
  report.applied = true;
  await bumpCatalogVersion(handle.db);
  return report;
}

function rowError(row: number, error: unknown, sku: string): ImportRowError {
  if (!(error instanceof CatalogInputError)) throw error;
  const field = error.field ?? '';
  return { row, sku, column: COLUMN_OF_FIELD[field] ?? field, message: error.pt };
}

/** Category ids by their path of pt-BR names from the store root ("Papelaria/Canetas"). */
async function categoryPaths(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('category as c')
    .innerJoin('category_translation as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.store_code', '=', 'default'),
    )
    .where('c.level', '>=', 2)
    .select(['c.id', 'c.path', 't.name'])
    .orderBy('c.level')
    .execute();
  const nameOf = new Map(rows.map((r) => [r.id, r.name]));
  const paths = new Map<string, number>();
  for (const row of rows) {
    const names = row.path
      .split('/')
      .map(Number)
      .filter((id) => nameOf.has(id))
      .map((id) => nameOf.get(id)!);
    paths.set(names.join('/').toLowerCase(), row.id);
  }
  return paths;
}

/** The store root's names in any view ("Default Category", "Categoria padrão"…). */
const ROOT_NAMES = new Set(['default category', 'categoria padrão', 'categoria padrao', 'standardkategorie']);

/** The path's names below the store root ("Default Category/…" and the like are dropped). */
const belowRoot = (given: string[]) => (ROOT_NAMES.has(given[0]!.toLowerCase()) ? given.slice(1) : given);
const pathKey = (names: string[], depth: number) => names.slice(0, depth).join('/').toLowerCase();

/** The id of a category path that exists, or undefined. */
function knownCategoryId(paths: Map<string, number>, given: string[]): number | undefined {
  const names = belowRoot(given);
  return names.length === 0 ? ROOT_CATEGORY_ID : paths.get(pathKey(names, names.length));
}

/** The id of a category path, created (with its missing parents) as Magento's import does. */
async function categoryId(
  trx: Transaction<Database>,
  paths: Map<string, number>,
  given: string[],
): Promise<number> {
  const names = belowRoot(given);
  if (names.length === 0) return ROOT_CATEGORY_ID;
  let parent = ROOT_CATEGORY_ID;
  for (let i = 0; i < names.length; i++) {
    const key = pathKey(names, i + 1);
    let id = paths.get(key);
    if (id === undefined) {
      id = await createCategoryIn(trx, { name: names[i]!, parent_id: parent });
      paths.set(key, id);
    }
    parent = id;
  }
  return parent;
}

const imageError = (pt: string) =>
  new CatalogInputError(
    'The image content is invalid. Verify the content and try again.',
    [],
    pt,
    400,
    'base_image',
  );

/** Adds the row's images the product does not have yet (same content and name = same file). */
async function addImages(
  trx: Transaction<Database>,
  productId: number,
  sku: string,
  images: CsvProduct['images'],
  options: ImportOptions,
) {
  for (const [index, image] of images.entries()) {
    const remote = /^https?:\/\//i.test(image.source);
    if (!remote && (/[/\\]/.test(image.source) || image.source.startsWith('.'))) {
      throw imageError(`Imagem "${image.source}": informe só o nome do arquivo ou uma URL http(s).`);
    }
    if (options.dryRun && remote) continue;
    const data = remote ? await download(image.source) : await readLocal(options.imagesDir, image.source);
    if (options.dryRun) continue;
    const file = await storeImageFile(
      options.mediaDir,
      sku,
      path.basename(image.source.split('?')[0]!),
      data,
    );
    const have = await trx
      .selectFrom('product_media')
      .where('file', '=', file)
      .select('id')
      .executeTakeFirst();
    if (!have)
      await addMediaRow(trx, productId, file, { label: image.label, position: index === 0 ? 0 : undefined });
  }
}

async function readLocal(dir: string | undefined, name: string): Promise<Buffer> {
  if (!dir) throw imageError(`Imagem "${name}": indique a pasta das imagens (--images).`);
  try {
    return await readFile(path.join(dir, name));
  } catch {
    throw imageError(`Imagem "${name}" não encontrada na pasta de imagens.`);
  }
}

async function download(url: string): Promise<Buffer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000), redirect: 'follow' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_IMAGE_BYTES) throw new Error('maior que 10 MB');
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw imageError(`Imagem ${url} não pôde ser baixada (${(error as Error).message}).`);
  }
}

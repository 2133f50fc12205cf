import { Readable } from 'node:stream';
import { fromCents, toCents } from '@store/br';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database, DownloadableLinkTable } from '../../../db/schema';
import type { FileType } from '../../uploads/sniff';
import { findUploads, type StagedUpload, UploadError, type UploadStore } from '../../uploads/store';
import { CatalogInputError, invalidField, noSuchProduct } from './errors';
import { type WriteAudit, writeCatalog } from './write';

/**
 * Magento's downloadable links (Downloadable/Api: LinkRepositoryInterface) over `downloadable_link`:
 * a link has a title, a price added to the product's, a sort order, and delivers an address or a
 * file. A file is kept by the uploads module, privately (no route serves it to the public; the
 * API names it, never gives its address). Samples are addresses only.
 */

/** Magento's LinkInterface as the API writes it; absent fields of an update keep their value. */
export interface DownloadableLinkBody {
  id?: number | null;
  title?: string;
  /** Reais. */
  price?: number | string;
  sort_order?: number;
  is_shareable?: number;
  number_of_downloads?: number;
  link_type?: string;
  link_url?: string | null;
  link_file?: string | null;
  link_file_content?: { file_data: string; name: string } | null;
  sample_type?: string | null;
  sample_url?: string | null;
}

/** What a link's file may be: documents and pictures the uploads module recognises by content. */
export const LINK_FILE_TYPES: FileType[] = ['pdf', 'docx', 'doc', 'jpeg', 'png', 'webp'];
export const LINK_FILE_MAX_BYTES = 10 * 1024 * 1024;

type LinkRow = Selectable<DownloadableLinkTable>;

const refusal = (message: string, pt: string, field: string, parameters: string[] = []) =>
  new CatalogInputError(message, parameters, pt, 400, field);

const noSuchLink = () =>
  new CatalogInputError(
    'No downloadable link with the provided ID was found. Verify the ID and try again.',
    [],
    'Este arquivo para download não existe (foi removido?).',
    404,
  );

/** The product of `sku`, refused unless it is downloadable (Magento's wording). */
async function downloadableOf(db: Kysely<Database>, sku: string) {
  const product = await db
    .selectFrom('product')
    .where('sku', '=', sku)
    .select(['id', 'type_id'])
    .executeTakeFirst();
  if (!product) throw noSuchProduct(sku);
  if (product.type_id !== 'downloadable') {
    throw refusal(
      'The product needs to be the downloadable type. Verify the product and try again.',
      `O produto ${sku} não é do tipo download.`,
      'sku',
    );
  }
  return product;
}

/** The links of a downloadable product in their order, as Magento's LinkInterface. */
export async function downloadableLinkList(db: Kysely<Database>, sku: string) {
  const product = await db.selectFrom('product').where('sku', '=', sku).select('id').executeTakeFirst();
  if (!product) throw noSuchProduct(sku);
  const rows = await db
    .selectFrom('downloadable_link')
    .where('product_id', '=', product.id)
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const files = await findUploads(
    db,
    rows.flatMap((r) => (r.link_upload_id === null ? [] : [r.link_upload_id])),
  );
  return rows.map((row) => linkShape(row, files.find((f) => f.id === row.link_upload_id)?.original_name));
}

function linkShape(row: LinkRow, fileName: string | undefined) {
  return {
    id: row.id,
    title: row.title,
    sort_order: row.sort_order,
    is_shareable: row.is_shareable,
    price: fromCents(row.price_cents),
    number_of_downloads: row.number_of_downloads,
    link_type: row.link_type,
    ...(row.link_type === 'url' && row.link_url !== null && { link_url: row.link_url }),
    // The file's name, not where it is: the file is private.
    ...(row.link_type === 'file' && fileName !== undefined && { link_file: fileName }),
    ...(row.sample_url !== null && { sample_type: 'url', sample_url: row.sample_url }),
  };
}

/** An http(s) address, or undefined. */
function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const wholeNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** A link's fields checked and merged over the link as it is (none when new). */
function checkLink(body: DownloadableLinkBody, current: LinkRow | undefined, nextSortOrder: number) {
  const title = body.title === undefined ? current?.title : body.title.trim();
  if (!title) {
    throw refusal(
      'The link title is empty. Enter the link title and try again.',
      'Informe o título do arquivo.',
      'title',
    );
  }
  if (title.length > 255) throw invalidField('title', 'O título pode ter até 255 caracteres.');
  let priceCents = current?.price_cents;
  if (body.price !== undefined || !current) {
    const price =
      typeof body.price === 'string' && body.price.trim() !== '' ? Number(body.price) : body.price;
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
      throw refusal(
        'Link price must have numeric positive value.',
        'O preço deve ser um número maior ou igual a zero (0 para incluído no produto).',
        'price',
      );
    }
    priceCents = toCents(price);
  }
  const downloads =
    body.number_of_downloads === undefined
      ? (current?.number_of_downloads ?? 0)
      : wholeNumber(body.number_of_downloads);
  if (downloads === undefined) {
    throw refusal(
      'Number of downloads must be a positive integer.',
      'O número de downloads deve ser um inteiro maior ou igual a zero (0: sem limite).',
      'number_of_downloads',
    );
  }
  const sortOrder =
    body.sort_order === undefined ? (current?.sort_order ?? nextSortOrder) : wholeNumber(body.sort_order);
  if (sortOrder === undefined) {
    throw refusal(
      'Sort order must be a positive integer.',
      'A ordem deve ser um inteiro maior ou igual a zero.',
      'sort_order',
    );
  }
  const shareable = body.is_shareable === undefined ? (current?.is_shareable ?? 2) : body.is_shareable;
  if (![0, 1, 2].includes(shareable)) {
    throw invalidField(
      'is_shareable',
      '"is_shareable" deve ser 0 (não), 1 (sim) ou 2 (configuração da loja).',
    );
  }
  const type = body.link_type ?? current?.link_type;
  if (type !== 'url' && type !== 'file') {
    throw refusal(
      'The link type is invalid. Verify and try again.',
      'Escolha se o arquivo é um endereço (URL) ou um arquivo enviado.',
      'link_type',
    );
  }
  let url: string | null = null;
  if (type === 'url') {
    url = (body.link_url === undefined ? current?.link_url : webAddress(body.link_url)) ?? null;
    if (!url) {
      throw refusal(
        'Link URL must have valid format.',
        'Informe um endereço completo, começando com https://.',
        'link_url',
      );
    }
  } else if (!body.link_file_content && !(current?.link_type === 'file' && current.link_upload_id !== null)) {
    throw refusal('Link file not found. Please try again.', 'Escolha o arquivo a enviar.', 'link_file');
  }
  const sampleGiven = body.sample_type !== undefined || body.sample_url !== undefined;
  let sampleUrl = current?.sample_url ?? null;
  if (sampleGiven) {
    const sampleType = body.sample_type ?? (body.sample_url ? 'url' : null);
    if (sampleType !== null && sampleType !== 'url') {
      throw refusal(
        'The link sample type is invalid. Verify and try again.',
        'A amostra só pode ser um endereço (URL).',
        'sample_url',
      );
    }
    sampleUrl = sampleType === 'url' ? (webAddress(body.sample_url) ?? null) : null;
    if (sampleType === 'url' && !sampleUrl) {
      throw refusal(
        'Sample URL must have valid format.',
        'Informe o endereço completo da amostra, começando com https://.',
        'sample_url',
      );
    }
  }
  return {
    title,
    price_cents: priceCents!,
    sort_order: sortOrder,
    is_shareable: shareable,
    number_of_downloads: downloads,
    link_type: type as 'url' | 'file',
    link_url: url,
    sample_url: sampleUrl,
  };
}

/** The bytes of Magento's `file_data`, refused unless it is base64 of something. */
function decodeFile(content: { file_data?: unknown; name?: unknown }): Buffer {
  const data = typeof content.file_data === 'string' ? content.file_data.replace(/\s/g, '') : '';
  if (!data || !/^[A-Za-z0-9+/]+={0,2}$/.test(data) || data.length % 4 === 1) {
    throw refusal(
      'Provided file content must be valid base64 encoded data.',
      'O conteúdo do arquivo não pôde ser lido; envie-o de novo.',
      'link_file',
    );
  }
  return Buffer.from(data, 'base64');
}

/**
 * Adds a link (no id) or changes one (Magento's save: POST …/downloadable-links, PUT
 * …/downloadable-links/{id}); answers its id. A sent file is checked by its content and kept
 * privately; a refused save keeps nothing of it.
 */
export async function saveDownloadableLink(
  handle: DatabaseHandle,
  uploads: UploadStore,
  sku: string,
  body: DownloadableLinkBody,
  id: number | undefined,
  by?: WriteAudit,
): Promise<number> {
  const staged: StagedUpload[] = [];
  try {
    if (body.link_file_content && (body.link_type ?? 'file') === 'file') {
      const bytes = decodeFile(body.link_file_content);
      // Nothing is staged for a product that cannot have links.
      await downloadableOf(handle.db, sku);
      staged.push(
        await uploads
          .stage(Readable.from([bytes]), String(body.link_file_content.name ?? ''), {
            kind: 'downloadable-link',
            accept: LINK_FILE_TYPES,
            maxBytes: LINK_FILE_MAX_BYTES,
          })
          .catch((error: unknown) => {
            if (!(error instanceof UploadError)) throw error;
            throw refusal(
              'The link information is invalid. Verify the link and try again.',
              error.message,
              'link_file',
            );
          }),
      );
    }
    return await writeCatalog(
      handle,
      async (trx, changes) => {
        const product = await downloadableOf(trx, sku);
        const current =
          id === undefined
            ? undefined
            : await trx.selectFrom('downloadable_link').where('id', '=', id).selectAll().executeTakeFirst();
        if (id !== undefined && !current) throw noSuchLink();
        if (current && current.product_id !== product.id) {
          throw refusal(
            "The downloadable link isn't related to the product. Verify the link and try again.",
            `Este arquivo não é do produto ${sku}.`,
            'id',
          );
        }
        const last = await trx
          .selectFrom('downloadable_link')
          .where('product_id', '=', product.id)
          .select((eb) => eb.fn.max('sort_order').as('n'))
          .executeTakeFirst();
        const fields = checkLink(body, current, Number(last?.n ?? 0) + 1);
        const [uploadId] = await uploads.record(trx, staged, new Date());
        const row = {
          ...fields,
          link_upload_id: fields.link_type === 'file' ? (uploadId ?? current?.link_upload_id ?? null) : null,
        };
        changes.products.add(product.id);
        if (current) {
          await trx.updateTable('downloadable_link').set(row).where('id', '=', current.id).execute();
          return current.id;
        }
        const inserted = await trx
          .insertInto('downloadable_link')
          .values({ product_id: product.id, ...row })
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      },
      {
        by,
        note: (linkId) => ({
          action: id === undefined ? 'downloadable_link.add' : 'downloadable_link.update',
          entityType: 'product',
          entityId: sku,
          // The file's bytes stay out of the audit log.
          after: { ...body, id: linkId, link_file_content: body.link_file_content?.name },
        }),
      },
    );
  } catch (error) {
    await uploads.discard(staged);
    throw error;
  }
}

/**
 * Removes a link (Magento's DELETE /V1/products/downloadable-links/{id}). Its file stays with the
 * uploads: a shopper who bought it may still be owed it.
 */
export async function deleteDownloadableLink(handle: DatabaseHandle, id: number, by?: WriteAudit) {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const row = await trx
        .selectFrom('downloadable_link')
        .where('id', '=', id)
        .select(['id', 'product_id'])
        .executeTakeFirst();
      if (!row) throw noSuchLink();
      await trx.deleteFrom('downloadable_link').where('id', '=', id).execute();
      changes.products.add(row.product_id);
    },
    { by, note: () => ({ action: 'downloadable_link.delete', entityType: 'product', entityId: id }) },
  );
}

import { createHash } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { slugify } from '../../../lib/slug';
import { isValidImageFile, writeFileAtomic } from '../../media/image-store';
import { IMAGE_BACKGROUND, WEBP_QUALITY } from '../../media/rasterize';
import { MASTER_SIZE } from '../../media/sizes';
import { CatalogInputError, noSuchProduct } from './errors';
import { type WriteAudit, writeCatalog } from './write';

/** Largest image accepted (decoded bytes), as a photo from a phone or a supplier's catalogue. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

/**
 * Uploaded product images are the store's photographs: `{DATA_DIR}/media/photos/{file}`, where the
 * media route finds them (media/image-source.ts), stored as the master WebP (1080 x 1340, the
 * gallery size, padded with the catalogue background); every smaller size is derived from it on
 * first request (product_media.render_spec is null for these).
 */
export function uploadedImagePath(mediaDir: string, file: string): string | undefined {
  return isValidImageFile(file) ? path.join(mediaDir, 'photos', file) : undefined;
}

const badContent = () =>
  new CatalogInputError(
    'The image content is invalid. Verify the content and try again.',
    [],
    'A imagem é inválida: envie um arquivo JPG, PNG, GIF ou WebP.',
  );

/** Checks and converts an image (any size, JPG/PNG/GIF/WebP) to the master WebP. */
export async function toMasterImage(data: Buffer): Promise<Buffer> {
  if (data.length === 0 || data.length > MAX_IMAGE_BYTES) {
    throw new CatalogInputError(
      'The image content is invalid. Verify the content and try again.',
      [],
      'A imagem deve ter até 10 MB.',
    );
  }
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !FORMATS.has(meta.format)) throw badContent();
  return sharp(data, { animated: false })
    .rotate()
    .flatten({ background: IMAGE_BACKGROUND })
    .resize(MASTER_SIZE.width, MASTER_SIZE.height, { fit: 'contain', background: IMAGE_BACKGROUND })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
    .catch(() => {
      throw badContent();
    });
}

/** Strict base64 (Magento refuses anything else with this message). */
export function decodeBase64Image(text: string): Buffer {
  const clean = text.replace(/\s+/g, '');
  if (clean === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean) || clean.length % 4 === 1) {
    throw new CatalogInputError(
      'The image content must be valid base64 encoded data.',
      [],
      'O conteúdo da imagem não está em base64 válido.',
    );
  }
  return Buffer.from(clean, 'base64');
}

export interface ImageEntry {
  /** Original file name (only its stem is kept, for readable URLs). */
  name: string;
  label?: string | null;
  position?: number;
  disabled?: boolean;
}

/**
 * Writes the master file of an image and returns the product_media file name it gets: the same
 * picture sent again for the same product gets the same name (a repeated import adds nothing).
 */
export async function storeImageFile(
  mediaDir: string,
  sku: string,
  name: string,
  data: Buffer,
): Promise<string> {
  const master = await toMasterImage(data);
  const stem = slugify(path.basename(name).replace(/\.[^.]*$/, '')).slice(0, 60) || 'imagem';
  const file = `${slugify(sku).slice(0, 60) || 'produto'}-${stem}-${createHash('sha256').update(master).digest('hex').slice(0, 12)}.webp`;
  await writeFileAtomic(uploadedImagePath(mediaDir, file)!, master);
  return file;
}

/** Adds the gallery row of a stored file (inside the caller's transaction); returns its id. */
export async function addMediaRow(
  trx: Kysely<Database>,
  productId: number,
  file: string,
  entry: Omit<ImageEntry, 'name'>,
): Promise<number> {
  const last = await trx
    .selectFrom('product_media')
    .where('product_id', '=', productId)
    .select((eb) => eb.fn.max('position').as('n'))
    .executeTakeFirst();
  const row = await trx
    .insertInto('product_media')
    .values({
      product_id: productId,
      file,
      label: entry.label ?? null,
      position: entry.position ?? Number(last?.n ?? 0) + 1,
      disabled: entry.disabled ? 1 : 0,
      render_spec: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Magento's POST /V1/products/{sku}/media: an image sent as base64 joins the product's gallery.
 * The file is written before the row; if the row cannot be written the file is removed.
 */
export async function addProductImage(
  handle: DatabaseHandle,
  mediaDir: string,
  sku: string,
  entry: ImageEntry & { base64: string },
  by?: WriteAudit,
): Promise<number> {
  const product = await handle.db
    .selectFrom('product')
    .where('sku', '=', sku)
    .select('id')
    .executeTakeFirst();
  if (!product) throw noSuchProduct(sku);
  if (/[/\\]|\.\./.test(entry.name)) {
    throw new CatalogInputError(
      'Provided image name contains forbidden characters.',
      [],
      'O nome da imagem contém caracteres não permitidos.',
    );
  }
  const file = await storeImageFile(mediaDir, sku, entry.name, decodeBase64Image(entry.base64));
  try {
    return await writeCatalog(
      handle,
      async (trx, changes) => {
        const same = await trx
          .selectFrom('product_media')
          .where('file', '=', file)
          .select('id')
          .executeTakeFirst();
        if (same) return same.id;
        const id = await addMediaRow(trx, product.id, file, entry);
        changes.products.add(product.id);
        return id;
      },
      {
        by,
        note: (id) => ({
          action: 'add_image',
          entityType: 'product',
          entityId: sku,
          after: { id, file, label: entry.label },
        }),
      },
    );
  } catch (error) {
    await unlink(uploadedImagePath(mediaDir, file)!).catch(() => undefined);
    throw error;
  }
}

const noSuchImage = () =>
  new CatalogInputError(
    'No image with the provided ID was found. Verify the ID and try again.',
    [],
    'Imagem não encontrada.',
    404,
  );

/** The gallery entry `entryId` of product `sku`, or Magento's 404. */
async function galleryRow(trx: Kysely<Database>, sku: string, entryId: number) {
  const row = await trx
    .selectFrom('product_media as m')
    .innerJoin('product as p', 'p.id', 'm.product_id')
    .where('p.sku', '=', sku)
    .where('m.id', '=', entryId)
    .select(['m.id', 'm.file', 'm.label', 'm.position', 'm.disabled', 'm.render_spec', 'p.id as product_id'])
    .executeTakeFirst();
  if (!row) throw noSuchImage();
  return row;
}

/**
 * Magento's PUT /V1/products/{sku}/media/{entryId}: a new label, position or disabled flag for a
 * gallery entry (the picture itself does not change). The product is reindexed, as its first
 * image is the one listings and search show.
 */
export async function updateProductImage(
  handle: DatabaseHandle,
  sku: string,
  entryId: number,
  entry: Omit<ImageEntry, 'name'>,
  by?: WriteAudit,
) {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const row = await galleryRow(trx, sku, entryId);
      const after = {
        label: entry.label === undefined ? row.label : entry.label,
        position: entry.position ?? row.position,
        disabled: entry.disabled === undefined ? row.disabled : entry.disabled ? 1 : 0,
      };
      await trx.updateTable('product_media').set(after).where('id', '=', row.id).execute();
      changes.products.add(row.product_id);
      return {
        before: { label: row.label, position: row.position, disabled: row.disabled === 1 },
        after: { ...after, disabled: after.disabled === 1 },
      };
    },
    {
      by,
      note: ({ before, after }) => ({
        action: 'update_image',
        entityType: 'product',
        entityId: sku,
        before: { id: entryId, ...before },
        after: { id: entryId, ...after },
      }),
    },
  );
}

/** Magento's DELETE /V1/products/{sku}/media/{entryId}. */
export async function removeProductImage(
  handle: DatabaseHandle,
  mediaDir: string,
  sku: string,
  entryId: number,
  by?: WriteAudit,
) {
  const file = await writeCatalog(
    handle,
    async (trx, changes) => {
      const row = await galleryRow(trx, sku, entryId);
      await trx.deleteFrom('product_media').where('id', '=', row.id).execute();
      changes.products.add(row.product_id);
      return row.render_spec === null ? row.file : undefined;
    },
    {
      by,
      note: () => ({ action: 'remove_image', entityType: 'product', entityId: sku, after: { id: entryId } }),
    },
  );
  if (file) await unlink(uploadedImagePath(mediaDir, file)!).catch(() => undefined);
}

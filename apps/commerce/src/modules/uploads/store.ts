import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { detectFileType, FILE_TYPES, type FileType, HEAD_BYTES, sniffHead, typeOfExtension } from './sniff';
import type { UploadKind, UploadTable } from './tables';

/**
 * Private uploads (return invoices and photos, CVs, downloadable products' files): streamed to
 * `UPLOADS_DIR` under a random name, typed by their content, limited in size, recorded in
 * `upload`. No public route serves them; staff read them with `npm run requests -- export-file <id>
 * <path>`, and a downloadable product's file goes only to its buyer (sales/downloads).
 */

export type UploadRow = Selectable<UploadTable>;

/** What one upload field accepts. */
export interface UploadRule {
  kind: UploadKind;
  accept: FileType[];
  maxBytes: number;
}

/** A refused upload: the status and message go to the shopper as they are. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TYPE_MISMATCH' | 'FILE_EMPTY',
    message: string,
  ) {
    super(message);
  }
}

/** A file written to disk and checked, not yet recorded (the request it belongs to may still fail). */
export interface StagedUpload {
  kind: UploadKind;
  storedName: string;
  originalName: string;
  type: FileType;
  mime: string;
  sizeBytes: number;
  sha256: string;
}

const STORED_NAME = /^[0-9a-f]{32}\.[a-z]{2,5}$/;

/** '5 MB', '1,5 MB' (pt-BR decimal comma). */
export function formatMegabytes(bytes: number): string {
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${String(megabytes).replace('.', ',')} MB`;
}

/** 'PDF, JPG ou PNG'. */
export function typeList(types: readonly FileType[]): string {
  const labels = types.map((type) => FILE_TYPES[type].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}` : (labels[0] ?? '');
}

/** The client's file name without folders or control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'arquivo').slice(-255);
}

export function createUploadStore(dir: string) {
  const pathOf = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error(`Not an upload file name: ${storedName}`);
    return path.join(dir, storedName);
  };

  return {
    dir,
    pathOf,

    /**
     * Writes a file stream to disk and checks it against the rule. The stream is always read to
     * its end (the request behind it must be consumed); a refused file is deleted before the
     * UploadError is thrown. `stream.truncated` is set by the multipart parser at its own limit.
     */
    async stage(
      stream: Readable & { truncated?: boolean },
      clientName: string | undefined,
      rule: UploadRule,
    ): Promise<StagedUpload> {
      const originalName = cleanFileName(clientName);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Also when an older install created it world-readable: CVs and invoices are personal data.
      await chmod(dir, 0o700);
      const partPath = path.join(dir, `${randomBytes(16).toString('hex')}.part`);
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      let tooLarge = false;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > rule.maxBytes) tooLarge = true;
          // Past the limit the rest is read and dropped, so that the request still completes.
          if (tooLarge) return callback();
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES)]);
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      try {
        await pipeline(stream, meter, createWriteStream(partPath, { flags: 'wx', mode: 0o600 }));
        if (tooLarge || stream.truncated) {
          throw new UploadError(
            413,
            'FILE_TOO_LARGE',
            `O arquivo "${originalName}" passa do limite de ${formatMegabytes(rule.maxBytes)}.`,
          );
        }
        if (size === 0) throw new UploadError(400, 'FILE_EMPTY', `O arquivo "${originalName}" está vazio.`);
        const headType = sniffHead(head);
        // Only a ZIP needs the whole file (its directory is at the end) to tell a DOCX.
        const type = headType === 'zip' ? detectFileType(await readFile(partPath)) : headType;
        if (!type || !rule.accept.includes(type)) {
          throw new UploadError(
            415,
            'FILE_TYPE_NOT_ALLOWED',
            `O arquivo "${originalName}" deve ser ${typeList(rule.accept)}.`,
          );
        }
        const claimed = typeOfExtension(originalName);
        if (claimed && claimed !== type && !(claimed === 'doc' && type === 'docx')) {
          throw new UploadError(
            415,
            'FILE_TYPE_MISMATCH',
            `O conteúdo do arquivo "${originalName}" não é ${FILE_TYPES[claimed].label}; envie o arquivo original.`,
          );
        }
        const storedName = `${randomBytes(16).toString('hex')}.${FILE_TYPES[type].extensions[0]}`;
        await rename(partPath, pathOf(storedName));
        return {
          kind: rule.kind,
          storedName,
          originalName,
          type,
          mime: FILE_TYPES[type].mime,
          sizeBytes: size,
          sha256: hash.digest('hex'),
        };
      } catch (error) {
        await rm(partPath, { force: true });
        throw error;
      }
    },

    /** Deletes staged files of a request that was refused or failed. */
    async discard(staged: readonly StagedUpload[]): Promise<void> {
      await Promise.all(staged.map((file) => rm(pathOf(file.storedName), { force: true })));
    },

    /** Records staged files (inside the caller's transaction); returns their ids in order. */
    async record(db: Kysely<Database>, staged: readonly StagedUpload[], now: Date): Promise<number[]> {
      const ids: number[] = [];
      for (const file of staged) {
        const row = await db
          .insertInto('upload')
          .values({
            kind: file.kind,
            stored_name: file.storedName,
            original_name: file.originalName,
            mime: file.mime,
            size_bytes: file.sizeBytes,
            sha256: file.sha256,
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      return ids;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

export async function findUploads(db: Kysely<Database>, ids: readonly number[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('upload').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/**
 * Copies an upload to a path of the staff's choosing (never over an existing file), after checking
 * that its content still has the recorded SHA-256.
 */
export async function exportUpload(
  db: Kysely<Database>,
  store: UploadStore,
  id: number,
  destination: string,
): Promise<UploadRow> {
  const [row] = await findUploads(db, [id]);
  if (!row) throw new Error(`Upload ${id} not found`);
  const data = await readFile(store.pathOf(row.stored_name));
  const sha256 = createHash('sha256').update(data).digest('hex');
  if (sha256 !== row.sha256) throw new Error(`Upload ${id} does not match its recorded SHA-256`);
  await writeFile(destination, data, { flag: 'wx', mode: 0o600 });
  return row;
}

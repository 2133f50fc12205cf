/**
 * What a file is, from its bytes (magic numbers), never from its name or the client's Content-Type.
 */

export type FileType = 'pdf' | 'jpeg' | 'png' | 'webp' | 'doc' | 'docx';

export const FILE_TYPES: Record<FileType, { mime: string; extensions: string[]; label: string }> = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], label: 'JPG' },
  png: { mime: 'image/png', extensions: ['png'], label: 'PNG' },
  webp: { mime: 'image/webp', extensions: ['webp'], label: 'WebP' },
  doc: { mime: 'application/msword', extensions: ['doc'], label: 'DOC' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'DOCX',
  },
};

/** Bytes needed to recognise every type but DOCX (which needs the ZIP directory). */
export const HEAD_BYTES = 16;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function startsWith(data: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => data[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type of a file from its first bytes; 'zip' when it is a ZIP archive (DOCX is decided by
 * `isDocx` on the whole file). OLE2 is the container of Word 97–2003 documents (.doc).
 */
export function sniffHead(head: Uint8Array): Exclude<FileType, 'docx'> | 'zip' | undefined {
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, OLE2)) return 'doc';
  if (startsWith(head, ZIP)) return 'zip';
  return undefined;
}

/**
 * The entry names of a ZIP archive, read from its central directory (end-of-central-directory
 * record, then one header per entry), or undefined when the archive is malformed.
 */
export function zipEntryNames(data: Buffer): string[] | undefined {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  // The EOCD record is 22 bytes plus a comment of at most 65 535 bytes, at the end of the file.
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = data.readUInt16LE(eocd + 10);
  let offset = data.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL) return undefined;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return undefined;
    names.push(data.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A Word document (Office Open XML): a ZIP with `[Content_Types].xml` and a `word/` part. */
export function isDocx(data: Buffer): boolean {
  const names = zipEntryNames(data);
  return Boolean(names?.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/')));
}

/** The type of a whole file's content, or undefined when it is none of the known types. */
export function detectFileType(data: Buffer): FileType | undefined {
  const head = sniffHead(data.subarray(0, HEAD_BYTES));
  if (head === 'zip') return isDocx(data) ? 'docx' : undefined;
  return head;
}

/** The known type a file name's extension claims ('foto.PNG' → 'png'), if any. */
export function typeOfExtension(fileName: string): FileType | undefined {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!extension) return undefined;
  return (Object.keys(FILE_TYPES) as FileType[]).find((type) =>
    FILE_TYPES[type].extensions.includes(extension),
  );
}

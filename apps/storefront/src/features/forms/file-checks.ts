/**
 * Checks of a chosen file before it is sent (type and size), so a shopper hears at once that a
 * photo is too big. The server decides by the file's content (magic numbers) and enforces the
 * same limits, which the page reads from GET /requests/settings.
 */

export type FileProblem = 'empty' | 'type' | 'size';

/** File name extensions of the MIME types the request forms accept (browsers may not tell a DOC's type). */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The first problem of `file` for a control that accepts `types` up to `maxBytes`, if any. */
export function fileProblem(
  file: FileLike,
  types: readonly string[],
  maxBytes: number,
): FileProblem | undefined {
  if (file.size === 0) return 'empty';
  if (!isAcceptedType(file, types)) return 'type';
  if (file.size > maxBytes) return 'size';
  return undefined;
}

function isAcceptedType(file: FileLike, types: readonly string[]): boolean {
  if (file.type && types.includes(file.type)) return true;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  // A declared type the control does not accept wins over the name; an undeclared one goes by the name.
  if (file.type && file.type !== 'application/octet-stream') return false;
  return types.some((type) => EXTENSIONS[type]?.includes(extension));
}

/** The `accept` attribute of a file input: MIME types plus their extensions. */
export function acceptAttribute(types: readonly string[]): string {
  return types.flatMap((type) => [type, ...(EXTENSIONS[type] ?? []).map((ext) => `.${ext}`)]).join(',');
}

/** Labels of the accepted types for a hint: `PDF, JPG, PNG`. */
export function typeLabels(types: readonly string[]): string {
  return [...new Set(types.map((type) => (EXTENSIONS[type]?.[0] ?? type).toUpperCase()))].join(', ');
}

/** Bytes as whole megabytes for messages: 5242880 → "5 MB" (1 MB = 1 MiB, as the server counts). */
export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

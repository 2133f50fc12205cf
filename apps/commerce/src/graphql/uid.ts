/** Magento uids are base64 of internal ids or of `type/id/value` tuples, as Magento encodes them. */
export function encodeUid(...parts: (string | number)[]): string {
  return Buffer.from(parts.join('/'), 'utf8').toString('base64');
}

/** Decodes a uid to its text, or undefined when it is not valid base64 of printable text. */
export function decodeUid(uid: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return undefined;
  const text = Buffer.from(uid, 'base64').toString('utf8');
  return /^[\x20-\x7e]+$/.test(text) && encodeUid(text) === uid ? text : undefined;
}

/** Decodes a uid that holds a bare positive integer id. */
export function decodeIdUid(uid: string): number | undefined {
  const text = decodeUid(uid);
  return text && /^\d{1,10}$/.test(text) ? Number(text) : undefined;
}

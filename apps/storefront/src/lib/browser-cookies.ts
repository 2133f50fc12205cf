/** Cookies as rules §9 sets them from the browser: path /, SameSite Lax, readable by scripts. */

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  const maxAge = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${maxAge}`;
}

export function deleteCookie(name: string) {
  writeCookie(name, '', 0);
}

/**
 * `/categories?categoryId=…` accepts a category uid (Magento's base64 id, as route() and the
 * facets give it) or a numeric id, which becomes its uid (`18` → `MTg=`).
 */
export function categoryUidOf(raw: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return btoa(value);
  return /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? value : undefined;
}

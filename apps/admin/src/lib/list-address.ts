/**
 * Whether the back office's address (a hash route: `#/cms-pages?filter=…`) is the page at `path`,
 * whatever its query. The address changes as soon as someone follows a link or a row, before the
 * next page has rendered.
 */
export function addressShows(hash: string, path: string): boolean {
  const route = hash.replace(/^#/, '') || '/';
  const pathname = route.split(/[?#]/, 1)[0] ?? '';
  return pathname.replace(/\/+$/, '') === path.replace(/\/+$/, '');
}

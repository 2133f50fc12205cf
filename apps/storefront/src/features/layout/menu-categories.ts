import type { MenuCategoryNode } from './chrome.documents';

/** A category as the menus show it. */
export interface MenuCategory {
  uid: string;
  name: string;
  /** Rules §2: category links are /{url_path}{url_suffix} (without the locale prefix). */
  path: string;
  children: MenuCategory[];
}

/**
 * The menu's categories at every level (rules §4): only those with include_in_menu, one per name
 * (when names repeat, the one with children wins, else the first), sorted by name in the
 * shopper's language.
 */
export function menuCategories(
  nodes: ReadonlyArray<MenuCategoryNode | null> | null | undefined,
  language: string,
): MenuCategory[] {
  const byName = new Map<string, MenuCategory>();
  for (const node of nodes ?? []) {
    const name = node?.name?.trim();
    if (!node || !name || node.include_in_menu !== 1 || !node.url_path) continue;
    const category: MenuCategory = {
      uid: node.uid,
      name,
      path: `/${node.url_path}${node.url_suffix ?? ''}`,
      children: menuCategories(node.children, language),
    };
    const key = name.toLocaleLowerCase(language);
    const kept = byName.get(key);
    if (!kept || (kept.children.length === 0 && category.children.length > 0)) byName.set(key, category);
  }
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...byName.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/** A node of `GET /V1/categories` (Magento's CategoryTreeInterface). */
export interface CategoryNode {
  id: number;
  parent_id: number;
  name: string;
  is_active: boolean;
  position: number;
  level: number;
  product_count: number;
  children_data: CategoryNode[];
}

export function findNode(root: CategoryNode, id: number): CategoryNode | undefined {
  if (root.id === id) return root;
  for (const child of root.children_data) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** Whether `id` is `ancestorId` or lies under it: a category cannot move into its own subtree. */
export function isInside(root: CategoryNode, ancestorId: number, id: number): boolean {
  const ancestor = findNode(root, ancestorId);
  return ancestor !== undefined && findNode(ancestor, id) !== undefined;
}

/**
 * The move a drop asks for (the body of `PUT /V1/categories/:id/move`): `into:<id>` makes the
 * dragged category the first subcategory of `<id>` (an afterId that is no sibling puts it first),
 * `after:<id>` places it after `<id>` under the same parent.
 */
export function dropTarget(
  root: CategoryNode,
  overId: string,
): { parentId: number; afterId: number; label: string } | undefined {
  const [kind, raw] = overId.split(':');
  const node = findNode(root, Number(raw));
  if (!node) return undefined;
  if (kind === 'into') return { parentId: node.id, afterId: 0, label: node.name };
  if (kind === 'after' && node.id !== root.id)
    return { parentId: node.parent_id, afterId: node.id, label: node.name };
  return undefined;
}

/** Every category under the root as a choice, named by its path ("Papelaria / Canetas"). */
export function categoryChoices(root: CategoryNode): { id: number; name: string }[] {
  const out: { id: number; name: string }[] = [];
  const walk = (node: CategoryNode, path: string[]) => {
    for (const child of node.children_data) {
      const names = [...path, child.name];
      out.push({ id: child.id, name: names.join(' / ') });
      walk(child, names);
    }
  };
  walk(root, []);
  return out;
}

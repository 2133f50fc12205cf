/**
 * The sort orders after moving the link at `from` to `to`: the links numbered 1, 2, 3… in their
 * new order, and only those whose number changes (one call each).
 */
export function newSortOrders(
  links: readonly { id: number; sort_order: number }[],
  from: number,
  to: number,
): { id: number; sort_order: number }[] {
  if (from === to || to < 0 || to >= links.length || !links[from]) return [];
  const order = [...links];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order
    .map((link, index) => ({ id: link.id, sort_order: index + 1, before: link.sort_order }))
    .filter((link) => link.sort_order !== link.before)
    .map(({ id, sort_order }) => ({ id, sort_order }));
}

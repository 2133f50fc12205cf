/**
 * Magento's partial responses (reference/magento/rest.md §2.6): `?fields=sku,name,
 * extension_attributes[stock_item[qty,is_in_stock]]` keeps only the named keys, recursively; on a
 * list it applies to every element; `custom_attributes[a,b]` keeps the attributes of those codes.
 * A filter with any character outside letters, digits, `_`, `[`, `]` and `,` (a space!) or that
 * does not parse makes the whole answer `[]`, as Magento's FieldsFilter does.
 */

export type FieldsTree = { [key: string]: FieldsTree | true };

/** Parses `a,b[c,d[e]]`; undefined when malformed. */
export function parseFields(filter: string): FieldsTree | undefined {
  if (!/^[A-Za-z0-9_[\],]+$/.test(filter)) return undefined;
  let at = 0;
  const list = (depth: number): FieldsTree | undefined => {
    const tree: FieldsTree = {};
    for (;;) {
      const start = at;
      while (at < filter.length && /[A-Za-z0-9_]/.test(filter[at] as string)) at++;
      const name = filter.slice(start, at);
      if (name) {
        if (filter[at] === '[') {
          at++;
          const child = list(depth + 1);
          if (!child || filter[at] !== ']') return undefined;
          at++;
          tree[name] = child;
        } else tree[name] = true;
      }
      if (filter[at] === ',') {
        at++;
        continue;
      }
      if (at >= filter.length) return depth === 0 ? tree : undefined;
      if (filter[at] === ']') return depth > 0 ? tree : undefined;
      return undefined;
    }
  };
  return list(0);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function keep(value: unknown, tree: FieldsTree): unknown {
  if (Array.isArray(value)) return value.map((item) => keep(item, tree));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(tree)) {
    if (!Object.hasOwn(value, key)) continue;
    const child = value[key];
    if (sub === true) out[key] = child;
    else if (key === 'custom_attributes' && Array.isArray(child)) {
      out[key] = child.filter(
        (attribute) => isRecord(attribute) && Object.hasOwn(sub, String(attribute.attribute_code)),
      );
    } else out[key] = keep(child, sub);
  }
  return out;
}

/** The answer reduced to the `fields` filter (objects and lists only; scalars pass unchanged). */
export function applyFieldsFilter(result: unknown, filter: unknown): unknown {
  if (typeof filter !== 'string' || filter === '' || typeof result !== 'object' || result === null)
    return result;
  const tree = parseFields(filter);
  if (!tree) return [];
  return keep(result, tree);
}

/**
 * Message trees as use-intl reads them (namespace → key → … → compiled message), cut to the parts
 * a page's client components read and put back together in the browser (lib/i18n.ts).
 */
export type MessageTree = { [key: string]: unknown };

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parts of `tree` at `paths` ('account.login', 'errors'), in the tree's own shape. */
export function pickMessages(tree: MessageTree, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = tree;
    let into = picked;
    for (const [index, key] of keys.entries()) {
      from = isTree(from) ? from[key] : undefined;
      if (from === undefined) throw new Error(`No message at ${path}`);
      if (index === keys.length - 1) {
        into[key] = from;
      } else {
        into[key] ??= {};
        into = into[key] as MessageTree;
      }
    }
  }
  return picked;
}

/** `base` with the parts of `extra` added, key by key (two picks of the same tree). */
export function mergeMessages(base: MessageTree, extra: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? mergeMessages(current, value) : value;
  }
  return merged;
}

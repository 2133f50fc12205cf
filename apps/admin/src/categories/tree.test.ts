import { describe, expect, it } from 'vitest';
import { type CategoryNode, categoryChoices, dropTarget, isInside } from './tree';

const node = (id: number, parent_id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  parent_id,
  name,
  is_active: true,
  position: 1,
  level: 1,
  product_count: 0,
  children_data: children,
});
const tree = node(2, 1, 'Default Category', [
  node(10, 2, 'Papelaria', [node(11, 10, 'Canetas'), node(12, 10, 'Lápis')]),
  node(20, 2, 'Escritório'),
]);

describe('category tree moves', () => {
  it('a drop on a category makes the dragged one its first subcategory', () => {
    expect(dropTarget(tree, 'into:20')).toEqual({ parentId: 20, afterId: 0, label: 'Escritório' });
  });

  it('a drop on the line under a category places it after that one, same parent', () => {
    expect(dropTarget(tree, 'after:11')).toEqual({ parentId: 10, afterId: 11, label: 'Canetas' });
  });

  it('nothing goes after the root, and unknown targets are ignored', () => {
    expect(dropTarget(tree, 'after:2')).toBeUndefined();
    expect(dropTarget(tree, 'into:999')).toBeUndefined();
  });

  it('knows a subtree: a category cannot move under itself or its children', () => {
    expect(isInside(tree, 10, 11)).toBe(true);
    expect(isInside(tree, 10, 10)).toBe(true);
    expect(isInside(tree, 10, 20)).toBe(false);
  });

  it('names choices by their path from the root', () => {
    expect(categoryChoices(tree)).toEqual([
      { id: 10, name: 'Papelaria' },
      { id: 11, name: 'Papelaria / Canetas' },
      { id: 12, name: 'Papelaria / Lápis' },
      { id: 20, name: 'Escritório' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ALL, missingFor, SCREEN_RESOURCES as R } from './permissions';

describe('missingFor', () => {
  const pedidos = { role: 'pedidos', resources: [R.orders, R.inventory, R.customers] };

  it("names what a role lacks for a screen's address, so the page says 'sem permissão'", () => {
    expect(missingFor('/products/ABC-1', pedidos)).toEqual([R.products]);
    expect(missingFor('/catalog-import', pedidos)).toEqual([R.products, R.categories]);
    expect(missingFor('/staff-users/create', pedidos)).toEqual([R.staff]);
  });

  it('says nothing for a screen the role may open, for an administrator, or for an unknown address', () => {
    expect(missingFor('/orders/12/show', pedidos)).toEqual([]);
    expect(missingFor('/products', { role: 'administrator', resources: [ALL] })).toEqual([]);
    expect(missingFor('/nao-existe', pedidos)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ProductCardFragment } from '../../lib/product-card.documents';
import type { WishlistFields, WishlistItemFields } from './wishlist.documents';
import {
  EMPTY_WISHLIST,
  toWishlistView,
  type WishlistProduct,
  wishlistCartItem,
  wishlistItemInput,
  wishlistToggle,
} from './wishlist.model';

function product(typename: string, sku: string): ProductCardFragment {
  return {
    __typename: typename,
    uid: `uid-${sku}`,
    sku,
    name: `Produto ${sku}`,
    url_key: sku,
    url_suffix: '.html',
    small_image: null,
    short_description: null,
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    rating_summary: 0,
    review_count: 0,
    price_range: {
      minimum_price: {
        regular_price: { value: 10, currency: 'BRL' },
        final_price: { value: 10, currency: 'BRL' },
        discount: null,
      },
      maximum_price: null,
    },
  };
}

function item(id: string, typename: string, sku: string, extra: Partial<WishlistItemFields> = {}) {
  return {
    __typename: `${typename.replace('Product', '')}WishlistItem`,
    id,
    quantity: 1,
    added_at: '2026-01-01 00:00:00',
    product: product(typename, sku),
    ...extra,
  } satisfies WishlistItemFields;
}

function wishlist(items: WishlistItemFields[], id = '7'): WishlistFields {
  return { id, items_count: items.length, items_v2: { items } };
}

const simple: WishlistProduct = { typename: 'SimpleProduct', sku: 'caneta', uid: 'u1', name: 'Caneta' };

describe('wishlistToggle (rules §4: add if absent, remove if present)', () => {
  it('adds a product that is not in the wishlist, with quantity 1', () => {
    expect(wishlistToggle(EMPTY_WISHLIST, simple)).toEqual({
      action: 'add',
      input: { sku: 'caneta', quantity: 1 },
    });
  });

  it('removes every item of a product that is already in the wishlist', () => {
    const view = toWishlistView([
      wishlist([item('11', 'SimpleProduct', 'caneta'), item('12', 'SimpleProduct', 'lapis')]),
    ]);
    expect(wishlistToggle(view, simple)).toEqual({ action: 'remove', itemIds: ['11'] });
  });

  it('refuses unsupported types with the spec message', () => {
    expect(wishlistToggle(EMPTY_WISHLIST, { ...simple, typename: 'GiftCardProduct' })).toEqual({
      action: 'unsupported',
      message: 'Product Type GiftCardProduct not supported in add to wishlist yet',
    });
  });
});

describe('wishlistItemInput (rules §7 addProductsToWishlist items)', () => {
  it('sends a configurable variant with the parent as parent_sku', () => {
    expect(
      wishlistItemInput({
        typename: 'ConfigurableProduct',
        sku: 'camiseta',
        uid: 'u',
        name: 'C',
        variantSku: 'camiseta-p',
      }),
    ).toEqual({ ok: true, input: { sku: 'camiseta-p', parent_sku: 'camiseta', quantity: 1 } });
  });

  it('sends a configurable without a chosen variant by its own sku', () => {
    expect(
      wishlistItemInput({ typename: 'ConfigurableProduct', sku: 'camiseta', uid: 'u', name: 'C' }),
    ).toEqual({
      ok: true,
      input: { sku: 'camiseta', quantity: 1 },
    });
  });

  it('sends a bundle with entered_options', () => {
    expect(wishlistItemInput({ typename: 'BundleProduct', sku: 'kit', uid: 'dWlk', name: 'Kit' })).toEqual({
      ok: true,
      input: { sku: 'kit', quantity: 1, entered_options: [{ uid: 'dWlk', value: 'kit' }] },
    });
  });
});

describe('toWishlistView', () => {
  it('sums items_count over wishlists and skips empty entries', () => {
    const view = toWishlistView([
      wishlist([item('1', 'SimpleProduct', 'a')], '3'),
      null,
      { id: '4', items_count: 2, items_v2: { items: [null, item('2', 'SimpleProduct', 'b')] } },
    ]);
    expect(view.count).toBe(3);
    expect(view.id).toBe('3');
    expect(view.items.map((entry) => entry.id)).toEqual(['1', '2']);
  });

  it('answers the empty wishlist when the customer has none', () => {
    expect(toWishlistView([])).toBe(EMPTY_WISHLIST);
    expect(toWishlistView(null)).toBe(EMPTY_WISHLIST);
  });
});

describe('wishlistCartItem (move to cart)', () => {
  it('moves simple products with their quantity', () => {
    expect(wishlistCartItem({ ...item('1', 'SimpleProduct', 'a'), quantity: 2 })).toEqual({
      sku: 'a',
      quantity: 2,
    });
  });

  it('moves a configurable with its chosen values', () => {
    const configurable = item('1', 'ConfigurableProduct', 'camiseta', {
      configurable_options: [
        {
          configurable_product_option_uid: 'opt',
          option_label: 'Cor',
          configurable_product_option_value_uid: 'val-azul',
          value_label: 'Azul',
        },
      ],
    });
    expect(wishlistCartItem(configurable)).toEqual({
      sku: 'camiseta',
      quantity: 1,
      selected_options: ['val-azul'],
    });
    expect(toWishlistView([wishlist([configurable])]).items[0]?.options).toEqual([
      { label: 'Cor', value: 'Azul' },
    ]);
  });

  it('sends products that need choices to their page', () => {
    expect(wishlistCartItem(item('1', 'ConfigurableProduct', 'camiseta'))).toBeUndefined();
    expect(wishlistCartItem(item('2', 'GroupedProduct', 'kit'))).toBeUndefined();
    expect(wishlistCartItem(item('3', 'BundleProduct', 'kit'))).toBeUndefined();
  });
});

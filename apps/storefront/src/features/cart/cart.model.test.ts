import { describe, expect, it } from 'vitest';
import type { CartFields, CartItemFields } from './cart.documents';
import { cartImageSrc, orderProgress, toCartView } from './cart.model';

const brl = (value: number) => ({ value, currency: 'BRL' });

function item(overrides: Partial<CartItemFields> = {}): CartItemFields {
  return {
    __typename: 'SimpleCartItem',
    uid: 'MQ==',
    quantity: 2,
    product: {
      uid: 'NQ==',
      sku: '200012',
      name: 'Caneta BIC Cristal',
      url_key: 'caneta-bic-cristal',
      url_suffix: '.html',
      thumbnail: {
        url: 'http://127.0.0.1:4000/media/catalog/product/cache/216x268/caneta.webp',
        label: null,
      },
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: 3,
    },
    prices: { price: brl(55.9), row_total: brl(111.8), total_item_discount: brl(0) },
    ...overrides,
  };
}

function cart(overrides: Partial<CartFields> = {}): CartFields {
  return {
    id: 'x'.repeat(32),
    is_virtual: false,
    total_quantity: 2,
    items: [item()],
    prices: {
      subtotal_including_tax: brl(111.8),
      subtotal_with_discount_excluding_tax: brl(100.62),
      grand_total: brl(100.62),
      discounts: [{ label: 'Cupom ESP10', amount: brl(11.18) }],
    },
    applied_coupons: [{ code: 'ESP10' }],
    minimum_order: { met: true, minimum: brl(100), missing: brl(0) },
    ...overrides,
  };
}

describe('toCartView', () => {
  it('turns money into cents and keeps the server discount labels', () => {
    const view = toCartView(cart());
    expect(view).toMatchObject({
      currency: 'BRL',
      subtotalCents: 11180,
      grandTotalCents: 10062,
      discounts: [{ label: 'Cupom ESP10', cents: 1118 }],
      coupons: ['ESP10'],
      totalQuantity: 2,
    });
    expect(view.lines[0]).toMatchObject({
      name: 'Caneta BIC Cristal',
      path: '/caneta-bic-cristal.html',
      unitCents: 5590,
      rowCents: 11180,
      maxQuantity: 3,
      inStock: true,
      imageSrc: '/media/catalog/product/cache/170x170/caneta.webp',
    });
  });

  it('drops empty item entries (rules §3)', () => {
    expect(toCartView(cart({ items: [null, item(), null] })).lines).toHaveLength(1);
    expect(toCartView(cart({ items: null })).lines).toEqual([]);
  });

  it('shows a configurable line with its variant and chosen options', () => {
    const line = toCartView(
      cart({
        items: [
          item({
            __typename: 'ConfigurableCartItem',
            configurable_options: [
              {
                configurable_product_option_uid: 'a',
                option_label: 'Cor',
                configurable_product_option_value_uid: 'b',
                value_label: 'Preto',
              },
            ],
            configured_variant: {
              uid: 'Ng==',
              sku: '200101-PR',
              thumbnail: { url: '/media/catalog/product/preto.webp', label: 'Preto' },
              stock_status: 'OUT_OF_STOCK',
              only_x_left_in_stock: null,
            },
          }),
        ],
      }),
    ).lines[0];
    expect(line).toMatchObject({
      sku: '200101-PR',
      options: [{ label: 'Cor', value: 'Preto' }],
      imageSrc: '/media/catalog/product/cache/170x170/preto.webp',
      imageAlt: 'Preto',
      inStock: false,
      maxQuantity: undefined,
    });
  });

  it('lists bundle selections with quantities and downloadable links', () => {
    const [bundle, downloadable] = toCartView(
      cart({
        items: [
          item({
            __typename: 'BundleCartItem',
            bundle_options: [
              { uid: 'o', label: 'Canetas', values: [{ uid: 'v', label: 'Caneta azul', quantity: 3 }] },
            ],
          }),
          item({
            __typename: 'DownloadableCartItem',
            uid: 'Mg==',
            links: [{ uid: 'l', title: 'PDF' }, null],
          }),
        ],
      }),
    ).lines;
    expect(bundle?.options).toEqual([{ label: 'Canetas', value: '3 × Caneta azul' }]);
    expect(downloadable?.options).toEqual([{ label: null, value: 'PDF' }]);
  });
});

describe('cartImageSrc', () => {
  it('keeps images of other hosts as they are', () => {
    expect(cartImageSrc('https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
    expect(cartImageSrc(null)).toBeUndefined();
  });
});

describe('the minimum order is the server verdict (rules §9), never recomputed', () => {
  it('takes met and missing from the cart, whatever the discounts say', () => {
    // R$ 101,00 with Pix selected: the Pix discount takes the total under R$ 100, the goods are not.
    const pix = toCartView(
      cart({
        prices: {
          subtotal_including_tax: brl(101),
          subtotal_with_discount_excluding_tax: brl(101),
          grand_total: brl(97.97),
          discounts: [{ label: 'Desconto Pix (3%)', amount: brl(3.03) }],
        },
        minimum_order: { met: true, minimum: brl(100), missing: brl(0) },
      }),
    );
    expect(pix.minimumOrder).toEqual({ met: true, minimumCents: 10000, missingCents: 0 });
    expect(pix.goodsCents).toBe(10100);
    const below = toCartView(cart({ minimum_order: { met: false, minimum: brl(100), missing: brl(0.01) } }));
    expect(below.minimumOrder).toEqual({ met: false, minimumCents: 10000, missingCents: 1 });
  });

  it('leaves it unknown when the server did not answer it', () => {
    expect(toCartView(cart({ minimum_order: null })).minimumOrder).toBeUndefined();
  });
});

describe('orderProgress (rules §9: free shipping above R$500)', () => {
  it('measures the server goods figure', () => {
    expect(orderProgress({ goodsCents: 5590 })).toMatchObject({
      hasFreeShipping: false,
      missingForFreeShippingCents: 44411,
    });
  });

  it('grants free shipping above the threshold', () => {
    expect(orderProgress({ goodsCents: 50000 })).toMatchObject({
      hasFreeShipping: false,
      missingForFreeShippingCents: 1,
    });
    const free = orderProgress({ goodsCents: 50001 });
    expect(free).toMatchObject({
      hasFreeShipping: true,
      missingForFreeShippingCents: 0,
      freeShippingRatio: 1,
    });
  });

  it('converts the BRL threshold to the display currency', () => {
    const progress = orderProgress({ goodsCents: 1500 }, 0.2);
    expect(progress.freeShippingCents).toBe(10000);
    expect(progress.missingForFreeShippingCents).toBe(8501);
  });
});

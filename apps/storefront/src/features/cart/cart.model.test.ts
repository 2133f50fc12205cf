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
      grand_total: brl(100.62),
      discounts: [{ label: 'Cupom ESP10', amount: brl(11.18) }],
    },
    applied_coupons: [{ code: 'ESP10' }],
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

  it('drops empty item entries (spec §3)', () => {
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

describe('orderProgress (spec §9: minimum R$100 excl. delivery, free shipping above R$500)', () => {
  it('blocks checkout below the minimum and says what is missing', () => {
    expect(orderProgress({ subtotalCents: 5590, discounts: [] })).toMatchObject({
      meetsMinimum: false,
      missingForMinimumCents: 4410,
      hasFreeShipping: false,
      missingForFreeShippingCents: 44411,
    });
  });

  it('measures the goods after discounts', () => {
    const progress = orderProgress({ subtotalCents: 11000, discounts: [{ label: 'ESP10', cents: 1100 }] });
    expect(progress.goodsCents).toBe(9900);
    expect(progress.meetsMinimum).toBe(false);
  });

  it('allows checkout at the minimum and grants free shipping above the threshold', () => {
    expect(orderProgress({ subtotalCents: 10000, discounts: [] }).meetsMinimum).toBe(true);
    expect(orderProgress({ subtotalCents: 50000, discounts: [] })).toMatchObject({
      hasFreeShipping: false,
      missingForFreeShippingCents: 1,
    });
    const free = orderProgress({ subtotalCents: 50001, discounts: [] });
    expect(free).toMatchObject({
      hasFreeShipping: true,
      missingForFreeShippingCents: 0,
      freeShippingRatio: 1,
    });
  });

  it('converts the BRL thresholds to the display currency', () => {
    const progress = orderProgress({ subtotalCents: 1500, discounts: [] }, 0.2);
    expect(progress.minimumCents).toBe(2000);
    expect(progress.missingForMinimumCents).toBe(500);
  });
});

import { describe, expect, it } from 'vitest';
import { priceFigures } from '../../ui/price-block';
import type { ProductPageFragment, ProductPageQuery } from './product.documents';
import { quantityLimits, ratingBreakdown, toProductDetails } from './product.model';

const money = (value: number) => ({ value, currency: 'BRL' });
const media = (file: string) => `http://127.0.0.1:4000/media/catalog/product/${file}`;

function configurable(): ProductPageFragment {
  const variant = (sku: string, colour: string, stock: 'IN_STOCK' | 'OUT_OF_STOCK', left: number | null) => ({
    attributes: [{ code: 'color', uid: colour, label: colour }],
    product: {
      uid: `p-${sku}`,
      sku,
      name: `Caneta ${sku}`,
      stock_status: stock,
      only_x_left_in_stock: left,
      flagtext: null,
      flagcolor: null,
      flagposition: null,
      weight: 0.012,
      media_gallery: [{ url: media(`${sku}.webp`), label: null, position: 1, disabled: false }],
      price_range: {
        minimum_price: { regular_price: money(19.9), final_price: money(14.9) },
        maximum_price: { regular_price: money(19.9), final_price: money(14.9) },
      },
    },
  });
  return {
    __typename: 'ConfigurableProduct',
    uid: 'MjI0',
    sku: '200101',
    name: 'Caneta Gel Pilot G2',
    url_key: 'caneta-gel-pilot-g2',
    url_suffix: '.html',
    small_image: { url: media('cache/216x268/200101.webp'), label: 'Caneta' },
    short_description: { html: '<p>Curta</p>' },
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    rating_summary: 90,
    review_count: 2,
    price_range: {
      minimum_price: {
        regular_price: money(14.9),
        final_price: money(14.9),
        discount: { percent_off: 0, amount_off: 0 },
      },
      maximum_price: { regular_price: money(14.9), final_price: money(14.9) },
    },
    meta_title: null,
    meta_description: null,
    meta_keyword: null,
    manufacturer: 83,
    description: { html: '<p>Longa</p>' },
    min_sale_qty: 1,
    max_sale_qty: 10,
    image: { url: media('200101.webp'), label: null },
    media_gallery: [
      { url: media('200101-2.webp'), label: 'Lado', position: 2, disabled: false },
      { url: media('200101.webp'), label: null, position: 1, disabled: false },
      { url: media('200101-3.webp'), label: null, position: 3, disabled: true },
    ],
    categories: [
      {
        uid: 'c1',
        name: 'Canetas',
        url_path: 'papelaria/canetas',
        url_suffix: '.html',
        level: 3,
        breadcrumbs: [
          {
            category_uid: 'c0',
            category_name: 'Papelaria',
            category_url_path: 'papelaria',
            category_level: 2,
          },
        ],
      },
      {
        uid: 'c0',
        name: 'Papelaria',
        url_path: 'papelaria',
        url_suffix: '.html',
        level: 2,
        breadcrumbs: null,
      },
    ],
    volume_height: 1.5,
    volume_width: 2,
    volume_length: 16,
    weight: 0.012,
    reviews: {
      items: [
        {
          nickname: 'A',
          summary: 's',
          text: 't',
          created_at: '2026-01-01 00:00:00',
          average_rating: 100,
          ratings_breakdown: [{ name: 'Preço', value: '5' }],
        },
        {
          nickname: 'B',
          summary: 's',
          text: 't',
          created_at: '2026-01-02 00:00:00',
          average_rating: 80,
          ratings_breakdown: [{ name: 'Preço', value: '4' }],
        },
      ],
    },
    related_products: [],
    upsell_products: null,
    crosssell_products: [],
    configurable_options: [
      {
        uid: 'opt',
        attribute_code: 'color',
        label: 'Cor',
        position: 0,
        values: [
          { uid: 'blue', label: 'Azul', swatch_data: null },
          { uid: 'green', label: 'Verde', swatch_data: { __typename: 'ColorSwatchData', value: '#00aa00' } },
        ],
      },
    ],
    variants: [
      variant('200101-AZ', 'blue', 'IN_STOCK', 3),
      variant('200101-VD', 'green', 'OUT_OF_STOCK', null),
    ],
  };
}

const aggregations: NonNullable<ProductPageQuery['products']>['aggregations'] = [
  { attribute_code: 'manufacturer', options: [{ label: 'Pilot', value: '83' }] },
];
const keep = (html: string) => html;

describe('toProductDetails', () => {
  it('resolves brand, canonical path, breadcrumbs and the enabled gallery in position order', () => {
    const product = toProductDetails(configurable(), aggregations, undefined, keep);
    expect(product.brand).toBe('Pilot');
    expect(product.path).toBe('/caneta-gel-pilot-g2.html');
    expect(product.breadcrumbs).toEqual([
      { name: 'Papelaria', path: '/papelaria.html' },
      { name: 'Canetas', path: '/papelaria/canetas.html' },
      { name: 'Caneta Gel Pilot G2', path: undefined },
    ]);
    expect(product.gallery.map((image) => image.src)).toEqual([
      '/media/catalog/product/200101.webp',
      '/media/catalog/product/200101-2.webp',
    ]);
    expect(product.gallery[0]?.thumb).toBe('/media/catalog/product/cache/160x160/200101.webp');
    expect(product.dimensionsCm).toEqual({ height: 1.5, width: 2, length: 16 });
    expect(product.selectedVariant).toBeUndefined();
    expect(product.offer.sku).toBe('200101');
  });

  it('applies the variant named by ?variant= (sku or uid): its sku, price, stock and images', () => {
    const bySku = toProductDetails(configurable(), aggregations, '200101-AZ', keep);
    expect(bySku.offer).toMatchObject({
      sku: '200101-AZ',
      finalCents: 1490,
      regularCents: 1990,
      onlyXLeft: 3,
    });
    expect(bySku.gallery.map((image) => image.src)).toEqual(['/media/catalog/product/200101-AZ.webp']);
    expect(quantityLimits(bySku)).toEqual({ min: 1, max: 3 });
    const byUid = toProductDetails(configurable(), aggregations, 'p-200101-VD', keep);
    expect(byUid.offer).toMatchObject({ sku: '200101-VD', inStock: false });
    expect(byUid.configurable?.options[0]?.values[1]?.swatchColor).toBe('#00aa00');
    expect(toProductDetails(configurable(), aggregations, 'nope', keep).selectedVariant).toBeUndefined();
  });

  it('breaks ratings down by stars and by criterion', () => {
    const { reviews } = toProductDetails(configurable(), aggregations, undefined, keep);
    expect(ratingBreakdown(reviews)).toEqual({
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
      criteria: [{ name: 'Preço', average: 4.5 }],
    });
  });
});

describe('priceFigures (rules §9 through @store/br)', () => {
  it('R$ 149,90 regular R$ 179,90: 17 % off, R$ 145,40 by Pix, 3x interest-free, 10x with interest', () => {
    const figures = priceFigures(14990, 17990);
    expect(figures.discountPercent).toBe(17);
    expect(figures.pixCents).toBe(14540);
    expect(figures.interestFree).toMatchObject({ number_installments: 3, amountCents: 4996 });
    expect(figures.longest).toMatchObject({ number_installments: 10, interestFree: false });
  });

  it('shows no installment line when the price allows only 1x (R$ 10 minimum installment)', () => {
    const figures = priceFigures(1490, 1490);
    expect(figures.isDiscounted).toBe(false);
    expect(figures.interestFree).toBeUndefined();
    expect(figures.longest).toBeUndefined();
  });

  it('plans a dollar price in BRL: R$ 149,90 = US$ 27,76 still shows 3x and 10x, not "$10 minimum" 2x', () => {
    const figures = priceFigures(2776, 2776, 0.1852);
    expect(figures.interestFree).toMatchObject({ number_installments: 3, amountCents: 925 });
    expect(figures.longest).toMatchObject({ number_installments: 10, interestFree: false });
  });

  it('promises no installment when the exchange rate is unknown', () => {
    const figures = priceFigures(2776, 2776, null);
    expect(figures.interestFree).toBeUndefined();
    expect(figures.longest).toBeUndefined();
    expect(figures.pixCents).toBe(2693);
  });
});

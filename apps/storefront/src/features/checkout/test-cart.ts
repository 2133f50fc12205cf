import type { CheckoutCartFields } from './checkout.documents';

/** A checkout cart as the server answers it, for unit tests; override what a test is about. */
export function testCart(overrides: Partial<CheckoutCartFields> = {}): CheckoutCartFields {
  return {
    id: 'a'.repeat(32),
    email: null,
    is_virtual: false,
    total_quantity: 2,
    items: [
      {
        uid: 'MQ==',
        quantity: 2,
        product: { sku: '200012', name: 'Caneta', thumbnail: null },
        prices: { row_total: { value: 111.8, currency: 'BRL' }, total_item_discount: null },
      },
    ],
    shipping_addresses: [],
    billing_address: null,
    available_payment_methods: [
      { code: 'jetpix', title: 'Pix' },
      { code: 'jetboleto', title: 'Boleto bancário' },
      { code: 'jetcred', title: 'Cartão de crédito' },
    ],
    selected_payment_method: { code: '', title: '', purchase_order_number: null },
    prices: {
      grand_total: { value: 111.8, currency: 'BRL' },
      subtotal_including_tax: { value: 111.8, currency: 'BRL' },
      discounts: [],
    },
    applied_coupons: [],
    minimum_order: {
      met: true,
      minimum: { value: 100, currency: 'BRL' },
      missing: { value: 0, currency: 'BRL' },
    },
    installment_plan: [
      {
        number_installments: 1,
        amount: { value: 111.8, currency: 'BRL' },
        total: { value: 111.8, currency: 'BRL' },
        interest_free: true,
      },
      {
        number_installments: 2,
        amount: { value: 55.9, currency: 'BRL' },
        total: { value: 111.8, currency: 'BRL' },
        interest_free: true,
      },
    ],
    pix_grand_total: { value: 108.45, currency: 'BRL' },
    ...overrides,
  };
}

export const PAULISTA_ADDRESS = {
  firstname: 'Maria',
  lastname: 'Silva',
  company: null,
  street: ['Avenida Paulista', '1000', 'Bela Vista'],
  city: 'São Paulo',
  region: { code: 'SP', label: 'São Paulo', region_id: 25 },
  postcode: '01310-100',
  country: { code: 'BR', label: 'Brasil' },
  telephone: '11912345678',
  vat_id: '52998224725',
};

/** The cart after the shipping address and method are set. */
export function shippedCart(overrides: Partial<CheckoutCartFields> = {}): CheckoutCartFields {
  return testCart({
    shipping_addresses: [
      {
        ...PAULISTA_ADDRESS,
        available_shipping_methods: [
          {
            carrier_code: 'jetfrete',
            carrier_title: 'Transportadora',
            method_code: 'standard',
            method_title: 'Normal',
            amount: { value: 19.9, currency: 'BRL' },
            available: true,
            error_message: null,
          },
        ],
        selected_shipping_method: {
          carrier_code: 'jetfrete',
          method_code: 'standard',
          carrier_title: 'Transportadora',
          method_title: 'Normal',
          amount: { value: 19.9, currency: 'BRL' },
        },
      },
    ],
    ...overrides,
  });
}

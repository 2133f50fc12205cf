import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql.client';
import {
  CartActionError,
  cartErrorMessage,
  isStaleCartError,
  isStockRefusal,
  userErrorKey,
} from './cart-errors';

describe('userErrorKey (rules §5: the first user error is the message)', () => {
  it('words stock problems as the spec does', () => {
    expect(userErrorKey({ code: 'INSUFFICIENT_STOCK', message: 'This product is out of stock.' })).toBe(
      'outOfStock',
    );
    expect(userErrorKey({ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' })).toBe(
      'exceedsStock',
    );
  });

  it('says the product is unavailable when it cannot be sold or does not exist', () => {
    expect(
      userErrorKey({ code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' }),
    ).toBe('unavailable');
    expect(
      userErrorKey({ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "x"' }),
    ).toBe('unavailable');
  });

  it('keeps the server text for anything else', () => {
    expect(
      userErrorKey({ code: 'UNDEFINED', message: 'The product quantity should be greater than 0' }),
    ).toBe(undefined);
  });
});

describe('cartErrorMessage', () => {
  it('shows the server message of a refused coupon', () => {
    const error = new GraphQLRequestError(
      [
        {
          message: 'Log in or register to use this coupon.',
          extensions: { category: 'graphql-authorization' },
        },
      ],
      200,
    );
    expect(cartErrorMessage(error, 'fallback')).toBe('Log in or register to use this coupon.');
  });

  it('shows a cart action message as it is', () => {
    expect(cartErrorMessage(new CartActionError('Esgotado'), 'fallback')).toBe('Esgotado');
  });

  it('falls back when the network failed', () => {
    expect(
      cartErrorMessage(new TypeError('Failed to fetch'), 'Erro ao adicionar o produto ao carrinho'),
    ).toBe('Erro ao adicionar o produto ao carrinho');
    expect(cartErrorMessage(new GraphQLRequestError([], 502), 'fallback')).toBe('fallback');
  });
});

describe('cartErrorMessage for stock refusals of a quantity change', () => {
  const describe_ = (key: string) => `[${key}]`;
  it("words them in the shopper's language", () => {
    const error = new GraphQLRequestError([{ message: 'The requested qty is not available' }], 200);
    expect(cartErrorMessage(error, 'fallback', describe_)).toBe('[exceedsStock]');
    expect(cartErrorMessage(error, 'fallback')).toBe('The requested qty is not available');
  });
});

describe('isStaleCartError', () => {
  it('is false for other errors', () => {
    expect(
      isStaleCartError(
        new GraphQLRequestError([{ message: 'Required parameter "cart_id" is missing' }], 200),
      ),
    ).toBe(false);
    expect(isStaleCartError(new Error('Could not find a cart with ID "x"'))).toBe(false);
  });
});

describe('isStockRefusal', () => {
  it('is true for the stock refusals of a quantity change', () => {
    for (const message of [
      'The requested qty is not available',
      'This product is out of stock.',
      'The most you may purchase is 10000.',
    ]) {
      expect(isStockRefusal(new GraphQLRequestError([{ message }], 200))).toBe(true);
    }
  });

  it('is false for other failures', () => {
    expect(
      isStockRefusal(new GraphQLRequestError([{ message: 'Could not find cart item with id: 9.' }], 200)),
    ).toBe(false);
    expect(isStockRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isStockRefusal(new CartActionError('Esgotado'))).toBe(false);
  });
});

describe('messages the commerce server answers in the shopper language', () => {
  it('recognises a stale cart and a stock refusal by their English copy (extensions.message_en)', () => {
    const stale = new GraphQLRequestError(
      [
        {
          message: 'Não foi possível encontrar um carrinho com o ID "x"',
          extensions: { category: 'graphql-no-such-entity', message_en: 'Could not find a cart with ID "x"' },
        },
      ],
      200,
    );
    expect(isStaleCartError(stale)).toBe(true);
    const stock = new GraphQLRequestError(
      [
        {
          message: 'Este produto está esgotado.',
          extensions: { message_en: 'This product is out of stock.' },
        },
      ],
      200,
    );
    expect(cartErrorMessage(stock, 'fallback', (key) => `words:${key}`)).toBe('words:outOfStock');
  });

  it('recognises an out-of-stock user error in Portuguese and German', () => {
    expect(userErrorKey({ code: 'INSUFFICIENT_STOCK', message: 'Este produto está esgotado.' })).toBe(
      'outOfStock',
    );
    expect(userErrorKey({ code: 'INSUFFICIENT_STOCK', message: 'Dieses Produkt ist nicht vorrätig.' })).toBe(
      'outOfStock',
    );
    expect(
      userErrorKey({ code: 'INSUFFICIENT_STOCK', message: 'A quantidade solicitada não está disponível' }),
    ).toBe('exceedsStock');
  });
});

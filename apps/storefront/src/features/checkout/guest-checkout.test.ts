import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql.client';
import { RestError } from '../../lib/rest-client';
import { guestCheckoutRefusal } from './guest-checkout';

const PT = 'Para comprar arquivos para baixar, entre na sua conta ou cadastre-se.';
const EN = 'Guest checkout is not allowed. Register a customer account or login with existing one.';

describe('guestCheckoutRefusal (a guest cart with a file to download)', () => {
  it('knows the GraphQL refusal by its English text and answers the shopper-language text', () => {
    const error = new GraphQLRequestError(
      [{ message: PT, extensions: { category: 'graphql-authorization', message_en: EN } }],
      200,
    );
    expect(guestCheckoutRefusal(error)).toBe(PT);
  });

  it('knows the /order refusal by its code', () => {
    expect(guestCheckoutRefusal(new RestError(PT, 403, 'GUEST_CHECKOUT_NOT_ALLOWED', undefined))).toBe(PT);
  });

  it('leaves other refusals to the step that met them', () => {
    const other = new GraphQLRequestError(
      [
        {
          message: 'O cliente atual não está autorizado.',
          extensions: { message_en: "The current customer isn't authorized." },
        },
      ],
      200,
    );
    expect(guestCheckoutRefusal(other)).toBeUndefined();
    expect(guestCheckoutRefusal(new RestError('x', 403, 'CART_FORBIDDEN', undefined))).toBeUndefined();
    expect(guestCheckoutRefusal(new Error(EN))).toBeUndefined();
  });
});

import { createHash } from 'node:crypto';
import type { RequestContext } from '../../graphql/context';
import { AuthorizationError, NotFoundError } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/types';
import type { SavedCardOutput, VaultService } from './service';

/** Magento's card type codes (Vault `details.type`) for the brands the store takes. */
const CARD_TYPES: Record<string, string> = {
  visa: 'VI',
  mastercard: 'MC',
  amex: 'AE',
  diners: 'DN',
  elo: 'ELO',
  hipercard: 'HC',
};

/**
 * A stable, opaque handle of a saved card for one customer (Magento's `public_hash`); the card's id
 * alone is not shown.
 */
export function publicHashOf(customerId: number, cardId: number): string {
  return createHash('sha256').update(`vault-card/${customerId}/${cardId}`).digest('hex');
}

function paymentToken(customerId: number, card: SavedCardOutput) {
  return {
    public_hash: publicHashOf(customerId, card.id),
    payment_method_code: 'jetcred',
    type: 'card',
    details: JSON.stringify({
      type: CARD_TYPES[card.brand] ?? card.brand.toUpperCase(),
      maskedCC: card.last4,
      expirationDate: `${String(card.expiry_month).padStart(2, '0')}/${card.expiry_year}`,
    }),
  };
}

function callerVault(ctx: RequestContext) {
  const customerId = ctx.caller.customerId;
  if (customerId === null) throw new AuthorizationError("The current customer isn't authorized.");
  return { customerId, vault: ctx.services.vault };
}

async function tokensOf(customerId: number, vault: VaultService) {
  const cards = await vault.list(customerId);
  return { items: cards.map((card) => paymentToken(customerId, card)) };
}

export const vaultResolvers: Resolvers = {
  Query: {
    customerPaymentTokens: async (_: unknown, __: unknown, ctx: RequestContext) => {
      const { customerId, vault } = callerVault(ctx);
      return tokensOf(customerId, vault);
    },
  },
  Mutation: {
    deletePaymentToken: async (_: unknown, args: { public_hash: string }, ctx: RequestContext) => {
      const { customerId, vault } = callerVault(ctx);
      const card = (await vault.list(customerId)).find(
        (c) => publicHashOf(customerId, c.id) === args.public_hash,
      );
      if (!card || !(await vault.remove(customerId, card.id))) {
        throw new NotFoundError(`Could not find a token using public hash: ${args.public_hash}`);
      }
      return { result: true, customerPaymentTokens: await tokensOf(customerId, vault) };
    },
  },
};

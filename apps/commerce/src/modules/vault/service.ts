import { type CardBrand, detectCardBrand, isValidCardNumber, parseCardExpiry } from '@store/br';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { openPan, panFingerprint, sealPan } from './crypto';
import {
  countCards,
  deleteCard,
  findCard,
  findCardByFingerprint,
  insertCard,
  listCards,
  updateCard,
  type VaultCardRow,
} from './repository';
import './tables';

/**
 * Saved cards (docs/architecture.md, decision 6): a customer's own cards only, the number
 * encrypted at rest, never returned (brand, last four digits, holder and expiry only), the
 * security code never accepted here (it is typed again for each payment).
 */

export class VaultError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the API shows of a saved card. */
export interface SavedCardOutput {
  id: number;
  brand: string;
  last4: string;
  holder: string;
  expiry_month: number;
  expiry_year: number;
}

/** A saved card opened for a payment (server-side only). */
export interface OpenedCard {
  cardNumber: string;
  cardholderName: string;
  expirationMonth: number;
  expirationYear: number;
  brand: string;
}

export const MAX_CARDS_PER_CUSTOMER = 20;

const SECURITY_CODE_FIELDS = ['securityCode', 'security_code', 'cvv', 'cvc', 'cardCvv'];

const saveSchema = z.object({
  email: z.string().optional(),
  cardholderName: z.string({ error: 'cardholderName is required' }),
  cardNumber: z.union([z.string(), z.number()], { error: 'cardNumber is required' }).transform(String),
  expirationMonth: z
    .union([z.string(), z.number()], { error: 'expirationMonth is required' })
    .transform(String),
  expirationYear: z
    .union([z.string(), z.number()], { error: 'expirationYear is required' })
    .transform(String),
});

const invalid = (code: string, message: string) => new VaultError(422, code, message);

export function cardOutput(row: VaultCardRow): SavedCardOutput {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    holder: row.holder,
    expiry_month: row.expiry_month,
    expiry_year: row.expiry_year,
  };
}

/** Validates the card form of POST /payment-card (same rules as a card payment, without the code). */
export function parseCardForm(body: unknown, now: Date) {
  if (body && typeof body === 'object' && SECURITY_CODE_FIELDS.some((f) => f in (body as object))) {
    throw invalid('SECURITY_CODE_NOT_STORED', 'The security code is never stored: send it only when paying.');
  }
  const parsed = saveSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new VaultError(400, 'INVALID_REQUEST', issue.message);
  }
  const form = parsed.data;
  const number = form.cardNumber.replace(/[\s.-]/g, '');
  if (!/^\d{12,19}$/.test(number)) throw invalid('INVALID_CARD', 'invalid card number');
  const brand: CardBrand | undefined = detectCardBrand(number);
  if (!brand) throw invalid('CARD_BRAND_NOT_SUPPORTED', 'card brand not supported');
  if (!isValidCardNumber(number)) throw invalid('INVALID_CARD', 'invalid card number');
  const expiry = parseCardExpiry(form.expirationMonth, form.expirationYear, now);
  if (!expiry.ok) {
    throw expiry.error === 'expired'
      ? invalid('CARD_EXPIRED', 'expired card')
      : invalid('INVALID_EXPIRATION', 'invalid expiration date');
  }
  const { month, year } = expiry;
  const holder = form.cardholderName.trim().replace(/\s+/g, ' ');
  if (holder.length < 2 || holder.length > 30) throw invalid('INVALID_CARDHOLDER', 'invalid cardholder name');
  return { number, brand, month, year, holder };
}

export interface VaultServiceDeps {
  db: Kysely<Database>;
  /** The AES-256 key (read lazily: a server that never touches a card never needs one). */
  key: () => Buffer;
  now?: () => Date;
}

export function createVaultService({ db, key, now = () => new Date() }: VaultServiceDeps) {
  return {
    async list(customerId: number): Promise<SavedCardOutput[]> {
      return (await listCards(db, customerId)).map(cardOutput);
    },

    /** Saves a card; the same number saved again updates holder and expiry. `created` tells which. */
    async save(customerId: number, body: unknown): Promise<{ card: SavedCardOutput; created: boolean }> {
      const today = now();
      const card = parseCardForm(body, today);
      const vaultKey = key();
      const fingerprint = panFingerprint(vaultKey, card.number);
      const at = today.toISOString();
      const existing = await findCardByFingerprint(db, customerId, fingerprint);
      if (existing) {
        const row = await updateCard(db, existing.id, {
          holder: card.holder,
          expiry_month: card.month,
          expiry_year: card.year,
          updated_at: at,
        });
        return { card: cardOutput(row), created: false };
      }
      if ((await countCards(db, customerId)) >= MAX_CARDS_PER_CUSTOMER) {
        throw invalid('CARD_LIMIT', `At most ${MAX_CARDS_PER_CUSTOMER} cards can be saved.`);
      }
      const sealed = sealPan(vaultKey, customerId, card.number);
      const row = await insertCard(db, {
        customer_id: customerId,
        brand: card.brand,
        last4: card.number.slice(-4),
        holder: card.holder,
        expiry_month: card.month,
        expiry_year: card.year,
        pan_iv: sealed.iv,
        pan_tag: sealed.tag,
        pan_ciphertext: sealed.ciphertext,
        fingerprint,
        created_at: at,
        updated_at: at,
      });
      return { card: cardOutput(row), created: true };
    },

    async remove(customerId: number, id: number): Promise<boolean> {
      return deleteCard(db, customerId, id);
    },

    /** Decrypts a customer's saved card for a payment; undefined when the customer has no such card. */
    async open(customerId: number, id: number): Promise<OpenedCard | undefined> {
      const row = await findCard(db, customerId, id);
      if (!row) return undefined;
      const cardNumber = openPan(key(), customerId, {
        iv: row.pan_iv,
        tag: row.pan_tag,
        ciphertext: row.pan_ciphertext,
      });
      return {
        cardNumber,
        cardholderName: row.holder,
        expirationMonth: row.expiry_month,
        expirationYear: row.expiry_year,
        brand: row.brand,
      };
    },
  };
}

export type VaultService = ReturnType<typeof createVaultService>;

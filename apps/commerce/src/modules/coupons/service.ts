import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listPublicActiveCoupons } from './repository';

export interface PublicCoupon {
  code: string;
  label: string;
  description: string;
  discountPercent: number;
  requiresLogin: boolean;
  firstPurchaseOnly: boolean;
  usesPerCustomer: number | null;
  conditions: string[];
  /** YYYY-MM-DD, or null without an end date. */
  validUntil: string | null;
}

type Language = 'pt' | 'en' | 'de';

const CONDITIONS: Record<Language, { login: string; first: string; uses: (n: number) => string }> = {
  pt: {
    login: 'Exclusivo para clientes cadastrados: entre na sua conta para usar.',
    first: 'Válido somente na primeira compra.',
    uses: (n) => (n === 1 ? 'Uso único por cliente.' : `Até ${n} usos por cliente.`),
  },
  en: {
    login: 'Registered customers only: sign in to use it.',
    first: 'Valid on your first purchase only.',
    uses: (n) => (n === 1 ? 'One use per customer.' : `Up to ${n} uses per customer.`),
  },
  de: {
    login: 'Nur für registrierte Kunden: Melden Sie sich an, um ihn zu nutzen.',
    first: 'Nur für die erste Bestellung gültig.',
    uses: (n) => (n === 1 ? 'Einmal pro Kunde einlösbar.' : `Bis zu ${n}-mal pro Kunde einlösbar.`),
  },
};

function languageOf(locale: string): Language {
  const prefix = locale.slice(0, 2);
  return prefix === 'en' || prefix === 'de' ? prefix : 'pt';
}

/**
 * The coupons a shopper may see on the coupons page: public, active and within their dates today
 * (UTC days, as the cart's coupon check counts them — modules/cart/coupons.ts), with their rules
 * spelled out in the store view's language.
 */
export async function listPublicCoupons(
  db: Kysely<Database>,
  locale: string,
  now = new Date(),
): Promise<PublicCoupon[]> {
  const today = now.toISOString().slice(0, 10);
  const text = CONDITIONS[languageOf(locale)];
  const rows = await listPublicActiveCoupons(db);
  return rows
    .filter(
      (c) =>
        (c.from_date === null || c.from_date.slice(0, 10) <= today) &&
        (c.to_date === null || c.to_date.slice(0, 10) >= today),
    )
    .map((c) => {
      const conditions: string[] = [];
      if (c.requires_customer === 1) conditions.push(text.login);
      if (c.first_purchase_only === 1) conditions.push(text.first);
      if (c.uses_per_customer !== null) conditions.push(text.uses(c.uses_per_customer));
      return {
        code: c.code,
        label: c.label,
        description: c.description,
        discountPercent: Number(c.discount_percent),
        requiresLogin: c.requires_customer === 1,
        firstPurchaseOnly: c.first_purchase_only === 1,
        usesPerCustomer: c.uses_per_customer,
        conditions,
        validUntil: c.to_date?.slice(0, 10) ?? null,
      };
    });
}

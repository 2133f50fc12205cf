import { toCents } from '@store/br';
import type { TierPriceFields } from './product.documents';

/** From `quantity` units, `unitCents` each. */
export interface TierStep {
  quantity: number;
  unitCents: number;
}

/** price_tiers as steps, smallest quantity first (the server lists only those that lower the price). */
export function toTierSteps(tiers: ReadonlyArray<TierPriceFields | null> | null | undefined): TierStep[] {
  return (tiers ?? [])
    .filter((t): t is TierPriceFields & { quantity: number } => !!t && t.quantity !== null && !!t.final_price)
    .map((t) => ({ quantity: t.quantity, unitCents: toCents(t.final_price?.value ?? 0) }))
    .sort((a, b) => a.quantity - b.quantity);
}

import { toCents } from '@store/br';

/**
 * The Pix price and card lines of a product price as the commerce server plans them
 * (ProductPrice.pix_price / installments: BRL rules, amounts converted to the display currency).
 * Spread inside a `minimum_price { … }` selection.
 */
export const PRICE_LINES_FIELDS = `
  pix_price { value }
  installments {
    single { number_installments amount { value } }
    interest_free { number_installments amount { value } }
    longest { number_installments amount { value } }
    item_credit { number_installments amount { value } }
  }
`;

interface LineFragment {
  number_installments: number;
  amount: { value: number };
}

/** The raw selection, as the server answers it. */
export interface PriceLinesFragment {
  pix_price?: { value: number } | null;
  installments?: {
    single: LineFragment;
    interest_free: LineFragment | null;
    longest: LineFragment | null;
    item_credit: LineFragment | null;
  } | null;
}

/** "3x de R$ 12,30": a number of installments and the amount of each, in display cents. */
export interface InstallmentLine {
  count: number;
  amountCents: number;
}

export interface PriceLines {
  pixCents: number;
  /** 1x: shown when the price is too small to split. */
  single: InstallmentLine;
  interestFree: InstallmentLine | undefined;
  /** The longest plan, with interest. */
  longest: InstallmentLine | undefined;
  /** Rules §9 item credit, "em até 10x de R$ …". */
  itemCredit: InstallmentLine | undefined;
}

function line(fragment: LineFragment | null | undefined): InstallmentLine | undefined {
  return fragment
    ? { count: fragment.number_installments, amountCents: toCents(fragment.amount.value) }
    : undefined;
}

/** Undefined when the document did not ask for the lines (the block then plans them itself). */
export function toPriceLines(fragment: PriceLinesFragment | null | undefined): PriceLines | undefined {
  const plan = fragment?.installments;
  if (!plan || !fragment?.pix_price) return undefined;
  return {
    pixCents: toCents(fragment.pix_price.value),
    single: line(plan.single) as InstallmentLine,
    interestFree: line(plan.interest_free),
    longest: line(plan.longest),
    itemCredit: line(plan.item_credit),
  };
}

import {
  convertCents,
  discountPercent,
  displayInstallmentPlan,
  INTEREST_FREE_INSTALLMENTS,
  type InstallmentOption,
  MIN_INSTALLMENT_CENTS,
  PIX_DISCOUNT_PERCENT,
  pixPriceCents,
} from '@store/br';
import { clsx } from 'clsx';
import type { InstallmentLine, PriceLines } from '../lib/price-lines';
import { formatCents } from './price';

/**
 * The price block of product cards and the product page (DESIGN.md "Product card"): regular
 * price struck through when discounted, the final price large, the Pix price (3 % off, rules §9)
 * in green, and the card installments. Every amount comes from `@store/br`, so the storefront
 * shows exactly what checkout charges: interest-free up to 3x, interest from the 4th, R$ 10
 * minimum installment. In the en/de stores the installments are planned in BRL, where the card
 * is charged, and converted with `rate` (displayInstallmentPlan): a R$ 10 minimum is not $10.
 *
 * No hooks: it renders in server components (cards, product page) and inside client components
 * (the bundle total), each passing its own translator of the `product` namespace.
 */

export type PriceMessageKey =
  | 'price.regular'
  | 'price.final'
  | 'price.from'
  | 'price.to'
  | 'price.discount'
  | 'price.discountLabel'
  | 'price.pix'
  | 'price.pixDiscount'
  | 'price.interestFree'
  | 'price.upTo'
  | 'price.single'
  | 'price.itemCredit'
  | 'price.installments'
  | 'price.installmentsCaption'
  | 'price.installmentsHead'
  | 'price.installmentValue'
  | 'price.installmentTotal'
  | 'price.installmentRow'
  | 'price.noInterest'
  | 'price.withInterest'
  | 'price.installmentsNote';

export type PriceTranslate = (key: PriceMessageKey, values?: Record<string, string | number>) => string;

export interface PriceBlockProps {
  /** BCP 47 locale of the shopper (`pt-BR`). */
  locale: string;
  /** Display currency (ISO 4217). */
  currency: string;
  /**
   * BRL → display currency rate (1 for BRL); undefined when unknown, and then no installment is
   * promised rather than one planned in the wrong currency.
   */
  rate: number | undefined;
  finalCents: number;
  /** The price before discounts; equal to `finalCents` when there is none. */
  regularCents: number;
  /** Products whose price depends on choices (bundle, grouped…): the amount is a minimum. */
  isFromPrice?: boolean;
  /**
   * The Pix price and card lines as the server planned them (cards, product page). Without them
   * (a bundle's running total, the wishlist) the block plans them with `rate` through @store/br.
   */
  lines?: PriceLines;
  /** `card`: compact lines for grids and lists; `page`: the product page's buy box. */
  size?: 'card' | 'page';
  t: PriceTranslate;
  className?: string;
}

/** The pieces of a price that the block shows, computed once from the final and regular prices. */
export interface PriceFigures {
  isDiscounted: boolean;
  discountPercent: number;
  pixCents: number;
  /** "ou 3x de R$ Y sem juros": the interest-free option with the most installments. */
  interestFree: InstallmentOption | undefined;
  /** "em até 10x de R$ Z com juros": the longest plan, when it carries interest. */
  longest: InstallmentOption | undefined;
}

/** `rate`: BRL → display currency (1 for BRL); null when unknown, and then no installment is offered. */
export function priceFigures(
  finalCents: number,
  regularCents: number,
  rate: number | null = 1,
): PriceFigures {
  const percent = discountPercent(finalCents, regularCents);
  const plan = rate === null ? [] : displayInstallmentPlan(finalCents, rate);
  const last = plan.at(-1);
  return {
    isDiscounted: percent > 0,
    discountPercent: percent,
    pixCents: pixPriceCents(finalCents),
    interestFree: plan.filter((option) => option.interestFree && option.number_installments > 1).at(-1),
    longest: last && !last.interestFree ? last : undefined,
  };
}

export function PriceBlock({
  locale,
  currency,
  rate,
  finalCents,
  regularCents,
  isFromPrice = false,
  lines,
  size = 'card',
  t,
  className,
}: PriceBlockProps) {
  const money = (cents: number) => formatCents(cents, currency, locale);
  const figures = priceFigures(finalCents, regularCents, lines ? 1 : (rate ?? null));
  const isPage = size === 'page';
  const asLine = (o: InstallmentOption | undefined): InstallmentLine | undefined =>
    o && { count: o.number_installments, amountCents: o.amountCents };
  const pixCents = lines?.pixCents ?? figures.pixCents;
  const interestFree = lines ? lines.interestFree : asLine(figures.interestFree);
  // Every price has a card line: 1x when it is too small to split (R$ 10 minimum installment).
  const single = lines?.single ?? (rate !== undefined ? { count: 1, amountCents: finalCents } : undefined);
  const itemCredit = lines?.itemCredit;
  const longest = lines ? lines.longest : asLine(figures.longest);
  return (
    <div className={clsx('flex flex-col', isPage ? 'gap-1' : 'gap-0.5', className)}>
      {figures.isDiscounted && (
        <p className={clsx('flex items-center gap-2 text-ink-muted', isPage ? 'text-sm' : 'text-xs')}>
          <span className="sr-only">{t('price.regular')}:</span>
          <s className="tabular">{money(regularCents)}</s>
          {isPage && (
            <span className="rounded-full bg-success-tint px-2 py-0.5 text-xs font-semibold text-success">
              <span aria-hidden="true">{t('price.discount', { percent: figures.discountPercent })}</span>
              <span className="sr-only">
                {t('price.discountLabel', { percent: figures.discountPercent })}
              </span>
            </span>
          )}
        </p>
      )}
      <p className={clsx('font-bold text-ink', isPage ? 'text-2xl' : 'text-lg')}>
        {isFromPrice ? (
          <>
            <span className={clsx('font-normal text-ink-muted', isPage ? 'text-sm' : 'text-xs')}>
              {t('price.from')}
            </span>{' '}
          </>
        ) : (
          <span className="sr-only">{t('price.final')}: </span>
        )}
        <span className="tabular">{money(finalCents)}</span>
      </p>
      <p className={clsx('font-semibold text-success', isPage ? 'text-base' : 'text-sm')}>
        <span className="tabular">{t('price.pix', { price: money(pixCents) })}</span>
        {isPage && (
          <span className="block text-xs font-normal">
            {t('price.pixDiscount', { percent: PIX_DISCOUNT_PERCENT })}
          </span>
        )}
      </p>
      {interestFree ? (
        <p className={clsx('text-ink-muted', isPage ? 'text-sm' : 'text-xs')}>
          {t('price.interestFree', { count: interestFree.count, amount: money(interestFree.amountCents) })}
        </p>
      ) : (
        single && (
          <p className={clsx('text-ink-muted', isPage ? 'text-sm' : 'text-xs')}>
            {t('price.single', { amount: money(single.amountCents) })}
          </p>
        )
      )}
      {itemCredit ? (
        <p className={clsx('text-ink-muted', isPage ? 'text-sm' : 'text-xs')}>
          {t('price.itemCredit', { count: itemCredit.count, amount: money(itemCredit.amountCents) })}
        </p>
      ) : (
        isPage &&
        longest && (
          <p className="text-sm text-ink-muted">
            {t('price.upTo', { count: longest.count, amount: money(longest.amountCents) })}
          </p>
        )
      )}
    </div>
  );
}

/**
 * Every installment option of the card plan (1x … 10x), for the product page's "on demand"
 * table: a native <details>, so it opens without JavaScript.
 */
export function InstallmentsTable({
  locale,
  currency,
  rate,
  totalCents,
  t,
}: {
  locale: string;
  currency: string;
  /** BRL → display currency rate, as for PriceBlock; undefined shows no table. */
  rate: number | undefined;
  totalCents: number;
  t: PriceTranslate;
}) {
  if (rate === undefined) return null;
  const plan = displayInstallmentPlan(totalCents, rate);
  if (plan.length <= 1) return null;
  const money = (cents: number) => formatCents(cents, currency, locale);
  return (
    <details className="group rounded border border-line text-sm">
      <summary className="cursor-pointer select-none px-3 py-2 font-medium text-primary-strong hover:underline">
        {t('price.installments')}
      </summary>
      <div className="border-t border-line px-3 pb-3">
        <table className="w-full tabular">
          <caption className="sr-only">{t('price.installmentsCaption')}</caption>
          <thead>
            <tr className="text-left text-xs text-ink-muted">
              <th scope="col" className="py-2 font-medium">
                {t('price.installmentsHead')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('price.installmentValue')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('price.installmentTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.map((option) => (
              <tr key={option.number_installments} className="border-t border-line">
                <th scope="row" className="py-1.5 text-left font-medium">
                  {t('price.installmentRow', { count: option.number_installments })}
                </th>
                <td className="py-1.5">
                  {money(option.amountCents)}{' '}
                  <span className={option.interestFree ? 'text-success' : 'text-ink-muted'}>
                    {option.interestFree
                      ? t('price.noInterest')
                      : t('price.withInterest', {
                          rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
                            option.monthlyRatePercent,
                          ),
                        })}
                  </span>
                </td>
                <td className="py-1.5 text-right">{money(option.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-ink-muted">
          {t('price.installmentsNote', {
            free: INTEREST_FREE_INSTALLMENTS,
            next: INTEREST_FREE_INSTALLMENTS + 1,
            min: money(rate === 1 ? MIN_INSTALLMENT_CENTS : convertCents(MIN_INSTALLMENT_CENTS, rate)),
          })}
        </p>
      </div>
    </details>
  );
}

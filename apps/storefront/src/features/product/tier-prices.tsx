'use client';

import { toCents } from '@store/br';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { clientGraphQL } from '../../lib/graphql.client';
import { useIsLoggedIn } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { graphql } from '../../lib/typed-document';
import { formatCents } from '../../ui/price';
import { TIER_FIELDS, type TierPriceFields } from './product.documents';
import { type TierStep, toTierSteps } from './tier-steps';

interface GroupPriceQuery {
  products: {
    items: Array<{
      price_range: { minimum_price: { final_price: { value: number | null } } };
      price_tiers: Array<TierPriceFields | null> | null;
    } | null>;
  } | null;
}

/** The logged-in customer's group prices of one product (the page itself is the guest's, shared). */
const ProductGroupPrice = graphql<GroupPriceQuery, { sku: string }>(`
  query ProductGroupPrice($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items { price_range { minimum_price { final_price { value } } } price_tiers { ${TIER_FIELDS} } }
    }
  }
`);

interface GroupPrices {
  unitCents: number;
  tiers: TierStep[];
}

/**
 * "A partir de 10 un.: R$ 8,00 cada": the quantity prices under the buy box. The server-rendered
 * page carries the guest's; a logged-in customer's group may have others (and its own unit
 * price), asked once through the proxy that adds the customer's token. The cart prices each line
 * on the server with the same rule.
 */
export function TierPrices({
  sku,
  guestTiers,
  pageUnitCents,
  currency,
}: {
  sku: string;
  guestTiers: TierStep[];
  pageUnitCents: number;
  currency: string;
}) {
  const t = useTranslations('product.tiers');
  const locale = useStoreLocale();
  const { isLoggedIn } = useIsLoggedIn();
  const [group, setGroup] = useState<GroupPrices | undefined>();

  useEffect(() => {
    if (!isLoggedIn) {
      setGroup(undefined);
      return;
    }
    const abort = new AbortController();
    clientGraphQL(locale, ProductGroupPrice, { sku }, abort.signal)
      .then((data) => {
        const item = data.products?.items[0];
        if (!item) return;
        setGroup({
          unitCents: toCents(item.price_range.minimum_price.final_price.value ?? 0),
          tiers: toTierSteps(item.price_tiers),
        });
      })
      // The guest's prices stay on the page; the cart still prices the group's on the server.
      .catch((error: unknown) => {
        if (!abort.signal.aborted) console.error('the group prices could not be read', error);
      });
    return () => abort.abort();
  }, [isLoggedIn, locale, sku]);

  const tiers = group?.tiers ?? guestTiers;
  const ownUnit = group && group.unitCents !== pageUnitCents ? group.unitCents : undefined;
  if (tiers.length === 0 && ownUnit === undefined) return null;
  const money = (cents: number) => formatCents(cents, currency, locale.iso);
  return (
    <section
      data-testid="tier-prices"
      aria-label={t('title')}
      className="rounded border border-line bg-surface-muted px-3 py-2 text-sm text-ink"
    >
      {ownUnit !== undefined && <p className="font-semibold">{t('yourPrice', { price: money(ownUnit) })}</p>}
      {tiers.length > 0 && (
        <ul className="flex flex-col gap-0.5">
          {tiers.map((tier) => (
            <li key={tier.quantity} className="tabular">
              {t('step', { quantity: tier.quantity, price: money(tier.unitCents) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

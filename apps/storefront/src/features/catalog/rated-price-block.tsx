import type { StoreCode } from '../../lib/graphql.server';
import { PriceBlock, type PriceBlockProps } from '../../ui/price-block';
import { brlRate } from './brl-rate.server';

/** The price block of a server render, with the store's BRL rate fetched for it (cards, grids). */
export async function RatedPriceBlock({
  store,
  ...props
}: Omit<PriceBlockProps, 'rate'> & { store: StoreCode }) {
  const rate = await brlRate(store, props.currency);
  return <PriceBlock {...props} rate={rate} />;
}

import type { StoreCode } from '../../lib/graphql.server';
import { brlRate } from './brl-rate.server';
import { PriceBlock, type PriceBlockProps } from './price-block';

/** The price block of a server render, with the store's BRL rate fetched for it (cards, grids). */
export async function RatedPriceBlock({
  store,
  ...props
}: Omit<PriceBlockProps, 'rate'> & { store: StoreCode }) {
  const rate = await brlRate(store, props.currency);
  return <PriceBlock {...props} rate={rate} />;
}

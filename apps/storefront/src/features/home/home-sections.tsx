'use server';

import { CommerceUnavailableError } from '../../lib/graphql.server';
import { translator } from '../../lib/i18n';
import { requestContext } from '../../lib/request.server';
import { getBestRatedProducts, getNewProducts } from './home.server';
import { ProductCarousel } from './product-carousel';

const LOWER_CAROUSELS = {
  'home-best-rated': { title: 'bestRated.title', load: getBestRatedProducts },
  'home-new': { title: 'new.title', load: getNewProducts },
} as const;

export type LowerCarouselId = keyof typeof LOWER_CAROUSELS;

/**
 * A carousel further down the home page, rendered on the server when the shopper scrolls near it
 * (DeferredSection): its cards are not in the page's first HTML nor in its RSC payload, which a
 * phone would otherwise parse and hydrate before the first screen is ready. Nothing when the
 * catalogue has no such products or cannot be reached (logged).
 */
export async function lowerCarousel(segment: string, id: LowerCarouselId) {
  const carousel = LOWER_CAROUSELS[id];
  if (!carousel) return null;
  const ctx = await requestContext(segment);
  try {
    const products = await carousel.load(ctx);
    const t = translator(ctx.locale, 'home');
    return <ProductCarousel id={id} title={t(carousel.title)} products={products} locale={ctx.locale} />;
  } catch (error) {
    if (!(error instanceof CommerceUnavailableError)) throw error;
    console.error(`home: ${id} rendered without catalogue data`, error);
    return null;
  }
}

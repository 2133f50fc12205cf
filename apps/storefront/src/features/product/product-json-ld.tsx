import { fromCents } from '@store/br';
import { type Locale, localePath } from '../../lib/locales';
import { starsOf } from '../../ui/rating-stars';
import type { ProductDetails } from './product.model';

/** Reviews repeated in the structured data (search engines show a few). */
const JSON_LD_REVIEWS = 5;

/**
 * schema.org Product (offer or price range, availability, brand, rating, reviews) and
 * BreadcrumbList for the page, as JSON-LD. URLs are absolute (`origin` of the request).
 */
export function ProductJsonLd({
  product,
  locale,
  origin,
  homeLabel,
}: {
  product: ProductDetails;
  locale: Locale;
  origin: string;
  homeLabel: string;
}) {
  const url = `${origin}${localePath(locale, product.path)}`;
  const { offer } = product;
  const availability = `https://schema.org/${offer.inStock ? 'InStock' : 'OutOfStock'}`;
  const price = (cents: number) => fromCents(cents).toFixed(2);
  const isRange = offer.maxFinalCents > offer.finalCents;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: offer.sku,
    url,
    image: product.gallery.map((image) => `${origin}${image.src}`),
    description: product.metaDescription || undefined,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    offers: isRange
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: offer.currency,
          lowPrice: price(offer.finalCents),
          highPrice: price(offer.maxFinalCents),
          availability,
          url,
        }
      : {
          '@type': 'Offer',
          priceCurrency: offer.currency,
          price: price(offer.finalCents),
          availability,
          itemCondition: 'https://schema.org/NewCondition',
          url,
        },
    aggregateRating:
      product.reviewCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: starsOf(product.ratingSummary),
            bestRating: 5,
            worstRating: 1,
            reviewCount: product.reviewCount,
          }
        : undefined,
    review: product.reviews.slice(0, JSON_LD_REVIEWS).map((review) => ({
      '@type': 'Review',
      name: review.summary,
      reviewBody: review.text,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.nickname },
      reviewRating: { '@type': 'Rating', ratingValue: starsOf(review.rating), bestRating: 5, worstRating: 1 },
    })),
  };
  const crumbs = [{ name: homeLabel, path: '/' }, ...product.breadcrumbs];
  const breadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${localePath(locale, crumb.path ?? product.path)}`,
    })),
  };
  return (
    <script
      type="application/ld+json"
      // JSON-LD must be inline; `<` is escaped so catalogue text cannot close the script element.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised data, not markup
      dangerouslySetInnerHTML={{ __html: JSON.stringify([data, breadcrumbList]).replace(/</g, '\\u003c') }}
    />
  );
}

import type { Locale } from '../../lib/locales';
import type { ProductCardData } from '../../lib/product-card.documents';
import { ProductCard } from '../catalog';

/**
 * Related, upsell and cross-sell products as a horizontal strip of product cards: native
 * scrolling with snap points (swipe on phones, shift+wheel or the scrollbar on desktops),
 * images lazy since the strip sits below the fold.
 */
export function ProductCarousel({
  id,
  title,
  products,
  locale,
}: {
  id: string;
  title: string;
  products: ProductCardData[];
  locale: Locale;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-3 md:mx-0 md:scroll-px-0 md:px-0">
        {products.map((product) => (
          <li key={product.uid} className="w-[15rem] shrink-0 snap-start">
            <ProductCard product={product} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}

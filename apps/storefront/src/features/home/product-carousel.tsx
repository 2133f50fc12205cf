import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import type { ProductCardData } from '../../lib/product-card.documents';
import { NavLink } from '../../ui/nav-link';
import { ProductCard } from '../catalog';
import { ScrollRow } from './scroll-row';

const ITEM_CLASS = 'w-[calc(50%-0.5rem)] shrink-0 snap-start sm:w-[216px]';

/** A titled row of product cards (offers, best rated, new). Nothing is rendered when it is empty. */
export function ProductCarousel({
  id,
  title,
  products,
  locale,
  seeAll,
}: {
  id: string;
  title: string;
  products: readonly ProductCardData[];
  locale: Locale;
  seeAll?: { label: string; path: string };
}) {
  if (products.length === 0) return null;
  const t = translator(locale, 'home');
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink lg:text-xl">
          {title}
        </h2>
        {seeAll && (
          <NavLink
            href={localePath(locale, seeAll.path)}
            className="shrink-0 text-sm font-semibold text-primary-strong hover:text-primary-hover hover:underline"
          >
            {seeAll.label}
          </NavLink>
        )}
      </div>
      <ScrollRow
        listId={`${id}-list`}
        previousLabel={t('carousel.previous', { title })}
        nextLabel={t('carousel.next', { title })}
      >
        {products.map((product) => (
          <li key={product.uid} className={ITEM_CLASS}>
            <ProductCard product={product} locale={locale} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}

const SKELETON_SLOTS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Placeholder of a carousel's size while it streams in (no layout shift). */
export function ProductCarouselSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="mb-3 h-7 w-48 rounded bg-surface-muted" />
      <div className="flex gap-4 overflow-hidden">
        {SKELETON_SLOTS.map((slot) => (
          <div key={slot} className={`${ITEM_CLASS} h-[460px] rounded bg-surface-muted`} />
        ))}
      </div>
    </div>
  );
}

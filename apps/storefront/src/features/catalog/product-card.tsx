import type { Locale } from '../../lib/locales';
import { localePath } from '../../lib/locales';
import type { ProductCardData } from './product-card.documents';

/** A product in a grid (216×268 image) or a list (140×200 image, with the short description). */
export function ProductCard({
  product,
  locale,
  layout = 'grid',
}: {
  product: ProductCardData;
  locale: Locale;
  layout?: 'grid' | 'list';
}) {
  const href = localePath(locale, product.path);
  const price = new Intl.NumberFormat(locale.iso, { style: 'currency', currency: product.currency });
  return (
    <article className={layout === 'grid' ? 'flex flex-col gap-2' : 'flex gap-4'}>
      <a href={href} className="font-medium text-ink hover:underline">
        {product.name}
      </a>
      <p className="tabular font-bold">{price.format(product.finalPrice)}</p>
    </article>
  );
}

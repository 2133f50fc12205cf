import type { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import type { ProductDetails } from './product.model';

type ProductT = ReturnType<typeof translator<'product'>>;

/** The specifications table: SKU, brand, type, package dimensions (cm) and weight (kg). */
export function ProductSpecifications({
  product,
  locale,
  t,
}: {
  product: ProductDetails;
  locale: Locale;
  t: ProductT;
}) {
  const number = new Intl.NumberFormat(locale.iso, { maximumFractionDigits: 3 });
  const rows: Array<[string, string]> = [
    [t('page.sku'), product.offer.sku],
    ...(product.brand ? [[t('page.brand'), product.brand] as [string, string]] : []),
    [t('page.type'), t(`types.${product.typename}`)],
  ];
  if (product.dimensionsCm) {
    const { height, width, length } = product.dimensionsCm;
    rows.push([
      t('page.dimensions'),
      t('page.dimensionsValue', {
        height: number.format(height),
        width: number.format(width),
        length: number.format(length),
      }),
    ]);
  }
  if (product.weightKg !== undefined) {
    rows.push([t('page.weight'), t('page.weightValue', { weight: number.format(product.weightKg) })]);
  }
  return (
    <section aria-labelledby="specifications-heading" className="flex flex-col gap-3">
      <h2 id="specifications-heading" className="text-xl font-semibold">
        {t('page.specifications')}
      </h2>
      <table className="w-full overflow-hidden rounded border border-line text-sm">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-line last:border-b-0 odd:bg-surface-muted">
              <th scope="row" className="w-2/5 px-3 py-2 text-left font-medium text-ink">
                {label}
              </th>
              <td className="px-3 py-2 tabular">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

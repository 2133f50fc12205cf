'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { formatCents } from '../../ui/price';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { bundleCartItem } from '../cart';
import {
  type BundleSelection,
  bundleTotalCents,
  defaultBundleSelection,
  missingBundleItem,
  optionUnitCents,
} from './bundle';
import { BuyActions } from './buy-actions';
import type { BundleItemView, BundleView } from './product.model';
import { SelectionTotal } from './selection-total';

/**
 * A bundle's choices, one control per item as its type says (radio, select, checkbox/multi),
 * with quantities where the catalogue lets them change, and the kit's total for the choice.
 */
export function BundleOptions({
  bundle,
  sku,
  productName,
  inStock,
  locale,
  currency,
  minQuantity,
  maxQuantity,
}: {
  bundle: BundleView;
  sku: string;
  productName: string;
  inStock: boolean;
  locale: string;
  currency: string;
  minQuantity: number;
  maxQuantity: number | undefined;
}) {
  const t = useTranslations('product');
  const [selection, setSelection] = useState<BundleSelection>(() => defaultBundleSelection(bundle));
  const [quantity, setQuantity] = useState(minQuantity);
  const totalCents = bundleTotalCents(bundle, selection);
  const missing = missingBundleItem(bundle, selection);
  const money = (cents: number) => formatCents(cents, currency, locale);

  const update = (item: BundleItemView, next: Record<string, number>) =>
    setSelection((current) => ({ ...current, [item.uid]: next }));

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('bundle.title')}</h2>
      {bundle.items.map((item) => (
        <BundleItemControl
          key={item.uid}
          item={item}
          chosen={selection[item.uid] ?? {}}
          onChange={(next) => update(item, next)}
          price={(option) => money(optionUnitCents(bundle, option))}
        />
      ))}
      <SelectionTotal
        label={t('bundle.total')}
        locale={locale}
        currency={currency}
        totalCents={totalCents * quantity}
      />
      <BuyActions
        productName={productName}
        inStock={inStock}
        quantity={quantity}
        onQuantityChange={setQuantity}
        minQuantity={minQuantity}
        maxQuantity={maxQuantity}
        missingChoice={missing ? t('actions.chooseBundleOption', { title: missing.title }) : undefined}
        cartItems={[bundleCartItem(sku, quantity, selection)]}
      />
    </div>
  );
}

function BundleItemControl({
  item,
  chosen,
  onChange,
  price,
}: {
  item: BundleItemView;
  chosen: Record<string, number>;
  onChange: (next: Record<string, number>) => void;
  /** One unit of the option, formatted. */
  price: (option: BundleItemView['options'][number]) => string;
}) {
  const t = useTranslations('product');
  const id = useId();
  const isSingle = item.type === 'radio' || item.type === 'select';
  const chosenUid = Object.keys(chosen).find((uid) => (chosen[uid] ?? 0) > 0);
  const chosenOption = item.options.find((option) => option.uid === chosenUid);
  const legend = (
    <>
      {item.title}{' '}
      <span className="text-xs font-normal text-ink-muted">
        ({item.required ? t('bundle.required') : t('bundle.optional')})
      </span>
    </>
  );
  const optionText = (option: BundleItemView['options'][number]) =>
    `${option.quantity > 1 && !option.canChangeQuantity ? `${option.quantity} × ` : ''}${option.label} — ${price(option)}`;

  const quantityFor = (option: BundleItemView['options'][number]) =>
    option.canChangeQuantity && (chosen[option.uid] ?? 0) > 0 ? (
      <QuantityStepper
        size="sm"
        value={chosen[option.uid] ?? option.quantity}
        min={1}
        max={undefined}
        onChange={(value) => onChange({ ...chosen, [option.uid]: value })}
        label={t('bundle.quantity', { name: option.label })}
      />
    ) : null;

  if (item.type === 'select') {
    return (
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {legend}
        </label>
        <select
          id={id}
          value={chosenUid ?? ''}
          onChange={(event) => {
            const option = item.options.find((o) => o.uid === event.target.value);
            onChange(option ? { [option.uid]: option.quantity } : {});
          }}
          className="min-h-11 w-full rounded border border-line bg-surface px-3 text-sm"
        >
          {!item.required && <option value="">{t('bundle.none')}</option>}
          {item.required && !chosenUid && (
            <option value="" disabled>
              {t('bundle.choose')}
            </option>
          )}
          {item.options.map((option) => (
            <option key={option.uid} value={option.uid} disabled={!option.inStock}>
              {optionText(option)}
            </option>
          ))}
        </select>
        {chosenOption && quantityFor(chosenOption)}
      </div>
    );
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <ul className="flex flex-col gap-2">
        {isSingle && !item.required && (
          <li>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded border border-line px-3 py-2 text-sm">
              <input
                type="radio"
                name={id}
                checked={!chosenUid}
                onChange={() => onChange({})}
                className="size-4 accent-primary-strong"
              />
              {t('bundle.none')}
            </label>
          </li>
        )}
        {item.options.map((option) => {
          const isChecked = (chosen[option.uid] ?? 0) > 0;
          return (
            <li key={option.uid} className="flex flex-col gap-2 rounded border border-line px-3 py-2">
              <label className="flex min-h-7 cursor-pointer items-center gap-3 text-sm">
                <input
                  type={isSingle ? 'radio' : 'checkbox'}
                  name={id}
                  checked={isChecked}
                  disabled={!option.inStock}
                  onChange={(event) => {
                    if (isSingle) onChange({ [option.uid]: option.quantity });
                    else if (event.target.checked) onChange({ ...chosen, [option.uid]: option.quantity });
                    else onChange({ ...chosen, [option.uid]: 0 });
                  }}
                  className="size-4 shrink-0 accent-primary-strong"
                />
                <span className="flex-1">
                  {option.quantity > 1 && !option.canChangeQuantity && (
                    <span className="tabular">{option.quantity} × </span>
                  )}
                  {option.label}
                  {!option.inStock && <span className="ml-1 text-danger">({t('stock.outOfStock')})</span>}
                </span>
                <span className="tabular whitespace-nowrap font-medium">{price(option)}</span>
              </label>
              {isChecked && quantityFor(option)}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

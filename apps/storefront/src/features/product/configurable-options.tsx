'use client';

import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useTranslations } from 'use-intl/react';
import { Image } from '../../ui/image';
import type { ConfigurableOptionView } from './product.model';

export interface VariantChoice {
  sku: string;
  /** attribute_code → value uid. */
  attributes: Record<string, string>;
  inStock: boolean;
}

/** The variant whose attributes are exactly the chosen values, if the choice is complete. */
export function findVariant(
  options: ConfigurableOptionView[],
  variants: VariantChoice[],
  chosen: Record<string, string>,
): VariantChoice | undefined {
  if (options.some((option) => !chosen[option.attributeCode])) return undefined;
  return variants.find((variant) =>
    options.every((option) => variant.attributes[option.attributeCode] === chosen[option.attributeCode]),
  );
}

/**
 * Swatches of a configurable product. The selected variant lives in the URL (`?variant=<sku>`),
 * so it is shared by link and rendered by the server: a choice that completes a variant
 * replaces the URL and the page re-renders with that variant's price, images and stock.
 */
export function ConfigurableOptions({
  options,
  variants,
  selectedSku,
}: {
  options: ConfigurableOptionView[];
  variants: VariantChoice[];
  selectedSku: string | undefined;
}) {
  const t = useTranslations('product');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const selected = variants.find((variant) => variant.sku === selectedSku);
  // Partial choices of multi-attribute products stay here until they name one variant.
  const [chosen, setChosen] = useState<Record<string, string>>(selected?.attributes ?? {});
  const current = selected ? { ...chosen, ...selected.attributes } : chosen;

  const choose = (code: string, uid: string) => {
    const next = { ...current, [code]: uid };
    setChosen(next);
    const variant = findVariant(options, variants, next);
    const url = new URL(window.location.href);
    if (variant) url.searchParams.set('variant', variant.sku);
    else url.searchParams.delete('variant');
    startTransition(() => router.replace(`${url.pathname}${url.search}`, { scroll: false }));
  };

  return (
    <div className="flex flex-col gap-4" aria-busy={isPending}>
      {options.map((option) => {
        const selectedValue = option.values.find((value) => value.uid === current[option.attributeCode]);
        return (
          <fieldset key={option.attributeCode} className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">
              {selectedValue
                ? t('configurable.selected', { label: option.label, value: selectedValue.label })
                : t('configurable.choose', { label: option.label })}
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const candidates = variants.filter(
                  (variant) =>
                    variant.attributes[option.attributeCode] === value.uid &&
                    options.every(
                      (other) =>
                        other.attributeCode === option.attributeCode ||
                        !current[other.attributeCode] ||
                        variant.attributes[other.attributeCode] === current[other.attributeCode],
                    ),
                );
                const exists = candidates.length > 0;
                const inStock = candidates.some((variant) => variant.inStock);
                const isSelected = value.uid === current[option.attributeCode];
                return (
                  <button
                    key={value.uid}
                    type="button"
                    aria-pressed={isSelected}
                    disabled={!exists}
                    onClick={() => choose(option.attributeCode, value.uid)}
                    aria-label={inStock ? value.label : t('configurable.unavailable', { value: value.label })}
                    className={clsx(
                      'flex min-h-11 items-center gap-2 rounded border bg-surface py-1 pl-1 pr-3 text-sm',
                      isSelected
                        ? 'border-primary-strong font-semibold text-ink ring-2 ring-primary-strong'
                        : 'border-line text-ink hover:border-ink-muted',
                      !inStock && 'text-ink-muted',
                      'disabled:cursor-not-allowed disabled:opacity-50',
                    )}
                  >
                    {value.swatchColor ? (
                      <span
                        aria-hidden="true"
                        className="size-8 rounded-full border border-line"
                        style={{ backgroundColor: value.swatchColor }}
                      />
                    ) : value.swatchImage ? (
                      <Image
                        src={value.swatchImage}
                        alt=""
                        width={100}
                        height={100}
                        className="size-9 rounded bg-surface-muted object-contain"
                      />
                    ) : null}
                    <span className={clsx(!inStock && 'line-through')}>{value.label}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

'use client';

import { Plus, Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { INPUT_CLASSES } from '../../ui/field';
import { useSearchSuggestions } from '../search';
import type { QuoteValues } from './form-schemas';
import { useFieldMessage } from './use-request-errors';

/**
 * The products of a quote: search the catalogue (the header's suggestions query, 300 ms after
 * typing stops) and add SKUs, each with a quantity; typed lines name a product the catalogue lacks.
 */
export function QuoteProducts({
  fields,
  register,
  errors,
}: {
  fields: UseFieldArrayReturn<QuoteValues, 'items'>;
  register: UseFormRegister<QuoteValues>;
  errors: FieldErrors<QuoteValues>;
}) {
  const t = useTranslations('forms.quote');
  const locale = useStoreLocale();
  const message = useFieldMessage();
  const [text, setText] = useState('');
  const searchId = useId();
  const suggestions = useSearchSuggestions(locale, text);
  const items = suggestions.data?.items ?? [];
  const added = new Set(fields.fields.map((item) => item.sku).filter(Boolean));

  return (
    <fieldset className="flex flex-col gap-3 rounded border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('products')}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-ink">
          {t('search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            size={18}
            className="pointer-events-none absolute left-3 top-3 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            className={`${INPUT_CLASSES} pl-10`}
            aria-describedby={`${searchId}-status`}
          />
        </div>
        <p id={`${searchId}-status`} className="sr-only" aria-live="polite">
          {suggestions.term.length >= 2 && !suggestions.isFetching
            ? t('searchCount', { count: items.length })
            : ''}
        </p>
      </div>
      {suggestions.term.length >= 2 && items.length > 0 && (
        <ul aria-label={t('searchResults')} className="divide-y divide-line rounded border border-line">
          {items.map((item) => (
            <li key={item.uid} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium text-ink">{item.name}</span>
                <span className="text-xs text-ink-muted">SKU {item.sku}</span>
              </span>
              <button
                type="button"
                disabled={added.has(item.sku)}
                className={buttonClasses('secondary', 'min-h-9 shrink-0 px-3')}
                aria-label={t('addNamed', { name: item.name })}
                onClick={() => fields.append({ sku: item.sku, name: item.name, quantity: 1 })}
              >
                <Plus aria-hidden size={16} />
                {added.has(item.sku) ? t('added') : t('add')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions.term.length >= 2 && !suggestions.isFetching && items.length === 0 && (
        <p className="text-sm text-ink-muted">{t('noResults')}</p>
      )}

      {fields.fields.length > 0 && (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('chosen')}</caption>
          <thead>
            <tr className="border-b border-line text-left text-ink-muted">
              <th scope="col" className="py-2 font-medium">
                {t('product')}
              </th>
              <th scope="col" className="w-28 py-2 font-medium">
                {t('quantity')}
              </th>
              <th scope="col" className="w-12 py-2">
                <span className="sr-only">{t('remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.fields.map((item, index) => {
              const quantityError = message(errors.items?.[index]?.quantity);
              const nameError = message(errors.items?.[index]?.name, { max: 255 });
              return (
                <tr key={item.id} className="border-b border-line align-top">
                  <td className="py-2 pr-3">
                    {item.sku ? (
                      <>
                        <span className="block font-medium text-ink">{item.name}</span>
                        <span className="text-xs text-ink-muted">SKU {item.sku}</span>
                      </>
                    ) : (
                      <>
                        <input
                          aria-label={t('typedName', { index: index + 1 })}
                          aria-invalid={Boolean(nameError)}
                          className={INPUT_CLASSES}
                          {...register(`items.${index}.name`)}
                        />
                        {nameError && <span className="text-sm text-danger">{nameError}</span>}
                      </>
                    )}
                  </td>
                  <td className="py-2 pr-3">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      aria-label={t('quantityOf', { name: item.name || String(index + 1) })}
                      aria-invalid={Boolean(quantityError)}
                      className={`${INPUT_CLASSES} tabular-nums`}
                      {...register(`items.${index}.quantity`)}
                    />
                    {quantityError && <span className="text-sm text-danger">{quantityError}</span>}
                  </td>
                  <td className="py-2">
                    <button
                      type="button"
                      onClick={() => fields.remove(index)}
                      aria-label={t('removeNamed', { name: item.name || String(index + 1) })}
                      className="inline-flex size-11 items-center justify-center rounded text-ink-muted hover:bg-surface-muted hover:text-danger"
                    >
                      <Trash2 aria-hidden size={18} />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <button
        type="button"
        className={buttonClasses('ghost', 'self-start px-2 text-primary-strong')}
        onClick={() => fields.append({ sku: '', name: '', quantity: 1 })}
      >
        <Plus aria-hidden size={16} />
        {t('addTyped')}
      </button>
    </fieldset>
  );
}

'use client';

import { clsx } from 'clsx';
import { Loader2, Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localeOf, localePath } from '../../lib/locales';
import { productImageSrc } from '../../lib/product-image';
import { Image } from '../../ui/image';
import { formatPrice } from '../../ui/price';
import { type PopularSuggestion, usePopularSuggestions } from './popular-suggestions';
import { SEARCH_ACTION, SEARCH_FIELD_CLASS, SEARCH_INPUT_CLASS, SEARCH_SUBMIT_CLASS } from './search-field';
import { MIN_SUGGESTION_LENGTH, searchResultsPath } from './search-term';
import { useSearchSuggestions } from './use-search-suggestions';

interface SearchBoxProps {
  locale: LocaleCode;
  /** The text the field starts with (the results page passes its term). */
  initialTerm?: string;
  /** Accessible name of the search landmark and field; the header's by default. */
  label?: string;
}

interface Option {
  id: string;
  href: string;
}

/**
 * The search field with suggestions (rules §7/§9: asked 300 ms after typing stops), following the
 * ARIA combobox pattern: arrows move through the suggestions, Enter opens one, Escape closes the
 * panel. Submitting goes to the results page; as a plain GET form it works without JavaScript too.
 */
export function SearchBox({ locale: code, initialTerm = '', label }: SearchBoxProps) {
  const locale = localeOf(code);
  const t = useTranslations('search');
  const router = useRouter();
  const id = useId();
  const listId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data, isError, isFetching, term } = useSearchSuggestions(locale, text);

  const typed = text.trim();
  const canSuggest = typed.length >= MIN_SUGGESTION_LENGTH && term.length >= MIN_SUGGESTION_LENGTH;
  const items = canSuggest && data ? data.items : [];
  // A text that matches nothing gets the popular searches and categories instead of an empty panel.
  const matchesNothing = canSuggest && !isError && data !== undefined && items.length === 0;
  const popular = usePopularSuggestions(locale, matchesNothing);
  const popularGroups = matchesNothing && popular ? popular : { searches: [], categories: [] };
  const popularEntries = [...popularGroups.searches, ...popularGroups.categories];
  const resultsHref = localePath(locale, searchResultsPath(typed));
  const options: Option[] = [
    ...items.map((item) => ({ id: `${id}-option-${item.uid}`, href: localePath(locale, item.path) })),
    ...popularEntries.map((entry) => ({
      id: `${id}-option-${entry.key}`,
      href: localePath(locale, entry.path),
    })),
    { id: `${id}-option-all`, href: resultsHref },
  ];
  const allIndex = options.length - 1;
  const expanded = open && canSuggest && (data !== undefined || isError);
  const money = (value: number, currency: string) => formatPrice(value, currency, locale.iso);

  // Text typed before the page became interactive (slow phones) is kept and searched.
  useEffect(() => {
    const typedEarly = inputRef.current?.value;
    if (typedEarly && typedEarly !== initialTerm) {
      setText(typedEarly);
      if (document.activeElement === inputRef.current) setOpen(true);
    }
  }, [initialTerm]);

  // A new answer starts without an active option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the suggestions change
  useEffect(() => setActive(-1), [data, term, popular]);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (expanded) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (expanded) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          go(option.href);
        }
        break;
      }
      case 'Escape':
        // Consumed here, so a surrounding panel (the phone search row) does not close as well.
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          setText('');
        }
        break;
    }
  };

  const optionClass = (index: number) =>
    clsx(
      'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
      index === active ? 'bg-primary-tint text-primary-hover' : 'text-ink hover:bg-surface-muted',
    );

  return (
    // A search landmark that is also the no-JavaScript GET form (<search> is not yet known to every screen reader).
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      aria-label={label ?? t('label')}
      action={localePath(locale, SEARCH_ACTION)}
      method="get"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        if (!typed) {
          inputRef.current?.focus();
          return;
        }
        go(resultsHref);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {label ?? t('label')}
      </label>
      <div className={SEARCH_FIELD_CLASS}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          name="term"
          value={text}
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={SEARCH_INPUT_CLASS}
        />
        {isFetching && canSuggest && (
          <Loader2 aria-hidden="true" size={18} className="mr-2 animate-spin text-ink-muted" />
        )}
        <button type="submit" aria-label={t('submit')} className={SEARCH_SUBMIT_CLASS}>
          <Search aria-hidden="true" size={20} />
        </button>
      </div>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded border border-line bg-surface shadow-overlay"
      >
        <div role="listbox" id={listId} aria-label={t('suggestions')} aria-busy={isFetching || undefined}>
          {isError ? (
            <div
              role="option"
              tabIndex={-1}
              aria-selected={false}
              aria-disabled="true"
              className="px-3 py-2 text-sm text-danger"
            >
              {t('error')}
            </div>
          ) : (
            items.length === 0 && (
              <div
                role="option"
                tabIndex={-1}
                aria-selected={false}
                aria-disabled="true"
                className="px-3 py-2 text-sm text-ink-muted"
              >
                {t('noSuggestions', { term: typed })}
              </div>
            )
          )}
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
            <div
              key={item.uid}
              id={options[index]?.id}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={optionClass(index)}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(localePath(locale, item.path))}
            >
              <span className="h-14 w-14 shrink-0 overflow-hidden rounded bg-surface-muted">
                {item.imageUrl && (
                  <Image
                    src={productImageSrc(item.imageUrl, 'swatch')}
                    alt=""
                    width={100}
                    height={100}
                    className="h-14 w-14 object-contain"
                  />
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-medium">{item.name}</span>
                <span className="block text-xs text-ink-muted">{t('sku', { sku: item.sku })}</span>
              </span>
              {item.price && (
                <span className="tabular shrink-0 font-semibold">
                  {money(item.price.value, item.price.currency)}
                </span>
              )}
            </div>
          ))}
          {[
            { label: t('popularSearches'), entries: popularGroups.searches, offset: items.length },
            {
              label: t('popularCategories'),
              entries: popularGroups.categories,
              offset: items.length + popularGroups.searches.length,
            },
          ].map(
            (group) =>
              group.entries.length > 0 && (
                <PopularGroup
                  key={group.label}
                  label={group.label}
                  entries={group.entries}
                  optionIds={options.slice(group.offset).map((option) => option.id)}
                  active={active - group.offset}
                  optionClass={(index) => optionClass(group.offset + index)}
                  onActivate={(index) => setActive(group.offset + index)}
                  onChoose={(entry) => go(localePath(locale, entry.path))}
                />
              ),
          )}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant) */}
          <div
            id={options[allIndex]?.id}
            role="option"
            tabIndex={-1}
            aria-selected={active === allIndex}
            className={clsx(
              'flex cursor-pointer items-center gap-3 border-t border-line px-3 py-2 text-sm font-semibold',
              active === allIndex
                ? 'bg-primary-tint text-primary-hover'
                : 'text-primary-strong hover:bg-surface-muted',
            )}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(allIndex)}
            onClick={() => go(resultsHref)}
          >
            <Search aria-hidden="true" size={16} />
            {t('seeAll', { term: typed })}
          </div>
        </div>
      </div>
      <p role="status" className="sr-only">
        {expanded && !isFetching && !isError ? t('suggestionsStatus', { count: items.length }) : ''}
      </p>
    </form>
  );
}

interface PopularGroupProps {
  label: string;
  entries: PopularSuggestion[];
  /** The combobox's option ids from this group's first entry on. */
  optionIds: string[];
  /** Index of the active entry within the group (outside it when negative or too large). */
  active: number;
  optionClass: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (entry: PopularSuggestion) => void;
}

/** A labelled group of popular searches or categories inside the suggestions listbox. */
function PopularGroup({
  label,
  entries,
  optionIds,
  active,
  optionClass,
  onActivate,
  onChoose,
}: PopularGroupProps) {
  const headingId = `${optionIds[0]}-group`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group", not a fieldset
    <div role="group" aria-labelledby={headingId} className="border-t border-line py-1">
      <div
        id={headingId}
        role="presentation"
        className="px-3 pt-1 text-xs font-semibold uppercase text-ink-muted"
      >
        {label}
      </div>
      {entries.map((entry, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
        <div
          key={entry.key}
          id={optionIds[index]}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={optionClass(index)}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onActivate(index)}
          onClick={() => onChoose(entry)}
        >
          {entry.label}
        </div>
      ))}
    </div>
  );
}

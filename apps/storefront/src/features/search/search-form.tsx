import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { Search } from '../../ui/server-icons';
import { SEARCH_ACTION, SEARCH_FIELD_CLASS, SEARCH_INPUT_CLASS, SEARCH_SUBMIT_CLASS } from './search-field';

/** The header's search as a plain GET form (no suggestions): what phones and no-JavaScript browsers get. */
export function SearchForm({ locale }: { locale: Locale }) {
  const t = translator(locale, 'search');
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every screen reader
    <form
      role="search"
      aria-label={t('label')}
      action={localePath(locale, SEARCH_ACTION)}
      method="get"
      className="relative w-full"
    >
      <label htmlFor="header-search-term" className="sr-only">
        {t('label')}
      </label>
      <div className={SEARCH_FIELD_CLASS}>
        <input
          id="header-search-term"
          type="search"
          name="term"
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={SEARCH_INPUT_CLASS}
        />
        <button type="submit" aria-label={t('submit')} className={SEARCH_SUBMIT_CLASS}>
          <Search aria-hidden="true" size={20} />
        </button>
      </div>
    </form>
  );
}

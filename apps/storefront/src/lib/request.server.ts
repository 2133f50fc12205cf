import 'server-only';
import { type Locale, localeOf, parseLocaleSegment } from './locales';

/** What a server render needs to ask the commerce server on the shopper's behalf. */
export interface RequestContext {
  locale: Locale;
  /** `Store` header: the locale's store view. */
  store: Locale['store'];
  /** `Content-Currency` header: the display currency the `[locale]` segment names. */
  currency: string;
}

/**
 * The request context of a page, from its `[locale]` segment alone (`default`, `en~BRL`…: the
 * proxy puts the shopper's vsf-currency cookie there), so that pages stay cacheable.
 */
export async function requestContext(segment: string | undefined): Promise<RequestContext> {
  const parsed = parseLocaleSegment(segment);
  const locale = parsed?.locale ?? localeOf(undefined);
  return { locale, store: locale.store, currency: parsed?.currency ?? locale.currency };
}

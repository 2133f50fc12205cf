import 'server-only';
import { cookies } from 'next/headers';
import { COOKIES, type Locale, localeOf } from './locales';

const CURRENCIES = ['BRL', 'USD', 'EUR'];

/** What a server render needs to ask the commerce server on the shopper's behalf. */
export interface RequestContext {
  locale: Locale;
  /** `Store` header: the locale's store view. */
  store: Locale['store'];
  /** `Content-Currency` header: the vsf-currency cookie when valid, else the locale's default. */
  currency: string;
}

/** The request context of a page, from its `[locale]` segment and the shopper's cookies. */
export async function requestContext(localeCode: string | undefined): Promise<RequestContext> {
  const locale = localeOf(localeCode);
  const chosen = (await cookies()).get(COOKIES.currency)?.value;
  return {
    locale,
    store: locale.store,
    currency: chosen && CURRENCIES.includes(chosen) ? chosen : locale.currency,
  };
}

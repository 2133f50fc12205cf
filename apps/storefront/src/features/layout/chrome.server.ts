import 'server-only';
import { cookies } from 'next/headers';
import { CommerceQueryError, CommerceUnavailableError, commerceQuery } from '../../lib/graphql.server';
import { COOKIES, LOCALES, type LocaleCode } from '../../lib/locales';
import type { RequestContext } from '../../lib/request.server';
import { site } from '../../lib/site';
import { SiteChrome, StoreSwitchers } from './chrome.documents';
import { type MenuCategory, menuCategories } from './menu-categories';

export interface Logo {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ChromeData {
  logo: Logo;
  departments: MenuCategory[];
}

/** A store view the shopper can switch to: one of our locales. */
export interface StoreOption {
  locale: LocaleCode;
  label: string;
  currency: string;
}

/** What the store and currency switchers offer; absent when the query failed (rules §7: hidden). */
export interface SwitcherData {
  stores: StoreOption[];
  currencies: string[];
}

/**
 * Logo and menu of the header. When the commerce server cannot answer, the chrome still renders
 * (logo shipped with the storefront, no department menu): the page below says what is missing.
 */
export async function loadChrome(ctx: RequestContext): Promise<ChromeData> {
  try {
    const data = await commerceQuery(SiteChrome, {}, { store: ctx.store, currency: ctx.currency });
    const config = data.storeConfig;
    return {
      logo: {
        src: resolveLogoSrc(config?.header_logo_src),
        alt: config?.logo_alt || config?.store_name || site.name,
        width: config?.logo_width || site.logo.width,
        height: config?.logo_height || site.logo.height,
      },
      departments: menuCategories(data.categories?.items?.[0]?.children, ctx.locale.iso),
    };
  } catch (error) {
    if (!(error instanceof CommerceUnavailableError || error instanceof CommerceQueryError)) throw error;
    console.error(`Site chrome rendered without store data (store ${ctx.store}):`, error);
    return { logo: { ...site.logo, alt: site.name }, departments: [] };
  }
}

/** Stores and currencies for the switchers, or undefined when the query fails (they hide). */
export async function loadSwitchers(ctx: RequestContext): Promise<SwitcherData | undefined> {
  try {
    const data = await commerceQuery(StoreSwitchers, {}, { store: ctx.store, currency: ctx.currency });
    const stores = (data.availableStores ?? []).flatMap((store): StoreOption[] => {
      const locale = LOCALES.find((candidate) => candidate.store === store?.store_code);
      if (!locale) return [];
      return [
        {
          locale: locale.code,
          label: locale.label,
          currency: store?.default_display_currency_code || locale.currency,
        },
      ];
    });
    const currencies = (data.currency?.available_currency_codes ?? []).filter(
      (code): code is string => typeof code === 'string' && code.length > 0,
    );
    return { stores, currencies };
  } catch (error) {
    if (!(error instanceof CommerceUnavailableError || error instanceof CommerceQueryError)) throw error;
    console.error(`Store and currency switchers hidden (store ${ctx.store}):`, error);
    return undefined;
  }
}

/** Logged in when the customer token cookie exists (rules §4 Session). */
export async function isLoggedIn(): Promise<boolean> {
  return (await cookies()).has(COOKIES.customer);
}

/**
 * storeConfig.header_logo_src is a path relative to the storefront's public folder (the SVG
 * shipped in public/logo/); absolute URLs and root paths are used as they are.
 */
export function resolveLogoSrc(src: string | null | undefined): string {
  if (!src) return site.logo.src;
  if (/^https?:\/\//.test(src) || src.startsWith('/')) return src;
  return `/${src}`;
}

import compile from 'icu-minify/compile';
import { createTranslator } from 'use-intl/core';
import deAccount from '../messages/de-DE/account.json';
import deBlog from '../messages/de-DE/blog.json';
import deCart from '../messages/de-DE/cart.json';
import deCheckout from '../messages/de-DE/checkout.json';
import deCommon from '../messages/de-DE/common.json';
import deContent from '../messages/de-DE/content.json';
import deEngagement from '../messages/de-DE/engagement.json';
import deErrors from '../messages/de-DE/errors.json';
import deForms from '../messages/de-DE/forms.json';
import deHome from '../messages/de-DE/home.json';
import deLayout from '../messages/de-DE/layout.json';
import deListing from '../messages/de-DE/listing.json';
import deProduct from '../messages/de-DE/product.json';
import deSearch from '../messages/de-DE/search.json';
import deWishlist from '../messages/de-DE/wishlist.json';
import enAccount from '../messages/en-US/account.json';
import enBlog from '../messages/en-US/blog.json';
import enCart from '../messages/en-US/cart.json';
import enCheckout from '../messages/en-US/checkout.json';
import enCommon from '../messages/en-US/common.json';
import enContent from '../messages/en-US/content.json';
import enEngagement from '../messages/en-US/engagement.json';
import enErrors from '../messages/en-US/errors.json';
import enForms from '../messages/en-US/forms.json';
import enHome from '../messages/en-US/home.json';
import enLayout from '../messages/en-US/layout.json';
import enListing from '../messages/en-US/listing.json';
import enProduct from '../messages/en-US/product.json';
import enSearch from '../messages/en-US/search.json';
import enWishlist from '../messages/en-US/wishlist.json';
import ptAccount from '../messages/pt-BR/account.json';
import ptBlog from '../messages/pt-BR/blog.json';
import ptCart from '../messages/pt-BR/cart.json';
import ptCheckout from '../messages/pt-BR/checkout.json';
import ptCommon from '../messages/pt-BR/common.json';
import ptContent from '../messages/pt-BR/content.json';
import ptEngagement from '../messages/pt-BR/engagement.json';
import ptErrors from '../messages/pt-BR/errors.json';
import ptForms from '../messages/pt-BR/forms.json';
import ptHome from '../messages/pt-BR/home.json';
import ptLayout from '../messages/pt-BR/layout.json';
import ptListing from '../messages/pt-BR/listing.json';
import ptProduct from '../messages/pt-BR/product.json';
import ptSearch from '../messages/pt-BR/search.json';
import ptWishlist from '../messages/pt-BR/wishlist.json';
import { type Locale, type LocaleCode, localeOf } from './locales';
import { pickMessages } from './message-tree';

/**
 * Shopper-facing words (STYLE §5: they come from message files). One JSON file per namespace
 * and language under src/messages/<iso>/; each feature owns its namespace. Register a new
 * namespace in NAMESPACES below (all three languages).
 */
const NAMESPACES = {
  'pt-BR': {
    common: ptCommon,
    layout: ptLayout,
    errors: ptErrors,
    listing: ptListing,
    search: ptSearch,
    product: ptProduct,
    content: ptContent,
    home: ptHome,
    cart: ptCart,
    blog: ptBlog,
    forms: ptForms,
    engagement: ptEngagement,
    checkout: ptCheckout,
    account: ptAccount,
    wishlist: ptWishlist,
  },
  'en-US': {
    common: enCommon,
    layout: enLayout,
    errors: enErrors,
    listing: enListing,
    search: enSearch,
    product: enProduct,
    content: enContent,
    home: enHome,
    cart: enCart,
    blog: enBlog,
    forms: enForms,
    engagement: enEngagement,
    checkout: enCheckout,
    account: enAccount,
    wishlist: enWishlist,
  },
  'de-DE': {
    common: deCommon,
    layout: deLayout,
    errors: deErrors,
    listing: deListing,
    search: deSearch,
    product: deProduct,
    content: deContent,
    home: deHome,
    cart: deCart,
    blog: deBlog,
    forms: deForms,
    engagement: deEngagement,
    checkout: deCheckout,
    account: deAccount,
    wishlist: deWishlist,
  },
} as const;

export type Messages = (typeof NAMESPACES)['pt-BR'];

/**
 * Messages are compiled from ICU text once per language (icu-minify), so that formatting needs
 * no ICU parser: next.config.ts points use-intl's formatter at its format-only build, which keeps
 * the parser (intl-messageformat) out of the browser's JavaScript. The compiled form keeps each
 * message's key; only the text becomes a compact structure.
 */
const compiled = new Map<Locale['iso'], Messages>();

function compileTree(tree: unknown): unknown {
  // As plain JSON: compiled plurals are null-prototype objects, which React cannot pass to the
  // browser.
  if (typeof tree === 'string') return JSON.parse(JSON.stringify(compile(tree)));
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, compileTree(value)]));
  }
  return tree;
}

/** Every message of a locale (compiled), for the server translator and the client IntlProvider. */
export function messagesOf(locale: Locale | LocaleCode): Messages {
  const iso = typeof locale === 'string' ? localeOf(locale).iso : locale.iso;
  let messages = compiled.get(iso);
  if (!messages) {
    messages = compileTree(NAMESPACES[iso]) as Messages;
    compiled.set(iso, messages);
  }
  return messages;
}

/**
 * The messages client components read (useTranslations), as paths into the message tree: a
 * namespace, or a part of one ('account.login'). Server components read every message; the
 * browser gets only these, so that a page does not carry the words of pages it is not.
 *
 * CLIENT_MESSAGES come with every page: the chrome's client components (header, menus, search,
 * overlays, cart, wishlist, login, cookie and newsletter prompts, error views) and product cards.
 */
export const CLIENT_MESSAGES = [
  'layout.nav',
  'layout.menu',
  'layout.overlays',
  'layout.switchers',
  'layout.bottomBar',
  'layout.header',
  'layout.whatsapp',
  'layout.footer.whatsappChat',
  'layout.backToTop',
  'layout.notifications',
  'errors',
  'search.label',
  'search.placeholder',
  'search.submit',
  'search.suggestions',
  'search.seeAll',
  'search.noSuggestions',
  'search.error',
  'search.suggestionsStatus',
  'search.sku',
  'search.popularSearches',
  'search.popularCategories',
  'product.price',
  'product.stock',
  'product.rating',
  'product.actions',
  'cart',
  'account.loading',
  'account.loadFailed',
  'account.errors',
  'account.session',
  'account.modal',
  'account.login',
  'account.register',
  'account.forgot',
  'wishlist',
  'engagement.newsletter',
  'engagement.chat',
  'engagement.consent',
] as const;

/**
 * Messages only some pages' client components read, added by those pages with <PageMessages>:
 * checkout and payments (checkout, My Account), the request forms and the FAQ (content pages,
 * blog), My Account's views (its pages, account confirmation, password reset) and the product
 * page's gallery and option pickers.
 */
export const PAGE_MESSAGES = {
  checkout: ['checkout'],
  forms: ['forms'],
  account: [
    'account.nav',
    'account.overview',
    'account.profile',
    'account.addresses',
    'account.newsletter',
    'account.reviews',
    'account.orders',
    'account.downloads',
    'account.order',
    'account.reset',
    'account.confirm',
  ],
  product: [
    'product.page.sku',
    'product.gallery',
    'product.configurable',
    'product.bundle',
    'product.grouped',
    'product.downloadable',
    'product.giftCard',
    'product.reviewForm',
    'product.tiers',
  ],
} as const;
export type PageMessagesPart = keyof typeof PAGE_MESSAGES;

/** Picks of the message tree, made once per locale and set of paths (every request asks again). */
const picked = new Map<string, Partial<Messages>>();

function pickOnce(locale: Locale, paths: readonly string[]): Partial<Messages> {
  const key = `${locale.iso}:${paths.join()}`;
  let messages = picked.get(key);
  if (!messages) {
    messages = pickMessages(messagesOf(locale), paths) as Partial<Messages>;
    picked.set(key, messages);
  }
  return messages;
}

/** The messages sent to the browser with every page: only what the chrome's client components need. */
export function clientMessagesOf(locale: Locale): Partial<Messages> {
  return pickOnce(locale, CLIENT_MESSAGES);
}

/** The messages pages add for their own client components (PageMessages). */
export function pageMessagesOf(locale: Locale, parts: readonly PageMessagesPart[]): Partial<Messages> {
  return pickOnce(
    locale,
    parts.flatMap((part) => PAGE_MESSAGES[part]),
  );
}

/** A translator for server components: `const t = translator(locale, 'common'); t('home')`. */
export function translator<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale: locale.iso, messages: messagesOf(locale), namespace });
}

/**
 * The content pages of rules §2 and their routes. Alias pairs (`/AboutUs` and `/sobre-nos`) render
 * one view and declare one canonical URL: the Portuguese slug. CMS-backed pages take their text
 * from the CMS page seeded in the backend under `identifier` (its url_key is the same slug).
 */

/** Message keys (namespace `content`, `pages.*`) of the institutional pages. */
export type ContentPageKey =
  | 'about'
  | 'contact'
  | 'faq'
  | 'shipping'
  | 'payments'
  | 'returnPolicy'
  | 'privacy'
  | 'work'
  | 'coupons'
  | 'budget'
  | 'productReturn';

export interface CmsContentPage {
  key: ContentPageKey;
  /** CMS page identifier in the backend. */
  identifier: string;
  /** Canonical path (Portuguese slug) without locale prefix. */
  path: string;
}

export const CMS_CONTENT_PAGES = {
  about: { key: 'about', identifier: 'sobre-nos', path: '/sobre-nos' },
  contact: { key: 'contact', identifier: 'fale-conosco', path: '/fale-conosco' },
  faq: { key: 'faq', identifier: 'faq', path: '/faq' },
  shipping: { key: 'shipping', identifier: 'frete-entrega', path: '/frete-entrega' },
  payments: { key: 'payments', identifier: 'pagamentos-e-reembolso', path: '/pagamentos-e-reembolso' },
  returnPolicy: { key: 'returnPolicy', identifier: 'politica-devolucao', path: '/politica-devolucao' },
  privacy: { key: 'privacy', identifier: 'privacidade', path: '/privacidade' },
  work: { key: 'work', identifier: 'trabalhe-conosco', path: '/trabalhe-conosco' },
  coupons: { key: 'coupons', identifier: 'cupons', path: '/cupons' },
} as const satisfies Record<string, CmsContentPage>;

export type CmsContentKey = keyof typeof CMS_CONTENT_PAGES;

/** Form pages whose text lives in the storefront's messages (no CMS page exists for them). */
export const FORM_PAGES = {
  budget: { key: 'budget', path: '/orcamento' },
  productReturn: { key: 'productReturn', path: '/devolucao' },
} as const satisfies Record<string, { key: ContentPageKey; path: string }>;

export type FormPageKey = keyof typeof FORM_PAGES;

/** The institutional navigation beside every content page and on the links page, in this order. */
export const INSTITUTIONAL_LINKS: ReadonlyArray<{ key: ContentPageKey; path: string }> = [
  CMS_CONTENT_PAGES.about,
  CMS_CONTENT_PAGES.contact,
  CMS_CONTENT_PAGES.faq,
  CMS_CONTENT_PAGES.shipping,
  CMS_CONTENT_PAGES.payments,
  CMS_CONTENT_PAGES.returnPolicy,
  FORM_PAGES.productReturn,
  FORM_PAGES.budget,
  CMS_CONTENT_PAGES.coupons,
  CMS_CONTENT_PAGES.work,
  CMS_CONTENT_PAGES.privacy,
];

/** Canonical paths of every content page (sitemap). */
export const CONTENT_PATHS: readonly string[] = [
  ...Object.values(CMS_CONTENT_PAGES).map((page) => page.path),
  ...Object.values(FORM_PAGES).map((page) => page.path),
];

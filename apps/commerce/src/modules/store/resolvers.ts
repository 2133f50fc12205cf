import type { RequestContext } from '../../graphql/context';
import { NotFoundError } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/types';
import { encodeUid } from '../../graphql/uid';
import { ROOT_CATEGORY_ID } from '../catalog/indexer';
import { CATEGORY_URL_SUFFIX, PRODUCT_URL_SUFFIX } from '../catalog/product-output';
import { findCountry, listCountries } from './countries';
import { AVAILABLE_CURRENCIES, BASE_CURRENCY, CURRENCY_SYMBOLS, STORE_VIEWS, type StoreView } from './stores';
import { STORE_TIME_ZONE } from './time-zone';

/** StoreConfig of one store view: Magento's flat object of store settings. */
function storeConfig(store: StoreView, ctx: RequestContext) {
  const storefront = `${ctx.config.storefrontUrl}${store.routePrefix}/`;
  const media = `${ctx.config.publicUrl}/media/`;
  return {
    id: STORE_VIEWS.indexOf(store) + 1,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_sort_order: store.sortOrder,
    is_default_store: store.isDefault,
    store_group_code: 'main_website_store',
    store_group_name: 'Escritório Total',
    is_default_store_group: true,
    website_id: 1,
    website_code: 'base',
    website_name: 'Escritório Total',
    locale: store.locale,
    base_currency_code: BASE_CURRENCY,
    default_display_currency_code: store.defaultCurrency,
    timezone: STORE_TIME_ZONE,
    weight_unit: 'kgs',
    base_url: storefront,
    base_link_url: storefront,
    base_static_url: `${ctx.config.storefrontUrl}/static/`,
    base_media_url: media,
    secure_base_url: storefront,
    secure_base_link_url: storefront,
    secure_base_static_url: `${ctx.config.storefrontUrl}/static/`,
    secure_base_media_url: media,
    use_store_in_url: !store.isDefault,
    product_url_suffix: PRODUCT_URL_SUFFIX,
    category_url_suffix: CATEGORY_URL_SUFFIX,
    title_separator: '-',
    list_mode: 'grid-list',
    // Page sizes of the spec (§2, §9): 10, 20 or 50 per page.
    grid_per_page_values: '10,20,50',
    list_per_page_values: '10,20,50',
    grid_per_page: 20,
    list_per_page: 10,
    catalog_default_sort_by: 'position',
    root_category_id: ROOT_CATEGORY_ID,
    root_category_uid: encodeUid(ROOT_CATEGORY_ID),
    front: 'cms',
    cms_home_page: 'home',
    no_route: 'cms/noroute/index',
    cms_no_route: 'no-route',
    cms_no_cookies: 'enable-cookies',
    show_cms_breadcrumbs: 1,
    // Password policy of rules §5: 8 characters with upper, lower, digit and special character.
    required_character_classes_number: '4',
    minimum_password_length: '8',
    autocomplete_on_storefront: true,
    create_account_confirmation: true,
    newsletter_enabled: true,
    magento_wishlist_general_is_enabled: '1',
    is_guest_checkout_enabled: true,
    is_one_page_checkout_enabled: true,
    max_items_in_order_summary: 10,
    cart_summary_display_quantity: 1,
    minicart_display: true,
    minicart_max_items: 10,
    cart_expires_in_days: 30,
    grouped_product_image: 'ITSELF',
    configurable_product_image: 'ITSELF',
    configurable_thumbnail_source: 'itself',
    product_reviews_enabled: '1',
    allow_guests_to_write_product_reviews: '0',
    head_shortcut_icon: `${ctx.config.storefrontUrl}/favicon.ico`,
    header_logo_src: 'logo/escritorio-total.svg',
    logo_alt: store.name,
    logo_width: 180,
    logo_height: 48,
    welcome:
      store.code === 'default'
        ? 'Bem-vindo à Escritório Total!'
        : store.code === 'en'
          ? 'Welcome to Escritório Total!'
          : 'Willkommen bei Escritório Total!',
    copyright: '© 2026 Escritório Total Comércio Ltda. CNPJ 11.222.333/0001-81',
    absolute_footer: null,
    default_title: store.defaultTitle,
    default_description: store.defaultDescription,
    default_keywords: 'material de escritório, papelaria, informática, limpeza, copa, café',
    title_prefix: null,
    title_suffix: null,
    demonotice: 0,
    head_includes: null,
    // No gift messages, and no fixed product taxes (the store charges no taxes at all).
    allow_order: '0',
    allow_items: '0',
    product_fixed_product_tax_display_setting: 'FPT_DISABLED',
    category_fixed_product_tax_display_setting: 'FPT_DISABLED',
    sales_fixed_product_tax_display_setting: 'FPT_DISABLED',
    payment_payflowpro_cc_vault_active: '0',
    braintree_cc_vault_active: '0',
  };
}

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_: unknown, __: unknown, ctx: RequestContext) => storeConfig(ctx.store, ctx),
    // One website with one store group holds all three views, so useCurrentGroup changes nothing.
    availableStores: (_: unknown, __: unknown, ctx: RequestContext) =>
      STORE_VIEWS.map((store) => storeConfig(store, ctx)),
    currency: async (_: unknown, __: unknown, ctx: RequestContext) => {
      const rates = await ctx.services.store.exchangeRates(ctx);
      return {
        base_currency_code: BASE_CURRENCY,
        base_currency_symbol: CURRENCY_SYMBOLS[BASE_CURRENCY],
        default_display_currecy_code: ctx.store.defaultCurrency,
        default_display_currency_code: ctx.store.defaultCurrency,
        default_display_currecy_symbol: CURRENCY_SYMBOLS[ctx.store.defaultCurrency],
        default_display_currency_symbol: CURRENCY_SYMBOLS[ctx.store.defaultCurrency],
        available_currency_codes: [...AVAILABLE_CURRENCIES],
        exchange_rates: AVAILABLE_CURRENCIES.map((code) => ({
          currency_to: code,
          rate: rates.get(code) ?? null,
        })),
      };
    },
    countries: (_: unknown, __: unknown, ctx: RequestContext) => listCountries(ctx.store.languageTag),
    country: (_: unknown, args: { id?: string | null }, ctx: RequestContext) => {
      const country = args.id ? findCountry(args.id, ctx.store.languageTag) : undefined;
      if (!country) throw new NotFoundError("The country isn't available.");
      return country;
    },
  },
  Country: { three_letter_abbreviation: () => null },
};

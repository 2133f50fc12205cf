import countryCodes from 'i18n-iso-countries';
import { defineRoute, type RestModule } from '../../rest/api';
import { notFound } from '../../rest/errors';
import { ROOT_CATEGORY_ID } from '../catalog/indexer';
import { PERMISSIONS } from '../staff/acl';
import { type CountryRecord, findCountry, listCountries } from './countries';
import { BASE_CURRENCY, DEFAULT_STORE, STORE_VIEWS, type StoreView } from './stores';
import { STORE_TIME_ZONE } from './time-zone';

/**
 * Magento_Store's web API routes (`webapi.xml`: store views, groups, websites, configs), which ERP connectors call as a
 * "test connection" right after receiving their credentials: one website, one store group, the
 * store views of the spec. Plain arrays, not search envelopes.
 */

const WEBSITE = { id: 1, code: 'base', name: 'Escritório Total', default_group_id: 1 };
const GROUP = {
  id: 1,
  website_id: 1,
  root_category_id: ROOT_CATEGORY_ID,
  default_store_id: 1,
  name: 'Escritório Total',
  code: 'main_website_store',
};

const storeId = (store: StoreView) => STORE_VIEWS.indexOf(store) + 1;

/**
 * Magento_Directory's CountryInformation: the ISO codes, the names in English and in the store
 * view's language, and the regions (UFs for Brazil) when the country has them — what an ERP
 * maps an address's `region_id` with.
 */
function countryInformation(country: CountryRecord) {
  return {
    id: country.id,
    two_letter_abbreviation: country.two_letter_abbreviation,
    three_letter_abbreviation: countryCodes.alpha2ToAlpha3(country.id) ?? country.id,
    full_name_locale: country.full_name_locale,
    full_name_english: country.full_name_english,
    ...(country.available_regions && {
      available_regions: country.available_regions.map(({ id, code, name }) => ({ id, code, name })),
    }),
  };
}

export const storeRestRoutes: RestModule = ({ config }) => {
  const storeConfig = (store: StoreView) => {
    const storefront = `${config.storefrontUrl}${store.routePrefix}/`;
    const media = `${config.publicUrl}/media/`;
    const statics = `${config.storefrontUrl}/static/`;
    return {
      id: storeId(store),
      code: store.code,
      website_id: 1,
      locale: store.locale,
      base_currency_code: BASE_CURRENCY,
      default_display_currency_code: store.defaultCurrency,
      timezone: STORE_TIME_ZONE,
      weight_unit: 'kgs',
      base_url: storefront,
      base_link_url: storefront,
      base_static_url: statics,
      base_media_url: media,
      secure_base_url: storefront,
      secure_base_link_url: storefront,
      secure_base_static_url: statics,
      secure_base_media_url: media,
    };
  };
  const languageOf = (store: StoreView | null) => (store ?? DEFAULT_STORE).languageTag;
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/directory/countries',
      acl: 'anonymous',
      tag: 'directory',
      summary: 'Countries the store ships to, with their regions',
      handler: ({ store }) => listCountries(languageOf(store)).map(countryInformation),
    }),
    defineRoute<{ countryId: string }>({
      method: 'GET',
      path: '/V1/directory/countries/:countryId',
      acl: 'anonymous',
      tag: 'directory',
      summary: 'One country by its ISO code, with its regions',
      schema: {
        params: { type: 'object', required: ['countryId'], properties: { countryId: { type: 'string' } } },
      },
      handler: ({ params, store }) => {
        const country = findCountry(params.countryId, languageOf(store));
        if (!country) throw notFound("The country isn't available.");
        return countryInformation(country);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/store/storeViews',
      acl: PERMISSIONS.store,
      tag: 'store',
      summary: 'Store views (the admin store 0 included)',
      handler: () => [
        { id: 0, code: 'admin', name: 'Admin', website_id: 0, store_group_id: 0, is_active: true },
        ...STORE_VIEWS.map((store) => ({
          id: storeId(store),
          code: store.code,
          name: store.name,
          website_id: 1,
          store_group_id: 1,
          is_active: true,
        })),
      ],
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/store/storeGroups',
      acl: PERMISSIONS.store,
      tag: 'store',
      summary: 'Store groups',
      handler: () => [
        { id: 0, website_id: 0, root_category_id: 0, default_store_id: 0, name: 'Default', code: 'default' },
        GROUP,
      ],
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/store/websites',
      acl: PERMISSIONS.store,
      tag: 'store',
      summary: 'Websites',
      handler: () => [{ id: 0, code: 'admin', name: 'Admin', default_group_id: 0 }, WEBSITE],
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/store/storeConfigs',
      acl: PERMISSIONS.store,
      tag: 'store',
      summary: 'Settings of every store view, or of those named by storeCodes[]',
      handler: ({ query }) => {
        const raw = query['storeCodes[]'] ?? query.storeCodes;
        const codes = raw === undefined ? undefined : (Array.isArray(raw) ? raw : [raw]).map(String);
        // Unknown codes are left out, as Magento's StoreConfigManager does.
        return STORE_VIEWS.filter((view) => !codes || codes.includes(view.code)).map(storeConfig);
      },
    }),
  ];
};

import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';

describe.each(TEST_DATABASES)('store, currency and directory on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('answers storeConfig of the default store view (pt_BR, BRL, .html suffixes, 10/20/50 per page)', async () => {
    const { data, errors } = await t.graphql(`{
      storeConfig { store_code store_name default_title default_display_currency_code locale
        header_logo_src logo_width logo_height logo_alt base_url base_media_url
        category_url_suffix product_url_suffix root_category_uid root_category_id grid_per_page_values grid_per_page
        minimum_password_length required_character_classes_number newsletter_enabled }
    }`);
    expect(errors).toBeUndefined();
    expect(data?.storeConfig).toMatchObject({
      store_code: 'default',
      store_name: 'Escritório Total',
      default_display_currency_code: 'BRL',
      locale: 'pt_BR',
      category_url_suffix: '.html',
      product_url_suffix: '.html',
      root_category_uid: 'Mg==',
      root_category_id: 2,
      grid_per_page_values: '10,20,50',
      minimum_password_length: '8',
      newsletter_enabled: true,
    });
    expect(data?.storeConfig.base_media_url).toBe('http://commerce.test/media/');
    expect(data?.storeConfig.logo_width).toBeGreaterThan(0);
  });

  it('selects the store view by the Store header', async () => {
    const en = await t.graphql(
      '{ storeConfig { store_code locale default_display_currency_code } }',
      {},
      { Store: 'en' },
    );
    expect(en.data?.storeConfig).toEqual({
      store_code: 'en',
      locale: 'en_US',
      default_display_currency_code: 'USD',
    });
    const de = await t.graphql(
      '{ storeConfig { store_code locale default_display_currency_code } }',
      {},
      { Store: 'german' },
    );
    expect(de.data?.storeConfig).toEqual({
      store_code: 'german',
      locale: 'de_DE',
      default_display_currency_code: 'EUR',
    });
  });

  it("refuses an unknown Store header with Magento's message", async () => {
    const { data, errors } = await t.graphql('{ storeConfig { store_code } }', {}, { Store: 'nowhere' });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: 'Requested store is not found',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('lists the three store views in availableStores', async () => {
    const { data } = await t.graphql(
      '{ availableStores { store_code locale default_display_currency_code is_default_store } }',
    );
    expect(data?.availableStores).toEqual([
      {
        store_code: 'default',
        locale: 'pt_BR',
        default_display_currency_code: 'BRL',
        is_default_store: true,
      },
      { store_code: 'en', locale: 'en_US', default_display_currency_code: 'USD', is_default_store: false },
      {
        store_code: 'german',
        locale: 'de_DE',
        default_display_currency_code: 'EUR',
        is_default_store: false,
      },
    ]);
  });

  it('gives currencies with exchange rates from BRL', async () => {
    const { data } = await t.graphql(`{ currency { base_currency_code default_display_currency_code
      available_currency_codes exchange_rates { currency_to rate } } }`);
    expect(data?.currency.base_currency_code).toBe('BRL');
    expect(data?.currency.available_currency_codes).toEqual(['BRL', 'USD', 'EUR']);
    const rates = Object.fromEntries(data?.currency.exchange_rates.map((r: any) => [r.currency_to, r.rate]));
    expect(rates.BRL).toBe(1);
    expect(rates.USD).toBeGreaterThan(0);
    expect(rates.USD).toBeLessThan(1);
  });

  it('converts prices to the display currency chosen by Content-Currency', async () => {
    const query = `{ products(filter: { category_uid: { eq: "Mg==" } }, pageSize: 1, sort: { price: DESC }) {
      items { price_range { minimum_price { final_price { value currency } } } } } }`;
    const brl = await t.graphql(query);
    const usd = await t.graphql(query, {}, { 'Content-Currency': 'USD' });
    const rates = await t.graphql('{ currency { exchange_rates { currency_to rate } } }');
    const usdRate = rates.data?.currency.exchange_rates.find((r: any) => r.currency_to === 'USD').rate;
    const brlPrice = brl.data?.products.items[0].price_range.minimum_price.final_price;
    const usdPrice = usd.data?.products.items[0].price_range.minimum_price.final_price;
    expect(brlPrice.currency).toBe('BRL');
    expect(usdPrice.currency).toBe('USD');
    expect(usdPrice.value).toBeCloseTo(brlPrice.value * usdRate, 2);
  });

  it('refuses a currency the store does not offer', async () => {
    const { errors } = await t.graphql('{ storeConfig { store_code } }', {}, { 'Content-Currency': 'JPY' });
    expect(errors?.[0]).toMatchObject({
      message: 'Currency not allowed for store default',
      extensions: { category: 'graphql-input' },
    });
  });

  it('lists countries sorted by local name, Brazil with its 27 states sorted by name', async () => {
    const { data } =
      await t.graphql(`{ countries { id full_name_english full_name_locale two_letter_abbreviation
      available_regions { id code name } } }`);
    const countries = data?.countries as any[];
    const names = countries.map((c) => c.full_name_locale);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const brazil = countries.find((c) => c.id === 'BR');
    expect(brazil).toMatchObject({
      full_name_english: 'Brazil',
      full_name_locale: 'Brasil',
      two_letter_abbreviation: 'BR',
    });
    expect(brazil.available_regions).toHaveLength(27);
    expect(brazil.available_regions.map((r: any) => r.code)).toContain('SP');
    const regionNames = brazil.available_regions.map((r: any) => r.name);
    expect(regionNames).toEqual([...regionNames].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    expect(countries.find((c) => c.id === 'US').available_regions.length).toBeGreaterThanOrEqual(50);
    expect(countries.find((c) => c.id === 'DE').available_regions).toHaveLength(16);
  });

  it('gives one country by id with names in the store language', async () => {
    const { data } = await t.graphql(
      '{ country(id: "DE") { id full_name_locale full_name_english } }',
      {},
      { Store: 'german' },
    );
    expect(data?.country).toEqual({
      id: 'DE',
      full_name_locale: 'Deutschland',
      full_name_english: 'Germany',
    });
  });

  it("answers an unknown country with Magento's message", async () => {
    const { data, errors } = await t.graphql('{ country(id: "XX") { id } }');
    expect(data?.country).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: "The country isn't available.",
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { staffToken } from '../../../commerce/src/modules/staff/testing';
import { useCommerceServer } from '../../test/api-server';
import { dataProvider } from '../providers/data-provider';
import { rest, tokenStore } from '../providers/http';

const LIST = { sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 50 } } as const;

/** The marketing screens' resources through the real routes, as the conteúdo role. */
describe('marketing resources against the commerce server', () => {
  const t = useCommerceServer();

  it('creates a CMS page, then writes only the store views whose texts changed', async () => {
    tokenStore.set(await staffToken(t.database.db, 'conteudo'));
    const { data: created } = await dataProvider.create('cms-pages', {
      data: {
        identifier: 'promo-volta-aulas',
        active: true,
        page_layout: '1column',
        texts: { default: { title: 'Volta às aulas', content: '<p>Tudo para a escola.</p>' } },
      },
    });
    expect(created).toMatchObject({ identifier: 'promo-volta-aulas', active: true });
    const { data: loaded } = await dataProvider.getOne('cms-pages', { id: created.id });
    // A view never written shows the default texts, as the storefront does.
    expect(loaded.texts.en).toMatchObject({ title: 'Volta às aulas', content: '<p>Tudo para a escola.</p>' });

    const texts = {
      default: { ...loaded.texts.default, title: 'Volta às aulas 2026' },
      en: { ...loaded.texts.en, title: 'Back to school', content: '<p>Everything for school.</p>' },
      german: { ...loaded.texts.german },
    };
    const { data: saved } = await dataProvider.update('cms-pages', {
      id: created.id,
      data: { ...loaded, active: false, texts },
      previousData: loaded,
    });
    expect(saved).toMatchObject({ active: false });
    expect(saved.texts.default.title).toBe('Volta às aulas 2026');
    expect(saved.texts.en).toMatchObject({
      title: 'Back to school',
      content: '<p>Everything for school.</p>',
    });
    // German was not written: it still follows the Portuguese.
    expect(saved.texts.german.title).toBe('Volta às aulas 2026');
    const rows = await t.database.db
      .selectFrom('cms_page_translation')
      .select('store_code')
      .where('page_id', '=', Number(created.id))
      .orderBy('store_code')
      .execute();
    expect(rows.map((r) => r.store_code)).toEqual(['default', 'en']);
    const english = await rest<{ title: string }>(`cmsPage/${created.id}`, { store: 'en' });
    expect(english.title).toBe('Back to school');

    // A taken identifier is refused beside the identifier, in the screen's words.
    await expect(
      dataProvider.create('cms-pages', {
        data: { identifier: 'promo-volta-aulas', active: true, texts: { default: { title: 'Outra' } } },
      }),
    ).rejects.toMatchObject({ body: { errors: { identifier: 'admin.errors.identifier_exists' } } });
    // A refused title of another view names that view's field.
    await expect(
      dataProvider.update('cms-pages', {
        id: created.id,
        data: { ...saved, texts: { ...saved.texts, german: { ...saved.texts.german, title: '' } } },
        previousData: saved,
      }),
    ).rejects.toMatchObject({ body: { errors: { 'texts.german.title': 'admin.errors.required' } } });
  });

  it('creates and changes a cart rule; refusals come back by field', async () => {
    tokenStore.set(await staffToken(t.database.db, 'conteudo'));
    const form = {
      name: 'Papelaria 10',
      is_active: true,
      simple_action: 'by_percent',
      discount_amount: 150,
      customers_only: false,
      uses_per_customer: 0,
      extension_attributes: { coupon_code: 'PAPEL10', min_subtotal: 100 },
    };
    await expect(dataProvider.create('sales-rules', { data: form })).rejects.toMatchObject({
      status: 400,
      message: 'admin.errors.invalid',
      body: { errors: { discount_amount: 'admin.errors.invalid' } },
    });
    const { data: rule } = await dataProvider.create('sales-rules', {
      data: { ...form, discount_amount: 10 },
    });
    expect(rule).toMatchObject({
      id: expect.any(Number),
      name: 'Papelaria 10',
      customers_only: false,
      extension_attributes: { coupon_code: 'PAPEL10', min_subtotal: 100 },
    });
    const { data: changed } = await dataProvider.update('sales-rules', {
      id: rule.id,
      data: { ...rule, customers_only: true, from_date: '2026-03-01', to_date: '2026-03-31' },
      previousData: rule,
    });
    expect(changed).toMatchObject({ customer_group_ids: [1], customers_only: true, to_date: '2026-03-31' });
    await expect(
      dataProvider.update('sales-rules', {
        id: rule.id,
        data: { ...changed, from_date: '2026-04-01' },
        previousData: changed,
      }),
    ).rejects.toMatchObject({ body: { errors: { to_date: 'admin.errors.dates' } } });
    await expect(
      dataProvider.create('sales-rules', { data: { ...form, discount_amount: 5, name: 'Outra' } }),
    ).rejects.toMatchObject({
      body: { errors: { 'extension_attributes.coupon_code': 'admin.errors.coupon_exists' } },
    });
    const coupons = await dataProvider.getList('coupons', { ...LIST, filter: { q: 'PAPEL' } });
    expect(coupons.data.map((c) => [c.code, c.rule_id])).toEqual([['PAPEL10', rule.id]]);
  });

  it('lists the newsletter subscribers by status; a role without the permission is refused', async () => {
    tokenStore.set(await staffToken(t.database.db, 'conteudo'));
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('newsletter_subscriber')
      .values([
        {
          email: 'a@leitor.test',
          customer_id: null,
          store_code: 'default',
          status: 1,
          confirm_code_hash: null,
          created_at: at,
          updated_at: at,
        },
        {
          email: 'b@leitor.test',
          customer_id: null,
          store_code: 'en',
          status: 3,
          confirm_code_hash: null,
          created_at: at,
          updated_at: at,
        },
      ])
      .execute();
    const list = await dataProvider.getList('newsletter-subscribers', {
      ...LIST,
      filter: { subscriber_status: 3, q: 'leitor.test' },
    });
    expect(list.data.map((s) => [s.id, s.subscriber_email])).toEqual([[expect.any(Number), 'b@leitor.test']]);
    tokenStore.set(await staffToken(t.database.db, 'atendimento'));
    await expect(
      dataProvider.getList('newsletter-subscribers', { ...LIST, filter: {} }),
    ).rejects.toMatchObject({
      status: 401,
    });
  });
});

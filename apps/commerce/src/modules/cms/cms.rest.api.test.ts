import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { restClient, staffToken } from '../staff/testing';

/** CMS pages and blocks through the admin REST API: ACL, texts per store view, caches, audit. */
describe.each(TEST_DATABASES)('CMS REST API on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  beforeAll(async () => {
    token = await staffToken(t.database.db, 'conteudo');
  });
  const call = restClient(
    () => t.app,
    () => token,
  );
  const pageTitle = async (identifier: string, store = 'default') => {
    const r = await t.graphql(
      'query ($i: String) { cmsPage(identifier: $i) { title content } }',
      { i: identifier },
      {
        Store: store,
      },
    );
    return r.data?.cmsPage ?? null;
  };
  const auditActions = async (entityType: string, id: number) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', entityType)
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('lets conteúdo edit CMS and refuses atendimento, catálogo and no token', async () => {
    const list = await call('GET', '/rest/V1/cmsPage/search?searchCriteria[pageSize]=10');
    expect(list.statusCode, list.body).toBe(200);
    expect((await call('GET', '/rest/V1/cmsBlock/search?searchCriteria[pageSize]=10')).statusCode).toBe(200);
    const attendant = await staffToken(t.database.db, 'atendimento');
    const refused = await call(
      'POST',
      '/rest/V1/cmsPage',
      { page: { identifier: 'x', title: 'X' } },
      attendant,
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Cms::page, Magento_Cms::save' },
    });
    const catalogue = await staffToken(t.database.db, 'catalogo');
    expect(
      (await call('GET', '/rest/V1/cmsBlock/search?searchCriteria[pageSize]=10', undefined, catalogue))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/rest/V1/cmsPage/1' })).statusCode).toBe(401);
    expect(
      await t.database.db.selectFrom('cms_page').select('id').where('identifier', '=', 'x').execute(),
    ).toEqual([]);
  });

  it('creates a page, translates it per store view; GraphQL and the URL resolver see every change at once', async () => {
    const created = await call('POST', '/rest/V1/cmsPage', {
      page: { identifier: 'trocas-zimbrafix', title: 'Trocas', content: '<p>Trocas em 7 dias.</p>' },
    });
    expect(created.statusCode).toBe(200);
    const page = created.json();
    expect(page).toMatchObject({
      identifier: 'trocas-zimbrafix',
      title: 'Trocas',
      content: '<p>Trocas em 7 dias.</p>',
      page_layout: '1column',
      active: true,
    });
    expect(await pageTitle('trocas-zimbrafix', 'en')).toEqual({
      title: 'Trocas',
      content: '<p>Trocas em 7 dias.</p>',
    });
    const route = await t.graphql('{ route(url: "trocas-zimbrafix") { type } }');
    expect(route.data?.route).toEqual({ type: 'CMS_PAGE' });

    const english = await call('PUT', `/rest/en/V1/cmsPage/${page.id}`, {
      page: { title: 'Returns', content: '<p>Returns within 7 days.</p>' },
    });
    expect(english.json()).toMatchObject({ id: page.id, title: 'Returns' });
    expect(await pageTitle('trocas-zimbrafix', 'en')).toEqual({
      title: 'Returns',
      content: '<p>Returns within 7 days.</p>',
    });
    expect((await pageTitle('trocas-zimbrafix'))?.title).toBe('Trocas');
    expect((await call('GET', `/rest/german/V1/cmsPage/${page.id}`)).json().title).toBe('Trocas');

    const german = await call('PUT', `/rest/german/V1/cmsPage/${page.id}`, { page: { title: 'Umtausch' } });
    expect(german.json()).toMatchObject({ title: 'Umtausch', content: '<p>Trocas em 7 dias.</p>' });
    expect((await pageTitle('trocas-zimbrafix', 'german'))?.title).toBe('Umtausch');

    const renamed = await call('PUT', `/rest/all/V1/cmsPage/${page.id}`, {
      page: { title: 'Trocas e devoluções' },
    });
    expect(renamed.json().title).toBe('Trocas e devoluções');
    expect((await pageTitle('trocas-zimbrafix'))?.title).toBe('Trocas e devoluções');
    expect(await auditActions('cms_page', page.id)).toEqual(['create', 'update', 'update', 'update']);

    const off = await call('PUT', `/rest/V1/cmsPage/${page.id}`, { page: { active: false } });
    expect(off.json().active).toBe(false);
    expect(await pageTitle('trocas-zimbrafix')).toBeNull();
  });

  it("searches pages with searchCriteria in the store view's texts", async () => {
    const sc = 'searchCriteria[filterGroups][0][filters][0]';
    const byTitle = await call(
      'GET',
      `/rest/en/V1/cmsPage/search?${sc}[field]=title&${sc}[value]=Returns%25&${sc}[conditionType]=like`,
    );
    expect(byTitle.statusCode).toBe(200);
    expect(byTitle.json()).toMatchObject({
      total_count: 1,
      items: [{ identifier: 'trocas-zimbrafix', title: 'Returns' }],
    });
    const inactive = await call('GET', `/rest/V1/cmsPage/search?${sc}[field]=active&${sc}[value]=0`);
    expect(inactive.json().items.map((p: { identifier: string }) => p.identifier)).toEqual([
      'trocas-zimbrafix',
    ]);
    const paged = await call(
      'GET',
      '/rest/V1/cmsPage/search?searchCriteria[pageSize]=2&searchCriteria[currentPage]=1',
    );
    expect(paged.json().items).toHaveLength(2);
    expect(paged.json().total_count).toBeGreaterThan(2);
  });

  it("rejects bad bodies and taken identifiers with Magento's messages, writing nothing", async () => {
    const cases: [unknown, string][] = [
      [{}, '"%fieldName" is required. Enter and try again.'],
      [{ page: { title: 'Sem identificador' } }, '"%fieldName" is required. Enter and try again.'],
      [{ page: { identifier: 'Com Espaço', title: 'X' } }, 'The "%fieldName" value is invalid: %reason.'],
      [
        { page: { identifier: 'layout-ruim', title: 'X', page_layout: 'grid' } },
        'Invalid value of "%value" provided for the %fieldName field.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/rest/V1/cmsPage', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const taken = await call('POST', '/rest/V1/cmsPage', {
      page: { identifier: 'trocas-zimbrafix', title: 'De novo' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ message: 'A page URL key for specified store already exists.' });
    const pages = await t.database.db.selectFrom('cms_page').select('identifier').execute();
    expect(
      pages.filter((p) => p.identifier === 'layout-ruim' || p.identifier === 'trocas-zimbrafix'),
    ).toHaveLength(1);
    const missing = await call('PUT', '/rest/V1/cmsPage/999999', { page: { title: 'X' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The CMS page with the "999999" ID doesn\'t exist.' });
  });

  it('deletes a page: gone from GET, GraphQL and the URL resolver', async () => {
    const { id } = (
      await call(
        'GET',
        '/rest/V1/cmsPage/search?searchCriteria[filterGroups][0][filters][0][field]=identifier&searchCriteria[filterGroups][0][filters][0][value]=trocas-zimbrafix',
      )
    ).json().items[0];
    await call('PUT', `/rest/V1/cmsPage/${id}`, { page: { active: true } });
    expect(await pageTitle('trocas-zimbrafix')).not.toBeNull();
    const deleted = await call('DELETE', `/rest/V1/cmsPage/${id}`);
    expect(deleted.json()).toBe(true);
    expect((await call('GET', `/rest/V1/cmsPage/${id}`)).statusCode).toBe(404);
    expect(await pageTitle('trocas-zimbrafix')).toBeNull();
    expect((await t.graphql('{ route(url: "trocas-zimbrafix") { type } }')).data?.route).toBeNull();
    expect((await auditActions('cms_page', id)).at(-1)).toBe('delete');
  });

  it('creates and translates a block; cmsBlocks answers the texts of the store view', async () => {
    const blocks = async (store: string) =>
      (
        await t.graphql(
          '{ cmsBlocks(identifiers: ["aviso-zimbrafix"]) { items { title content } } }',
          {},
          { Store: store },
        )
      ).data?.cmsBlocks.items;
    const created = await call('POST', '/rest/V1/cmsBlock', {
      block: { identifier: 'aviso-zimbrafix', title: 'Aviso', content: 'Frete grátis' },
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(await blocks('en')).toEqual([{ title: 'Aviso', content: 'Frete grátis' }]);
    await call('PUT', `/rest/en/V1/cmsBlock/${id}`, { block: { title: 'Notice', content: 'Free shipping' } });
    expect(await blocks('en')).toEqual([{ title: 'Notice', content: 'Free shipping' }]);
    expect(await blocks('default')).toEqual([{ title: 'Aviso', content: 'Frete grátis' }]);
    const search = await call(
      'GET',
      `/rest/en/V1/cmsBlock/search?searchCriteria[filterGroups][0][filters][0][field]=content&searchCriteria[filterGroups][0][filters][0][value]=Free%25&searchCriteria[filterGroups][0][filters][0][conditionType]=like`,
    );
    expect(search.json()).toMatchObject({
      total_count: 1,
      items: [{ id, identifier: 'aviso-zimbrafix', active: true }],
    });
    expect((await call('DELETE', `/rest/V1/cmsBlock/${id}`)).json()).toBe(true);
    expect(await auditActions('cms_block', id)).toEqual(['create', 'update', 'delete']);
  });
});

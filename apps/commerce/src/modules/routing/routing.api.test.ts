import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../demo/catalogue';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';

const ROUTE = `query ($url: String!) {
  route(url: $url) {
    __typename relative_url redirect_code type
    ... on CategoryTree { uid name url_path }
    ... on ProductInterface { sku url_key }
    ... on CmsPage { identifier title content }
  }
}`;

describe.each(TEST_DATABASES)('routing and CMS on %s', (dialect) => {
  const t = useTestApp(dialect);
  const catalogue = demoCatalogue();

  it('resolves a product URL to the product', async () => {
    const product = catalogue.products[0]!;
    const { data } = await t.graphql(ROUTE, { url: `/${product.urlKey}.html` });
    expect(data?.route).toMatchObject({
      sku: product.sku,
      type: 'PRODUCT',
      redirect_code: 0,
      relative_url: `${product.urlKey}.html`,
    });
  });

  it('resolves a category URL, with or without leading slash and query string', async () => {
    const { data: tree } = await t.graphql('{ categories { items { children { uid url_path } } } }');
    const department = tree?.categories.items[0].children[0];
    for (const url of [`${department.url_path}.html`, `/${department.url_path}.html?page=2`]) {
      const { data } = await t.graphql(ROUTE, { url });
      expect(data?.route).toMatchObject({
        __typename: 'CategoryTree',
        uid: department.uid,
        type: 'CATEGORY',
      });
    }
  });

  it('resolves CMS pages and the home page', async () => {
    const about = await t.graphql(ROUTE, { url: '/sobre-nos' });
    expect(about.data?.route).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'sobre-nos',
      type: 'CMS_PAGE',
    });
    const home = await t.graphql(ROUTE, { url: '/' });
    expect(home.data?.route).toMatchObject({ identifier: 'home', type: 'CMS_PAGE' });
  });

  it('follows URL rewrites that redirect, naming the target', async () => {
    const redirect = catalogue.redirects[0]!;
    const { data } = await t.graphql(ROUTE, { url: redirect.from });
    expect(data?.route.redirect_code).toBe(redirect.code);
    expect(data?.route.relative_url).not.toBe(redirect.from);
  });

  it('answers null for an unknown URL and an input error for an empty one', async () => {
    const unknown = await t.graphql(ROUTE, { url: '/no-such-page.html' });
    expect(unknown).toEqual({ data: { route: null } });
    const empty = await t.graphql(ROUTE, { url: '  ' });
    expect(empty.errors?.[0]).toMatchObject({ extensions: { category: 'graphql-input' } });
  });

  it('keeps the deprecated urlResolver working', async () => {
    const product = catalogue.products[0]!;
    const { data } = await t.graphql(
      `query ($url: String!) { urlResolver(url: $url) { id entity_uid relative_url redirectCode type } }`,
      {
        url: `${product.urlKey}.html`,
      },
    );
    expect(data?.urlResolver).toMatchObject({
      type: 'PRODUCT',
      redirectCode: 0,
      relative_url: `${product.urlKey}.html`,
    });
    expect(data?.urlResolver.entity_uid).toBe(Buffer.from(String(data?.urlResolver.id)).toString('base64'));
  });

  it('serves a CMS page in the store language', async () => {
    const pt = await t.graphql('{ cmsPage(identifier: "sobre-nos") { title content url_key meta_title } }');
    const en = await t.graphql('{ cmsPage(identifier: "sobre-nos") { title content } }', {}, { Store: 'en' });
    expect(pt.data?.cmsPage.url_key).toBe('sobre-nos');
    expect(pt.data?.cmsPage.content.length).toBeGreaterThan(50);
    expect(en.data?.cmsPage.title).not.toBe(pt.data?.cmsPage.title);
  });

  it("answers unknown pages and blocks with Magento's messages", async () => {
    const page = await t.graphql('{ cmsPage(identifier: "nope") { title } }');
    expect(page.errors?.[0]).toMatchObject({
      message: 'The CMS page with the "nope" ID doesn\'t exist.',
      extensions: { category: 'graphql-no-such-entity' },
    });
    const blocks = await t.graphql(
      '{ cmsBlocks(identifiers: ["promo-bar", "nope"]) { items { identifier } } }',
    );
    expect(blocks.errors?.[0]).toMatchObject({
      message: 'The CMS block with the "nope" ID doesn\'t exist.',
      extensions: { category: 'graphql-no-such-entity' },
    });
    const none = await t.graphql('{ cmsBlocks(identifiers: []) { items { identifier } } }');
    expect(none.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('returns CMS blocks in the order asked for', async () => {
    const { data } = await t.graphql(
      '{ cmsBlocks(identifiers: ["promo-bar", "home-hero"]) { items { identifier title content } } }',
    );
    expect(data?.cmsBlocks.items.map((b: any) => b.identifier)).toEqual(['promo-bar', 'home-hero']);
    expect(data?.cmsBlocks.items[0].content).toMatch(/ESP10/);
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';

const LISTING = `
  query Listing($filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
    products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info { page_size current_page total_pages }
      items { __typename uid sku name manufacturer stock_status
        price_range { minimum_price { regular_price { value } final_price { value } } } }
      aggregations { attribute_code label count position options { label value count } }
    }
  }`;

const finalPrice = (item: any) => item.price_range.minimum_price.final_price.value as number;

describe.each(TEST_DATABASES)('catalogue API on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function departments() {
    const { data } = await t.graphql(`{ categories { items { uid children { uid name url_path product_count
      children { uid name product_count children { uid name children { uid name level } } } } } } }`);
    return data?.categories.items[0].children as any[];
  }

  describe('categories', () => {
    it('returns the store root with the five departments, nested up to four levels', async () => {
      const { data, errors } =
        await t.graphql(`{ categories { total_count items { uid id name level children {
        uid id name level is_anchor include_in_menu position url_key url_path url_suffix product_count
        meta_title meta_description meta_keywords breadcrumbs { category_uid }
        children { level children { level children { level } } } } } } }`);
      expect(errors).toBeUndefined();
      const root = data?.categories.items[0];
      expect(root).toMatchObject({ uid: 'Mg==', id: 2, level: 1 });
      // Five departments in the menu, plus landing categories kept out of it (Ofertas…).
      const menu = root.children.filter((c: any) => c.include_in_menu === 1);
      expect(menu).toHaveLength(5);
      expect(root.children.length).toBeGreaterThan(menu.length);
      for (const department of menu) {
        expect(department).toMatchObject({ level: 2, is_anchor: 1, url_suffix: '.html', breadcrumbs: null });
        expect(department.product_count).toBeGreaterThan(0);
        expect(department.meta_title).toBeTruthy();
      }
      const depths = root.children.flatMap((d: any) =>
        d.children.flatMap((c: any) => c.children.flatMap((s: any) => s.children.map((x: any) => x.level))),
      );
      expect(depths).toContain(5); // department (2) → category → subcategory → level-5 leaf = 4 levels
    });

    it('filters by url_path, uid, ids and parent, with breadcrumbs to the department', async () => {
      const [department] = await departments();
      const child = department.children[0];
      const unknown = await t.graphql(
        `{ categories(filters: { url_path: { eq: "no/such/path" } }) { total_count items { uid } } }`,
      );
      expect(unknown.data?.categories).toEqual({ total_count: 0, items: [] });
      const byUid = await t.graphql(
        `query ($uid: String) { categories(filters: { category_uid: { eq: $uid } }) { items { uid name url_path breadcrumbs { category_name category_level } } } }`,
        { uid: child.uid },
      );
      const found = byUid.data?.categories.items[0];
      expect(found).toMatchObject({ uid: child.uid, name: child.name });
      expect(found.breadcrumbs).toEqual([{ category_name: department.name, category_level: 2 }]);
      const byUrlPath = await t.graphql(
        `query ($path: String) { categories(filters: { url_path: { eq: $path } }) { items { uid } } }`,
        { path: found.url_path },
      );
      expect(byUrlPath.data?.categories.items).toEqual([{ uid: child.uid }]);
      const byParent = await t.graphql(
        `query ($uid: String) { categories(filters: { parent_category_uid: { eq: $uid } }, pageSize: 50) { total_count items { uid } } }`,
        { uid: department.uid },
      );
      expect(byParent.data?.categories.items.map((c: any) => c.uid)).toEqual(
        department.children.map((c: any) => c.uid),
      );
      const byIds = await t.graphql(`{ categoryList(filters: { ids: { in: ["3", "4"] } }) { id } }`);
      expect(byIds.data?.categoryList.map((c: any) => c.id).sort()).toEqual([3, 4]);
    });

    it('refuses a page past the last one', async () => {
      const { errors } = await t.graphql('{ categories(currentPage: 3) { items { uid } } }');
      expect(errors?.[0]).toMatchObject({
        message: 'currentPage value 3 specified is greater than the 1 page(s) available.',
        extensions: { category: 'graphql-input' },
      });
    });

    it('names categories in the store language', async () => {
      const pt = await t.graphql('{ categories { items { children { name } } } }');
      const en = await t.graphql('{ categories { items { children { name } } } }', {}, { Store: 'en' });
      const de = await t.graphql('{ categories { items { children { name } } } }', {}, { Store: 'german' });
      const names = (r: any) => r.data.categories.items[0].children.map((c: any) => c.name);
      expect(names(pt)).toContain('Papelaria');
      expect(names(en)).not.toEqual(names(pt));
      expect(names(de)).not.toEqual(names(en));
    });
  });

  describe('products listing', () => {
    it('lists a department with its descendants (anchor), 20 per page by default, counted like product_count', async () => {
      const [department] = await departments();
      const { data, errors } = await t.graphql(LISTING, { filter: { category_uid: { eq: department.uid } } });
      expect(errors).toBeUndefined();
      expect(data?.products.total_count).toBe(department.product_count);
      expect(data?.products.items).toHaveLength(Math.min(20, department.product_count));
      expect(data?.products.page_info).toEqual({
        page_size: 20,
        current_page: 1,
        total_pages: Math.ceil(department.product_count / 20),
      });
      const childCounts = department.children.map((c: any) => c.product_count);
      expect(Math.max(...childCounts)).toBeLessThanOrEqual(department.product_count);
    });

    it('pages through a listing without repeating or losing products', async () => {
      const [department] = await departments();
      const seen = new Set<string>();
      const pages = Math.ceil(department.product_count / 50);
      for (let page = 1; page <= pages; page++) {
        const { data } = await t.graphql(LISTING, {
          filter: { category_uid: { eq: department.uid } },
          pageSize: 50,
          currentPage: page,
        });
        for (const item of data!.products.items) seen.add(item.sku);
      }
      expect(seen.size).toBe(department.product_count);
    });

    it("refuses a page past the last one with Magento's message, and bad page arguments", async () => {
      const [department] = await departments();
      const last = Math.ceil(department.product_count / 20);
      const past = await t.graphql(LISTING, {
        filter: { category_uid: { eq: department.uid } },
        currentPage: last + 1,
      });
      expect(past.errors?.[0]).toMatchObject({
        message: `currentPage value ${last + 1} specified is greater than the ${last} page(s) available.`,
        extensions: { category: 'graphql-input' },
      });
      const zero = await t.graphql(LISTING, {
        filter: { category_uid: { eq: department.uid } },
        currentPage: 0,
      });
      expect(zero.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
      const size = await t.graphql(LISTING, {
        filter: { category_uid: { eq: department.uid } },
        pageSize: 0,
      });
      expect(size.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    });

    it('answers an empty listing without error', async () => {
      const { data, errors } = await t.graphql(LISTING, { filter: { sku: { eq: 'no-such-sku' } } });
      expect(errors).toBeUndefined();
      expect(data?.products).toMatchObject({ total_count: 0, items: [], page_info: { total_pages: 0 } });
    });

    it("refuses products() with neither search nor filter (Magento's message)", async () => {
      const { errors } = await t.graphql('{ products { total_count } }');
      expect(errors?.[0]).toMatchObject({
        message: "'search' or 'filter' input argument is required.",
        extensions: { category: 'graphql-input' },
      });
    });

    it.each([
      ['price', 'ASC'],
      ['price', 'DESC'],
      ['name', 'ASC'],
      ['name', 'DESC'],
    ] as const)('sorts by %s %s, products in stock first', async (field, direction) => {
      const items: any[] = [];
      for (let page = 1; ; page++) {
        const { data } = await t.graphql(LISTING, {
          filter: { category_uid: { eq: 'Mg==' } },
          sort: { [field]: direction },
          pageSize: 300,
          currentPage: page,
        });
        items.push(...data!.products.items);
        if (page >= data?.products.page_info.total_pages) break;
      }
      const stock = items.map((i) => i.stock_status);
      const firstOut = stock.indexOf('OUT_OF_STOCK');
      expect(firstOut).toBeGreaterThan(0); // the demo catalogue has products out of stock
      expect(stock.slice(firstOut).every((s) => s === 'OUT_OF_STOCK')).toBe(true);
      const sortValue = (i: any) =>
        field === 'price'
          ? finalPrice(i)
          : i.name
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')
              .toLowerCase();
      for (const group of [items.slice(0, firstOut), items.slice(firstOut)]) {
        const values = group.map(sortValue);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
      }
    });

    it('puts products out of stock last in the default order and in a filtered listing', async () => {
      const [department] = await departments();
      for (const filter of [
        { category_uid: { eq: department.uid } },
        { category_uid: { eq: department.uid }, price: { from: '1' } },
      ]) {
        const { data } = await t.graphql(LISTING, { filter, pageSize: 300 });
        const stock = (data!.products.items as any[]).map((i) => i.stock_status);
        const firstOut = stock.indexOf('OUT_OF_STOCK');
        if (firstOut >= 0) expect(stock.slice(firstOut).every((s) => s === 'OUT_OF_STOCK')).toBe(true);
      }
    });

    it('gives the same order in small pages as in one page, across the end of the in-stock products', async () => {
      let checked = 0;
      for (const department of await departments()) {
        for (const sort of [{ position: 'ASC' }, { price: 'DESC' }]) {
          const filter = { category_uid: { eq: department.uid } };
          const { data: whole } = await t.graphql(LISTING, { filter, sort, pageSize: 300 });
          const items = whole!.products.items as any[];
          // Departments whose products all fit one page and end with some out of stock.
          if (whole!.products.total_count > 300 || items.at(-1)?.stock_status !== 'OUT_OF_STOCK') continue;
          const paged: string[] = [];
          for (let page = 1; page <= Math.ceil(items.length / 7); page++) {
            const { data } = await t.graphql(LISTING, { filter, sort, pageSize: 7, currentPage: page });
            paged.push(...(data!.products.items as any[]).map((i) => i.sku));
          }
          expect(paged).toEqual(items.map((i) => i.sku));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });

    it('splits prices into 4–6 ranges of friendly amounts, none holding almost everything', async () => {
      const { data } = await t.graphql(LISTING, { filter: { category_uid: { eq: 'Mg==' } }, pageSize: 1 });
      const price = data?.products.aggregations.find((a: any) => a.attribute_code === 'price');
      const total = data?.products.total_count as number;
      expect(price.options.length).toBeGreaterThanOrEqual(4);
      expect(price.options.length).toBeLessThanOrEqual(6);
      expect(price.options.reduce((sum: number, o: any) => sum + o.count, 0)).toBe(total);
      for (const option of price.options) expect(option.count / total).toBeLessThan(0.5);
      expect(price.options[0].value).toMatch(/^0_\d+$/);
      expect(price.options.at(-1).value).toMatch(/^\d+_\*$/);
      // A filtered listing is split by its own prices, the same way.
      const { data: filtered } = await t.graphql(LISTING, {
        filter: { category_uid: { eq: 'Mg==' }, price: { from: '1' } },
        pageSize: 1,
      });
      const filteredPrice = filtered?.products.aggregations.find((a: any) => a.attribute_code === 'price');
      expect(filteredPrice.options.reduce((sum: number, o: any) => sum + o.count, 0)).toBe(
        filtered?.products.total_count,
      );
    });

    it('filters by sku (eq and in) and by url_key', async () => {
      const { data } = await t.graphql(LISTING, { filter: { category_uid: { eq: 'Mg==' } }, pageSize: 3 });
      const skus = data?.products.items.map((i: any) => i.sku);
      const eq = await t.graphql(LISTING, { filter: { sku: { eq: skus[0] } } });
      expect(eq.data?.products.items.map((i: any) => i.sku)).toEqual([skus[0]]);
      const inList = await t.graphql(LISTING, { filter: { sku: { in: skus } } });
      expect(inList.data?.products.items.map((i: any) => i.sku).sort()).toEqual([...skus].sort());
      const withKey = await t.graphql(
        `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { url_key } } }`,
        {
          sku: skus[1],
        },
      );
      const urlKey = withKey.data?.products.items[0].url_key;
      const byKey = await t.graphql(LISTING, { filter: { url_key: { eq: urlKey } } });
      expect(byKey.data?.products.items.map((i: any) => i.sku)).toEqual([skus[1]]);
    });

    it('gives aggregations whose option counts match the filtered listings', async () => {
      const [department] = await departments();
      const { data } = await t.graphql(LISTING, { filter: { category_uid: { eq: department.uid } } });
      const aggregations = data?.products.aggregations as any[];
      expect(aggregations.map((a) => a.attribute_code)).toEqual(
        expect.arrayContaining(['category_uid', 'price', 'manufacturer']),
      );
      for (const aggregation of aggregations) expect(aggregation.count).toBe(aggregation.options.length);

      const manufacturer = aggregations.find((a) => a.attribute_code === 'manufacturer').options[0];
      const byBrand = await t.graphql(LISTING, {
        filter: { category_uid: { eq: department.uid }, manufacturer: { eq: manufacturer.value } },
        pageSize: 100,
      });
      expect(byBrand.data?.products.total_count).toBe(manufacturer.count);
      for (const item of byBrand.data!.products.items)
        expect(String(item.manufacturer)).toBe(manufacturer.value);

      const price = aggregations.find((a) => a.attribute_code === 'price');
      for (const option of price.options) expect(option.value).toMatch(/^\d+(\.\d+)?_(\d+(\.\d+)?|\*)$/);
      const bucket = price.options[0];
      const [from, to] = bucket.value.split('_').map(Number);
      const byPrice = await t.graphql(LISTING, {
        filter: {
          category_uid: { eq: department.uid },
          price: { from: String(from), to: String(to - 0.01) },
        },
        pageSize: 100,
      });
      expect(byPrice.data?.products.total_count).toBe(bucket.count);
      for (const item of byPrice.data!.products.items) {
        expect(finalPrice(item)).toBeGreaterThanOrEqual(from);
        expect(finalPrice(item)).toBeLessThan(to);
      }

      const categoryBucket = aggregations.find((a) => a.attribute_code === 'category_uid');
      const child = department.children.find((c: any) => c.uid === categoryBucket.options[0].value);
      expect(categoryBucket.options[0].count).toBe(child.product_count);
      const direct = await t.graphql(
        `query ($uid: String) { products(filter: { category_uid: { eq: $uid } }) {
          aggregations(filter: { category: { includeDirectChildrenOnly: true } }) { attribute_code options { value } } } }`,
        { uid: department.uid },
      );
      const directValues = direct.data?.products.aggregations
        .find((a: any) => a.attribute_code === 'category_uid')
        .options.map((o: any) => o.value);
      expect(directValues.every((uid: string) => department.children.some((c: any) => c.uid === uid))).toBe(
        true,
      );
    });

    it('counts facets of a filtered listing, not of the whole category', async () => {
      const [department] = await departments();
      const base = await t.graphql(LISTING, { filter: { category_uid: { eq: department.uid } } });
      const brand = base.data?.products.aggregations.find((a: any) => a.attribute_code === 'manufacturer')
        .options[0];
      const filtered = await t.graphql(LISTING, {
        filter: { category_uid: { eq: department.uid }, manufacturer: { eq: brand.value } },
      });
      const categoryTotal = filtered.data?.products.aggregations
        .find((a: any) => a.attribute_code === 'manufacturer')
        .options.reduce((sum: number, o: any) => sum + o.count, 0);
      expect(categoryTotal).toBe(brand.count);
    });

    it('gives each price its Pix price and card lines, planned in BRL in every store view', async () => {
      const PRICES = `query ($filter: ProductAttributeFilterInput) { products(filter: $filter, pageSize: 100) {
        items { sku price_range { minimum_price { final_price { value currency } pix_price { value }
          installments { single { number_installments amount { value } }
            interest_free { number_installments amount { value } }
            item_credit { number_installments amount { value } } minimum_installment { value currency } } } } } } }`;
      const filter = { category_uid: { eq: 'Mg==' } };
      const brl = await t.graphql(PRICES, { filter });
      expect(brl.errors).toBeUndefined();
      const items = brl.data?.products.items as any[];
      const cheap = items.find((i) => finalPrice({ price_range: i.price_range }) < 20);
      const dear = items.find((i) => finalPrice({ price_range: i.price_range }) >= 150);
      expect(cheap.price_range.minimum_price.installments.single).toEqual({
        number_installments: 1,
        amount: { value: finalPrice(cheap) },
      });
      const credit = dear.price_range.minimum_price.installments.item_credit;
      expect(credit).toEqual({
        number_installments: 10,
        amount: { value: Math.round(finalPrice(dear)) / 10 },
      });
      expect(dear.price_range.minimum_price.pix_price.value).toBeCloseTo(finalPrice(dear) * 0.97, 1);

      // The en store (USD): the same options as in BRL, amounts converted; the minimum is R$ 10, not $ 10.
      const usd = await t.graphql(
        PRICES,
        { filter: { sku: { eq: dear.sku } } },
        { Store: 'en', 'Content-Currency': 'USD' },
      );
      expect(usd.errors).toBeUndefined();
      const converted = usd.data?.products.items[0].price_range.minimum_price;
      expect(converted.final_price.currency).toBe('USD');
      expect(converted.installments.minimum_installment.currency).toBe('USD');
      expect(converted.installments.minimum_installment.value).toBeLessThan(10);
      expect(converted.installments.item_credit.number_installments).toBe(10);
      expect(converted.installments.interest_free.number_installments).toBe(
        dear.price_range.minimum_price.installments.interest_free.number_installments,
      );
    });

    it('refuses a price filter that is not a number, in clear words', async () => {
      const { errors } = await t.graphql(LISTING, {
        filter: { category_uid: { eq: 'Mg==' }, price: { from: 'cheap' } },
      });
      expect(errors?.[0]).toMatchObject({
        message: 'Invalid price filter: "from" must be a non-negative number, got "cheap".',
        extensions: { category: 'graphql-input' },
      });
    });
  });

  describe('products of every type', () => {
    async function allProducts() {
      const items: any[] = [];
      for (let page = 1; ; page++) {
        const { data } = await t.graphql(
          `query ($page: Int) { products(filter: { category_uid: { eq: "Mg==" } }, pageSize: 300, currentPage: $page) {
            page_info { total_pages } items { __typename sku url_key stock_status only_x_left_in_stock review_count
              special_price related_products { sku } upsell_products { sku } crosssell_products { sku }
              ... on SimpleProduct { flagtext } } } }`,
          { page },
        );
        items.push(...data!.products.items);
        if (page >= data?.products.page_info.total_pages) return items;
      }
    }

    it('serves all seven product types, stock states, sale prices, reviews and links', async () => {
      const items = await allProducts();
      expect(new Set(items.map((i) => i.__typename))).toEqual(
        new Set([
          'SimpleProduct',
          'VirtualProduct',
          'DownloadableProduct',
          'GroupedProduct',
          'GiftCardProduct',
          'ConfigurableProduct',
          'BundleProduct',
        ]),
      );
      expect(items.length).toBeGreaterThanOrEqual(350);
      expect(items.some((i) => i.stock_status === 'OUT_OF_STOCK')).toBe(true);
      expect(items.some((i) => i.only_x_left_in_stock !== null && i.only_x_left_in_stock <= 5)).toBe(true);
      expect(items.some((i) => i.special_price !== null)).toBe(true);
      expect(items.some((i) => i.review_count > 0)).toBe(true);
      expect(items.some((i) => i.related_products.length > 0)).toBe(true);
      expect(items.some((i) => i.upsell_products.length > 0)).toBe(true);
      expect(items.some((i) => i.crosssell_products.length > 0)).toBe(true);
      expect(items.some((i) => i.flagtext)).toBe(true);
    });

    async function firstOfType(type: string, fields: string) {
      const items = await allProducts();
      const sku = items.find((i) => i.__typename === type).sku;
      const { data, errors } = await t.graphql(
        `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { __typename sku name ... on ${type} { ${fields} } } } }`,
        { sku },
      );
      expect(errors).toBeUndefined();
      return data?.products.items[0];
    }

    it('describes a simple product with every storefront field', async () => {
      const product = await firstOfType(
        'SimpleProduct',
        `uid id url_key url_suffix canonical_url relative_url redirect_code type meta_title meta_description meta_keyword
         description { html } short_description { html } manufacturer weight volume_height volume_width volume_length
         image { url label } small_image { url } thumbnail { url } media_gallery { url label position disabled }
         categories { uid name url_path url_suffix } url_rewrites { url }
         price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { percent_off amount_off } }
           maximum_price { final_price { value } } }
         rating_summary review_count stock_status flagtext flagcolor flagposition`,
      );
      expect(product.uid).toBe(Buffer.from(String(product.id)).toString('base64'));
      expect(product).toMatchObject({ url_suffix: '.html', redirect_code: 0, type: 'PRODUCT' });
      expect(product.relative_url).toBe(`${product.url_key}.html`);
      expect(product.description.html).toContain('<');
      expect(product.weight).toBeGreaterThan(0);
      expect(product.volume_length).toBeGreaterThan(0);
      expect(product.image.url).toMatch(/^http:\/\/commerce\.test\/media\/catalog\/product\/.+\.webp$/);
      expect(product.small_image.url).toContain('/cache/216x268/');
      expect(product.media_gallery.length).toBeGreaterThan(0);
      expect(product.categories.length).toBeGreaterThan(0);
      expect(product.price_range.minimum_price.final_price.currency).toBe('BRL');
    });

    it('describes a configurable product with options and variants (with their own stock)', async () => {
      const product = await firstOfType(
        'ConfigurableProduct',
        `configurable_options { attribute_code label attribute_uid values { uid value_index label } }
         variants { attributes { code label value_index uid } product { sku stock_status price_range { minimum_price { final_price { value } } } } }
         configurable_product_options_selection { options_available_for_selection { attribute_code option_value_uids } variant { sku } }`,
      );
      expect(product.configurable_options[0]).toMatchObject({ attribute_code: 'color', label: 'Cor' });
      const values = product.configurable_options[0].values;
      expect(values.length).toBeGreaterThanOrEqual(2);
      expect(product.variants.length).toBeGreaterThanOrEqual(values.length);
      const variant = product.variants[0];
      expect(variant.attributes[0].code).toBe('color');
      expect(values.map((v: any) => v.uid)).toContain(variant.attributes[0].uid);
      const selection = await t.graphql(
        `query ($sku: String, $uids: [ID!]) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct {
          configurable_product_options_selection(configurableOptionValueUids: $uids) { variant { sku } media_gallery { url } } } } } }`,
        { sku: product.sku, uids: [variant.attributes[0].uid] },
      );
      expect(selection.data?.products.items[0].configurable_product_options_selection.variant.sku).toBe(
        variant.product.sku,
      );
    });

    it('describes a bundle with its options and selections', async () => {
      const product = await firstOfType(
        'BundleProduct',
        `dynamic_price items { uid title required type position options { uid label quantity is_default can_change_quantity product { sku } } }
         price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }`,
      );
      expect(product.items.length).toBeGreaterThanOrEqual(2);
      expect(product.items[0].options[0].product.sku).toBeTruthy();
      expect(product.price_range.maximum_price.final_price.value).toBeGreaterThanOrEqual(
        product.price_range.minimum_price.final_price.value,
      );
    });

    it('describes grouped, downloadable, virtual and gift card products', async () => {
      const grouped = await firstOfType(
        'GroupedProduct',
        'items { qty position product { sku __typename } }',
      );
      expect(grouped.items.length).toBeGreaterThanOrEqual(2);
      expect(grouped.items[0].product.__typename).toBe('SimpleProduct');
      const downloadable = await firstOfType(
        'DownloadableProduct',
        'downloadable_product_links { uid title price }',
      );
      expect(downloadable.downloadable_product_links.length).toBeGreaterThan(0);
      const virtual = await firstOfType(
        'VirtualProduct',
        'stock_status price_range { minimum_price { final_price { value } } }',
      );
      expect(virtual.price_range.minimum_price.final_price.value).toBeGreaterThan(0);
      const giftCard = await firstOfType('GiftCardProduct', 'giftcard_type giftcard_amounts { uid value }');
      expect(giftCard.giftcard_amounts.length).toBeGreaterThan(0);
    });

    it('gives reviews with ratings breakdown, newest first, and the ratings metadata', async () => {
      const items = await allProducts();
      const reviewed = items.find((i) => i.review_count > 0);
      const { data } = await t.graphql(
        `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { review_count rating_summary
          reviews(pageSize: 10) { items { nickname summary text created_at average_rating ratings_breakdown { name value } }
            page_info { total_pages } } } } }`,
        { sku: reviewed.sku },
      );
      const product = data?.products.items[0];
      expect(product.reviews.items).toHaveLength(Math.min(10, product.review_count));
      const review = product.reviews.items[0];
      expect(review.ratings_breakdown.map((r: any) => r.name)).toEqual(['Qualidade', 'Preço', 'Entrega']);
      expect(review.average_rating).toBeGreaterThan(0);
      expect(review.average_rating).toBeLessThanOrEqual(100);
      expect(product.rating_summary).toBeGreaterThan(0);
      const metadata = await t.graphql(
        '{ productReviewRatingsMetadata { items { id name values { value_id value } } } }',
      );
      expect(metadata.data?.productReviewRatingsMetadata.items).toHaveLength(3);
      expect(metadata.data?.productReviewRatingsMetadata.items[0].values.map((v: any) => v.value)).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
      ]);
    });
  });
});

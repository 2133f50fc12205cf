import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { add, guestCart, mutate } from '../cart/testing';
import { restClient, staffToken } from '../staff/testing';

/** Cart price rules and coupons through the admin REST API, applied by the cart through GraphQL. */
describe.each(TEST_DATABASES)('sales rules REST API on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  beforeAll(async () => {
    token = await staffToken(t.database.db, 'conteudo');
  });
  const call = restClient(
    () => t.app,
    () => token,
  );
  /** A guest cart of `quantity` × product 100025 with the code applied: its subtotal and discounts. */
  const cartWith = async (code: string, quantity: number) => {
    const id = await guestCart(t);
    await add(t, id, [{ sku: '100025', quantity }]);
    const applied = await mutate(t, 'applyCouponToCart', { cart_id: id, coupon_code: code });
    return {
      errors: applied.errors,
      prices: applied.data?.applyCouponToCart?.cart?.prices,
      subtotal: (await cartSubtotal(id)) as number,
    };
  };
  const cartSubtotal = async (id: string) => {
    const { data } = await t.graphql(
      `query ($id: String!) { cart(cart_id: $id) { prices { subtotal_including_tax { value } } } }`,
      { id },
    );
    return data?.cart?.prices?.subtotal_including_tax?.value;
  };

  it('lets conteúdo manage rules and refuses atendimento, catálogo and no token', async () => {
    expect((await call('GET', '/rest/V1/salesRules/search?searchCriteria=')).statusCode).toBe(200);
    for (const role of ['atendimento', 'catalogo'] as const) {
      const refused = await call(
        'GET',
        '/rest/V1/coupons/search?searchCriteria=',
        undefined,
        await staffToken(t.database.db, role),
      );
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'Magento_SalesRule::quote' },
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/rest/V1/salesRules/1' })).statusCode).toBe(401);
  });

  it("shows the existing coupons as Magento's rules and coupons", async () => {
    const rules = (await call('GET', '/rest/V1/salesRules/search?searchCriteria=')).json();
    const esp10 = rules.items.find((r: { name: string }) => r.name.includes('ESP10'));
    expect(esp10).toMatchObject({
      simple_action: 'by_percent',
      discount_amount: 10,
      customer_group_ids: [1],
      uses_per_customer: 1,
      is_active: true,
      coupon_type: 'SPECIFIC_COUPON',
      extension_attributes: { coupon_code: 'ESP10', first_purchase_only: true },
    });
    const coupons = await call(
      'GET',
      '/rest/V1/coupons/search?searchCriteria[filterGroups][0][filters][0][field]=code&searchCriteria[filterGroups][0][filters][0][value]=ESP10',
    );
    expect(coupons.json()).toMatchObject({
      total_count: 1,
      items: [
        {
          coupon_id: esp10.rule_id,
          rule_id: esp10.rule_id,
          code: 'ESP10',
          usage_per_customer: 1,
          times_used: 0,
        },
      ],
    });
  });

  it('creates a fixed-amount rule with a minimum subtotal; the cart applies it above the minimum only', async () => {
    const created = await call('POST', '/rest/V1/salesRules', {
      rule: {
        name: 'R$ 20 acima de R$ 100',
        simple_action: 'cart_fixed',
        discount_amount: 20,
        customer_group_ids: [0, 1],
        is_active: true,
        extension_attributes: { coupon_code: 'menos20', min_subtotal: 100 },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const rule = created.json();
    expect(rule).toMatchObject({
      name: 'R$ 20 acima de R$ 100',
      simple_action: 'cart_fixed',
      discount_amount: 20,
      customer_group_ids: [0, 1],
      extension_attributes: { coupon_code: 'MENOS20', min_subtotal: 100 },
      condition: { conditions: [{ attribute_name: 'base_subtotal', operator: '>=', value: '100.00' }] },
    });

    const one = await cartWith('MENOS20', 1);
    const unit = (await cartWith('', 1)).subtotal as number;
    const quantity = Math.ceil(100 / unit) + 1;
    const big = await cartWith('MENOS20', quantity);
    expect(big.errors).toBeUndefined();
    expect(big.prices.discounts).toContainEqual({ label: 'R$ 20 acima de R$ 100', amount: { value: 20 } });
    // One unit is below the minimum: the code is refused (as Magento refuses a rule that does not
    // apply), saying how much is missing, both amounts from the rule, in reais.
    expect(unit).toBeLessThan(100);
    const missing = (10_000 - Math.round(unit * 100)) / 100;
    const reais = (value: number) => `R$\u00a0${value.toFixed(2).replace('.', ',')}`;
    expect(one.errors?.[0]?.message).toBe(
      `Add ${reais(missing)} more to reach the coupon's minimum of ${reais(100)}.`,
    );
    expect(one.prices).toBeUndefined();

    const changed = await call('PUT', `/rest/V1/salesRules/${rule.rule_id}`, {
      rule: {
        simple_action: 'by_percent',
        discount_amount: 15,
        extension_attributes: { min_subtotal: null },
      },
    });
    expect(changed.json()).toMatchObject({
      simple_action: 'by_percent',
      discount_amount: 15,
      condition: { conditions: [] },
    });
    const percent = await cartWith('MENOS20', 1);
    expect(percent.errors).toBeUndefined();
    expect(percent.prices.discounts).toContainEqual({
      label: 'R$ 20 acima de R$ 100',
      amount: { value: Math.round(unit * 15) / 100 },
    });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'sales_rule')
      .where('entity_id', '=', String(rule.rule_id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('a deactivated or expired rule is refused by the cart; searchCriteria finds rules by action and state', async () => {
    const created = (
      await call('POST', '/rest/V1/salesRules', {
        rule: {
          name: 'Cinco',
          discount_amount: 5,
          customer_group_ids: [0, 1],
          extension_attributes: { coupon_code: 'CINCO' },
        },
      })
    ).json();
    expect((await cartWith('CINCO', 1)).errors).toBeUndefined();
    await call('PUT', `/rest/V1/salesRules/${created.rule_id}`, { rule: { is_active: false } });
    expect((await cartWith('CINCO', 1)).errors?.[0]?.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );
    await call('PUT', `/rest/V1/salesRules/${created.rule_id}`, {
      rule: { is_active: true, to_date: '2020-01-31' },
    });
    expect((await cartWith('CINCO', 1)).errors?.[0]?.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );

    const sc = 'searchCriteria[filterGroups]';
    const percentActive = await call(
      'GET',
      `/rest/V1/salesRules/search?${sc}[0][filters][0][field]=simple_action&${sc}[0][filters][0][value]=by_percent` +
        `&${sc}[1][filters][0][field]=to_date&${sc}[1][filters][0][value]=2020-01-31`,
    );
    expect(percentActive.json().items.map((r: { name: string }) => r.name)).toEqual(['Cinco']);

    expect((await call('DELETE', `/rest/V1/salesRules/${created.rule_id}`)).json()).toBe(true);
    const gone = await call('GET', `/rest/V1/salesRules/${created.rule_id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: `Rule with specified ID "${created.rule_id}" not found.` });
  });

  it("rejects bad bodies and taken codes with Magento's messages, writing nothing", async () => {
    const cases: [unknown, string][] = [
      [{}, '"%fieldName" is required. Enter and try again.'],
      [
        { rule: { name: 'Sem código', discount_amount: 5 } },
        '"%fieldName" is required. Enter and try again.',
      ],
      [
        {
          rule: {
            name: 'X',
            discount_amount: 5,
            simple_action: 'buy_x_get_y',
            extension_attributes: { coupon_code: 'X1' },
          },
        },
        'Invalid value of "%value" provided for the %fieldName field.',
      ],
      [
        { rule: { name: 'X', discount_amount: 'muito', extension_attributes: { coupon_code: 'X1' } } },
        'Error occurred during "%fieldName" processing. The "%type" type was expected. Verify and try again.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/rest/V1/salesRules', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const over = await call('POST', '/rest/V1/salesRules', {
      rule: { name: 'Demais', discount_amount: 150, extension_attributes: { coupon_code: 'X1' } },
    });
    expect(over.json()).toEqual({
      message: 'Invalid value of "150" provided for the discount_amount field.',
    });
    const dates = await call('POST', '/rest/V1/salesRules', {
      rule: {
        name: 'Datas',
        discount_amount: 5,
        from_date: '2026-12-10',
        to_date: '2026-12-01',
        extension_attributes: { coupon_code: 'X1' },
      },
    });
    expect(dates.json()).toEqual({ message: 'End Date must follow Start Date.' });
    const taken = await call('POST', '/rest/V1/salesRules', {
      rule: { name: 'De novo', discount_amount: 5, extension_attributes: { coupon_code: 'esp10' } },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ message: 'Coupon with the same code already exists.' });
    expect(
      await t.database.db.selectFrom('coupon').select('code').where('code', '=', 'X1').execute(),
    ).toEqual([]);
  });
});

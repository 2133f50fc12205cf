import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';

const COUPONS = `{ publicCoupons { code label description discount_percent requires_login first_purchase_only uses_per_customer conditions valid_until } }`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DATABASES)('publicCoupons on %s', (dialect) => {
  const t = useTestApp(dialect);

  beforeAll(async () => {
    const base = {
      label: 'Cupom',
      description: 'Desconto de teste.',
      discount_percent: 5,
      requires_customer: 0,
      first_purchase_only: 0,
      uses_per_customer: null,
      is_public: 1,
      is_active: 1,
      from_date: null,
      to_date: null,
    };
    await t.database.db
      .insertInto('coupon')
      .values([
        {
          ...base,
          code: 'FRETE5',
          label: 'Cupom FRETE5',
          discount_percent: 5,
          to_date: day(0),
          uses_per_customer: 3,
        },
        { ...base, code: 'VENCIDO', to_date: day(-1) },
        { ...base, code: 'FUTURO', from_date: `${day(1)}T00:00:00Z` },
        { ...base, code: 'PRIVADO', is_public: 0 },
        { ...base, code: 'INATIVO', is_active: 0 },
      ])
      .execute();
  });

  it('lists the active public coupons valid today with their conditions', async () => {
    const { data, errors } = await t.graphql(COUPONS);
    expect(errors).toBeUndefined();
    expect(data?.publicCoupons).toEqual([
      {
        code: 'ESP10',
        label: 'Cupom ESP10 (10% na primeira compra)',
        description: '10% de desconto na primeira compra de clientes cadastrados.',
        discount_percent: 10,
        requires_login: true,
        first_purchase_only: true,
        uses_per_customer: 1,
        conditions: [
          'Exclusivo para clientes cadastrados: entre na sua conta para usar.',
          'Válido somente na primeira compra.',
          'Uso único por cliente.',
        ],
        valid_until: null,
      },
      {
        code: 'FRETE5',
        label: 'Cupom FRETE5',
        description: 'Desconto de teste.',
        discount_percent: 5,
        requires_login: false,
        first_purchase_only: false,
        uses_per_customer: 3,
        conditions: ['Até 3 usos por cliente.'],
        valid_until: day(0),
      },
    ]);
  });

  it("writes the conditions in the store view's language", async () => {
    const en = await t.graphql(COUPONS, {}, { store: 'en' });
    expect(en.data?.publicCoupons[0].conditions).toEqual([
      'Registered customers only: sign in to use it.',
      'Valid on your first purchase only.',
      'One use per customer.',
    ]);
    const de = await t.graphql(COUPONS, {}, { store: 'german' });
    expect(de.data?.publicCoupons[1].conditions).toEqual(['Bis zu 3-mal pro Kunde einlösbar.']);
  });
});

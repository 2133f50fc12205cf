import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { insertTestCustomer, insertTestOrder } from '../payments/testing/orders';
import { loadVaultKey } from './key';
import { createVaultService } from './service';

const KEY = 'a1'.repeat(32);
const APPROVED = '5448280000000007';
const DECLINED = '4000000000001117';
const YEAR = new Date().getUTCFullYear() + 2;

const form = (cardNumber: string, extra: Record<string, unknown> = {}) => ({
  email: 'qualquer@example.com',
  cardholderName: 'MARIA SILVA',
  cardNumber,
  expirationMonth: '12',
  expirationYear: String(YEAR),
  ...extra,
});

describe.each(TEST_DATABASES)('saved cards on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, { CEP_PROVIDERS: 'local', CARD_VAULT_KEY: KEY });
  const db = () => t.database.db;

  async function customer() {
    const { id, token } = await insertTestCustomer(db());
    return { id, headers: { authorization: `Bearer ${token}` } };
  }

  const request = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function saved(headers: Record<string, string>, cardNumber = APPROVED) {
    const res = await request('POST', '/payment-card', headers, form(cardNumber));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; last4: string };
  }

  it('requires a valid bearer token on every endpoint (401 with message and code)', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer unknown' }]) {
      for (const [method, url, payload] of [
        ['GET', '/payment-card/all?email=maria%40example.com', undefined],
        ['POST', '/payment-card', form(APPROVED)],
        ['DELETE', '/payment-card/1', undefined],
      ] as const) {
        const res = await request(method, url, headers, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          message: "The current customer isn't authorized.",
          code: 'UNAUTHORIZED',
        });
      }
    }
  });

  it('saves a card and lists only brand, last four digits, holder and expiry', async () => {
    const { headers } = await customer();
    const res = await request('POST', '/payment-card', headers, form('5448 2800 0000 0007'));
    expect(res.statusCode).toBe(201);
    const card = res.json();
    expect(card).toEqual({
      id: expect.any(Number),
      brand: 'mastercard',
      last4: '0007',
      holder: 'MARIA SILVA',
      expiry_month: 12,
      expiry_year: YEAR,
    });
    const list = await request('GET', '/payment-card/all?email=outra%40example.com', headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([card]);
    expect(list.body).not.toContain('5448280000000007');

    // The same number again updates the card instead of saving a copy.
    const again = await request(
      'POST',
      '/payment-card',
      headers,
      form(APPROVED, { cardholderName: 'M SILVA', expirationYear: String(YEAR + 1).slice(2) }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...card, holder: 'M SILVA', expiry_year: YEAR + 1 });
    expect((await request('GET', '/payment-card/all', headers)).json()).toHaveLength(1);
  });

  it('refuses invalid cards, expired cards, missing fields and any security code', async () => {
    const { headers } = await customer();
    const cases: [unknown, number, string][] = [
      [form('5448280000000008'), 422, 'INVALID_CARD'],
      [form('1234'), 422, 'INVALID_CARD'],
      [form('9999999999999995'), 422, 'CARD_BRAND_NOT_SUPPORTED'],
      [form(APPROVED, { expirationMonth: '13' }), 422, 'INVALID_EXPIRATION'],
      [form(APPROVED, { expirationYear: '20x6' }), 422, 'INVALID_EXPIRATION'],
      [form(APPROVED, { expirationMonth: '01', expirationYear: '2020' }), 422, 'CARD_EXPIRED'],
      [form(APPROVED, { cardholderName: 'M' }), 422, 'INVALID_CARDHOLDER'],
      [form(APPROVED, { securityCode: '123' }), 422, 'SECURITY_CODE_NOT_STORED'],
      [form(APPROVED, { cvv: '123' }), 422, 'SECURITY_CODE_NOT_STORED'],
      [{ cardholderName: 'MARIA SILVA' }, 400, 'INVALID_REQUEST'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await request('POST', '/payment-card', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().code).toBe(code);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await request('GET', '/payment-card/all', headers)).json()).toEqual([]);
  });

  it('keeps the number only as AES-256-GCM ciphertext: round trip with the key, failure with another', async () => {
    const { id: customerId, headers } = await customer();
    const card = await saved(headers);
    const row = await db()
      .selectFrom('vault_card')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(APPROVED);
    expect(stored).not.toContain(APPROVED.slice(0, 12));
    expect(Buffer.from(row.pan_iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(row.pan_tag, 'base64')).toHaveLength(16);

    const right = createVaultService({ db: db(), key: () => Buffer.from(KEY, 'hex') });
    expect((await right.open(customerId, card.id))?.cardNumber).toBe(APPROVED);
    const wrong = createVaultService({ db: db(), key: () => randomBytes(32) });
    await expect(wrong.open(customerId, card.id)).rejects.toThrow();
    // The owner is authenticated data: the row moved to another customer does not decrypt.
    const other = await customer();
    await db().updateTable('vault_card').set({ customer_id: other.id }).where('id', '=', card.id).execute();
    await expect(right.open(other.id, card.id)).rejects.toThrow();
    await db().updateTable('vault_card').set({ customer_id: customerId }).where('id', '=', card.id).execute();
  });

  it('deletes only the caller’s own card', async () => {
    const a = await customer();
    const b = await customer();
    const card = await saved(a.headers);
    expect(
      (
        await request('GET', `/payment-card/all?email=${encodeURIComponent('a@example.com')}`, b.headers)
      ).json(),
    ).toEqual([]);
    const byB = await request('DELETE', `/payment-card/${card.id}`, b.headers);
    expect(byB.statusCode).toBe(404);
    expect(byB.json().code).toBe('CARD_NOT_FOUND');
    expect((await request('GET', '/payment-card/all', a.headers)).json()).toHaveLength(1);
    expect((await request('DELETE', '/payment-card/abc', a.headers)).statusCode).toBe(404);
    const byA = await request('DELETE', `/payment-card/${card.id}`, a.headers);
    expect(byA.statusCode).toBe(200);
    expect(byA.json()).toEqual({ id: card.id, deleted: true });
    expect((await request('DELETE', `/payment-card/${card.id}`, a.headers)).statusCode).toBe(404);
    expect((await request('GET', '/payment-card/all', a.headers)).json()).toEqual([]);
  });

  describe('paying with a saved card through /payments/rede/transactions', () => {
    const pay = (
      order: { number: string; token: string },
      data: Record<string, unknown>,
      headers: Record<string, string>,
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/payments/rede/transactions?orderId=${order.number}&token=${order.token}&username=Maria&email=m%40example.com`,
        headers,
        payload: { data: { capture: true, kind: 'credit', installments: 1, ...data } },
      });

    it('approves with the owner’s saved card and the security code typed now', async () => {
      const { id, headers } = await customer();
      const card = await saved(headers);
      const order = await insertTestOrder(db(), {
        method: 'jetcred',
        customerId: id,
        grandTotalCents: 25_000,
      });
      const res = await pay(order, { savedCardId: card.id, securityCode: '123' }, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        returnCode: '00',
        brand: 'mastercard',
        last4: '0007',
        orderStatus: 'processing',
      });
      const tx = await db()
        .selectFrom('payment_card_transaction')
        .selectAll()
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(tx).toMatchObject({ status: 'approved', last4: '0007' });
    });

    it('answers the acquirer’s decline for a saved declined card', async () => {
      const { id, headers } = await customer();
      const card = await saved(headers, DECLINED);
      const order = await insertTestOrder(db(), { method: 'jetcred', customerId: id });
      const res = await pay(order, { savedCardId: String(card.id), securityCode: '123' }, headers);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({
        code: 'CARD_DECLINED',
        message: 'Cartão Recusado',
        returnCode: '111',
      });
    });

    it('needs the owner’s bearer, refuses another customer’s card, a mixed body and a missing security code', async () => {
      const a = await customer();
      const b = await customer();
      const card = await saved(a.headers);
      const order = await insertTestOrder(db(), { method: 'jetcred', customerId: a.id });

      const guest = await pay(order, { savedCardId: card.id, securityCode: '123' }, {});
      expect(guest.statusCode).toBe(401);
      expect(guest.json().code).toBe('UNAUTHORIZED');
      // B knows A's order token but cannot use A's card.
      const other = await pay(order, { savedCardId: card.id, securityCode: '123' }, b.headers);
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('CARD_NOT_FOUND');
      const mixed = await pay(
        order,
        { savedCardId: card.id, cardNumber: APPROVED, securityCode: '123' },
        a.headers,
      );
      expect(mixed.statusCode).toBe(400);
      const noCode = await pay(order, { savedCardId: card.id }, a.headers);
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().message).toContain('data.securityCode');
      const unknown = await pay(order, { savedCardId: 999999, securityCode: '123' }, a.headers);
      expect(unknown.statusCode).toBe(404);
      const state = await db()
        .selectFrom('sales_order')
        .select('state')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(state.state).toBe('new');
    });
  });
});

describe('card vault key', () => {
  it('is generated into DATA_DIR once (mode 0600) and reused; CARD_VAULT_KEY wins', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vault-'));
    const first = loadVaultKey({ dataDir, vault: { key: undefined } });
    expect(first.source).toBe('generated');
    expect(first.key).toHaveLength(32);
    const file = path.join(dataDir, 'card-vault.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.key.toString('hex'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadVaultKey({ dataDir, vault: { key: undefined } }).key.equals(first.key)).toBe(true);
    const configured = loadVaultKey({ dataDir, vault: { key: KEY } });
    expect(configured.source).toBe('config');
    expect(configured.key.toString('hex')).toBe(KEY);
  });
});

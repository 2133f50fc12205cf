import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { startFakeServer } from './testing/fake-server';
import { insertTestCustomer, insertTestOrder, type TestOrder } from './testing/orders';

/** A Luhn-valid Visa number the sandbox acquirer does not know: declined 109 'Cartão Inexistente'. */
let cardSequence = 0;
function unknownCard(): string {
  const body = `4000${String(process.pid % 1000).padStart(3, '0')}${String(++cardSequence).padStart(8, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const APPROVED = '4111111111111111';
const DECLINED = '4000000000001117';

const card = (cardNumber: string) => ({
  capture: true,
  kind: 'credit',
  cardholderName: 'MARIA SILVA',
  cardNumber,
  expirationMonth: 12,
  expirationYear: new Date().getFullYear() + 2,
  securityCode: '123',
  installments: 1,
});

let addressSequence = 0;
/** A client address of its own for each test (TEST-NET-3), so that the per-address counter is the test's. */
const newAddress = () => `203.0.113.${++addressSequence}`;

// The bot-check verifier: answers success for the token 'human', failure otherwise.
const verifier = await startFakeServer((request) => ({
  status: 200,
  body: { success: new URLSearchParams(request.body).get('response') === 'human' },
}));
afterAll(() => verifier.close());

describe.each(TEST_DATABASES)('card-testing limits on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, {
    CARD_DECLINES_PER_ORDER: '3',
    CARD_DECLINES_PER_CARD: '2',
    CARD_DECLINES_PER_CUSTOMER: '4',
    CARD_DECLINES_PER_IP: '5',
    CARD_DECLINE_WINDOW_MINUTES: '60',
  });
  const db = () => t.database.db;

  const pay = (order: TestOrder, cardNumber: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/payments/rede/transactions?orderId=${order.number}&token=${order.token}`,
      payload: { data: card(cardNumber) },
      remoteAddress: ip,
      headers,
    });
  /** Authorisations sent to the acquirer for these orders (every call leaves a row). */
  const acquirerCalls = async (orders: TestOrder[]) =>
    (
      await db()
        .selectFrom('payment_card_transaction')
        .select('id')
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .execute()
    ).length;
  /** An order of a customer of its own (each customer has a counter). */
  const customerOrder = async () => {
    const customer = await insertTestCustomer(db());
    return insertTestOrder(db(), { method: 'jetcred', customerId: customer.id });
  };

  it('still lets a shopper pay with another card after a decline', async () => {
    const order = await customerOrder();
    const ip = newAddress();
    expect((await pay(order, DECLINED, ip)).statusCode).toBe(402);
    const approved = await pay(order, APPROVED, ip);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ returnCode: '00', orderStatus: 'processing' });
  });

  it('refuses the order after its declines, before the acquirer, even a good card', async () => {
    const order = await customerOrder();
    const ip = newAddress();
    for (let i = 0; i < 3; i++) expect((await pay(order, unknownCard(), ip)).statusCode).toBe(402);
    const refused = await pay(order, unknownCard(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_CARD_ATTEMPTS',
      message:
        'Muitas tentativas de pagamento com cartão foram recusadas. Por segurança, aguarde 60 minutos antes de tentar de novo.',
    });
    expect((await pay(order, APPROVED, ip)).statusCode).toBe(429);
    expect(await acquirerCalls([order])).toBe(3);
  });

  it('refuses a card declined on other orders, and keeps only its fingerprint', async () => {
    const number = unknownCard();
    const orders = [await customerOrder(), await customerOrder(), await customerOrder()];
    expect((await pay(orders[0]!, number, newAddress())).statusCode).toBe(402);
    expect((await pay(orders[1]!, number, newAddress())).statusCode).toBe(402);
    const refused = await pay(orders[2]!, number, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_CARD_ATTEMPTS');
    expect(await acquirerCalls(orders)).toBe(2);
    // The third order is still payable with another card.
    expect((await pay(orders[2]!, APPROVED, newAddress())).statusCode).toBe(200);
    const subjects = await db().selectFrom('payment_attempt_limit').select(['scope', 'subject']).execute();
    const cards = subjects.filter((s) => s.scope === 'card');
    expect(cards.length).toBeGreaterThan(0);
    for (const row of cards) expect(row.subject).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(subjects)).not.toContain(number);
    expect(JSON.stringify(subjects)).not.toContain(number.slice(-8));
  });

  it("refuses a customer's orders after the customer's declines", async () => {
    const customer = await insertTestCustomer(db());
    const order = () => insertTestOrder(db(), { method: 'jetcred', customerId: customer.id });
    const orders = [await order(), await order(), await order()];
    // Two declines on each of two orders (under the order limit), each from its own address.
    for (const o of orders.slice(0, 2)) {
      for (let i = 0; i < 2; i++) expect((await pay(o, unknownCard(), newAddress())).statusCode).toBe(402);
    }
    const refused = await pay(orders[2]!, unknownCard(), newAddress());
    expect(refused.statusCode).toBe(429);
    expect(await acquirerCalls(orders)).toBe(4);
  });

  it('refuses a client address after its declines; Pix and boleto from it still work', async () => {
    const ip = newAddress();
    const orders: TestOrder[] = [];
    for (let i = 0; i < 5; i++) {
      const o = await customerOrder();
      orders.push(o);
      expect((await pay(o, unknownCard(), ip)).statusCode).toBe(402);
    }
    const next = await customerOrder();
    orders.push(next);
    const refused = await pay(next, APPROVED, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_CARD_ATTEMPTS');
    expect(await acquirerCalls(orders)).toBe(5);
    // Another address pays that order.
    expect((await pay(next, APPROVED, newAddress())).statusCode).toBe(200);

    const pix = await insertTestOrder(db(), { method: 'jetpix' });
    const charge = await t.app.inject({
      method: 'POST',
      url: `/payments/itau/pix/transactions?orderId=${pix.number}&token=${pix.token}`,
      payload: {},
      remoteAddress: ip,
    });
    expect(charge.statusCode).toBe(201);
    const boleto = await insertTestOrder(db(), { method: 'jetboleto' });
    const slip = await t.app.inject({
      method: 'POST',
      url: `/payments/itau/boleto/transactions?orderId=${boleto.number}&token=${boleto.token}`,
      payload: {},
      remoteAddress: ip,
    });
    expect(slip.statusCode).toBe(201);
  });

  it('lets concurrent attempts from one address reach the acquirer no more than the limit', async () => {
    const ip = newAddress();
    const orders = await Promise.all(Array.from({ length: 9 }, () => customerOrder()));
    const answers = await Promise.all(orders.map((o) => pay(o, unknownCard(), ip)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 402)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    expect(await acquirerCalls(orders)).toBe(5);
  });
});

describe.each(TEST_DATABASES)('card-testing limit with a bot check on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, {
    CARD_DECLINES_PER_IP: '2',
    RECAPTCHA_SECRET: 'test-secret',
    RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
  });

  const pay = async (cardNumber: string, ip: string, headers: Record<string, string> = {}) => {
    const customer = await insertTestCustomer(t.database.db);
    const order = await insertTestOrder(t.database.db, { method: 'jetcred', customerId: customer.id });
    return t.app.inject({
      method: 'POST',
      url: `/payments/rede/transactions?orderId=${order.number}&token=${order.token}`,
      payload: { data: card(cardNumber) },
      remoteAddress: ip,
      headers,
    });
  };

  it('asks an address at its limit for the bot check, and a passed check lets one attempt through', async () => {
    const ip = newAddress();
    expect((await pay(unknownCard(), ip)).statusCode).toBe(402);
    expect((await pay(unknownCard(), ip)).statusCode).toBe(402);
    const asked = await pay(APPROVED, ip);
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toMatchObject({
      code: 'BOT_CHECK_REQUIRED',
      message:
        'Muitas tentativas de pagamento com cartão a partir desta conexão. Confirme que você não é um robô para tentar de novo.',
    });
    const robot = await pay(APPROVED, ip, { 'x-recaptcha': 'robot' });
    expect(robot.statusCode).toBe(429);
    expect(robot.json().code).toBe('BOT_CHECK_REQUIRED');
    const human = await pay(APPROVED, ip, { 'x-recaptcha': 'human' });
    expect(human.statusCode).toBe(200);
    // One answer, one attempt: the next one needs a new check.
    expect((await pay(APPROVED, ip)).json().code).toBe('BOT_CHECK_REQUIRED');
  });
});

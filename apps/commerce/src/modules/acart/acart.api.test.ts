import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { createMailer } from '../mail/mailer';
import { insertTestCustomer, insertTestOrder } from '../payments/testing/orders';
import { sweepAbandonedCarts } from './sweep';

const STOREFRONT = 'https://loja.example.com';

describe.each(TEST_DATABASES)('abandoned carts on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, { CEP_PROVIDERS: 'local', STOREFRONT_URL: STOREFRONT });
  const db = () => t.database.db;
  const mailer = () => createMailer({ db: db(), log: t.app.log, from: 'loja@example.com' });
  const sweep = (now = new Date()) =>
    sweepAbandonedCarts(db(), mailer(), { delayMinutes: 60, storefrontUrl: STOREFRONT }, now);

  async function customer() {
    const { id, token } = await insertTestCustomer(db());
    const row = await db()
      .selectFrom('customer')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, email: row.email, headers: { authorization: `Bearer ${token}` } };
  }

  async function simpleSkus(count: number) {
    return (
      await db()
        .selectFrom('product')
        .select('sku')
        .where('type_id', '=', 'simple')
        .where('visibility', '=', 4)
        .where('status', '=', 1)
        .where('is_in_stock', '=', 1)
        .where('stock_qty', '>=', 20)
        .orderBy('id')
        .limit(count)
        .execute()
    ).map((r) => r.sku);
  }

  /** The customer's active cart with the given lines; returns its masked id. */
  async function cartWith(headers: Record<string, string>, lines: { sku: string; quantity: number }[]) {
    const cart = await t.graphql('{ customerCart { id } }', {}, headers);
    const cartId = cart.data!.customerCart.id as string;
    if (lines.length) {
      const added = await t.graphql(
        `mutation ($cartId: String!, $items: [CartItemInput!]!) {
          addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }`,
        { cartId, items: lines },
        headers,
      );
      expect(added.data!.addProductsToCart.user_errors).toEqual([]);
    }
    return cartId;
  }

  const save = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/acart/save', headers, payload: body });
  const saveBody = (cartId: string) => ({
    cartId,
    userName: 'Maria Silva',
    email: 'maria@example.com',
    cartData: { items: [{ sku: 'x', qty: 1 }] },
  });

  /** Saves a cart and makes its entry due for the e-mail (saved two hours ago). */
  async function dueEntry(headers: Record<string, string>, cartId: string) {
    expect((await save(headers, saveBody(cartId))).statusCode).toBe(201);
    const cart = await db()
      .selectFrom('cart')
      .select('id')
      .where('masked_id', '=', cartId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('acart')
      .set({ saved_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
      .where('cart_id', '=', cart.id)
      .execute();
    return cart.id;
  }

  async function mailsTo(email: string) {
    return db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', 'abandoned-cart')
      .execute();
  }

  /** The recovery token of the newest abandoned-cart e-mail to an address. */
  async function tokenFor(email: string) {
    const [mail] = (await mailsTo(email)).slice(-1);
    const url = new URL(/https?:\/\/\S+/.exec(mail!.text_body)![0]);
    return url.searchParams.get('acart')!;
  }

  it('requires a bearer token to save, delete or move an entry', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer unknown' }]) {
      const responses = await Promise.all([
        save(headers, saveBody('x'.repeat(32))),
        t.app.inject({ method: 'DELETE', url: `/acart/delete/${'x'.repeat(32)}`, headers }),
        t.app.inject({
          method: 'PUT',
          url: `/acart/update/cartId/${'x'.repeat(32)}`,
          headers,
          payload: { cartId: 'y'.repeat(32) },
        }),
      ]);
      for (const res of responses) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          message: "The current customer isn't authorized.",
          code: 'UNAUTHORIZED',
        });
      }
    }
  });

  it("saves the customer's own cart once per cart and refuses other carts and bad bodies", async () => {
    const a = await customer();
    const b = await customer();
    const [sku] = await simpleSkus(1);
    const cartId = await cartWith(a.headers, [{ sku: sku!, quantity: 2 }]);

    const first = await save(a.headers, saveBody(cartId));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ cart_id: cartId, saved_at: expect.any(String) });
    const second = await save(a.headers, { ...saveBody(cartId), userName: 'Maria S.' });
    expect(second.statusCode).toBe(200);
    const rows = await db().selectFrom('acart').selectAll().where('customer_id', '=', a.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_name: 'Maria S.',
      email: 'maria@example.com',
      emailed_at: null,
      token_hash: null,
    });
    expect(JSON.parse(rows[0]!.cart_data)).toEqual({ items: [{ sku: 'x', qty: 1 }] });

    // B cannot save A's cart; a guest cart is nobody's to save.
    const byB = await save(b.headers, saveBody(cartId));
    expect(byB.statusCode).toBe(404);
    expect(byB.json().code).toBe('CART_NOT_FOUND');
    const guestCart = await t.graphql('mutation { createGuestCart { cart { id } } }');
    const guest = await save(a.headers, saveBody(guestCart.data!.createGuestCart.cart.id));
    expect(guest.statusCode).toBe(404);
    expect((await save(a.headers, { userName: 'x' })).statusCode).toBe(400);
    const badEmail = await save(a.headers, { ...saveBody(cartId), email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ message: 'email is invalid', code: 'INVALID_REQUEST' });
    const big = await save(a.headers, { ...saveBody(cartId), cartData: 'x'.repeat(70_000) });
    expect(big.statusCode).toBe(413);
    expect(await db().selectFrom('acart').selectAll().where('customer_id', '=', b.id).execute()).toEqual([]);
  });

  it("deletes only the caller's entry", async () => {
    const a = await customer();
    const b = await customer();
    const [sku] = await simpleSkus(1);
    const cartId = await cartWith(a.headers, [{ sku: sku!, quantity: 1 }]);
    await save(a.headers, saveBody(cartId));
    const byB = await t.app.inject({ method: 'DELETE', url: `/acart/delete/${cartId}`, headers: b.headers });
    expect(byB.statusCode).toBe(404);
    expect(await db().selectFrom('acart').selectAll().where('customer_id', '=', a.id).execute()).toHaveLength(
      1,
    );
    const byA = await t.app.inject({ method: 'DELETE', url: `/acart/delete/${cartId}`, headers: a.headers });
    expect(byA.statusCode).toBe(200);
    expect(byA.json()).toEqual({ cart_id: cartId, deleted: true });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/acart/delete/${cartId}`,
      headers: a.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('ACART_NOT_FOUND');
  });

  it('follows a replaced cart (PUT /acart/update/cartId/:old), for its owner only', async () => {
    const a = await customer();
    const b = await customer();
    const [sku] = await simpleSkus(1);
    const oldCart = await cartWith(a.headers, [{ sku: sku!, quantity: 1 }]);
    await save(a.headers, saveBody(oldCart));
    // The old cart is merged away; a new active cart takes over.
    await db().updateTable('cart').set({ is_active: 0 }).where('masked_id', '=', oldCart).execute();
    const newCart = await cartWith(a.headers, []);
    expect(newCart).not.toBe(oldCart);

    const put = (old: string, cartId: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/acart/update/cartId/${old}`, headers, payload: { cartId } });
    expect((await put(oldCart, newCart, b.headers)).statusCode).toBe(404);
    const bCart = await cartWith(b.headers, []);
    expect((await put(oldCart, bCart, a.headers)).statusCode).toBe(404);
    expect((await put(oldCart, '', a.headers)).statusCode).toBe(400);
    const moved = await put(oldCart, newCart, a.headers);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ cart_id: newCart });
    const row = await db()
      .selectFrom('acart as a')
      .innerJoin('cart as c', 'c.id', 'a.cart_id')
      .select('c.masked_id')
      .where('a.customer_id', '=', a.id)
      .execute();
    expect(row).toEqual([{ masked_id: newCart }]);
  });

  it('e-mails each due cart exactly once, even with sweeps running together; skips fresh, empty and ordered carts', async () => {
    const a = await customer();
    const fresh = await customer();
    const empty = await customer();
    const ordered = await customer();
    const [sku1, sku2] = await simpleSkus(2);
    const cartId = await cartWith(a.headers, [
      { sku: sku1!, quantity: 2 },
      { sku: sku2!, quantity: 1 },
    ]);
    await dueEntry(a.headers, cartId);
    await save(fresh.headers, saveBody(await cartWith(fresh.headers, [{ sku: sku1!, quantity: 1 }])));
    await dueEntry(empty.headers, await cartWith(empty.headers, []));
    const orderedCart = await cartWith(ordered.headers, [{ sku: sku1!, quantity: 1 }]);
    await dueEntry(ordered.headers, orderedCart);
    await db().updateTable('cart').set({ is_active: 0 }).where('masked_id', '=', orderedCart).execute();

    const counts = await Promise.all([sweep(), sweep(), sweep()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await sweep()).toBe(0);
    for (const other of [fresh, empty, ordered]) expect(await mailsTo(other.email)).toEqual([]);

    const mails = await mailsTo(a.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Seu carrinho está esperando por você');
    const token = await tokenFor(a.email);
    expect(mail.text_body).toContain(
      `${STOREFRONT}/cart?utm_source=carrinhoabandonado&utm_medium=email&utm_campaign=carrinho&utm_term=${token}&acart=${token}`,
    );
    expect(mail.text_body).toMatch(/2 × .+/);
    expect(mail.html_body).toContain('utm_source=carrinhoabandonado');
    const row = await db()
      .selectFrom('acart')
      .selectAll()
      .where('customer_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.emailed_at).not.toBeNull();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toBe(token);
  });

  it('restores through the link: a stranger gets a new guest cart with copies of the lines, the owner their own cart', async () => {
    const a = await customer();
    const b = await customer();
    const [sku1, sku2] = await simpleSkus(2);
    const cartId = await cartWith(a.headers, [
      { sku: sku1!, quantity: 3 },
      { sku: sku2!, quantity: 1 },
    ]);
    await dueEntry(a.headers, cartId);
    await sweep();
    const token = await tokenFor(a.email);
    const restore = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/acart/restore/${token}`, headers });

    const asGuest = await restore();
    expect(asGuest.statusCode).toBe(200);
    const guestCartId = asGuest.json().cart_id as string;
    expect(guestCartId).toHaveLength(32);
    expect(guestCartId).not.toBe(cartId);
    const guestCart = await t.graphql(
      'query ($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }',
      { id: guestCartId },
    );
    expect(guestCart.errors).toBeUndefined();
    expect(guestCart.data!.cart.items).toEqual([
      { quantity: 3, product: { sku: sku1 } },
      { quantity: 1, product: { sku: sku2 } },
    ]);
    // The customer's own cart stays closed to the link holder.
    const own = await t.graphql('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId });
    expect(own.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    // The same guest copy while it is active; another customer also gets a guest copy, never A's cart.
    expect((await restore()).json().cart_id).toBe(guestCartId);
    expect((await restore(b.headers)).json().cart_id).not.toBe(cartId);
    // The owner gets the cart itself.
    const asOwner = await restore(a.headers);
    expect(asOwner.json()).toEqual({ cart_id: cartId });
    const row = await db()
      .selectFrom('acart')
      .selectAll()
      .where('customer_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.restored_at).not.toBeNull();

    const unknown = await t.app.inject({ method: 'GET', url: '/acart/restore/nao-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ACART_LINK_INVALID');
    await db()
      .updateTable('acart')
      .set({ emailed_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    expect((await restore()).statusCode).toBe(404);
  });

  it('records the order that converted the recovery e-mail, once', async () => {
    const a = await customer();
    const [sku] = await simpleSkus(1);
    await dueEntry(a.headers, await cartWith(a.headers, [{ sku: sku!, quantity: 1 }]));
    await sweep();
    const token = await tokenFor(a.email);
    const convert = (term: string) =>
      t.app.inject({ method: 'PUT', url: `/acart/update/emailConversion/${term}` });

    const early = await convert(token);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ACART_NOT_CONVERTED');
    const order = await insertTestOrder(db(), { method: 'jetpix', customerId: a.id });
    const done = await convert(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ converted: true, order_number: order.number });
    const later = await insertTestOrder(db(), { method: 'jetpix', customerId: a.id });
    expect(later.number).not.toBe(order.number);
    expect((await convert(token)).json()).toEqual({ converted: true, order_number: order.number });
    const row = await db()
      .selectFrom('acart')
      .selectAll()
      .where('customer_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.converted_order_id).toBe(order.id);
    expect((await convert('nao-existe')).statusCode).toBe(404);
  });
});

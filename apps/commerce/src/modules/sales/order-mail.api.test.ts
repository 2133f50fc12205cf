import { formatDigitableLine } from '@store/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../demo/catalogue';
import { startSmtp } from '../../../test/smtp';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../test/test-app';
import { ADDRESS, add, createCustomer, guestCart, mutate, placeOrder, readyCart } from '../cart/testing';
import { sweepExpiredOrders } from './expiry';
import { markOrderPaid } from './order-status';

interface Part {
  headers: string;
  body: string;
}

/** The leaf parts of a MIME message (enough of RFC 2046 for nodemailer's output). */
function mimeParts(raw: string): Part[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers.replace(/\r\n\s+/g, ' '))?.[1];
  if (!/content-type:\s*multipart\//i.test(headers) || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeParts(part.replace(/^\r\n/, '')));
}

function decode(part: Part): Buffer {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(part.headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const soft = part.body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(soft.charCodeAt(i));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(part.body, 'utf8');
}

/** Subject (RFC 2047 words decoded), text, HTML and attachments of a raw message. */
function readMail(raw: string) {
  const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n\s+/g, ' ');
  const subjectRaw = /^subject:\s*(.*)$/im.exec(headerBlock)?.[1] ?? '';
  const subject = subjectRaw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode({
            headers: 'content-transfer-encoding: quoted-printable',
            body: text.replace(/_/g, ' '),
          }).toString('utf8'),
    );
  const parts = mimeParts(raw);
  const isType = (p: Part, type: string) => new RegExp(`content-type:\\s*${type}`, 'i').test(p.headers);
  const text = parts.find(
    (p) => isType(p, 'text/plain') && !/content-disposition:\s*attachment/i.test(p.headers),
  );
  const html = parts.find((p) => isType(p, 'text/html'));
  return {
    subject,
    text: text ? decode(text).toString('utf8') : '',
    html: html ? decode(html).toString('utf8') : '',
    attachments: parts
      .filter((p) => !isType(p, 'text/'))
      .map((p) => ({
        type: /content-type:\s*([\w/+.-]+)/i.exec(p.headers)?.[1],
        filename: /filename="?([^";\r\n]+)"?/i.exec(p.headers)?.[1],
        cid: /content-id:\s*<([^>]+)>/i.exec(p.headers)?.[1],
        content: decode(p),
      })),
  };
}

describe.each(TEST_DATABASES)('order e-mails on %s', (dialect) => {
  // The journey pays through the sandbox bank's endpoints, off unless asked for.
  const env: Record<string, string> = { STOREFRONT_URL: 'http://shop.test', SANDBOX_BANK: 'true' };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    // Read by useTestApp's own beforeAll, which runs after this one.
    env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  });
  const t: TestApp = useTestApp(dialect, demoCatalogue, env);
  afterAll(async () => {
    await smtp.close();
  });

  // Mail leaves through the outbox worker after the answer; a sweep here delivers what is queued.
  const mailsTo = async (to: string) => {
    await t.app.mailer.deliverPending();
    return smtp.messages.filter((m) => m.to.includes(to)).map((m) => readMail(m.data));
  };
  const orderRow = (number: string) =>
    t.database.db
      .selectFrom('sales_order')
      .selectAll()
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();
  const outboxOf = (orderId: number) =>
    t.database.db
      .selectFrom('sales_order_mail')
      .innerJoin('mail_outbox', 'mail_outbox.id', 'sales_order_mail.mail_id')
      .select(['sales_order_mail.kind', 'mail_outbox.kind as mailKind', 'mail_outbox.to_address'])
      .where('sales_order_mail.order_id', '=', orderId)
      .orderBy('sales_order_mail.id')
      .execute();

  /** A guest cart of the store view, with its own e-mail address. */
  async function guestOrder(payment: string, email: string, store = 'default') {
    const headers = { store };
    const cartId = await guestCart(t, headers);
    await add(t, cartId, [{ sku: '100025', quantity: 3 }], headers);
    const steps: [string, Record<string, unknown>][] = [
      ['setGuestEmailOnCart', { cart_id: cartId, email }],
      ['setShippingAddressesOnCart', { cart_id: cartId, shipping_addresses: [{ address: ADDRESS }] }],
      [
        'setShippingMethodsOnCart',
        { cart_id: cartId, shipping_methods: [{ carrier_code: 'transportadora', method_code: 'economico' }] },
      ],
      ['setBillingAddressOnCart', { cart_id: cartId, billing_address: { same_as_shipping: true } }],
      ['setPaymentMethodOnCart', { cart_id: cartId, payment_method: { code: payment } }],
    ];
    for (const [name, input] of steps) {
      const r = await mutate(t, name, input, headers);
      if (r.errors) throw new Error(JSON.stringify(r.errors));
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/order/create',
      headers: { store },
      payload: { cart_id: cartId },
    });
    expect(created.statusCode).toBe(201);
    return { cartId, ...(created.json().order as { number: string; token: string }) };
  }

  it('sends a guest boleto order its confirmation once: items, totals, address, line, barcode, PDF and the token link', async () => {
    const email = 'boleto.guest@example.com';
    const order = await guestOrder('jetboleto', email);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Recebemos seu pedido nº ${order.number}`);
    const boleto = await t.database.db
      .selectFrom('payment_boleto')
      .innerJoin('sales_order', 'sales_order.id', 'payment_boleto.order_id')
      .select(['payment_boleto.digitable_line', 'payment_boleto.barcode', 'payment_boleto.due_date'])
      .where('sales_order.increment_id', '=', order.number)
      .executeTakeFirstOrThrow();
    const line = formatDigitableLine(boleto.digitable_line);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(line);
      expect(body).toContain(boleto.barcode);
      expect(body).toContain('Envelope Plástico Ofício');
      expect(body).toContain('Avenida Paulista');
    }
    expect(mail.text).toMatch(/3 × .*R\$\s39,90 = R\$\s119,70/);
    expect(mail.text).toMatch(/Frete: R\$\s27,40/);
    expect(mail.text).toMatch(/Total do pedido: R\$\s147,10/);
    const link = `http://shop.test/checkout/success?order=${order.number}&token=${order.token}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.html).toContain('#F26B1D');
    const pdf = mail.attachments.find((a) => a.type === 'application/pdf');
    expect(pdf?.filename).toBe(`boleto-${order.number}.pdf`);
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');

    // The storefront asks for the boleto right after: it gets the one of the e-mail.
    const again = await t.app.inject({
      method: 'POST',
      url: `/payments/itau/boleto/transactions?orderId=${order.number}&token=${order.token}`,
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.digitableLine).toBe(boleto.digitable_line);

    // A second submit of the cart answers the same order and sends nothing more.
    const second = await t.app.inject({
      method: 'POST',
      url: '/order/create',
      payload: { cart_id: order.cartId },
    });
    expect(second.statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);

    // Paid: "payment received" once, however often the bank says so.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/payments/sandbox/boleto/pay?orderId=${order.number}`,
    });
    expect(paid.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/payments/sandbox/boleto/pay?orderId=${order.number}` });
    const row = await orderRow(order.number);
    expect(await markOrderPaid(t.database.db, row.id, 'again')).toBe(false);
    const all = await mailsTo(email);
    expect(all.map((m) => m.subject)).toEqual([
      `Recebemos seu pedido nº ${order.number}`,
      `Pagamento confirmado – pedido nº ${order.number}`,
    ]);
    // Guests get no link after placement: the clear token is not kept.
    expect(all[1]!.text).not.toContain('http://shop.test');
    expect(all[1]!.text).not.toContain(line);
    expect(await outboxOf(row.id)).toEqual([
      { kind: 'confirmation', mailKind: 'order-confirmation', to_address: email },
      { kind: 'paid', mailKind: 'order-paid', to_address: email },
    ]);
  });

  it('writes in English for the en store view: Pix code, inline QR image and the My Account link', async () => {
    const customer = await createCustomer(t);
    const headers = { ...customer.headers, store: 'en' };
    const cartId = await readyCart(t, [{ sku: '100025', quantity: 3 }], { headers, payment: 'jetpix' });
    const placed = await placeOrder(t, cartId, headers);
    const number = placed.data!.placeOrder.order.order_number as string;
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`We received your order #${number}`);
    const charge = await t.database.db
      .selectFrom('payment_pix_charge')
      .innerJoin('sales_order', 'sales_order.id', 'payment_pix_charge.order_id')
      .select(['payment_pix_charge.pix_copia_e_cola', 'payment_pix_charge.status'])
      .where('sales_order.increment_id', '=', number)
      .executeTakeFirstOrThrow();
    expect(charge.status).toBe('ATIVA');
    expect(mail.text).toContain('Pay with Pix');
    expect(mail.text).toContain(charge.pix_copia_e_cola);
    expect(mail.html).toContain(charge.pix_copia_e_cola.replace(/&/g, '&amp;'));
    // Discount labels are the order's own, as stored at placement.
    expect(mail.text).toContain('Pix discount (3%): − R$4.41');
    expect(mail.text).toContain(`Order #${number}`);
    expect(mail.text).toContain('Order total: R$');
    const qr = mail.attachments.find((a) => a.type === 'image/png');
    expect(qr?.cid).toBeTruthy();
    expect(mail.html).toContain(`cid:${qr!.cid}`);
    expect(qr!.content.subarray(1, 4).toString()).toBe('PNG');
    expect(mail.text).toContain(`http://shop.test/en/customer/order-history/${number}`);
    expect(mail.text).not.toContain('token=');
  });

  it('writes in German for the german store view and names the card instalments once paid', async () => {
    const email = 'karte@example.com';
    const order = await guestOrder('jetcred', email, 'german');
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe(`Wir haben Ihre Bestellung Nr. ${order.number} erhalten`);
    expect(confirmation!.text).toContain('Kreditkartenzahlung: wartet auf Freigabe.');
    expect(confirmation!.text).toContain(`http://shop.test/german/checkout/success?order=${order.number}`);
    const grand = (await orderRow(order.number)).grand_total_cents;
    const pay = await t.app.inject({
      method: 'POST',
      url: `/payments/rede/transactions?orderId=${order.number}&token=${order.token}`,
      payload: {
        data: {
          capture: true,
          kind: 'credit',
          cardholderName: 'MARIA SILVA',
          cardNumber: '5448280000000007',
          expirationMonth: 12,
          expirationYear: new Date().getFullYear() + 2,
          securityCode: '123',
          installments: 2,
          amount: grand,
        },
      },
    });
    expect(pay.statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Zahlung eingegangen – Bestellung Nr. ${order.number}`);
    expect(mails[1]!.text).toMatch(/Karte mit Endziffern 0007: 2 × /);
  });

  it('sends the cancellation when an unpaid Pix expires, once, even when the sweep runs again', async () => {
    const email = 'pix.late@example.com';
    const order = await guestOrder('jetpix', email);
    const row = await orderRow(order.number);
    const later = new Date(new Date(row.payment_expires_at!).getTime() + 1000);
    expect(await sweepExpiredOrders(t.database.db, later)).toBeGreaterThanOrEqual(1);
    await sweepExpiredOrders(t.database.db, later);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Recebemos seu pedido nº ${order.number}`,
      `Pedido nº ${order.number} cancelado`,
    ]);
    expect(mails[1]!.text).toContain('O prazo de pagamento do seu pedido');
    expect(mails[1]!.text).not.toContain('Pix copia e cola');
    expect(mails[1]!.attachments).toEqual([]);
    // The sandbox bank cannot pay it any more: no "payment received".
    expect((await orderRow(order.number)).state).toBe('canceled');
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

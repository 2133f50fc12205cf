import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../demo/catalogue';
import { startSmtp } from '../../../test/smtp';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../test/test-app';
import { insertTestCustomer, insertTestOrder } from '../payments/testing/orders';
import { cliActor } from '../staff/audit';
import { createUploadStore, exportUpload } from '../uploads/store';
import {
  DOC_BYTES,
  DOCX_BYTES,
  EXE_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  WEBP_BYTES,
} from '../uploads/testing';
import { setRequestStatus } from './admin';
import { addDays, brazilianDate, saoPauloDate } from './dates';
import { listRequests, markDelivered, showRequest } from './staff';

const CNPJ = '11.222.333/0001-81';
const UPLOAD_MAX = 100_000;
const CV_MAX = 50_000;
const LIMIT = 5;

/** Decodes a quoted-printable body enough to search it. */
const plain = (data: string) =>
  data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

interface FilePart {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

describe.each(TEST_DATABASES)('request forms on %s', (dialect) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'requests-test-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    UPLOAD_MAX_BYTES: String(UPLOAD_MAX),
    CV_MAX_BYTES: String(CV_MAX),
    FORM_RATE_LIMIT_PER_HOUR: String(LIMIT),
    SALES_EMAIL: 'vendas@loja.test',
    SUPPORT_EMAIL: 'atendimento@loja.test',
    HR_EMAIL: 'rh@loja.test',
  };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    // Read by useTestApp's own beforeAll, which runs after this one.
    env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  });
  const t: TestApp = useTestApp(dialect, demoCatalogue, env);
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Every test speaks from its own address, so the quota only bites where it is tested.
  let ip = 0;
  const nextIp = () => `10.${dialect === 'sqlite' ? 1 : 2}.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

  const postJson = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { 'x-forwarded-for': nextIp(), ...headers },
    });

  async function postForm(
    url: string,
    fields: Record<string, string | string[]>,
    files: FilePart[],
    headers: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const v of [value].flat()) form.append(name, v);
    }
    for (const file of files) {
      form.append(
        file.field,
        new Blob([file.data], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    }
    const encoded = new Response(form);
    return t.app.inject({
      method: 'POST',
      url,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: {
        'content-type': encoded.headers.get('content-type') as string,
        'x-forwarded-for': nextIp(),
        ...headers,
      },
    });
  }

  const uploadFiles = () =>
    readdirSync(uploadsDir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  /** Mail is queued by the request and delivered by the outbox worker after the answer. */
  const mailsTo = async (to: string) => {
    await t.app.mailer.deliverPending();
    return smtp.messages.filter((m) => m.to.includes(to));
  };

  async function skus(count: number): Promise<{ sku: string; name: string }[]> {
    return t.database.db
      .selectFrom('product')
      .select(['sku', 'name'])
      .where('status', '=', 1)
      .where('type_id', '=', 'simple')
      .orderBy('id')
      .limit(count)
      .execute();
  }

  /** An order of two products for maria@example.com (optionally a customer's), delivered some days ago or not. */
  async function orderWithItems(options: { deliveredDaysAgo?: number; customerId?: number } = {}) {
    const order = await insertTestOrder(t.database.db, { method: 'checkmo', customerId: options.customerId });
    const products = await skus(2);
    await t.database.db
      .insertInto('sales_order_item')
      .values(
        products.map((p) => ({
          order_id: order.id,
          product_id: null,
          sku: p.sku,
          parent_sku: null,
          name: p.name,
          url_key: null,
          product_type: 'simple',
          quantity: 1,
          price_cents: 5000,
          original_price_cents: 5000,
          row_total_cents: 5000,
          discount_cents: 0,
          options: '[]',
        })),
      )
      .execute();
    if (options.deliveredDaysAgo !== undefined) {
      await markDelivered(
        t.database.db,
        order.number,
        addDays(saoPauloDate(new Date()), -options.deliveredDaysAgo),
      );
    }
    return { ...order, products };
  }

  const returnFields = (number: string, sku: string, extra: Record<string, string | string[]> = {}) => ({
    order_number: number,
    email: 'Maria@Example.com',
    skus: [sku],
    reason: 'A caneta chegou com a tampa quebrada.',
    ...extra,
  });
  const invoice: FilePart = {
    field: 'invoice',
    name: 'nota-fiscal.pdf',
    data: PDF_BYTES,
    type: 'application/pdf',
  };

  const quote = (extra: Record<string, unknown> = {}) => ({
    company: 'Papelaria Central Ltda',
    cnpj: CNPJ,
    contact_name: 'Joana Lima',
    email: 'joana@central.test',
    phone: '(11) 98765-4321',
    message: 'Entrega em São Paulo, por favor.',
    ...extra,
  });

  describe('quote requests', () => {
    it('quote request with two SKUs → stored, e-mails received by a test SMTP server (shopper and sales)', async () => {
      const [a, b] = await skus(2);
      const response = await postJson(
        '/requests/quote',
        quote({
          items: [
            { sku: a?.sku, quantity: 10 },
            { sku: b?.sku, quantity: 3 },
          ],
        }),
      );
      expect(response.statusCode).toBe(201);
      const { protocol } = response.json();
      expect(protocol).toMatch(/^ORC-\d{4}-\d{6}$/);

      const row = await t.database.db
        .selectFrom('request_quote')
        .selectAll()
        .where('protocol', '=', protocol)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        cnpj: '11222333000181',
        phone: '11987654321',
        status: 'open',
        email: 'joana@central.test',
      });
      expect(JSON.parse(row.items)).toEqual([
        { sku: a?.sku, name: a?.name, quantity: 10 },
        { sku: b?.sku, name: b?.name, quantity: 3 },
      ]);

      const shopper = (await mailsTo('joana@central.test')).find((m) => m.data.includes(protocol));
      const sales = (await mailsTo('vendas@loja.test')).find((m) => m.data.includes(protocol));
      expect(shopper).toBeDefined();
      expect(sales).toBeDefined();
      expect(plain(sales?.data ?? '')).toContain(`SKU ${a?.sku}`);
      expect(plain(sales?.data ?? '')).toContain('11.222.333/0001-81');
      const outbox = await t.database.db
        .selectFrom('mail_outbox')
        .select(['kind', 'to_address', 'sent_at', 'text_body'])
        .where('subject', 'like', `%${protocol}%`)
        .orderBy('id')
        .execute();
      expect(outbox.map((m) => [m.kind, m.to_address])).toEqual([
        ['quote-confirmation', 'joana@central.test'],
        ['quote-notification', 'vendas@loja.test'],
      ]);
      // Delivered, and no longer kept in full.
      expect(outbox.every((m) => m.sent_at && m.text_body === '')).toBe(true);
    });

    it('accepts a free-text list and records the logged-in customer', async () => {
      const customer = await insertTestCustomer(t.database.db);
      const response = await postJson('/requests/quote', quote({ items: '200 resmas de papel A4' }), {
        authorization: `Bearer ${customer.token}`,
      });
      expect(response.statusCode).toBe(201);
      const row = await t.database.db
        .selectFrom('request_quote')
        .selectAll()
        .where('protocol', '=', response.json().protocol)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        customer_id: customer.id,
        items: '[]',
        items_text: '200 resmas de papel A4',
      });
    });

    it.each([
      ['a missing company', { company: undefined }, 'company', 'Informe o nome da empresa.'],
      ['an invalid CNPJ', { cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido.'],
      ['an invalid e-mail', { email: 'joana@' }, 'email', 'Informe um e-mail válido.'],
      [
        'a phone without DDD',
        { phone: '98765-4321' },
        'phone',
        'Informe um telefone com DDD, por exemplo (11) 91234-5678.',
      ],
      ['no products', { items: [] }, 'items', 'Adicione pelo menos um produto ou descreva o que precisa.'],
      [
        'a zero quantity',
        { items: [{ name: 'Clips', quantity: 0 }] },
        'items.0.quantity',
        'A quantidade deve ser um número inteiro maior que zero.',
      ],
      [
        'a fractional quantity',
        { items: [{ name: 'Clips', quantity: 1.5 }] },
        'items.0.quantity',
        'A quantidade deve ser um número inteiro maior que zero.',
      ],
      [
        'an item without SKU or name',
        { items: [{ quantity: 2 }] },
        'items.0',
        'Informe o SKU ou o nome do produto.',
      ],
    ])('refuses %s with 400 and the field', async (_name, change, field, message) => {
      const response = await postJson(
        '/requests/quote',
        quote({ items: [{ name: 'Clips nº 2', quantity: 5 }], ...change }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { [field]: message } });
    });

    it('refuses an unknown SKU with a clear message and stores nothing', async () => {
      const before = await t.database.db
        .selectFrom('request_quote')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const response = await postJson(
        '/requests/quote',
        quote({ items: [{ sku: 'nao-existe-123', quantity: 1 }] }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'UNKNOWN_SKU',
        message: 'Produto não encontrado: SKU "nao-existe-123".',
      });
      const after = await t.database.db
        .selectFrom('request_quote')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('refuses a body that is not a form', async () => {
      const response = await postJson('/requests/quote', [1, 2]);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
    });
  });

  describe('contact', () => {
    it('stores the message and e-mails the shopper and support', async () => {
      const response = await postJson('/requests/contact', {
        name: 'Carlos Souza',
        email: 'carlos@example.com',
        subject: 'Nota fiscal',
        message: 'Preciso da segunda via da nota fiscal do meu pedido.',
      });
      expect(response.statusCode).toBe(201);
      const { protocol } = response.json();
      expect(protocol).toMatch(/^CON-\d{4}-\d{6}$/);
      expect((await mailsTo('carlos@example.com')).some((m) => m.data.includes(protocol))).toBe(true);
      expect((await mailsTo('atendimento@loja.test')).some((m) => m.data.includes(protocol))).toBe(true);
    });

    it('refuses missing fields and a message that is too short', async () => {
      const missing = await postJson('/requests/contact', { email: 'carlos@example.com' });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().fields).sort()).toEqual(['message', 'name', 'subject']);
      const short = await postJson('/requests/contact', {
        name: 'Carlos',
        email: 'carlos@example.com',
        subject: 'Oi',
        message: 'Oi',
      });
      expect(short.json().fields.message).toBe('Use pelo menos 10 caracteres em a mensagem.');
    });
  });

  describe('careers', () => {
    const career = {
      name: 'Beatriz Nunes',
      email: 'bia@example.com',
      phone: '11 91234-5678',
      position: 'Vendedora interna',
    };

    it.each([
      ['PDF', 'cv.pdf', PDF_BYTES, 'application/pdf'],
      ['DOC', 'cv.doc', DOC_BYTES, 'application/msword'],
      [
        'DOCX',
        'curriculo.docx',
        DOCX_BYTES,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ])(
      'accepts a %s CV, stores it privately under a random name and tells HR',
      async (_type, name, data, mime) => {
        const response = await postForm('/requests/careers', career, [{ field: 'cv', name, data }]);
        expect(response.statusCode).toBe(201);
        const { protocol } = response.json();
        expect(protocol).toMatch(/^RH-\d{4}-\d{6}$/);
        const { uploads } = await showRequest(t.database.db, protocol);
        expect(uploads).toHaveLength(1);
        const [cv] = uploads;
        expect(cv).toMatchObject({ kind: 'cv', original_name: name, mime, size_bytes: data.length });
        expect(cv?.stored_name).toMatch(/^[0-9a-f]{32}\.[a-z]+$/);
        expect(cv?.stored_name).not.toContain(name.split('.')[0]);
        expect(readFileSync(path.join(uploadsDir, cv?.stored_name as string))).toEqual(data);
        expect(cv?.sha256).toBe(createHash('sha256').update(data).digest('hex'));
        const hr = (await mailsTo('rh@loja.test')).find((m) => m.data.includes(protocol));
        expect(plain(hr?.data ?? '')).toContain(`export-file ${cv?.id}`);
      },
    );

    it.each([
      [
        'a .pdf name with PNG bytes',
        'cv.pdf',
        PNG_BYTES,
        415,
        'FILE_TYPE_NOT_ALLOWED',
        'O arquivo "cv.pdf" deve ser PDF, DOC ou DOCX.',
      ],
      [
        'an executable',
        'cv.exe',
        EXE_BYTES,
        415,
        'FILE_TYPE_NOT_ALLOWED',
        'O arquivo "cv.exe" deve ser PDF, DOC ou DOCX.',
      ],
      [
        'an oversize PDF',
        'cv.pdf',
        Buffer.concat([PDF_BYTES, Buffer.alloc(CV_MAX)]),
        413,
        'FILE_TOO_LARGE',
        'O arquivo "cv.pdf" passa do limite de 0 MB.',
      ],
      ['an empty file', 'cv.pdf', Buffer.alloc(0), 400, 'FILE_EMPTY', 'O arquivo "cv.pdf" está vazio.'],
    ])('refuses %s and leaves no file behind', async (_name, fileName, data, status, code, message) => {
      const before = uploadFiles();
      const response = await postForm('/requests/careers', career, [{ field: 'cv', name: fileName, data }]);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
      if (code !== 'FILE_TOO_LARGE') expect(response.json().message).toBe(message);
      else expect(response.json().message).toMatch(/^O arquivo "cv.pdf" passa do limite de .* MB\.$/);
      expect(uploadFiles()).toEqual(before);
    });

    it('refuses an application without a CV, or with bad fields (deleting the CV already written)', async () => {
      const before = uploadFiles();
      const noCv = await postForm('/requests/careers', career, []);
      expect(noCv.statusCode).toBe(400);
      expect(noCv.json()).toMatchObject({ code: 'FILE_MISSING', message: 'Envie o currículo.' });
      const badEmail = await postForm('/requests/careers', { ...career, email: 'bia' }, [
        { field: 'cv', name: 'cv.pdf', data: PDF_BYTES },
      ]);
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().fields).toEqual({ email: 'Informe um e-mail válido.' });
      expect(uploadFiles()).toEqual(before);
    });

    it('wants multipart/form-data', async () => {
      const response = await postJson('/requests/careers', career);
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('MULTIPART_REQUIRED');
    });
  });

  describe('returns', () => {
    it('accepts a return within the deadline with invoice and photos, and e-mails shopper and support', async () => {
      const order = await orderWithItems({ deliveredDaysAgo: 3 });
      const response = await postForm(
        '/requests/return',
        returnFields(order.number, order.products[0]?.sku as string),
        [
          invoice,
          { field: 'photos[]', name: 'foto1.jpg', data: JPEG_BYTES },
          { field: 'photos[]', name: 'foto2.webp', data: WEBP_BYTES },
        ],
      );
      expect(response.statusCode).toBe(201);
      const { protocol } = response.json();
      expect(protocol).toMatch(/^DEV-\d{4}-\d{6}$/);
      const { request, uploads } = await showRequest(t.database.db, protocol);
      expect(request).toMatchObject({
        order_number: order.number,
        email: 'maria@example.com',
        status: 'open',
      });
      expect(JSON.parse(request.skus as string)).toEqual([order.products[0]?.sku]);
      expect(uploads.map((u) => [u.kind, u.mime])).toEqual([
        ['return-invoice', 'application/pdf'],
        ['return-photo', 'image/jpeg'],
        ['return-photo', 'image/webp'],
      ]);
      expect((await mailsTo('maria@example.com')).some((m) => m.data.includes(protocol))).toBe(true);
      expect((await mailsTo('atendimento@loja.test')).some((m) => m.data.includes(protocol))).toBe(true);
    });

    it('accepts a return before delivery and on the last day of the deadline', async () => {
      const undelivered = await orderWithItems();
      const early = await postForm(
        '/requests/return',
        returnFields(undelivered.number, undelivered.products[1]?.sku as string),
        [invoice],
      );
      expect(early.statusCode).toBe(201);
      const lastDay = await orderWithItems({ deliveredDaysAgo: 7 });
      const late = await postForm(
        '/requests/return',
        returnFields(lastDay.number, lastDay.products[0]?.sku as string),
        [invoice],
      );
      expect(late.statusCode).toBe(201);
    });

    it('refuses a return after the 7-day deadline with the date it ended, deleting the uploads', async () => {
      const order = await orderWithItems({ deliveredDaysAgo: 8 });
      const before = uploadFiles();
      const response = await postForm(
        '/requests/return',
        returnFields(order.number, order.products[0]?.sku as string),
        [invoice],
      );
      expect(response.statusCode).toBe(422);
      const ended = brazilianDate(addDays(saoPauloDate(new Date()), -1));
      expect(response.json()).toEqual({
        code: 'RETURN_DEADLINE_PASSED',
        message: `O prazo de 7 dias para devolução terminou em ${ended}.`,
      });
      expect(uploadFiles()).toEqual(before);
    });

    it('refuses a wrong e-mail and an unknown order with the same answer', async () => {
      const order = await orderWithItems({ deliveredDaysAgo: 1 });
      const sku = order.products[0]?.sku as string;
      const wrongEmail = await postForm(
        '/requests/return',
        returnFields(order.number, sku, { email: 'outra@example.com' }),
        [invoice],
      );
      const unknown = await postForm('/requests/return', returnFields('999999999', sku), [invoice]);
      for (const response of [wrongEmail, unknown]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          code: 'ORDER_NOT_FOUND',
          message: 'Não encontramos um pedido com esse número e e-mail.',
        });
      }
    });

    it('refuses SKUs that are not in the order', async () => {
      const order = await orderWithItems({ deliveredDaysAgo: 1 });
      const response = await postForm('/requests/return', returnFields(order.number, 'sku-de-outro-pedido'), [
        invoice,
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'SKU_NOT_IN_ORDER',
        message: `O produto "sku-de-outro-pedido" não faz parte do pedido ${order.number}.`,
      });
    });

    it('checks the invoice and photos: type, name against content, size, count, presence', async () => {
      const order = await orderWithItems({ deliveredDaysAgo: 1 });
      const fields = returnFields(order.number, order.products[0]?.sku as string);
      const before = uploadFiles();
      const cases: [FilePart[], number, string][] = [
        [[], 400, 'FILE_MISSING'],
        [[{ field: 'invoice', name: 'nota.exe', data: EXE_BYTES }], 415, 'FILE_TYPE_NOT_ALLOWED'],
        [[{ field: 'invoice', name: 'nota.pdf', data: PNG_BYTES }], 415, 'FILE_TYPE_MISMATCH'],
        [[invoice, { field: 'photos', name: 'foto.pdf', data: PDF_BYTES }], 415, 'FILE_TYPE_NOT_ALLOWED'],
        [
          [
            invoice,
            {
              field: 'photos',
              name: 'foto.jpg',
              data: Buffer.concat([JPEG_BYTES, Buffer.alloc(UPLOAD_MAX)]),
            },
          ],
          413,
          'FILE_TOO_LARGE',
        ],
        [
          [
            invoice,
            ...Array.from({ length: 6 }, (_, i) => ({ field: 'photos', name: `f${i}.png`, data: PNG_BYTES })),
          ],
          413,
          'TOO_MANY_FILES',
        ],
        [[{ field: 'curriculo', name: 'x.pdf', data: PDF_BYTES }], 400, 'UNEXPECTED_FILE'],
      ];
      for (const [files, status, code] of cases) {
        const response = await postForm('/requests/return', fields, files);
        expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
      }
      expect(uploadFiles()).toEqual(before);
      const mismatch = await postForm('/requests/return', fields, [
        { field: 'invoice', name: 'nota.pdf', data: PNG_BYTES },
      ]);
      expect(mismatch.json().message).toBe(
        'O conteúdo do arquivo "nota.pdf" não é PDF; envie o arquivo original.',
      );
    });

    it('refuses missing fields: order number, SKUs, reason', async () => {
      const response = await postForm('/requests/return', { email: 'maria@example.com' }, [invoice]);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(['order_number', 'reason', 'skus']);
    });

    it('lets the logged-in owner list orders and return without typing the e-mail', async () => {
      const customer = await insertTestCustomer(t.database.db);
      const auth = { authorization: `Bearer ${customer.token}` };
      const recent = await orderWithItems({ customerId: customer.id, deliveredDaysAgo: 2 });
      const old = await orderWithItems({ customerId: customer.id, deliveredDaysAgo: 30 });
      const list = await t.app.inject({ method: 'GET', url: '/requests/return/orders', headers: auth });
      expect(list.statusCode).toBe(200);
      const orders = list.json() as { number: string; can_return: boolean; items: { sku: string }[] }[];
      expect(orders.map((o) => [o.number, o.can_return])).toEqual([
        [old.number, false],
        [recent.number, true],
      ]);
      expect(orders[1]?.items.map((i) => i.sku)).toEqual(recent.products.map((p) => p.sku));

      const { email: _email, ...withoutEmail } = returnFields(
        recent.number,
        recent.products[1]?.sku as string,
      );
      const response = await postForm('/requests/return', withoutEmail, [invoice], auth);
      expect(response.statusCode).toBe(201);
      const asGuest = await postForm('/requests/return', withoutEmail, [invoice]);
      expect(asGuest.json().fields).toEqual({ email: 'Informe o e-mail usado no pedido.' });

      const anonymous = await t.app.inject({ method: 'GET', url: '/requests/return/orders' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
    });
  });

  describe('rate limit and privacy', () => {
    it(`answers 429 after ${LIMIT} submissions per hour from one address`, async () => {
      const headers = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
      const contact = {
        name: 'Spam',
        email: 'spam@example.com',
        subject: 'Oi',
        message: 'Mensagem repetida várias vezes.',
      };
      for (let i = 0; i < LIMIT; i++) {
        const ok = await postJson('/requests/contact', contact, headers);
        expect(ok.statusCode).toBe(201);
      }
      const limited = await postJson('/requests/contact', contact, headers);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: 'Muitas solicitações. Tente novamente mais tarde.',
        code: 'RATE_LIMITED',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const upload = await postForm(
        '/requests/careers',
        {},
        [{ field: 'cv', name: 'cv.pdf', data: PDF_BYTES }],
        headers,
      );
      expect(upload.statusCode).toBe(429);
      const other = await postJson('/requests/contact', contact, { 'x-forwarded-for': '203.0.113.8' });
      expect(other.statusCode).toBe(201);
    });

    it('never serves an upload over HTTP, whatever the path', async () => {
      const response = await postForm(
        '/requests/careers',
        { name: 'Bruno Dias', email: 'bruno@example.com', phone: '(21) 2345-6789', position: 'Estoquista' },
        [{ field: 'cv', name: 'cv.pdf', data: PDF_BYTES }],
      );
      expect(response.statusCode).toBe(201);
      const { uploads } = await showRequest(t.database.db, response.json().protocol);
      const stored = uploads[0]?.stored_name as string;
      const id = uploads[0]?.id as number;
      const attempts = [
        `/uploads/${stored}`,
        `/data/uploads/${stored}`,
        `/${stored}`,
        `/media/${stored}`,
        `/media/../uploads/${stored}`,
        `/media/%2e%2e/uploads/${stored}`,
        `/media/catalog/product/${stored}`,
        `/media/catalog/product/..%2F..%2F..%2Fuploads%2F${stored}`,
        `/media/catalog/product/cache/1080x1340/..%2F..%2F..%2F..%2Fuploads%2F${stored}`,
        `/media/catalog/product/cache/..%2F..%2Fuploads/${stored}`,
        `/requests/uploads/${id}`,
        `/requests/files/${id}`,
        `/requests/careers/${id}`,
      ];
      for (const url of attempts) {
        const attempt = await t.app.inject({ method: 'GET', url });
        expect({ url, status: attempt.statusCode }).toEqual({ url, status: 404 });
        expect(attempt.rawPayload.includes(PDF_BYTES.subarray(0, 40))).toBe(false);
      }
    });
  });

  describe('staff commands', () => {
    it('lists, shows and resolves requests; --open hides the resolved ones', async () => {
      const created = await postJson(
        '/requests/quote',
        quote({ items: [{ name: 'Grampeador industrial', quantity: 2 }] }),
      );
      const { protocol } = created.json();
      const open = await listRequests(t.database.db, 'quote', { openOnly: true });
      expect(open.find((r) => r.protocol === protocol)?.summary).toContain('Papelaria Central Ltda');

      await setRequestStatus(t.database.db, protocol.toLowerCase(), 'resolved', {
        note: 'Proposta enviada por e-mail.',
        actor: cliActor(),
      });
      const { request } = await showRequest(t.database.db, protocol);
      expect(request).toMatchObject({ status: 'resolved', staff_note: 'Proposta enviada por e-mail.' });
      expect(request.resolved_at).toBeTruthy();
      expect(
        (await listRequests(t.database.db, 'quote', { openOnly: true })).some((r) => r.protocol === protocol),
      ).toBe(false);
      expect((await listRequests(t.database.db, 'quote')).some((r) => r.protocol === protocol)).toBe(true);

      await expect(
        setRequestStatus(t.database.db, 'ORC-2026-999999', 'resolved', { actor: cliActor() }),
      ).rejects.toThrow("The entity that was requested doesn't exist");
      await expect(showRequest(t.database.db, 'XYZ-1')).rejects.toThrow('Not a protocol number');
    });

    it('records deliveries (and refuses bad dates and unknown orders)', async () => {
      const order = await orderWithItems();
      const deliveredAt = await markDelivered(t.database.db, order.number, '2026-03-10');
      expect(deliveredAt).toBe('2026-03-10T15:00:00.000Z');
      const row = await t.database.db
        .selectFrom('sales_order')
        .select('delivered_at')
        .where('increment_id', '=', order.number)
        .executeTakeFirstOrThrow();
      expect(row.delivered_at).toBe('2026-03-10T15:00:00.000Z');
      await expect(markDelivered(t.database.db, order.number, '2026-02-30')).rejects.toThrow('Not a date');
      await expect(markDelivered(t.database.db, order.number, '2999-01-01')).rejects.toThrow('future');
      await expect(markDelivered(t.database.db, 'nao-existe', undefined)).rejects.toThrow('not found');
    });

    it('exports an upload to a path, never over an existing file', async () => {
      const response = await postForm(
        '/requests/careers',
        { name: 'Clara Reis', email: 'clara@example.com', phone: '31 99876-5432', position: 'Financeiro' },
        [{ field: 'cv', name: 'clara.docx', data: DOCX_BYTES }],
      );
      const { uploads } = await showRequest(t.database.db, response.json().protocol);
      const destination = path.join(dataDir, 'exportado.docx');
      const store = createUploadStore(uploadsDir);
      await exportUpload(t.database.db, store, uploads[0]?.id as number, destination);
      expect(readFileSync(destination)).toEqual(DOCX_BYTES);
      await expect(
        exportUpload(t.database.db, store, uploads[0]?.id as number, destination),
      ).rejects.toThrow();
      await expect(exportUpload(t.database.db, store, 987654, path.join(dataDir, 'x'))).rejects.toThrow(
        'not found',
      );
    });
  });
});

describe.each(TEST_DATABASES)('request forms with the bot check on %s', (dialect) => {
  const verifier = { answers: [] as boolean[], url: '', close: async () => {} };
  const env: Record<string, string> = {
    RECAPTCHA_SECRET: 'segredo',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'requests-bot-')),
  };
  beforeAll(async () => {
    const { startFakeServer } = await import('../payments/testing/fake-server');
    const server = await startFakeServer((request) => ({
      status: 200,
      body: { success: new URLSearchParams(request.body).get('response') === 'humano' },
    }));
    verifier.close = server.close;
    env.RECAPTCHA_VERIFY_URL = `${server.url}/siteverify`;
  });
  const t = useTestApp(dialect, demoCatalogue, env);
  afterAll(async () => {
    await verifier.close();
    rmSync(env.DATA_DIR as string, { recursive: true, force: true });
  });

  const contact = {
    name: 'Ana',
    email: 'ana@example.com',
    subject: 'Dúvida',
    message: 'Vocês entregam em Campinas?',
  };

  it('needs a valid X-ReCaptcha token when RECAPTCHA_SECRET is set', async () => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/requests/contact', payload: contact, headers });
    const missing = await send({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('BOT_CHECK_FAILED');
    const robot = await send({ 'x-recaptcha': 'robo' });
    expect(robot.json().code).toBe('BOT_CHECK_FAILED');
    const human = await send({ 'x-recaptcha': 'humano' });
    expect(human.statusCode).toBe(201);
  });
});

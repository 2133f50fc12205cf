import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../demo/catalogue';
import { startSmtp } from '../../../test/smtp';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../test/test-app';
import { insertTestOrder } from '../payments/testing/orders';
import { staffToken } from '../staff/testing';
import { createUploadStore } from '../uploads/store';
import { JPEG_BYTES, PDF_BYTES } from '../uploads/testing';
import { nextProtocol } from './protocol';

/** Decodes a quoted-printable UTF-8 body enough to search it. */
const plain = (data: string) =>
  Buffer.from(
    data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe.each(TEST_DATABASES)('requests REST API on %s', (dialect) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'requests-rest-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SUPPORT_EMAIL: 'atendimento@loja.test' };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  });
  const t: TestApp = useTestApp(dialect, demoCatalogue, env);
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (
    token: string | undefined,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/rest${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
    });
  const list = (token: string, filters: Record<string, string>) =>
    call(
      token,
      'GET',
      `/V1/escritorio/requests?searchCriteria[pageSize]=50&${Object.entries(filters)
        .map(
          ([field, value], i) =>
            `searchCriteria[filter_groups][${i}][filters][0][field]=${field}&searchCriteria[filter_groups][${i}][filters][0][value]=${encodeURIComponent(value)}`,
        )
        .join('&')}`,
    );

  /** A return of an order placed in the German store view, with an invoice and a photo on disk. */
  async function germanReturn() {
    const { db } = t.database;
    const order = await insertTestOrder(db, { method: 'checkmo' });
    await db.updateTable('sales_order').set({ store_code: 'german' }).where('id', '=', order.id).execute();
    const store = createUploadStore(path.join(dataDir, 'uploads'));
    const staged = [
      await store.stage(Readable.from([PDF_BYTES]), 'nota.pdf', {
        kind: 'return-invoice',
        accept: ['pdf'],
        maxBytes: 100_000,
      }),
      await store.stage(Readable.from([JPEG_BYTES]), 'tampa quebrada.jpg', {
        kind: 'return-photo',
        accept: ['jpeg'],
        maxBytes: 100_000,
      }),
    ];
    const now = new Date();
    const [invoiceId, photoId] = await store.record(db, staged, now);
    const protocol = await nextProtocol(db, 'return', now);
    await db
      .insertInto('request_return')
      .values({
        protocol,
        customer_id: null,
        order_id: order.id,
        order_number: order.number,
        email: 'maria@example.com',
        skus: JSON.stringify(['100025']),
        reason: 'A caneta chegou com a tampa quebrada.',
        files: JSON.stringify([
          { upload_id: invoiceId, role: 'invoice' },
          { upload_id: photoId, role: 'photo' },
        ]),
        staff_note: null,
        created_at: now.toISOString(),
        resolved_at: null,
        reply: null,
        replied_by: null,
        replied_at: null,
      })
      .execute();
    return { protocol, order, invoiceId: invoiceId!, photoId: photoId! };
  }

  it('lists and shows a return with its order and attachments; downloads the photo', async () => {
    const token = await staffToken(t.database.db, 'atendimento');
    const { protocol, order, photoId, invoiceId } = await germanReturn();

    const found = await list(token, { type: 'return', email: 'maria@example.com', protocol });
    expect(found.statusCode).toBe(200);
    expect(found.json().total_count).toBe(1);
    expect(found.json().items[0]).toMatchObject({
      protocol,
      type: 'return',
      status: 'open',
      order_number: order.number,
    });
    expect(found.json().items[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await list(token, { type: 'quote', protocol })).json().total_count).toBe(0);

    const one = await call(token, 'GET', `/V1/escritorio/requests/${protocol.toLowerCase()}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      protocol,
      type: 'return',
      skus: ['100025'],
      order: { entity_id: order.id, increment_id: order.number, store_code: 'german' },
    });
    expect(one.json().attachments).toEqual([
      expect.objectContaining({ id: invoiceId, role: 'invoice', mime: 'application/pdf', name: 'nota.pdf' }),
      expect.objectContaining({
        id: photoId,
        role: 'photo',
        mime: 'image/jpeg',
        size_bytes: JPEG_BYTES.length,
      }),
    ]);

    const photo = await call(token, 'GET', `/V1/escritorio/requests/${protocol}/attachments/${photoId}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-disposition']).toContain('tampa%20quebrada.jpg');
    expect(photo.rawPayload.equals(JPEG_BYTES)).toBe(true);

    // Another request's file, or no file at all, is not reachable through this request.
    const other = await germanReturn();
    const foreign = await call(
      token,
      'GET',
      `/V1/escritorio/requests/${protocol}/attachments/${other.photoId}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toContain("doesn't exist");
    expect((await call(token, 'GET', '/V1/escritorio/requests/DEV-2026-999999')).statusCode).toBe(404);
    expect((await call(token, 'GET', '/V1/escritorio/requests/XYZ')).statusCode).toBe(404);
  });

  it('lets atendimento, pedidos and administrators in; catálogo, conteúdo and no token are refused', async () => {
    for (const role of ['atendimento', 'pedidos', 'administrator'] as const) {
      const token = await staffToken(t.database.db, role);
      expect((await call(token, 'GET', '/V1/escritorio/requests?searchCriteria=')).statusCode, role).toBe(
        200,
      );
    }
    for (const role of ['catalogo', 'conteudo'] as const) {
      const token = await staffToken(t.database.db, role);
      const refused = await call(token, 'PUT', '/V1/escritorio/requests/CON-2026-000001/status', {
        status: 'resolved',
      });
      expect(refused.statusCode, role).toBe(401);
      expect(refused.json()).toEqual({
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'Store_Requests::requests' },
      });
    }
    expect((await call(undefined, 'GET', '/V1/escritorio/requests?searchCriteria=')).statusCode).toBe(401);
  });

  it('replies by e-mail in the store view language, records who replied, moves the status, audits', async () => {
    const token = await staffToken(t.database.db, 'atendimento');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/requests/contact',
      payload: {
        name: 'Carlos Souza',
        email: 'carlos@example.com',
        subject: 'Nota fiscal',
        message: 'Preciso da segunda via da nota fiscal.',
      },
    });
    const { protocol } = contact.json();

    const replied = await call(token, 'POST', `/V1/escritorio/requests/${protocol}/reply`, {
      reply: 'A segunda via segue no seu e-mail até amanhã.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toBe(true);
    await t.app.mailer.deliverPending();
    const mail = smtp.messages.filter((m) => m.to.includes('carlos@example.com')).map((m) => plain(m.data));
    expect(mail.some((m) => m.includes('A segunda via segue no seu e-mail até amanhã.'))).toBe(true);
    expect(
      mail.some((m) =>
        m.includes(`Esta é a resposta da nossa equipe à sua solicitação de protocolo ${protocol}`),
      ),
    ).toBe(true);

    const shown = (await call(token, 'GET', `/V1/escritorio/requests/${protocol}`)).json();
    expect(shown).toMatchObject({
      status: 'in_progress',
      reply: 'A segunda via segue no seu e-mail até amanhã.',
    });
    expect(shown.replied_by).toMatch(/@/);
    expect(shown.replies).toEqual([
      {
        reply: 'A segunda via segue no seu e-mail até amanhã.',
        replied_by: shown.replied_by,
        replied_at: shown.replied_at,
      },
    ]);
    await call(token, 'POST', `/V1/escritorio/requests/${protocol}/reply`, { reply: 'Enviada agora.' });
    const twice = (await call(token, 'GET', `/V1/escritorio/requests/${protocol}`)).json();
    expect(twice.reply).toBe('Enviada agora.');
    expect(twice.replies.map((r: { reply: string }) => r.reply)).toEqual([
      'A segunda via segue no seu e-mail até amanhã.',
      'Enviada agora.',
    ]);

    const { protocol: returnProtocol } = await germanReturn();
    await call(token, 'POST', `/V1/escritorio/requests/${returnProtocol}/reply`, {
      reply: 'Wir holen es ab.',
    });
    await t.app.mailer.deliverPending();
    const german = smtp.messages.filter((m) => m.data.includes(returnProtocol)).map((m) => plain(m.data));
    expect(
      german.some((m) => m.includes('hier ist die Antwort unseres Teams') && m.includes('Wir holen es ab.')),
    ).toBe(true);

    const resolved = await call(token, 'PUT', `/V1/escritorio/requests/${protocol}/status`, {
      status: 'resolved',
      note: 'Segunda via enviada.',
    });
    expect(resolved.json()).toBe(true);
    const reopen = await call(token, 'PUT', `/V1/escritorio/requests/${protocol}/status`, { status: 'open' });
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json().message).toBe(`The request ${protocol} is resolved and can no longer change.`);
    const late = await call(token, 'POST', `/V1/escritorio/requests/${protocol}/reply`, {
      reply: 'Mais uma coisa.',
    });
    expect(late.statusCode).toBe(400);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after_data'])
      .where('entity_type', '=', 'request')
      .where('entity_id', '=', protocol)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['reply', 'reply', 'update_status']);
    expect(JSON.parse(audit[2]!.after_data!)).toMatchObject({
      status: 'resolved',
      staff_note: 'Segunda via enviada.',
    });
  });

  it('answers bad bodies with Magento 400s and changes nothing', async () => {
    const token = await staffToken(t.database.db, 'atendimento');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/requests/contact',
      payload: {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Dúvida',
        message: 'Vocês entregam em Belém?',
      },
    });
    const { protocol } = contact.json();
    for (const [url, body] of [
      [`/V1/escritorio/requests/${protocol}/status`, { status: 'done' }],
      [`/V1/escritorio/requests/${protocol}/status`, {}],
      [`/V1/escritorio/requests/${protocol}/reply`, { reply: '' }],
      [`/V1/escritorio/requests/${protocol}/reply`, { text: 'oi' }],
    ] as const) {
      const response = await call(token, url.endsWith('status') ? 'PUT' : 'POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    const blank = await call(token, 'POST', `/V1/escritorio/requests/${protocol}/reply`, { reply: '   ' });
    expect(blank.statusCode).toBe(400);
    const row = await t.database.db
      .selectFrom('request_contact')
      .select(['status', 'reply'])
      .where('protocol', '=', protocol)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', reply: null });
  });
});

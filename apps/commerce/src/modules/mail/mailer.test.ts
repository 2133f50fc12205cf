import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { createMailer } from './mailer';
import './tables';

const log = pino({ level: 'silent' });

describe('mailer', () => {
  let database: DatabaseHandle;
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    database = openDatabase('file::memory:');
    await migrate(database);
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.destroy();
  });

  it('queues the message, and the worker sends it through SMTP, then drops its body', async () => {
    const mailer = createMailer({
      db: database.db,
      log,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Loja <loja@example.com>',
    });
    const before = received.length;
    const result = await mailer.send({
      to: 'cliente@example.com',
      subject: 'Confirme sua conta',
      text: 'Abra o link para confirmar: https://loja.test/confirmar?key=segredo',
      kind: 'account-confirmation',
    });
    const queued = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(queued.sent_at).toBeNull();
    expect(await mailer.deliverPending()).toBeGreaterThanOrEqual(0);
    await mailer.close();
    const mails = received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Confirme sua conta');
    expect(mails[0]).toContain('key=segredo');
    const row = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: 'cliente@example.com',
      subject: 'Confirme sua conta',
      kind: 'account-confirmation',
      error: null,
      text_body: '',
      html_body: null,
    });
    expect(row.sent_at).not.toBeNull();
  });

  it('delivers each message once when several workers sweep at the same time', async () => {
    const before = received.length;
    const writer = createMailer({ db: database.db, log, from: 'loja@example.com' });
    for (let i = 0; i < 6; i++) {
      await writer.send({ to: `c${i}@example.com`, subject: `Oi ${i}`, text: 'Texto', kind: 'test' });
    }
    const workers = [0, 1, 2].map(() =>
      createMailer({ db: database.db, log, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'loja@example.com' }),
    );
    const counts = await Promise.all(workers.map((w) => w.deliverPending()));
    await Promise.all(workers.map((w) => w.close()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    expect(received.length - before).toBe(6);
  });

  it('keeps the message in the outbox without SMTP, and records a failed delivery for a later try', async () => {
    const offline = createMailer({ db: database.db, log, from: 'loja@example.com' });
    const kept = await offline.send({ to: 'a@example.com', subject: 'Oi', text: 'Texto', kind: 'test' });
    expect(await offline.deliverPending()).toBe(0);

    const broken = createMailer({
      db: database.db,
      log,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'loja@example.com',
    });
    const failed = await broken.send({ to: 'b@example.com', subject: 'Oi', text: 'Texto', kind: 'test' });
    expect(await broken.deliverPending()).toBe(0);
    await broken.close();
    const rows = await database.db
      .selectFrom('mail_outbox')
      .select(['id', 'sent_at', 'error', 'text_body', 'attempts', 'claimed_until'])
      .where('id', 'in', [kept.id, failed.id])
      .orderBy('id')
      .execute();
    expect(rows[1]?.sent_at).toBeNull();
    expect(rows[1]?.error).toBeTruthy();
    // Kept for a later try, with its body, not retried before its wait is over.
    expect(rows[1]?.text_body).toBe('Texto');
    expect(rows[1]?.attempts).toBeGreaterThanOrEqual(1);
    expect(rows[1]!.claimed_until! > new Date().toISOString()).toBe(true);
  });
});

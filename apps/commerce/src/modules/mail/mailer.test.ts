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

  it('sends through SMTP and records the message as sent', async () => {
    const mailer = createMailer({
      db: database.db,
      log,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Loja <loja@example.com>',
    });
    const result = await mailer.send({
      to: 'cliente@example.com',
      subject: 'Confirme sua conta',
      text: 'Abra o link para confirmar.',
      kind: 'account-confirmation',
    });
    mailer.close();
    expect(result.sent).toBe(true);
    expect(received.at(-1)).toContain('Subject: Confirme sua conta');
    expect(received.at(-1)).toContain('Abra o link para confirmar.');
    const row = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: 'cliente@example.com',
      kind: 'account-confirmation',
      error: null,
    });
    expect(row.sent_at).not.toBeNull();
  });

  it('keeps the message in the outbox without SMTP, and records a failed delivery without throwing', async () => {
    const offline = createMailer({ db: database.db, log, from: 'loja@example.com' });
    const kept = await offline.send({ to: 'a@example.com', subject: 'Oi', text: 'Texto', kind: 'test' });
    expect(kept.sent).toBe(false);

    const broken = createMailer({
      db: database.db,
      log,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'loja@example.com',
    });
    const failed = await broken.send({ to: 'b@example.com', subject: 'Oi', text: 'Texto', kind: 'test' });
    broken.close();
    expect(failed.sent).toBe(false);
    const rows = await database.db
      .selectFrom('mail_outbox')
      .select(['id', 'sent_at', 'error'])
      .where('id', 'in', [kept.id, failed.id])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ sent_at: null, error: null });
    expect(rows[1]?.sent_at).toBeNull();
    expect(rows[1]?.error).toBeTruthy();
  });
});

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/schema';
import './tables';

/** One e-mail to send. `kind` names what it is about ('account-confirmation', 'password-reset'…). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** Files sent with the message; one with a `cid` is an inline image the HTML shows as cid:…. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Content-ID of an inline image (`<img src="cid:…">`). */
  cid?: string;
}

/** Attachments as kept in `mail_outbox.attachments` (JSON, content in base64). */
export function attachmentsToJson(attachments: readonly MailAttachment[] | undefined): string | null {
  if (!attachments?.length) return null;
  return JSON.stringify(attachments.map((a) => ({ ...a, content: a.content.toString('base64') })));
}

export function attachmentsFromJson(json: string | null | undefined): MailAttachment[] {
  if (!json) return [];
  return (JSON.parse(json) as (Omit<MailAttachment, 'content'> & { content: string })[]).map((a) => ({
    ...a,
    content: Buffer.from(a.content, 'base64'),
  }));
}

export interface Mailer {
  /**
   * Queues the message in `mail_outbox` and returns at once: the outbox worker delivers it after
   * the caller has answered, so an answer takes as long whether or not it wrote an e-mail (a
   * password reset for a known address looks like one for an unknown address), and a shop action
   * is never lost or slowed because the mail server is down.
   */
  send(message: MailMessage): Promise<{ id: number }>;
  /**
   * One sweep of the outbox worker: claims undelivered rows one by one with a conditional UPDATE
   * (so any number of instances may sweep at once, each row going out once) and sends them. A
   * delivered row keeps to, subject, kind and dates; its body is dropped. Resolves with how many
   * were delivered. Without SMTP nothing is sent and the mail stays in the outbox and the log.
   */
  deliverPending(): Promise<number>;
  /**
   * Starts a sweep if mail was queued since the last one. The app calls it once a response has
   * been sent (onResponse), so delivering never runs while an answer is being produced.
   */
  deliverQueued(): void;
  /** Sweeps every `intervalMs` too (retries, mail queued by another instance or before a crash). */
  start(intervalMs: number): void;
  /** Stops the worker and waits for a sweep under way to end. */
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** smtp://user:pass@host:port or smtps://…; without it mail stays in the outbox and the log. */
  smtpUrl?: string;
  from: string;
  /**
   * 'soon' (default): a sweep starts on a later turn of the event loop after `send`;
   * 'when-told': only when `deliverQueued()` is called (the app does so after each response).
   */
  kick?: 'soon' | 'when-told';
}

/** A claim lasts this long: a worker that died while sending lets another one retry after it. */
const CLAIM_MS = 2 * 60_000;
/** Tries before a message is given up (its error stays on the row). */
const MAX_ATTEMPTS = 5;
/** A message not delivered within this time is dropped: its links would have expired anyway. */
const MAX_AGE_MS = 24 * 3600_000;
const BATCH = 20;

const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 3600_000);

export function createMailer({ db, log, smtpUrl, from, kick = 'soon' }: MailerOptions): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const messageDomain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  // Sweeps of this process run one after the other; a sweep asked for while one runs is one more.
  let chain: Promise<number> = Promise.resolve(0);
  let queuedSweep: Promise<number> | undefined;
  let queuedSinceSweep = false;

  async function claim(id: number, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('mail_outbox')
      .set((eb) => ({
        claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now.toISOString())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function sweep(): Promise<number> {
    if (!transport || closed) return 0;
    const now = new Date();
    // Too old to be of use: given up, and its body (with its links) dropped.
    await db
      .updateTable('mail_outbox')
      .set({
        text_body: '',
        html_body: null,
        attachments: null,
        attempts: MAX_ATTEMPTS,
        error: 'not delivered in time',
      })
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .where('created_at', '<', new Date(now.getTime() - MAX_AGE_MS).toISOString())
      .execute();
    let delivered = 0;
    for (;;) {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'kind', 'attachments'])
        .where('sent_at', 'is', null)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now.toISOString())]))
        .orderBy('id')
        .limit(BATCH)
        .execute();
      let claimedAny = false;
      for (const row of rows) {
        if (closed) return delivered;
        if (!(await claim(row.id, now))) continue;
        claimedAny = true;
        if (await deliver(row)) delivered++;
      }
      if (rows.length < BATCH || !claimedAny) return delivered;
    }
  }

  async function deliver(row: {
    id: number;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    kind: string;
    attachments: string | null;
  }): Promise<boolean> {
    try {
      await transport!.sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        // One Message-ID per outbox row: a message sent again after a worker died mid-send is
        // recognised as the same one by the receiving server. The kind lets mailbox rules sort it.
        messageId: `<outbox-${row.id}@${messageDomain}>`,
        headers: { 'X-Mail-Kind': row.kind },
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        attachments: attachmentsFromJson(row.attachments).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
        })),
      });
    } catch (error) {
      const attempts = await db
        .selectFrom('mail_outbox')
        .select('attempts')
        .where('id', '=', row.id)
        .executeTakeFirst();
      log.error({ err: error, mailId: row.id, kind: row.kind }, 'sending mail failed; kept in the outbox');
      await db
        .updateTable('mail_outbox')
        .set({
          error: error instanceof Error ? error.message : String(error),
          // The claim turns into the wait before the next try.
          claimed_until: new Date(Date.now() + retryDelayMs(Number(attempts?.attempts ?? 1))).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      return false;
    }
    await db
      .updateTable('mail_outbox')
      .set({
        sent_at: new Date().toISOString(),
        text_body: '',
        html_body: null,
        attachments: null,
        claimed_until: null,
        error: null,
      })
      .where('id', '=', row.id)
      .execute();
    return true;
  }

  function deliverPending(): Promise<number> {
    // A sweep already waiting to start will see every row queued so far: join it.
    if (queuedSweep) return queuedSweep;
    const next = chain.then(
      () => {
        queuedSweep = undefined;
        return sweep();
      },
      () => {
        queuedSweep = undefined;
        return sweep();
      },
    );
    queuedSweep = next;
    chain = next.catch((error: unknown) => {
      log.error({ err: error }, 'outbox sweep failed');
      return 0;
    });
    return next;
  }

  return {
    async send(message) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          kind: message.kind,
          attachments: attachmentsToJson(message.attachments),
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        log.info(
          { mailId: row.id, to: message.to, kind: message.kind, subject: message.subject },
          'mail kept in the outbox (no SMTP_URL)',
        );
      } else if (kick === 'soon') {
        // After the caller's answer: the sweep starts on a later turn of the event loop.
        setImmediate(() => {
          deliverPending().catch(() => {});
        });
      } else {
        queuedSinceSweep = true;
      }
      return { id: row.id };
    },
    deliverPending,
    deliverQueued() {
      if (!queuedSinceSweep) return;
      queuedSinceSweep = false;
      deliverPending().catch(() => {});
    },
    start(intervalMs) {
      if (!transport || timer) return;
      timer = setInterval(() => {
        deliverPending().catch(() => {});
      }, intervalMs);
      timer.unref();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await chain;
      transport?.close();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/schema';

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
   * Records the message in `mail_outbox` and, when SMTP is configured, sends it. A sending
   * failure is logged and kept on the row (`error`); it never fails the caller's operation —
   * a shop action must not be lost because the mail server is down.
   */
  send(message: MailMessage): Promise<{ id: number; sent: boolean }>;
  close(): void;
}

export interface MailerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** smtp://user:pass@host:port or smtps://…; without it mail stays in the outbox and the log. */
  smtpUrl?: string;
  from: string;
}

export function createMailer({ db, log, smtpUrl, from }: MailerOptions): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          kind: message.kind,
          attachments: attachmentsToJson(message.attachments),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        log.info(
          { mailId: row.id, to: message.to, kind: message.kind, subject: message.subject },
          'mail kept in the outbox (no SMTP_URL)',
        );
        return { id: row.id, sent: false };
      }
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
          })),
        });
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: new Date().toISOString() })
          .where('id', '=', row.id)
          .execute();
        return { id: row.id, sent: true };
      } catch (error) {
        log.error(
          { err: error, mailId: row.id, kind: message.kind },
          'sending mail failed; kept in the outbox',
        );
        await db
          .updateTable('mail_outbox')
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where('id', '=', row.id)
          .execute();
        return { id: row.id, sent: false };
      }
    },
    close() {
      transport?.close();
    },
  };
}

import type { Generated } from 'kysely';

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  /** Emptied ('' and null) once delivered: reset and confirmation links are secrets. */
  text_body: string;
  html_body: string | null;
  kind: string;
  /** JSON of the attachments (mailer.ts attachmentsToJson), NULL when none. */
  attachments: string | null;
  created_at: string;
  sent_at: string | null;
  error: string | null;
  /** Delivery tries so far (migration 009). */
  attempts: Generated<number>;
  /** A worker holds the row until then; null when nobody does. */
  claimed_until: string | null;
}

declare module '../../db/schema' {
  interface Database {
    mail_outbox: MailOutboxTable;
  }
}

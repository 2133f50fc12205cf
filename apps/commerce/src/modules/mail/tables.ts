import type { Generated } from 'kysely';

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  /** JSON of the attachments (mailer.ts attachmentsToJson), NULL when none. */
  attachments: string | null;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

declare module '../../db/schema' {
  interface Database {
    mail_outbox: MailOutboxTable;
  }
}

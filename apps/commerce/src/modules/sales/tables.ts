import type { Generated } from 'kysely';

/** One row per order e-mail sent (migration 011-order-mail): the UNIQUE (order, kind) pair. */
export interface SalesOrderMailTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  /** The mail_outbox row of the message, once it was handed to the mailer. */
  mail_id: number | null;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    sales_order_mail: SalesOrderMailTable;
  }
}

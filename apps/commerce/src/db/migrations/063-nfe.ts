import { notNull, type PortableMigration, withId } from './helpers';

/**
 * The NF-e an ERP issued for an invoice, or the return NF-e of a credit memo: its access key,
 * number, series and issue date, the DANFE (a PDF kept here, or the ERP's address of it) and the
 * XML. One per document; attaching again replaces it (a correction). `download_token` is the
 * random part of the customer's download addresses.
 */
export const nfeMigration: PortableMigration = {
  name: '063-nfe',
  async up({ db, dialect }) {
    await withId(db.schema.createTable('sales_nfe'), dialect)
      .addColumn('document_kind', 'varchar(16)', notNull)
      .addColumn('document_id', 'integer', notNull)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
      .addColumn('access_key', 'varchar(44)', notNull)
      .addColumn('number', 'integer', notNull)
      .addColumn('series', 'integer', notNull)
      .addColumn('issued_at', 'varchar(32)', notNull)
      .addColumn('danfe_url', 'varchar(1024)')
      .addColumn('danfe_pdf', 'text')
      .addColumn('xml', 'text')
      .addColumn('download_token', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .addUniqueConstraint('sales_nfe_document_uq', ['document_kind', 'document_id'])
      .execute();
    await db.schema.createIndex('sales_nfe_order_idx').on('sales_nfe').column('order_id').execute();
  },
};

import type { PortableMigration } from './helpers';

/**
 * A history row written by staff as a note (the back office's "Comentar"), told apart from the
 * rows the lifecycle writes itself, so that the order page can mark internal notes as such.
 */
export const orderNotesMigration: PortableMigration = {
  name: '056-order-notes',
  async up({ db }) {
    await db.schema
      .alterTable('sales_order_status_history')
      .addColumn('is_note', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

import type { PortableMigration } from './helpers';

/**
 * Indexes of the order lists (back office and ERPs, GET /V1/orders) at hundreds of thousands of
 * orders. `/rest/V1` and `/rest/all/V1` list every store view's orders, `/rest/<view>/V1` one
 * view's (store_code = …); lists are newest first with `entity_id` as tie-break, so each index
 * ends in (created_at DESC, id): the page is read in index order and stops at pageSize, and the
 * total_count of the same filter counts index entries without reading the orders. The first one
 * also carries the order number and e-mail, so that the search box (`like %text%`, which no
 * B-tree can seek) scans that narrow index instead of the whole table.
 */
export const orderListIndexesMigration: PortableMigration = {
  name: '021-order-list-indexes',
  async up({ db }) {
    const index = async (name: string, columns: string[]) =>
      db.schema.createIndex(name).on('sales_order').columns(columns).execute();
    await index('sales_order_created_idx', ['created_at desc', 'id', 'increment_id', 'email']);
    await index('sales_order_status_created_idx', ['status', 'created_at desc', 'id']);
    await index('sales_order_store_created_idx', ['store_code', 'created_at desc', 'id']);
    await index('sales_order_email_idx', ['email', 'created_at desc', 'id']);
    // ERPs ask for the orders changed since their last sync.
    await index('sales_order_updated_idx', ['updated_at', 'id']);
  },
};

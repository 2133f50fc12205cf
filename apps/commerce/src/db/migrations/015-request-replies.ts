import type { PortableMigration } from './helpers';

/**
 * Staff replies to requests (quotes, returns, contact, careers): the last reply e-mailed to the
 * requester, who wrote it and when. Statuses widen to open → in_progress → resolved | refused
 * (the column is already varchar(16)).
 */
export const requestRepliesMigration: PortableMigration = {
  name: '015-request-replies',
  async up({ db }) {
    for (const table of ['request_quote', 'request_return', 'request_contact', 'request_career']) {
      await db.schema.alterTable(table).addColumn('reply', 'text').execute();
      await db.schema.alterTable(table).addColumn('replied_by', 'varchar(255)').execute();
      await db.schema.alterTable(table).addColumn('replied_at', 'varchar(32)').execute();
    }
  },
};

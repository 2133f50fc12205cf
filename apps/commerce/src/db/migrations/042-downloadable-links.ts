import type { PortableMigration } from './helpers';

/**
 * What a downloadable link delivers (Magento's LinkInterface): an address (`link_type` 'url',
 * `link_url`) or a private file kept by the uploads module (`link_type` 'file',
 * `link_upload_id`), never a public URL; whether it may be shared (0 no, 1 yes, 2 the store's
 * setting) and how many downloads a purchase allows (0 unlimited). Links made before have none.
 */
export const downloadableLinksMigration: PortableMigration = {
  name: '042-downloadable-links',
  async up({ db }) {
    const table = () => db.schema.alterTable('downloadable_link');
    await table()
      .addColumn('link_type', 'varchar(8)', (c) => c.notNull().defaultTo('url'))
      .execute();
    await table().addColumn('link_url', 'varchar(512)').execute();
    await table()
      .addColumn('link_upload_id', 'integer', (c) => c.references('upload.id'))
      .execute();
    await table()
      .addColumn('is_shareable', 'integer', (c) => c.notNull().defaultTo(2))
      .execute();
    await table()
      .addColumn('number_of_downloads', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

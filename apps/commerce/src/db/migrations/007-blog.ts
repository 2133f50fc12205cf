import { type MigrationContext, notNull, type PortableMigration, withId } from './helpers';

/**
 * Blog posts and their cover images. Timestamps are ISO-8601 text. Table types live in
 * modules/blog/tables.ts. Covers are stored as bytes so that any server can serve them.
 */
export const blogMigration: PortableMigration = {
  name: '007-blog',
  async up({ db, dialect }: MigrationContext) {
    await withId(db.schema.createTable('blog_media'), dialect)
      .addColumn('file', 'varchar(200)', (c) => c.notNull().unique())
      .addColumn('content_type', 'varchar(64)', notNull)
      .addColumn('width', 'integer', notNull)
      .addColumn('height', 'integer', notNull)
      .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();

    // status: pending → published | rejected (npm run blog). published_at is set by the first
    // approval; the list is ordered by it.
    await withId(db.schema.createTable('blog_post'), dialect)
      .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(150)', notNull)
      .addColumn('excerpt', 'varchar(255)', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('cover_media_id', 'integer', (c) => c.references('blog_media.id').onDelete('set null'))
      .addColumn('author_customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
      .addColumn('author_name', 'varchar(255)', notNull)
      .addColumn('status', 'varchar(16)', notNull)
      .addColumn('locale', 'varchar(16)', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .addColumn('published_at', 'varchar(32)')
      .addColumn('moderated_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('blog_post_status_idx')
      .on('blog_post')
      .columns(['status', 'published_at'])
      .execute();
    // The per-author hourly limit counts recent posts.
    await db.schema
      .createIndex('blog_post_author_idx')
      .on('blog_post')
      .columns(['author_customer_id', 'created_at'])
      .execute();
    await db.schema.createIndex('blog_post_cover_idx').on('blog_post').column('cover_media_id').execute();
  },
};

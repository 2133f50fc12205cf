import { sql } from 'kysely';
import { type MigrationContext, notNull, type PortableMigration, withId } from './helpers';

/** Store, catalogue, reviews, CMS and URL rewrites. */
export const catalogMigration: PortableMigration = {
  name: '001-catalog',
  async up({ db, dialect }: MigrationContext) {
    await db.schema
      .createTable('store_currency_rate')
      .addColumn('currency_from', 'varchar(3)', notNull)
      .addColumn('currency_to', 'varchar(3)', notNull)
      .addColumn('rate', 'double precision', notNull)
      .addPrimaryKeyConstraint('store_currency_rate_pk', ['currency_from', 'currency_to'])
      .execute();

    await withId(db.schema.createTable('category'), dialect)
      .addColumn('parent_id', 'integer', (c) => c.references('category.id').onDelete('cascade'))
      .addColumn('path', 'varchar(255)', notNull)
      .addColumn('level', 'integer', notNull)
      .addColumn('position', 'integer', notNull)
      .addColumn('url_key', 'varchar(255)', notNull)
      .addColumn('url_path', 'varchar(255)', notNull)
      .addColumn('is_anchor', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('include_in_menu', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      // Visible products in the category (descendants included for anchors); kept by the indexer.
      .addColumn('product_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('category_parent_idx')
      .on('category')
      .columns(['parent_id', 'position'])
      .execute();
    await db.schema.createIndex('category_url_path_idx').on('category').column('url_path').execute();

    await db.schema
      .createTable('category_translation')
      .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
      .addColumn('store_code', 'varchar(32)', notNull)
      .addColumn('name', 'varchar(255)', notNull)
      .addColumn('description', 'text')
      .addColumn('meta_title', 'varchar(255)')
      .addColumn('meta_description', 'text')
      .addColumn('meta_keywords', 'text')
      .addPrimaryKeyConstraint('category_translation_pk', ['category_id', 'store_code'])
      .execute();

    await withId(db.schema.createTable('attribute_option'), dialect)
      .addColumn('attribute_code', 'varchar(64)', notNull)
      .addColumn('label', 'varchar(255)', notNull)
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('attribute_option_label_uq', ['attribute_code', 'label'])
      .execute();

    await withId(db.schema.createTable('product'), dialect)
      .addColumn('sku', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('type_id', 'varchar(16)', notNull)
      .addColumn('parent_id', 'integer', (c) => c.references('product.id').onDelete('cascade'))
      .addColumn('visibility', 'integer', notNull)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('name', 'varchar(255)', notNull)
      .addColumn('url_key', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('price_cents', 'integer', notNull)
      .addColumn('special_price_cents', 'integer')
      .addColumn('min_price_cents', 'integer', notNull)
      .addColumn('max_price_cents', 'integer', notNull)
      .addColumn('min_regular_price_cents', 'integer', notNull)
      .addColumn('max_regular_price_cents', 'integer', notNull)
      .addColumn('manufacturer_id', 'integer', (c) => c.references('attribute_option.id'))
      .addColumn('color_id', 'integer', (c) => c.references('attribute_option.id'))
      .addColumn('weight', 'double precision')
      .addColumn('volume_height', 'double precision')
      .addColumn('volume_width', 'double precision')
      .addColumn('volume_length', 'double precision')
      .addColumn('description', 'text', notNull)
      .addColumn('short_description', 'text', notNull)
      .addColumn('meta_title', 'varchar(255)')
      .addColumn('meta_description', 'text')
      .addColumn('meta_keyword', 'text')
      .addColumn('flagtext', 'varchar(64)')
      .addColumn('flagcolor', 'varchar(16)')
      .addColumn('flagposition', 'varchar(16)')
      .addColumn('new_from_date', 'varchar(32)')
      .addColumn('stock_qty', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_in_stock', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('rating_summary', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();
    await db.schema.createIndex('product_parent_idx').on('product').column('parent_id').execute();
    await db.schema.createIndex('product_new_idx').on('product').column('new_from_date').execute();

    await db.schema
      .createTable('product_category')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
      .addColumn('position', 'integer', notNull)
      .addPrimaryKeyConstraint('product_category_pk', ['category_id', 'product_id'])
      .execute();
    await db.schema
      .createIndex('product_category_product_idx')
      .on('product_category')
      .column('product_id')
      .execute();

    await db.schema
      .createTable('product_filter_value')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('attribute_code', 'varchar(64)', notNull)
      .addColumn('option_id', 'integer', notNull)
      .addPrimaryKeyConstraint('product_filter_value_pk', ['product_id', 'attribute_code', 'option_id'])
      .execute();
    await db.schema
      .createIndex('product_filter_value_option_idx')
      .on('product_filter_value')
      .columns(['attribute_code', 'option_id', 'product_id'])
      .execute();

    await withId(db.schema.createTable('product_media'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('file', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('label', 'varchar(255)')
      .addColumn('position', 'integer', notNull)
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('render_spec', 'text')
      .execute();
    await db.schema
      .createIndex('product_media_product_idx')
      .on('product_media')
      .columns(['product_id', 'position'])
      .execute();

    await db.schema
      .createTable('product_link')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('linked_product_id', 'integer', (c) =>
        c.notNull().references('product.id').onDelete('cascade'),
      )
      .addColumn('link_type', 'varchar(16)', notNull)
      .addColumn('position', 'integer', notNull)
      .addColumn('qty', 'double precision', (c) => c.notNull().defaultTo(1))
      .addPrimaryKeyConstraint('product_link_pk', ['product_id', 'link_type', 'linked_product_id'])
      .execute();

    await withId(db.schema.createTable('configurable_attribute'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('attribute_code', 'varchar(64)', notNull)
      .addColumn('label', 'varchar(255)', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema
      .createIndex('configurable_attribute_product_idx')
      .on('configurable_attribute')
      .column('product_id')
      .execute();

    await withId(db.schema.createTable('bundle_option'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('title', 'varchar(255)', notNull)
      .addColumn('required', 'integer', notNull)
      .addColumn('type', 'varchar(16)', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema
      .createIndex('bundle_option_product_idx')
      .on('bundle_option')
      .column('product_id')
      .execute();

    await withId(db.schema.createTable('bundle_selection'), dialect)
      .addColumn('option_id', 'integer', (c) =>
        c.notNull().references('bundle_option.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('qty', 'double precision', notNull)
      .addColumn('is_default', 'integer', notNull)
      .addColumn('can_change_qty', 'integer', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema
      .createIndex('bundle_selection_option_idx')
      .on('bundle_selection')
      .column('option_id')
      .execute();

    await withId(db.schema.createTable('downloadable_link'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('title', 'varchar(255)', notNull)
      .addColumn('price_cents', 'integer', notNull)
      .addColumn('sort_order', 'integer', notNull)
      .addColumn('sample_url', 'varchar(512)')
      .execute();
    await db.schema
      .createIndex('downloadable_link_product_idx')
      .on('downloadable_link')
      .column('product_id')
      .execute();

    await withId(db.schema.createTable('giftcard_amount'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('amount_cents', 'integer', notNull)
      .execute();
    await db.schema
      .createIndex('giftcard_amount_product_idx')
      .on('giftcard_amount')
      .column('product_id')
      .execute();

    await withId(db.schema.createTable('rating'), dialect)
      .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(255)', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();

    await withId(db.schema.createTable('review'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer')
      .addColumn('store_code', 'varchar(32)', notNull)
      .addColumn('status', 'varchar(16)', notNull)
      .addColumn('nickname', 'varchar(128)', notNull)
      .addColumn('summary', 'varchar(255)', notNull)
      .addColumn('text', 'text', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('review_product_idx')
      .on('review')
      .columns(['product_id', 'status', 'created_at'])
      .execute();

    await db.schema
      .createTable('review_rating')
      .addColumn('review_id', 'integer', (c) => c.notNull().references('review.id').onDelete('cascade'))
      .addColumn('rating_id', 'integer', (c) => c.notNull().references('rating.id').onDelete('cascade'))
      .addColumn('value', 'integer', notNull)
      .addPrimaryKeyConstraint('review_rating_pk', ['review_id', 'rating_id'])
      .execute();

    await withId(db.schema.createTable('url_rewrite'), dialect)
      .addColumn('request_path', 'varchar(512)', (c) => c.notNull().unique())
      .addColumn('entity_type', 'varchar(16)', notNull)
      .addColumn('entity_id', 'integer', notNull)
      .addColumn('target_path', 'varchar(512)', notNull)
      .addColumn('redirect_code', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('url_rewrite_entity_idx')
      .on('url_rewrite')
      .columns(['entity_type', 'entity_id'])
      .execute();

    await withId(db.schema.createTable('cms_page'), dialect)
      .addColumn('identifier', 'varchar(128)', (c) => c.notNull().unique())
      .addColumn('url_key', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('page_layout', 'varchar(32)', (c) => c.notNull().defaultTo('1column'))
      .execute();
    await db.schema
      .createTable('cms_page_translation')
      .addColumn('page_id', 'integer', (c) => c.notNull().references('cms_page.id').onDelete('cascade'))
      .addColumn('store_code', 'varchar(32)', notNull)
      .addColumn('title', 'varchar(255)', notNull)
      .addColumn('content_heading', 'varchar(255)')
      .addColumn('content', 'text', notNull)
      .addColumn('meta_title', 'varchar(255)')
      .addColumn('meta_description', 'text')
      .addColumn('meta_keywords', 'text')
      .addPrimaryKeyConstraint('cms_page_translation_pk', ['page_id', 'store_code'])
      .execute();
    await withId(db.schema.createTable('cms_block'), dialect)
      .addColumn('identifier', 'varchar(128)', (c) => c.notNull().unique())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('cms_block_translation')
      .addColumn('block_id', 'integer', (c) => c.notNull().references('cms_block.id').onDelete('cascade'))
      .addColumn('store_code', 'varchar(32)', notNull)
      .addColumn('title', 'varchar(255)', notNull)
      .addColumn('content', 'text', notNull)
      .addPrimaryKeyConstraint('cms_block_translation_pk', ['block_id', 'store_code'])
      .execute();

    // Listing index: every read path of a category page is an index range scan on one of these.
    await db.schema
      .createTable('category_product_index')
      .addColumn('category_id', 'integer', notNull)
      .addColumn('product_id', 'integer', notNull)
      .addColumn('position', 'integer', notNull)
      .addColumn('price_cents', 'integer', notNull)
      .addColumn('name_key', 'varchar(255)', notNull)
      .addPrimaryKeyConstraint('category_product_index_pk', ['category_id', 'product_id'])
      .execute();
    for (const column of ['position', 'price_cents', 'name_key'] as const) {
      await db.schema
        .createIndex(`category_product_index_${column}_idx`)
        .on('category_product_index')
        .columns(['category_id', column, 'product_id'])
        .execute();
    }
    await db.schema
      .createIndex('category_product_index_product_idx')
      .on('category_product_index')
      .column('product_id')
      .execute();

    // Facets of each unfiltered category page (brand and colour option counts, price buckets and
    // the price range), computed by the indexer so a plain category listing reads a few rows.
    await db.schema
      .createTable('category_facet')
      .addColumn('category_id', 'integer', notNull)
      .addColumn('facet', 'varchar(32)', notNull)
      .addColumn('value', 'integer', notNull)
      .addColumn('count', 'integer', notNull)
      .addPrimaryKeyConstraint('category_facet_pk', ['category_id', 'facet', 'value'])
      .execute();

    // Bumped whenever derived catalogue data changes; per-process caches compare against it.
    await db.schema
      .createTable('cache_version')
      .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('version', 'integer', notNull)
      .execute();
    await db.insertInto('cache_version').values({ name: 'catalog', version: 1 }).execute();

    await db.schema
      .createTable('search_document')
      .addColumn('product_id', 'integer', (c) => c.primaryKey().references('product.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('keywords', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .execute();
    await db.schema
      .createTable('search_term')
      .addColumn('term', 'varchar(128)', (c) => c.primaryKey())
      .addColumn('doc_count', 'integer', notNull)
      .execute();
    await db.schema
      .createTable('search_term_variant')
      .addColumn('variant', 'varchar(128)', notNull)
      .addColumn('term', 'varchar(128)', notNull)
      .addPrimaryKeyConstraint('search_term_variant_pk', ['variant', 'term'])
      .execute();

    if (dialect === 'sqlite') {
      // External-content FTS5 table over search_document; bm25 weights are set at query time.
      await sql`CREATE VIRTUAL TABLE search_fts USING fts5(name, keywords, description, content='search_document', content_rowid='product_id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(
        db,
      );
    } else {
      await sql`ALTER TABLE search_document ADD COLUMN document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', name), 'A') ||
        setweight(to_tsvector('simple', keywords), 'B') ||
        setweight(to_tsvector('simple', description), 'C')) STORED`.execute(db);
      await sql`CREATE INDEX search_document_fts_idx ON search_document USING gin (document)`.execute(db);
    }
  },
};

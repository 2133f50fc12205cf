import type { PortableMigration } from './helpers';

/**
 * What an ERP needs of a product to issue its NF-e: NCM (8 digits), CEST (7), GTIN/EAN, the ICMS
 * origin (0–8) and the commercial unit (UN, CX, PCT…). Empty until staff or the ERP fill them.
 */
export const productFiscalMigration: PortableMigration = {
  name: '064-product-fiscal',
  async up({ db }) {
    for (const [column, type] of [
      ['ncm', 'varchar(8)'],
      ['cest', 'varchar(7)'],
      ['gtin', 'varchar(14)'],
      ['origin', 'integer'],
      ['unit', 'varchar(6)'],
    ] as const) {
      await db.schema.alterTable('product').addColumn(column, type).execute();
    }
  },
};

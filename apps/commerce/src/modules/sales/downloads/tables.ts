import type { Generated } from 'kysely';

/** A link bought with a downloadable order item (migration 050-downloadable-purchases). */
export interface SalesDownloadableLinkTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  /** The order's customer; guests' purchases have none and are not listed anywhere. */
  customer_id: number | null;
  /** The catalogue link it was bought as (the link may have changed or gone since). */
  link_id: number;
  link_title: string;
  link_type: 'url' | 'file';
  link_url: string | null;
  link_upload_id: number | null;
  /** The link's downloads per unit times the quantity ordered; 0: unlimited. */
  number_of_downloads_bought: number;
  number_of_downloads_used: Generated<number>;
  /** Random, in the download address; never the file's stored name. */
  link_hash: string;
  created_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    sales_downloadable_link: SalesDownloadableLinkTable;
  }
}

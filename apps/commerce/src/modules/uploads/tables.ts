import type { Generated } from 'kysely';

/** What an upload is for; decides the accepted types and the size limit. */
export type UploadKind = 'return-invoice' | 'return-photo' | 'cv' | 'downloadable-link';

/** A private file under UPLOADS_DIR (migration 008-requests); never public: staff download it through the permission-checked admin route (requests.rest.ts) or `npm run requests -- export-file`. */
export interface UploadTable {
  id: Generated<number>;
  kind: UploadKind;
  /** Random name on disk (hex + extension of the detected type); never the client's name. */
  stored_name: string;
  /** The client's file name, cleaned (no folders, no control characters), for staff only. */
  original_name: string;
  /** Media type detected from the content (magic numbers). */
  mime: string;
  size_bytes: number;
  sha256: string;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    upload: UploadTable;
  }
}

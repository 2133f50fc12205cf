import { randomBytes } from 'node:crypto';
import { normalizeNfeKey, parseNfeKey } from '@store/br';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { WebapiError } from '../../../rest/errors';
import { magentoDate } from '../../../rest/format';
import { isoFromMagentoDate } from '../../../rest/search-criteria';
import type { SalesNfeTable } from './tables';

/**
 * The NF-e an ERP writes back: it issues the nota fiscal from the order it read and attaches the
 * key, number, series, issue date, DANFE and XML to the invoice (or the return NF-e to a credit
 * memo), so that staff and the customer see it. The access key's check digit is verified, and the
 * number and series must be those the key carries.
 */

type Db = Kysely<Database> | Transaction<Database>;
export type NfeRow = Selectable<SalesNfeTable>;
export type NfeDocumentKind = SalesNfeTable['document_kind'];

/** Magento's ExtensionAttributes object of the NF-e (`extension_attributes.nfe`). */
export interface NfeInput {
  access_key: string;
  number?: number;
  series?: number;
  issued_at: string;
  danfe_url?: string;
  /** The DANFE PDF, base64. */
  danfe_pdf?: string;
  xml?: string;
}

export const nfeSchema = {
  type: 'object',
  required: ['access_key', 'issued_at'],
  properties: {
    access_key: { type: 'string', maxLength: 60 },
    number: { type: 'integer', minimum: 1, maximum: 999_999_999 },
    series: { type: 'integer', minimum: 0, maximum: 999 },
    issued_at: { type: 'string' },
    danfe_url: { type: 'string', maxLength: 1024 },
    danfe_pdf: { type: 'string', maxLength: 8_000_000 },
    xml: { type: 'string', maxLength: 4_000_000 },
  },
};

const invalid = (fieldName: string, value: unknown) =>
  new WebapiError(400, 'Invalid value of "%value" provided for the %fieldName field.', {
    fieldName,
    value: String(value).slice(0, 100),
  });

/** The row an NF-e input becomes, or Magento's 400 naming the field that is wrong. */
export function checkNfe(input: NfeInput) {
  const key = normalizeNfeKey(input.access_key);
  if (!key) throw invalid('nfe.access_key', input.access_key);
  const parts = parseNfeKey(key);
  if (parts.model !== '55' && parts.model !== '65') throw invalid('nfe.access_key', input.access_key);
  if (input.number !== undefined && input.number !== parts.number) throw invalid('nfe.number', input.number);
  if (input.series !== undefined && input.series !== parts.series) throw invalid('nfe.series', input.series);
  const issued = isoFromMagentoDate(input.issued_at);
  if (!issued) throw invalid('nfe.issued_at', input.issued_at);
  if (input.danfe_url !== undefined && !/^https?:\/\/\S+$/.test(input.danfe_url))
    throw invalid('nfe.danfe_url', input.danfe_url);
  if (input.danfe_pdf !== undefined) {
    const pdf = Buffer.from(input.danfe_pdf, 'base64');
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw invalid('nfe.danfe_pdf', 'not a PDF');
  }
  if (input.xml !== undefined && !input.xml.includes(key))
    throw invalid('nfe.xml', 'not the XML of this key');
  return {
    access_key: key,
    number: parts.number,
    series: parts.series,
    issued_at: issued,
    danfe_url: input.danfe_url ?? null,
    danfe_pdf: input.danfe_pdf ?? null,
    xml: input.xml ?? null,
  };
}

/** Attaches (or replaces) the NF-e of a document; its download token stays when it is replaced. */
export async function attachNfe(
  db: Db,
  document: { kind: NfeDocumentKind; id: number; orderId: number },
  input: NfeInput,
  now = new Date(),
): Promise<NfeRow> {
  const values = checkNfe(input);
  const taken = await db
    .selectFrom('sales_nfe')
    .select(['document_kind', 'document_id'])
    .where('access_key', '=', values.access_key)
    .executeTakeFirst();
  if (taken && (taken.document_kind !== document.kind || taken.document_id !== document.id))
    throw new WebapiError(400, 'The NF-e %1 is already attached to another document.', [values.access_key]);
  const stamp = now.toISOString();
  const existing = await db
    .selectFrom('sales_nfe')
    .select('id')
    .where('document_kind', '=', document.kind)
    .where('document_id', '=', document.id)
    .executeTakeFirst();
  if (existing) {
    return db
      .updateTable('sales_nfe')
      .set({ ...values, updated_at: stamp })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('sales_nfe')
    .values({
      ...values,
      document_kind: document.kind,
      document_id: document.id,
      order_id: document.orderId,
      download_token: randomBytes(24).toString('hex'),
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The NF-e of each document of a kind, by document id. */
export async function nfesOf(db: Db, kind: NfeDocumentKind, ids: number[]): Promise<Map<number, NfeRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sales_nfe')
    .selectAll()
    .where('document_kind', '=', kind)
    .where('document_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.document_id, r]));
}

/** Where a customer downloads the DANFE and XML (served by /order/nfe, proxied by the storefront). */
export const nfeDownloads = (nfe: NfeRow) => ({
  danfe_url: nfe.danfe_pdf ? `/order/nfe/${nfe.download_token}/danfe.pdf` : nfe.danfe_url,
  xml_url: nfe.xml ? `/order/nfe/${nfe.download_token}/${nfe.access_key}.xml` : null,
});

/** The NF-e in the REST answers (`extension_attributes.nfe` of an invoice or credit memo). */
export const nfeOutput = (nfe: NfeRow) => ({
  access_key: nfe.access_key,
  number: nfe.number,
  series: nfe.series,
  issued_at: magentoDate(nfe.issued_at),
  danfe_url: nfe.danfe_url ?? undefined,
  has_danfe_pdf: nfe.danfe_pdf !== null,
  has_xml: nfe.xml !== null,
});

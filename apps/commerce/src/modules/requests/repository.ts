import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  RequestCareerTable,
  RequestContactTable,
  RequestQuoteTable,
  RequestReturnTable,
} from './tables';

/** SQL of the request tables; the rules are in service.ts and staff.ts. */

export type Db = Kysely<Database>;
export type QuoteRow = Selectable<RequestQuoteTable>;
export type ReturnRow = Selectable<RequestReturnTable>;
export type ContactRow = Selectable<RequestContactTable>;
export type CareerRow = Selectable<RequestCareerTable>;

export async function insertQuote(db: Db, values: Insertable<RequestQuoteTable>): Promise<void> {
  await db.insertInto('request_quote').values(values).execute();
}

export async function insertReturn(db: Db, values: Insertable<RequestReturnTable>): Promise<void> {
  await db.insertInto('request_return').values(values).execute();
}

export async function insertContact(db: Db, values: Insertable<RequestContactTable>): Promise<void> {
  await db.insertInto('request_contact').values(values).execute();
}

export async function insertCareer(db: Db, values: Insertable<RequestCareerTable>): Promise<void> {
  await db.insertInto('request_career').values(values).execute();
}

/**
 * Finding an account by e-mail, for this module and for others' rules (the newsletter asks who
 * owns an address). Kept apart from service.ts, which needs the newsletter: importing it from the
 * newsletter would close an import cycle.
 */
import type { Db } from '../../db/schema';
import { type CustomerRow, findCustomerByEmail } from './repository';

/** E-mails are compared trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account of an e-mail, if any (for other modules' rules; never shown to callers). */
export async function customerByEmail(ctx: { db: Db }, email: string): Promise<CustomerRow | undefined> {
  return findCustomerByEmail(ctx.db, normalizeEmail(email));
}

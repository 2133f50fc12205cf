/**
 * Finding an account, for this module and for other modules' rules (the newsletter asks who owns
 * an address, a cart shows its customer's name). Other modules read customers through here, never
 * through the repository.
 */
import type { Db } from '../../db/schema';
import { type CustomerRow, findCustomerByEmail, findCustomerById, lockCustomerRow } from './repository';

export { GENERAL_GROUP_ID, listGroups, NOT_LOGGED_IN_GROUP_ID } from './groups';

/** E-mails are compared trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account of an e-mail, if any (for other modules' rules; never shown to callers). */
export async function customerByEmail(ctx: { db: Db }, email: string): Promise<CustomerRow | undefined> {
  return findCustomerByEmail(ctx.db, normalizeEmail(email));
}

/** Who a customer is, for another module's screens and e-mails: no secrets, no settings. */
export interface CustomerContact {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  taxvat: string | null;
  /** Magento's group_id: the prices the customer pays (catalogue tier prices). */
  groupId: number;
}

/** The name and e-mail of an account, if it exists. */
export async function customerContact(ctx: { db: Db }, id: number): Promise<CustomerContact | undefined> {
  const customer = await findCustomerById(ctx.db, id);
  if (!customer) return undefined;
  return {
    id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    taxvat: customer.taxvat,
    groupId: customer.group_id,
  };
}

/**
 * Locks a customer's row until the transaction ends (PostgreSQL only: SQLite has no FOR UPDATE
 * and runs one writer at a time), so one customer's orders are placed one at a time.
 */
export function lockCustomer(db: Db, customerId: number): Promise<void> {
  return lockCustomerRow(db, customerId);
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AlreadyExistsError, NotFoundError } from '../../graphql/errors';
import { magentoDate } from '../../rest/format';
import { type FieldMap, runSearch, type SearchCriteria } from '../../rest/search-criteria';
import { isCustomerSubscribed } from '../newsletter/service';
import { type AuditActor, audit } from '../staff/audit';
import { rowToStored } from './addresses';
import { assignableGroup } from './groups';
import { issuePasswordReset } from './password-service';
import {
  type AddressRow,
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  revokeCustomerTokens,
  updateCustomer,
} from './repository';
import {
  type AccountContext,
  type CustomerFieldsInput,
  checkBusiness,
  customAttributesOf,
  profilePatch,
  validEmailOrThrow,
} from './service';
import { type MagentoAddressInput, replaceAddressBook } from './staff-addresses';

/**
 * Customers as the back office sees them (Magento_Customer's CustomerRepository over the Web API):
 * search, read, profile changes by staff, account lock and the password-reset e-mail. Every
 * change is one transaction with its audit-log row.
 */

/** Magento has websites; this store has one (Main Website). */
const WEBSITE_ID = 1;
/** A lock set by staff lasts until staff lifts it (the login throttle sets shorter ones). */
const LOCKED_UNTIL = '9999-12-31T23:59:59.999Z';

export const CUSTOMER_FIELDS: FieldMap = {
  entity_id: { column: 'id', type: 'int' },
  id: { type: 'int' },
  email: { type: 'string' },
  firstname: { type: 'string' },
  lastname: { type: 'string' },
  taxvat: { type: 'string' },
  dob: { column: 'date_of_birth', type: 'string' },
  gender: { type: 'int' },
  group_id: { type: 'int' },
  created_at: { type: 'date' },
  updated_at: { type: 'date' },
};

export interface StaffChange {
  actor: AuditActor;
  ip: string | null;
}

/** Magento's AddressInterface of an address-book entry. */
function toMagentoAddress(customer: CustomerRow, row: AddressRow) {
  const a = rowToStored(row);
  return {
    id: row.id,
    customer_id: customer.id,
    region: {
      region_code: a.region?.code ?? null,
      region: a.region?.label ?? null,
      region_id: a.region?.region_id ?? 0,
    },
    region_id: a.region?.region_id ?? 0,
    country_id: a.country_code,
    street: a.street,
    ...(a.company ? { company: a.company } : {}),
    telephone: a.telephone,
    postcode: a.postcode,
    city: a.city,
    firstname: a.firstname,
    lastname: a.lastname,
    ...(a.vat_id ? { vat_id: a.vat_id } : {}),
    default_shipping: customer.default_shipping_id === row.id,
    default_billing: customer.default_billing_id === row.id,
  };
}

/** The address books of some customers, in one query. */
async function addressesOf(db: Kysely<Database>, customerIds: number[]): Promise<AddressRow[]> {
  if (customerIds.length === 0) return [];
  return db
    .selectFrom('customer_address')
    .selectAll()
    .where('customer_id', 'in', customerIds)
    .orderBy('id')
    .execute();
}

/** Magento's customer data object (Customer\Api\Data\CustomerInterface); empty fields left out, as Magento does. */
export function toMagentoCustomer(row: CustomerRow, addresses: AddressRow[] = [], now = new Date()) {
  const optional = {
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    dob: row.date_of_birth,
    gender: row.gender,
    taxvat: row.taxvat,
  };
  return {
    id: row.id,
    group_id: row.group_id,
    created_at: magentoDate(row.created_at),
    updated_at: magentoDate(row.updated_at),
    created_in: 'Default Store View',
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
    store_id: 1,
    website_id: WEBSITE_ID,
    addresses: addresses.filter((a) => a.customer_id === row.id).map((a) => toMagentoAddress(row, a)),
    ...(row.default_billing_id ? { default_billing: String(row.default_billing_id) } : {}),
    ...(row.default_shipping_id ? { default_shipping: String(row.default_shipping_id) } : {}),
    disable_auto_group_change: 0,
    extension_attributes: {
      is_locked: Boolean(row.lock_expires && row.lock_expires > now.toISOString()),
    },
    custom_attributes: customAttributesOf(row).map((a) => ({ attribute_code: a.code, value: a.value })),
  };
}

/** CPF/CNPJ are stored as digits: a filter written with dots, dashes or slashes still matches. */
function withTaxvatDigits(criteria: SearchCriteria): SearchCriteria {
  return {
    ...criteria,
    filter_groups: criteria.filter_groups.map((group) => ({
      filters: group.filters.map((f) =>
        f.field === 'taxvat' ? { ...f, value: f.value.replace(/[.\-/\s]/g, '') } : f,
      ),
    })),
  };
}

export async function searchCustomers(db: Kysely<Database>, criteria: SearchCriteria) {
  const { rows, total } = await runSearch(
    db.selectFrom('customer'),
    (qb) => qb.selectAll(),
    withTaxvatDigits(criteria),
    { fields: CUSTOMER_FIELDS, tieBreak: [{ field: 'id', direction: 'ASC' }] },
  );
  const customers = rows as CustomerRow[];
  const addresses = await addressesOf(
    db,
    customers.map((c) => c.id),
  );
  return { items: customers.map((row) => toMagentoCustomer(row, addresses)), total };
}

export function noSuchCustomer(id: number | string): NotFoundError {
  return new NotFoundError(`No such entity with customerId = ${id}`);
}

/**
 * A customer with its address book, in Magento's shape, and its newsletter subscription as
 * Magento_Newsletter adds it (`extension_attributes.is_subscribed`).
 */
export async function magentoCustomer(db: Kysely<Database>, row: CustomerRow) {
  const customer = toMagentoCustomer(row, await addressesOf(db, [row.id]));
  const subscribed = await isCustomerSubscribed({ db }, row);
  return {
    ...customer,
    extension_attributes: { ...customer.extension_attributes, is_subscribed: subscribed },
  };
}

export async function customerForStaff(db: Kysely<Database>, id: number): Promise<CustomerRow> {
  const row = await findCustomerById(db, id);
  if (!row) throw noSuchCustomer(id);
  return row;
}

/** Audited values: the profile, never hashes or secrets. */
function auditView(row: CustomerRow) {
  const { password_hash, confirmation_key_hash, ...rest } = row;
  return rest;
}

/**
 * Staff change a customer's profile: the same field rules as the shopper's own form (names, date of
 * birth, gender, CPF/CNPJ through packages/br, corporate name of a CNPJ), and an e-mail that no
 * other account uses. With `addresses`, the address book becomes that list (staff-addresses.ts).
 */
export async function updateCustomerByStaff(
  db: Kysely<Database>,
  id: number,
  input: CustomerFieldsInput & { group_id?: number | null },
  change: StaffChange,
  addresses?: MagentoAddressInput[],
): Promise<CustomerRow> {
  const { group_id: groupId, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    const before = await customerForStaff(trx, id);
    const patch = profilePatch(fields, false);
    if (groupId !== undefined && groupId !== null) patch.group_id = await assignableGroup(trx, groupId);
    const taxvat = 'taxvat' in patch ? patch.taxvat : before.taxvat;
    const corporateName = 'corporate_name' in patch ? patch.corporate_name : before.corporate_name;
    checkBusiness(taxvat as string | null, corporateName as string | null);
    if (fields.email !== undefined && fields.email !== null) {
      const email = validEmailOrThrow(fields.email);
      if (email !== before.email) {
        const other = await findCustomerByEmail(trx, email);
        if (other && other.id !== id) throw new AlreadyExistsError(DUPLICATE_EMAIL);
        patch.email = email;
      }
    }
    const at = new Date().toISOString();
    try {
      await updateCustomer(trx, id, { ...patch, updated_at: at });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyExistsError(DUPLICATE_EMAIL);
      throw error;
    }
    const bookBefore = addresses ? await addressesOf(trx, [id]) : undefined;
    const bookAfter = addresses ? await replaceAddressBook(trx, before, addresses, at) : undefined;
    const after = (await findCustomerById(trx, id)) as CustomerRow;
    await audit.record(trx, {
      ...change,
      action: 'update',
      entityType: 'customer',
      entityId: id,
      before: { ...auditView(before), ...(bookBefore ? { addresses: bookBefore } : {}) },
      after: { ...auditView(after), ...(bookAfter ? { addresses: bookAfter } : {}) },
    });
    return after;
  });
}

const DUPLICATE_EMAIL = 'A customer with the same email address already exists in an associated website.';

/** Locks the account until staff unlock it (its sessions end) or lifts any lock, staff's or the throttle's. */
export async function setCustomerLock(
  db: Kysely<Database>,
  id: number,
  locked: boolean,
  change: StaffChange,
): Promise<CustomerRow> {
  return db.transaction().execute(async (trx) => {
    const before = await customerForStaff(trx, id);
    const at = new Date().toISOString();
    await updateCustomer(trx, id, {
      lock_expires: locked ? LOCKED_UNTIL : null,
      failures_num: 0,
      first_failure_at: null,
      updated_at: at,
    });
    if (locked) await revokeCustomerTokens(trx, id, at);
    await audit.record(trx, {
      ...change,
      action: locked ? 'lock' : 'unlock',
      entityType: 'customer',
      entityId: id,
      before: { lock_expires: before.lock_expires },
      after: { lock_expires: locked ? LOCKED_UNTIL : null },
    });
    return (await findCustomerById(trx, id)) as CustomerRow;
  });
}

/**
 * Staff send the password-reset e-mail (the shopper's own reset flow, through the outbox); unlike
 * the shopper's form it says when no account has the address.
 */
export async function sendPasswordResetByStaff(
  ctx: Pick<AccountContext, 'db' | 'config' | 'services' | 'log'>,
  rawEmail: string,
  change: StaffChange,
): Promise<void> {
  const email = validEmailOrThrow(rawEmail);
  const customer = await findCustomerByEmail(ctx.db, email);
  if (!customer) throw new NotFoundError(`No such entity with email = ${email}, websiteId = ${WEBSITE_ID}`);
  // The mailer queues with its own connection (an outbox row per message), so this is not one
  // transaction: the audit row follows the queued e-mail.
  await issuePasswordReset(ctx, email);
  await audit.record(ctx.db, {
    ...change,
    action: 'send_password_reset',
    entityType: 'customer',
    entityId: customer.id,
  });
}

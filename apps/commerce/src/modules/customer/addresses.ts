import type { RequestContext } from '../../graphql/context';
import { AuthorizationError, InputError, NotFoundError } from '../../graphql/errors';
import { type CartAddressInput, normalizeAddress, type StoredAddress } from '../cart/address';
import {
  type AddressRow,
  type AddressValues,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  updateCustomer,
} from './repository';
import { requireCustomer } from './service';

/**
 * The customer's address book (Magento CustomerGraphQl address mutations):
 * validated like cart addresses (required fields, country, CEP and state for Brazil, CPF/CNPJ in
 * vat_id) plus the telephone; default billing/shipping live on the customer row.
 */

type AddressContext = Pick<RequestContext, 'db' | 'caller'>;

export interface CustomerAddressInput {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  telephone?: string | null;
  fax?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  vat_id?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

/** At most this many saved addresses per customer. */
export const MAX_ADDRESSES = 50;

const notFound = (id: number) => new NotFoundError(`Could not find a address with ID "${id}"`);
const forbidden = (id: number) =>
  new AuthorizationError(`Current customer does not have permission to address with ID "${id}"`);

export function rowToStored(row: AddressRow): StoredAddress {
  return {
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    company: row.company,
    street: JSON.parse(row.street) as string[],
    city: row.city,
    region:
      row.region_code || row.region || row.region_id
        ? { code: row.region_code, label: row.region, region_id: row.region_id }
        : null,
    postcode: row.postcode,
    country_code: row.country_code,
    telephone: row.telephone,
    vat_id: row.vat_id,
    fax: row.fax,
    prefix: row.prefix,
    suffix: row.suffix,
  };
}

export function storedToValues(a: StoredAddress): AddressValues {
  return {
    firstname: a.firstname,
    middlename: a.middlename,
    lastname: a.lastname,
    prefix: a.prefix,
    suffix: a.suffix,
    company: a.company,
    street: JSON.stringify(a.street),
    city: a.city,
    region_code: a.region?.code ?? null,
    region: a.region?.label ?? null,
    region_id: a.region?.region_id ?? null,
    postcode: a.postcode,
    country_code: a.country_code,
    telephone: a.telephone,
    fax: a.fax,
    vat_id: a.vat_id,
  };
}

/** A telephone: digits with the usual separators; 10–11 digits in Brazil (DDD + number), 6–15 elsewhere. */
function isValidTelephone(address: StoredAddress): boolean {
  const phone = address.telephone ?? '';
  let digits = phone.replace(/\D/g, '');
  const valid = /^\+?[\d\s().-]+$/.test(phone);
  if (address.country_code === 'BR' && digits.length > 11 && digits.startsWith('55'))
    digits = digits.slice(2);
  const [min, max] = address.country_code === 'BR' ? [10, 11] : [6, 15];
  return valid && digits.length >= min && digits.length <= max;
}

function checkTelephone(address: StoredAddress): void {
  if (!isValidTelephone(address)) {
    throw new InputError(`"telephone" "${address.telephone ?? ''}" is not a valid phone number.`);
  }
}

function toCartInput(input: CustomerAddressInput): CartAddressInput {
  const country = input.country_code ?? input.country_id;
  if (!country?.trim()) throw new InputError('"country_code" is required. Enter and try again.');
  return {
    firstname: input.firstname ?? '',
    middlename: input.middlename,
    lastname: input.lastname ?? '',
    company: input.company,
    street: (input.street ?? []).map((line) => line ?? ''),
    city: input.city ?? '',
    region: input.region?.region_code ?? input.region?.region ?? null,
    region_id: input.region?.region_id ?? null,
    postcode: input.postcode,
    country_code: country,
    telephone: input.telephone,
    vat_id: input.vat_id,
    fax: input.fax,
    prefix: input.prefix,
    suffix: input.suffix,
  };
}

/** Validates a full address input into the stored shape. */
export function validateAddress(input: CustomerAddressInput): StoredAddress {
  const stored = normalizeAddress(toCartInput(input));
  checkTelephone(stored);
  return stored;
}

export function storedToInput(a: StoredAddress): CustomerAddressInput {
  return {
    ...a,
    region: a.region
      ? { region_code: a.region.code, region: a.region.label, region_id: a.region.region_id }
      : null,
  };
}

async function ownedAddress(ctx: AddressContext, customerId: number, id: number): Promise<AddressRow> {
  const row = await findAddress(ctx.db, id);
  if (!row) throw notFound(id);
  if (row.customer_id !== customerId) throw forbidden(id);
  return row;
}

async function applyDefaults(
  ctx: AddressContext,
  customer: { id: number; default_billing_id: number | null; default_shipping_id: number | null },
  addressId: number,
  input: Pick<CustomerAddressInput, 'default_billing' | 'default_shipping'>,
): Promise<void> {
  const patch: { default_billing_id?: number | null; default_shipping_id?: number | null } = {};
  // The first address of a book becomes both defaults (checkout then has something to offer).
  if (input.default_billing || (customer.default_billing_id === null && input.default_billing !== false)) {
    patch.default_billing_id = addressId;
  } else if (input.default_billing === false && customer.default_billing_id === addressId) {
    patch.default_billing_id = null;
  }
  if (input.default_shipping || (customer.default_shipping_id === null && input.default_shipping !== false)) {
    patch.default_shipping_id = addressId;
  } else if (input.default_shipping === false && customer.default_shipping_id === addressId) {
    patch.default_shipping_id = null;
  }
  if (Object.keys(patch).length) await updateCustomer(ctx.db, customer.id, patch);
}

export async function customerAddresses(ctx: AddressContext, customerId: number): Promise<AddressRow[]> {
  return listAddresses(ctx.db, customerId);
}

export async function createCustomerAddress(
  ctx: AddressContext,
  input: CustomerAddressInput,
): Promise<AddressRow> {
  const customer = await requireCustomer(ctx);
  const stored = validateAddress(input);
  const existing = await listAddresses(ctx.db, customer.id);
  if (existing.length >= MAX_ADDRESSES) {
    throw new InputError(
      `An address book holds at most ${MAX_ADDRESSES} addresses. Delete one and try again.`,
    );
  }
  const row = await insertAddress(ctx.db, customer.id, storedToValues(stored), new Date().toISOString());
  await applyDefaults(ctx, customer, row.id, input);
  return row;
}

export async function updateCustomerAddress(
  ctx: AddressContext,
  id: number,
  input: CustomerAddressInput | null | undefined,
): Promise<AddressRow> {
  const customer = await requireCustomer(ctx);
  const row = await ownedAddress(ctx, customer.id, id);
  if (!input) throw new InputError('"input" value must be specified');
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const merged: CustomerAddressInput = { ...storedToInput(rowToStored(row)), ...given };
  if ('country_id' in given && !('country_code' in given)) merged.country_code = input.country_id;
  const stored = validateAddress(merged);
  await updateAddress(ctx.db, id, storedToValues(stored), new Date().toISOString());
  await applyDefaults(ctx, customer, id, {
    default_billing: input.default_billing ?? undefined,
    default_shipping: input.default_shipping ?? undefined,
  });
  return (await findAddress(ctx.db, id)) as AddressRow;
}

export async function deleteCustomerAddress(ctx: AddressContext, id: number): Promise<boolean> {
  const customer = await requireCustomer(ctx);
  await ownedAddress(ctx, customer.id, id);
  if (customer.default_billing_id === id) {
    throw new InputError(`Customer Address ${id} is set as default billing address and can not be deleted`);
  }
  if (customer.default_shipping_id === id) {
    throw new InputError(`Customer Address ${id} is set as default shipping address and can not be deleted`);
  }
  await deleteAddress(ctx.db, id);
  return true;
}

/** A saved address for a cart (`customer_address_id`): the caller's own only. */
export async function addressForCart(ctx: AddressContext, id: number): Promise<StoredAddress> {
  const customer = await requireCustomer(ctx);
  return rowToStored(await ownedAddress(ctx, customer.id, id));
}

const sameAddress = (a: StoredAddress, b: StoredAddress) =>
  JSON.stringify(storedToValues(a)) === JSON.stringify(storedToValues(b));

/**
 * `save_in_address_book` of a cart address: the caller's book gets the address unless an
 * identical one is there already (or the book is full). Silent for guests.
 */
export async function saveCartAddressInBook(ctx: AddressContext, address: StoredAddress): Promise<void> {
  if (ctx.caller.customerId === null) return;
  const customer = await requireCustomer(ctx);
  const book = await listAddresses(ctx.db, customer.id);
  const clean: StoredAddress = { ...address, customer_notes: undefined };
  delete clean.customer_notes;
  // The book keeps only addresses its own form would accept (the cart is laxer about telephones).
  if (!isValidTelephone(clean)) return;
  if (book.length >= MAX_ADDRESSES || book.some((row) => sameAddress(rowToStored(row), clean))) return;
  const row = await insertAddress(ctx.db, customer.id, storedToValues(clean), new Date().toISOString());
  await applyDefaults(ctx, customer, row.id, {});
}

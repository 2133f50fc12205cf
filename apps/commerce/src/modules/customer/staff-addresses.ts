import { stateOfCep } from '@store/br';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { InputError, NotFoundError } from '../../graphql/errors';
import type { StoredAddress } from '../cart/address';
import {
  type CustomerAddressInput,
  MAX_ADDRESSES,
  rowToStored,
  storedToInput,
  storedToValues,
  validateAddress,
} from './addresses';
import {
  type AddressRow,
  type CustomerRow,
  deleteAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  updateCustomer,
} from './repository';

/**
 * The address book as `PUT /V1/customers/:id` writes it (Magento's CustomerRepository::save with
 * `addresses`): the list given is the whole book. An entry with an `id` changes that address, one
 * without is added, and addresses left out are deleted. Every entry is checked like the shopper's
 * own (CEP and state for Brazil through packages/br, telephone, CPF/CNPJ in vat_id) before anything
 * is written, so a refused list changes nothing.
 */

/** Magento's AddressInterface as an API client sends it. */
export interface MagentoAddressInput {
  id?: number;
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  street?: string[] | null;
  city?: string | null;
  region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null;
  region_id?: number | null;
  postcode?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  fax?: string | null;
  vat_id?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

const noSuchAddress = (id: number) => new NotFoundError(`No such entity with addressId = ${id}`);

/**
 * An ERP's address must be right as sent: a CEP of one state with another state typed beside it
 * is refused rather than stored for the carrier to trip on.
 */
function checkCepState(address: StoredAddress): StoredAddress {
  const state = address.country_code === 'BR' && address.postcode ? stateOfCep(address.postcode) : undefined;
  if (state && address.region?.code && address.region.code !== state) {
    throw new InputError(`The postcode "${address.postcode}" is in ${state}, not in ${address.region.code}.`);
  }
  return address;
}

function asInput(address: MagentoAddressInput): CustomerAddressInput {
  const { id: _id, region_id, region, default_billing: _b, default_shipping: _s, ...fields } = address;
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return {
    ...given,
    ...(region !== undefined || region_id !== undefined
      ? { region: { ...(region ?? {}), region_id: region?.region_id ?? region_id ?? null } }
      : {}),
  };
}

/** The one address flagged as a default, if any (two flagged is a contradiction, refused). */
function flagged(addresses: MagentoAddressInput[], flag: 'default_billing' | 'default_shipping') {
  const indexes = addresses.flatMap((a, index) => (a[flag] ? [index] : []));
  if (indexes.length > 1) {
    throw new InputError(`Only one address can be the ${flag.replace('_', ' ')} address.`);
  }
  return indexes[0];
}

export async function replaceAddressBook(
  trx: Kysely<Database>,
  customer: CustomerRow,
  addresses: MagentoAddressInput[],
  at: string,
): Promise<AddressRow[]> {
  if (addresses.length > MAX_ADDRESSES) {
    throw new InputError(`An address book holds at most ${MAX_ADDRESSES} addresses.`);
  }
  const existing = new Map((await listAddresses(trx, customer.id)).map((row) => [row.id, row]));
  const seen = new Set<number>();
  const checked = addresses.map((address) => {
    if (address.id === undefined) {
      return { id: undefined, stored: checkCepState(validateAddress(asInput(address))) };
    }
    const row = existing.get(address.id);
    if (!row || seen.has(address.id)) throw noSuchAddress(address.id);
    seen.add(address.id);
    // An entry with an id changes what it gives; the rest of that address stays as it is.
    const merged = { ...storedToInput(rowToStored(row)), ...asInput(address) };
    if (address.country_id) merged.country_code = address.country_id;
    return { id: address.id, stored: checkCepState(validateAddress(merged)) };
  });
  const billing = flagged(addresses, 'default_billing');
  const shipping = flagged(addresses, 'default_shipping');

  // Defaults are columns of the customer: cleared first so the deletes below never orphan them.
  await updateCustomer(trx, customer.id, { default_billing_id: null, default_shipping_id: null });
  for (const id of existing.keys()) if (!seen.has(id)) await deleteAddress(trx, id);
  const ids: number[] = [];
  for (const { id, stored } of checked) {
    if (id === undefined) {
      ids.push((await insertAddress(trx, customer.id, storedToValues(stored), at)).id);
    } else {
      await updateAddress(trx, id, storedToValues(stored), at);
      ids.push(id);
    }
  }
  // A flagged address wins; else the default stays where it was if that address is kept; else
  // the first address (as the storefront makes a book's first address the default).
  const defaultOf = (index: number | undefined, before: number | null) =>
    index !== undefined ? ids[index] : before !== null && ids.includes(before) ? before : (ids[0] ?? null);
  await updateCustomer(trx, customer.id, {
    default_billing_id: defaultOf(billing, customer.default_billing_id),
    default_shipping_id: defaultOf(shipping, customer.default_shipping_id),
  });
  return listAddresses(trx, customer.id);
}

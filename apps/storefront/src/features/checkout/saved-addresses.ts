import { onlyDigits } from '@store/br';
import type { CustomerAddressFields } from '../account';
import type { CartAddressFields } from './checkout.documents';

/**
 * Saved addresses at checkout (rules §4 Checkout): the cart answers addresses, not the address-book
 * ids they came from, so the current saved address is the one with the same recipient, street
 * lines and CEP. Pure, so it is tested.
 */

function normal(value: string | null | undefined): string {
  return (value ?? '').trim().toLocaleLowerCase('pt-BR');
}

function streetKey(lines: ReadonlyArray<string | null> | null | undefined): string {
  return (lines ?? []).map(normal).filter(Boolean).join('|');
}

/** The saved address a cart address came from, if any. */
export function matchSavedAddress(
  cartAddress: CartAddressFields | null | undefined,
  saved: readonly CustomerAddressFields[],
): number | undefined {
  if (!cartAddress) return undefined;
  const postcode = onlyDigits(cartAddress.postcode ?? '');
  const street = streetKey(cartAddress.street);
  return saved.find(
    (address) =>
      onlyDigits(address.postcode ?? '') === postcode &&
      streetKey(address.street) === street &&
      normal(address.firstname) === normal(cartAddress.firstname) &&
      normal(address.lastname) === normal(cartAddress.lastname),
  )?.id;
}

/**
 * Which address is current (rules §4): while a new address is being added there is none (adding
 * clears the selection); otherwise the one the shopper chose, else the one the cart holds.
 */
export function currentSavedAddressId(state: {
  isAdding: boolean;
  chosenId: number | undefined;
  matchedId: number | undefined;
}): number | undefined {
  if (state.isAdding) return undefined;
  return state.chosenId ?? state.matchedId;
}

/** Rules §4: for a logged-in shopper with saved addresses the new-address form is hidden. */
export function showsNewAddressForm(state: {
  isLoggedIn: boolean;
  savedCount: number;
  isAdding: boolean;
}): boolean {
  return !state.isLoggedIn || state.savedCount === 0 || state.isAdding;
}

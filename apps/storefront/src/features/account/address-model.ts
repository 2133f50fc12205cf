import { formatCep, maskCep, maskPhone, maskTaxvat, onlyDigits, taxvatToDigits } from '@store/br';
import type { AddressFormOutput, AddressFormValues, RegionFields } from '../checkout';
import type { CustomerAddressFields, CustomerAddressInput } from './account.documents';

/**
 * Saved addresses (rules §3 Address: street lines street, number, neighbourhood, extra) between
 * Magento's CustomerAddress and the checkout's address form, which My Account reuses.
 */

/** The form's values as CustomerAddressInput (four street lines, empty trailing ones dropped). */
export function toCustomerAddressInput(
  values: AddressFormOutput,
  regions: readonly RegionFields[],
  defaults: { billing: boolean; shipping: boolean },
): CustomerAddressInput {
  const region = regions.find((candidate) => String(candidate.id) === values.regionId);
  const street = [values.street, values.number, values.neighbourhood, values.extra];
  while (street.length > 0 && !street.at(-1)) street.pop();
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    ...(values.company ? { company: values.company } : {}),
    street,
    city: values.city,
    ...(region ? { region: { region_code: region.code, region: region.name, region_id: region.id } } : {}),
    postcode: formatCep(values.postcode),
    country_code: 'BR',
    telephone: onlyDigits(values.telephone),
    vat_id: taxvatToDigits(values.vatId),
    default_billing: defaults.billing,
    default_shipping: defaults.shipping,
  };
}

/** A saved address back into the form, masked as the shopper would type it. */
export function toAddressFormValues(address: CustomerAddressFields): AddressFormValues {
  const [street = '', number = '', neighbourhood = '', ...extra] = (address.street ?? []).map(
    (line) => line ?? '',
  );
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    postcode: maskCep(address.postcode ?? ''),
    street,
    number,
    neighbourhood,
    extra: extra.filter(Boolean).join(' '),
    city: address.city ?? '',
    regionId: address.region?.region_id ? String(address.region.region_id) : '',
    telephone: maskPhone(address.telephone ?? ''),
    company: address.company ?? '',
    vatId: maskTaxvat(address.vat_id ?? ''),
    countryCode: 'BR',
  };
}

/** The address as lines for a card: street and number, neighbourhood, city – UF, CEP. */
export function addressLines(address: CustomerAddressFields): string[] {
  const [street = '', number = '', neighbourhood = '', ...extra] = (address.street ?? []).map(
    (line) => line ?? '',
  );
  const region = address.region?.region_code ?? address.region?.region ?? '';
  return [
    [street, number].filter(Boolean).join(', '),
    [neighbourhood, ...extra].filter(Boolean).join(' – '),
    [address.city, region].filter(Boolean).join(' – '),
    address.postcode ? `CEP ${maskCep(address.postcode)}` : '',
  ].filter(Boolean);
}

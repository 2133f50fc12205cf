import { formatCnpj, isValidCnpj } from '@store/br';
import type { CustomerFields } from '../account/account.documents';

/**
 * CNPJ as 00.000.000/0000-00 while typing (letters allowed in the first 12 positions,
 * alphanumeric CNPJ); unlike the checkout's taxvat mask it never switches to the CPF shape.
 */
export function maskCnpj(value: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const root = chars.slice(0, 12);
  const checks = chars.slice(12).replace(/\D/g, '').slice(0, 2);
  const all = root + checks;
  const sizes = [2, 3, 3, 4, 2];
  const separators = ['.', '.', '/', '-'];
  let out = '';
  let offset = 0;
  for (const [index, size] of sizes.entries()) {
    const part = all.slice(offset, offset + size);
    if (!part) break;
    out += index === 0 ? part : `${separators[index - 1]}${part}`;
    offset += size;
  }
  return out;
}

/** What a logged-in customer's profile fills in on the quote form (a CNPJ customer's company too). */
export function quotePrefill(
  customer: Pick<CustomerFields, 'firstname' | 'lastname' | 'email' | 'taxvat' | 'custom_attributes'>,
) {
  const taxvat = customer.taxvat ?? '';
  const isCompany = isValidCnpj(taxvat);
  const corporateName = customer.custom_attributes?.find(
    (attribute) => attribute?.code === 'razao_social',
  )?.value;
  return {
    contactName: [customer.firstname, customer.lastname].filter(Boolean).join(' '),
    email: customer.email ?? '',
    cnpj: isCompany ? formatCnpj(taxvat) : '',
    company: isCompany ? (corporateName ?? '') : '',
  };
}

import { formatCnpj, isValidCnpj } from '@store/br';
import type { CustomerFields } from '../account';

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

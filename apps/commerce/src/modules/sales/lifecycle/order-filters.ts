import { formatCnpj, formatCpf, isValidCnpj, isValidCpf, taxvatToDigits } from '@store/br';
import type { SearchCriteria } from '../../../rest/search-criteria';
import { substringOfPattern } from './order-search';

/**
 * Orders keep the CPF/CNPJ as the shopper typed it (digits or with punctuation). A `customer_taxvat`
 * equality filter finds the order whichever way it was written: it becomes an `in` over the bare
 * and the formatted forms of a valid CPF or CNPJ. Other values and conditions stay as given.
 */
/** Both forms of a valid CPF or CNPJ typed either way (`52998224725,529.982.247-25`), or undefined. */
function taxvatForms(value: string): string | undefined {
  if (!/^[\d.\-/\s]+$/.test(value.trim())) return undefined;
  const bare = taxvatToDigits(value);
  const formatted = isValidCpf(bare) ? formatCpf(bare) : isValidCnpj(bare) ? formatCnpj(bare) : undefined;
  return formatted && `${bare},${formatted}`;
}

/**
 * The same for the search box: a group of `like %text%` filters (the number, e-mail and names)
 * whose text is a valid CPF or CNPJ also matches the orders of that document, however it was typed.
 */
export function taxvatFilterForms(criteria: SearchCriteria): SearchCriteria {
  return {
    ...criteria,
    filter_groups: criteria.filter_groups.map((group) => {
      const filters = group.filters.map((filter) => {
        if (filter.field !== 'customer_taxvat' || filter.condition_type !== 'eq') return filter;
        const forms = taxvatForms(filter.value);
        return forms ? { ...filter, condition_type: 'in' as const, value: forms } : filter;
      });
      const searched = group.filters.find(
        (f) => f.condition_type === 'like' && f.field !== 'customer_taxvat',
      );
      const text = searched && substringOfPattern(searched.value);
      const forms = text ? taxvatForms(text) : undefined;
      if (forms) filters.push({ field: 'customer_taxvat', condition_type: 'in', value: forms });
      return { filters };
    }),
  };
}

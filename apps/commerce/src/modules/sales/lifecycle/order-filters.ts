import { formatCnpj, formatCpf, isValidCnpj, isValidCpf, taxvatToDigits } from '@store/br';
import type { SearchCriteria } from '../../../rest/search-criteria';

/**
 * Orders keep the CPF/CNPJ as the shopper typed it (digits or with punctuation). A `customer_taxvat`
 * equality filter finds the order whichever way it was written: it becomes an `in` over the bare
 * and the formatted forms of a valid CPF or CNPJ. Other values and conditions stay as given.
 */
export function taxvatFilterForms(criteria: SearchCriteria): SearchCriteria {
  return {
    ...criteria,
    filter_groups: criteria.filter_groups.map((group) => ({
      filters: group.filters.map((filter) => {
        if (filter.field !== 'customer_taxvat' || filter.condition_type !== 'eq') return filter;
        const bare = taxvatToDigits(filter.value);
        const formatted = isValidCpf(bare)
          ? formatCpf(bare)
          : isValidCnpj(bare)
            ? formatCnpj(bare)
            : undefined;
        if (!formatted) return filter;
        return { ...filter, condition_type: 'in' as const, value: `${bare},${formatted}` };
      }),
    })),
  };
}

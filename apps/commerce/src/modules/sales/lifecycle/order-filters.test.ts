import { describe, expect, it } from 'vitest';
import { taxvatFilterForms } from './order-filters';

const criteria = (field: string, value: string, condition_type: 'eq' | 'like' = 'eq') => ({
  filter_groups: [{ filters: [{ field, value, condition_type }] }],
});

describe('taxvatFilterForms', () => {
  it('looks for a CPF or CNPJ bare and formatted, however it was typed', () => {
    expect(
      taxvatFilterForms(criteria('customer_taxvat', '529.982.247-25')).filter_groups[0]!.filters[0],
    ).toEqual({
      field: 'customer_taxvat',
      condition_type: 'in',
      value: '52998224725,529.982.247-25',
    });
    expect(
      taxvatFilterForms(criteria('customer_taxvat', '11222333000181')).filter_groups[0]!.filters[0]!.value,
    ).toBe('11222333000181,11.222.333/0001-81');
  });

  it('leaves invalid numbers, other conditions and other fields as they are', () => {
    for (const given of [
      criteria('customer_taxvat', '123'),
      criteria('customer_taxvat', '%529%', 'like'),
      criteria('increment_id', '52998224725'),
    ])
      expect(taxvatFilterForms(given)).toEqual(given);
  });

  it("adds the document's forms to a search-box group whose text is a valid CPF", () => {
    const group = {
      filters: ['increment_id', 'customer_email'].map((field) => ({
        field,
        value: '%529.982.247-25%',
        condition_type: 'like' as const,
      })),
    };
    const [out] = taxvatFilterForms({ filter_groups: [group] }).filter_groups;
    expect(out!.filters).toEqual([
      ...group.filters,
      { field: 'customer_taxvat', condition_type: 'in', value: '52998224725,529.982.247-25' },
    ]);
    const name = {
      filters: [{ field: 'customer_firstname', value: '%Carla%', condition_type: 'like' as const }],
    };
    expect(taxvatFilterForms({ filter_groups: [name] }).filter_groups[0]).toEqual(name);
  });
});

/** Magento's product status values: 1 enabled, 2 disabled. */
export const STATUS = { enabled: 1, disabled: 2 } as const;

export const PRODUCT_TYPES = [
  'simple',
  'configurable',
  'bundle',
  'grouped',
  'virtual',
  'downloadable',
] as const;

/** The types a new product may have: every type listed (a downloadable one gets its files after). */
export const CREATABLE_TYPES = PRODUCT_TYPES;

/** Magento's visibility values. */
export const VISIBILITY = [
  { id: 1, name: 'Não visível individualmente' },
  { id: 2, name: 'Catálogo' },
  { id: 3, name: 'Busca' },
  { id: 4, name: 'Catálogo, busca' },
] as const;

/** The store's identity as shoppers see it (spec §2: page title is the store name with a short tagline). */
export const site = {
  name: 'Escritório Total',
  tagline: 'material de escritório, papelaria e informática',
  /** Spec §2 orange theme; the same value as --color-primary in globals.css. */
  themeColor: '#F26B1D',
} as const;

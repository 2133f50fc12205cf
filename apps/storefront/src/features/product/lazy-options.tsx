'use client';

import dynamic from 'next/dynamic';

// The choices of one product type (bundle options, grouped items, downloadable links, gift card
// amounts, configurable options) are rendered by the catch-all route, which also renders every
// category, CMS page and the other product types. Through next/dynamic (still server-rendered)
// each type's code is sent only with the pages of that type.
export const BundleOptions = dynamic(() => import('./bundle-options').then((module) => module.BundleOptions));
export const GroupedItems = dynamic(() => import('./grouped-items').then((module) => module.GroupedItems));
export const DownloadableLinks = dynamic(() =>
  import('./downloadable-links').then((module) => module.DownloadableLinks),
);
export const GiftCardAmounts = dynamic(() =>
  import('./gift-card-amounts').then((module) => module.GiftCardAmounts),
);
export const ConfigurableOptions = dynamic(() =>
  import('./configurable-options').then((module) => module.ConfigurableOptions),
);

'use client';

import dynamic from 'next/dynamic';

/** The CEP estimate of the buy box is for logged-in shoppers: its code loads only for them. */
export const ShippingEstimate = dynamic(() =>
  import('./shipping-estimate').then((module) => module.ShippingEstimate),
);

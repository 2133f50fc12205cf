// The checkout's public entry: the address form My Account reuses, and the types payments share.
export type { AddressFormOutput } from './address-form';
export { AddressForm } from './address-form';
export type { AddressFormValues } from './address-schema';
export type { RegionFields } from './checkout.documents';
export type { CardChoice } from './checkout-steps';
export type { PlacedOrder } from './place-order';
export { useBrazilRegions } from './use-regions';

// The payments feature's public entry: what checkout and My Account's order page use.

export { CardChoiceModal } from './card-modal';
export type { InstallmentChoice } from './card-schema';
export { ItfBarcode } from './itf-barcode';
export { OrderPayment, successPath } from './order-payment';
export type { Boleto, PixCharge } from './payments-api';

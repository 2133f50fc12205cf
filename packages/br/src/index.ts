// Public API of @store/br: pure Brazilian domain functions shared by the storefront and commerce apps.

export {
  BOLETO_DEFAULTS,
  barcodeToDigitableLine,
  boletoDueDate,
  buildItauBoleto,
  DIGITABLE_LINE_INVALID_MESSAGE,
  DIGITABLE_LINE_LENGTH_MESSAGE,
  type DigitableLineError,
  type DigitableLineValidation,
  digitableLineToBarcode,
  dueDateFactor,
  dueDateFromFactor,
  formatDigitableLine,
  type ItauBoleto,
  type ItauBoletoInput,
  type ItauNossoNumeroInput,
  itauAgencyAccountDac,
  itauNossoNumeroDac,
  mod10,
  mod11Barcode,
  validateDigitableLine,
} from './boleto';
export {
  addBusinessDays,
  addCalendarDays,
  type BusinessCalendar,
  businessDayTest,
  type CalendarDate,
  type DeliveryWindow,
  type DeliveryWindowInput,
  deliveryWindow,
  easterSunday,
  type Holiday,
  isBusinessDay,
  nationalHolidays,
} from './business-days';
export {
  CARD_EXPIRY_MAX_YEARS_AHEAD,
  CARD_NUMBER_LENGTHS,
  CARD_SECURITY_CODE_LENGTHS,
  type CardBrand,
  type CardExpiry,
  cardAmountCents,
  detectCardBrand,
  isValidCardNumber,
  isValidCardSecurityCode,
  luhnCheck,
  luhnCheckDigit,
  parseCardExpiry,
} from './card';
export { formatCep, isCompleteCep, normalizeCep, type ViaCepAddress } from './cep';
export { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';
export { cpfCheckDigits, formatCpf, isValidCpf, stripCpf } from './cpf';
export { type CreditCost, creditCost, monthlyInternalRate } from './credit-cost';
export {
  formatNfeKey,
  gtinCheckDigit,
  isValidGtin,
  isValidOrigin,
  nfeKeyCheckDigit,
  normalizeCest,
  normalizeNcm,
  normalizeNfeKey,
  parseNfeKey,
} from './fiscal';
export {
  bestInterestFreeInstallment,
  convertInstallmentPlan,
  DEFAULT_MONTHLY_INTEREST_PERCENT,
  displayInstallmentPlan,
  INTEREST_FREE_INSTALLMENTS,
  type InstallmentOption,
  type InstallmentPlanOptions,
  installmentPlan,
  isInstallmentAllowed,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENT_CENTS,
  type ProductInstallments,
  productInstallments,
} from './installments';
export { maskCardNumber, maskCep, maskCnpj, maskPhone, maskTaxvat, onlyDigits } from './masks';
export {
  allocateCents,
  centsToDecimalString,
  convertCents,
  formatBRL,
  fromCents,
  percentOf,
  type RoundingMode,
  sumCents,
  toCents,
} from './money';
export {
  formatNumberInput,
  type NumberInputProblem,
  type NumberInputResult,
  numberInputMessage,
  parseNumberInput,
} from './number-input';
export { formatPhone } from './phone';
export {
  buildPixPayload,
  crc16ccitt,
  isValidPixTxid,
  isValidStaticPixTxid,
  type ParsedPixPayload,
  type PixDataObject,
  type PixParseResult,
  type PixPayloadInput,
  parsePixPayload,
} from './pix';
export {
  discountPercent,
  FREE_SHIPPING_THRESHOLD_CENTS,
  itemCreditCents,
  MINIMUM_ORDER_CENTS,
  type MinimumOrderCheck,
  minimumOrder,
  PIX_DISCOUNT_LABEL,
  PIX_DISCOUNT_PERCENT,
  PIX_EXPIRATION_SECONDS,
  pixDiscountCents,
  pixPriceCents,
} from './pricing';
export {
  type BrazilRegion,
  GREATER_SAO_PAULO_CEP_RANGES,
  greaterSaoPauloMunicipality,
  isGreaterSaoPauloCep,
  regionOfState,
  STATE_REGIONS,
  stateOfCep,
} from './region';
export { isValidTaxvat, type PersonType, personType, taxvatToDigits } from './taxvat';
export {
  CARRIERS_WITH_FORMAT,
  checkTrackingNumber,
  correiosCheckDigit,
  isValidCorreiosCode,
  looksLikeCorreiosCode,
  normalizeTrackingNumber,
  type TrackingCheck,
} from './tracking';

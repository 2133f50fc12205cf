import { describe, expect, it } from 'vitest';
import * as br from './index';

describe('@store/br public API', () => {
  it('re-exports every module by name, with no default export', () => {
    expect(Object.keys(br).sort()).toEqual(
      [
        // boleto
        'BOLETO_DEFAULTS',
        'DIGITABLE_LINE_INVALID_MESSAGE',
        'DIGITABLE_LINE_LENGTH_MESSAGE',
        'barcodeToDigitableLine',
        'boletoDueDate',
        'buildItauBoleto',
        'digitableLineToBarcode',
        'dueDateFactor',
        'dueDateFromFactor',
        'formatDigitableLine',
        'itauAgencyAccountDac',
        'itauNossoNumeroDac',
        'mod10',
        'mod11Barcode',
        'validateDigitableLine',
        // business days
        'addBusinessDays',
        'addCalendarDays',
        'businessDayTest',
        'deliveryWindow',
        'easterSunday',
        'isBusinessDay',
        'nationalHolidays',
        // credit cost
        'creditCost',
        'monthlyInternalRate',
        // card
        'CARD_NUMBER_LENGTHS',
        'CARD_SECURITY_CODE_LENGTHS',
        'CARD_EXPIRY_MAX_YEARS_AHEAD',
        'cardAmountCents',
        'detectCardBrand',
        'isValidCardNumber',
        'isValidCardSecurityCode',
        'luhnCheck',
        'luhnCheckDigit',
        'parseCardExpiry',
        // fiscal
        'formatNfeKey',
        'gtinCheckDigit',
        'isValidGtin',
        'isValidOrigin',
        'nfeKeyCheckDigit',
        'normalizeCest',
        'normalizeNcm',
        'normalizeNfeKey',
        'parseNfeKey',
        // cep
        'formatCep',
        'isCompleteCep',
        'normalizeCep',
        // cnpj
        'cnpjCheckDigits',
        'formatCnpj',
        'isValidCnpj',
        'normalizeCnpj',
        // cpf
        'cpfCheckDigits',
        'formatCpf',
        'isValidCpf',
        'stripCpf',
        // installments
        'DEFAULT_MONTHLY_INTEREST_PERCENT',
        'INTEREST_FREE_INSTALLMENTS',
        'MAX_INSTALLMENTS',
        'MIN_INSTALLMENT_CENTS',
        'bestInterestFreeInstallment',
        'convertInstallmentPlan',
        'displayInstallmentPlan',
        'installmentPlan',
        'isInstallmentAllowed',
        // masks
        'maskCardNumber',
        'maskCep',
        'maskCnpj',
        'maskPhone',
        'maskTaxvat',
        'onlyDigits',
        // money
        'allocateCents',
        'centsToDecimalString',
        'convertCents',
        'formatBRL',
        'fromCents',
        'percentOf',
        'sumCents',
        'toCents',
        // number-input
        'formatNumberInput',
        'numberInputMessage',
        'parseNumberInput',
        // phone
        'formatPhone',
        // pix
        'buildPixPayload',
        'crc16ccitt',
        'isValidPixTxid',
        'isValidStaticPixTxid',
        'parsePixPayload',
        // pricing
        'FREE_SHIPPING_THRESHOLD_CENTS',
        'MINIMUM_ORDER_CENTS',
        'PIX_DISCOUNT_LABEL',
        'PIX_DISCOUNT_PERCENT',
        'PIX_EXPIRATION_SECONDS',
        'discountPercent',
        'itemCreditCents',
        'minimumOrder',
        'pixDiscountCents',
        'pixPriceCents',
        'productInstallments',
        // region
        'GREATER_SAO_PAULO_CEP_RANGES',
        'STATE_REGIONS',
        'greaterSaoPauloMunicipality',
        'isGreaterSaoPauloCep',
        'regionOfState',
        'stateOfCep',
        // taxvat
        'isValidTaxvat',
        'personType',
        'taxvatToDigits',
        // tracking
        'CARRIERS_WITH_FORMAT',
        'checkTrackingNumber',
        'correiosCheckDigit',
        'isValidCorreiosCode',
        'looksLikeCorreiosCode',
        'normalizeTrackingNumber',
      ].sort(),
    );
    expect('default' in br).toBe(false);
  });
});

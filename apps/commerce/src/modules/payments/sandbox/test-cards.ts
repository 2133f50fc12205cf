/**
 * The sandbox card table (README "Payments"): the sandbox acquirer answers each of these numbers
 * with Rede's return code for it. Every number is Luhn-valid and of a supported brand; use any
 * future expiry, any cardholder name and a security code of the brand's length (3, Amex 4).
 * Numbers not listed are answered 109 'Cartão Inexistente': the sandbox bank knows only its own
 * cards, so a real card typed into a test store is never "approved".
 */
export interface SandboxTestCard {
  number: string;
  brand: string;
  returnCode: string;
  returnMessage: string;
}

export const SANDBOX_APPROVED_MESSAGE = 'Success.';

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  // Approved. 5448280000000007 is the test card of the e.Rede SDK READMEs.
  {
    number: '5448280000000007',
    brand: 'mastercard',
    returnCode: '00',
    returnMessage: SANDBOX_APPROVED_MESSAGE,
  },
  { number: '4111111111111111', brand: 'visa', returnCode: '00', returnMessage: SANDBOX_APPROVED_MESSAGE },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    returnCode: '00',
    returnMessage: SANDBOX_APPROVED_MESSAGE,
  },
  {
    number: '2223000048400011',
    brand: 'mastercard',
    returnCode: '00',
    returnMessage: SANDBOX_APPROVED_MESSAGE,
  },
  { number: '6362970000457013', brand: 'elo', returnCode: '00', returnMessage: SANDBOX_APPROVED_MESSAGE },
  {
    number: '6062825624254001',
    brand: 'hipercard',
    returnCode: '00',
    returnMessage: SANDBOX_APPROVED_MESSAGE,
  },
  { number: '378282246310005', brand: 'amex', returnCode: '00', returnMessage: SANDBOX_APPROVED_MESSAGE },
  { number: '36148900647913', brand: 'diners', returnCode: '00', returnMessage: SANDBOX_APPROVED_MESSAGE },
  // Declined, with the messages of rules §8.
  { number: '4000000000001117', brand: 'visa', returnCode: '111', returnMessage: 'Cartão Recusado' },
  { number: '5100000000001113', brand: 'mastercard', returnCode: '111', returnMessage: 'Cartão Recusado' },
  { number: '4000000000001091', brand: 'visa', returnCode: '109', returnMessage: 'Cartão Inexistente' },
  {
    number: '4000000000001240',
    brand: 'visa',
    returnCode: '124',
    returnMessage: 'Não autorizado, contate a Rede',
  },
  {
    number: '4000000000000374',
    brand: 'visa',
    returnCode: '37',
    returnMessage: 'Não autorizado, dados inválidos',
  },
];

/** How the sandbox answers a number that is not in the table. */
export const SANDBOX_UNKNOWN_CARD = { returnCode: '109', returnMessage: 'Cartão Inexistente' } as const;

// Pix "copia e cola" BR Code: an EMV merchant-presented QR payload (brazil-payments.md §4).
// Every data object is ID (2 digits) + length (2 digits) + value; templates (26–51, 62, 64, 80–99)
// nest the same format. Objects are emitted in ascending ID order, 00 first and the CRC (63) last;
// the CRC16/CCITT-FALSE covers everything before it, including the literal '6304'.

import { normalizeCep } from './cep';
import { assertCents } from './decimal';
import { centsToDecimalString, toCents } from './money';

const PIX_GUI = 'br.gov.bcb.pix';
const MAX_VALUE_LENGTH = 99;
const MAX_KEY_OR_URL_LENGTH = 77;
const MAX_MERCHANT_NAME_LENGTH = 25;
const MAX_MERCHANT_CITY_LENGTH = 15;
const MAX_AMOUNT_LENGTH = 13;
const NO_TXID = '***';
const CRC_FIELD_PREFIX = '6304';

/**
 * Computes the CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection) of a string's UTF-8
 * bytes or of raw bytes.
 */
export function crc16ccitt(data: string | Uint8Array): number {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

function crcHex(data: string): string {
  return crc16ccitt(data).toString(16).toUpperCase().padStart(4, '0');
}

/** Tells whether a txid fits the Pix API rule for immediate charges (cob/cobv): [a-zA-Z0-9]{26,35}. */
export function isValidPixTxid(txid: string): boolean {
  return /^[a-zA-Z0-9]{26,35}$/.test(txid);
}

/** Tells whether a txid fits a static BR Code (tag 62-05): 1 to 25 letters or digits. */
export function isValidStaticPixTxid(txid: string): boolean {
  return /^[a-zA-Z0-9]{1,25}$/.test(txid);
}

/**
 * Fields of a Pix BR Code: `key` for a static code or `url` (a cob `location`) for a dynamic one;
 * `recurrenceUrl` adds a Pix Automático recurrence, alone or with either.
 */
export interface PixPayloadInput {
  /** Pix key (static code): CPF/CNPJ digits, e-mail, +55 phone or EVP, up to 77 characters. */
  key?: string;
  /** Payload location of a cob (dynamic code), without scheme; a leading 'https://' is removed. */
  url?: string;
  /** Pix Automático: location of the recurrence (template 80, sub-field 25), without scheme. */
  recurrenceUrl?: string;
  /** Amount in cents; omit to let the payer type the amount. */
  amountCents?: number;
  /** Receiver name; accents are stripped and it is cut to 25 characters. */
  merchantName: string;
  /** Receiver city; accents are stripped and it is cut to 15 characters. */
  merchantCity: string;
  /** Static codes only: reference label, 1–25 letters or digits; '***' is written when absent. */
  txid?: string;
  /** Static codes only: message to the payer (26-02); accents are stripped. */
  description?: string;
  /** Receiver CEP (tag 61), 8 digits. */
  postalCode?: string;
  /** '12' = single use, '11' = reusable; defaults to '12' for dynamic codes and to absent for static ones. */
  pointOfInitiation?: '11' | '12';
  /** Merchant category code (tag 52), 4 digits; defaults to '0000' (not informed). */
  merchantCategoryCode?: string;
}

// Banks count characters and disagree on non-ASCII, so text goes out as printable ASCII:
// compatibility decomposition drops accents and folds 'º' to 'o' ('São' → 'Sao'); any other
// non-ASCII character is removed and runs of spaces collapse to one.
function toPixText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

// Locations go without scheme (the payer's bank adds https://).
function toLocation(url: string): string {
  const location = url.trim().replace(/^https:\/\//i, '');
  if (location.length === 0 || location.length > MAX_KEY_OR_URL_LENGTH) {
    throw new RangeError(`A Pix location has 1 to ${MAX_KEY_OR_URL_LENGTH} characters, got '${url}'`);
  }
  return location;
}

function dataObject(id: string, value: string): string {
  if (value.length === 0 || value.length > MAX_VALUE_LENGTH) {
    throw new RangeError(
      `BR Code field ${id} must have 1 to ${MAX_VALUE_LENGTH} characters, got ${value.length}`,
    );
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

function requiredText(value: string, maxLength: number, name: string): string {
  const text = toPixText(value).slice(0, maxLength).trimEnd();
  if (text.length === 0) throw new RangeError(`${name} is required in a Pix BR Code`);
  return text;
}

/** Builds a Pix BR Code ("copia e cola") string, CRC included, from its fields. */
export function buildPixPayload(input: PixPayloadInput): string {
  const { key, url, recurrenceUrl, amountCents, txid, description, postalCode } = input;
  if (key !== undefined && url !== undefined) {
    throw new RangeError('A Pix BR Code has a key (static) or a url (dynamic), not both');
  }
  if (key === undefined && url === undefined && recurrenceUrl === undefined) {
    throw new RangeError('A Pix BR Code needs a key, a url or a recurrenceUrl');
  }

  // A dynamic code's txid and message live in the cob the payer's bank fetches (62-05 is '***').
  if (key === undefined && (txid !== undefined || description !== undefined)) {
    throw new RangeError('Only a static Pix BR Code (with a key) carries a txid or a description');
  }
  if (txid !== undefined && !isValidStaticPixTxid(txid)) {
    throw new RangeError(`A static Pix txid has 1 to 25 letters or digits, got '${txid}'`);
  }

  let merchantAccount = dataObject('00', PIX_GUI);
  if (key !== undefined) {
    const trimmedKey = key.trim();
    if (trimmedKey.length > MAX_KEY_OR_URL_LENGTH) {
      throw new RangeError(`A Pix key has at most ${MAX_KEY_OR_URL_LENGTH} characters`);
    }
    merchantAccount += dataObject('01', trimmedKey);
    const text = description === undefined ? '' : toPixText(description);
    if (text !== '') merchantAccount += dataObject('02', text);
  }
  if (url !== undefined) merchantAccount += dataObject('25', toLocation(url));
  const merchantCategoryCode = input.merchantCategoryCode ?? '0000';
  if (!/^\d{4}$/.test(merchantCategoryCode)) throw new RangeError('The merchant category code has 4 digits');
  const pointOfInitiation = input.pointOfInitiation ?? (url !== undefined ? '12' : undefined);

  let payload = dataObject('00', '01');
  if (pointOfInitiation !== undefined) payload += dataObject('01', pointOfInitiation);
  payload += dataObject('26', merchantAccount);
  payload += dataObject('52', merchantCategoryCode);
  payload += dataObject('53', '986');
  if (amountCents !== undefined) {
    assertCents(amountCents, 'amountCents');
    const amount = centsToDecimalString(amountCents);
    if (amountCents <= 0 || amount.length > MAX_AMOUNT_LENGTH) {
      throw new RangeError(`A Pix amount must be positive and fit 13 characters, got ${amountCents} cents`);
    }
    payload += dataObject('54', amount);
  }
  payload += dataObject('58', 'BR');
  payload += dataObject('59', requiredText(input.merchantName, MAX_MERCHANT_NAME_LENGTH, 'merchantName'));
  payload += dataObject('60', requiredText(input.merchantCity, MAX_MERCHANT_CITY_LENGTH, 'merchantCity'));
  if (postalCode !== undefined) {
    const cep = normalizeCep(postalCode);
    if (cep.length !== 8) throw new RangeError(`postalCode must have 8 digits, got '${postalCode}'`);
    payload += dataObject('61', cep);
  }
  payload += dataObject('62', dataObject('05', txid ?? NO_TXID));
  if (recurrenceUrl !== undefined) {
    payload += dataObject('80', `${dataObject('00', PIX_GUI)}${dataObject('25', toLocation(recurrenceUrl))}`);
  }
  payload += CRC_FIELD_PREFIX;
  return `${payload}${crcHex(payload)}`;
}

/** One data object of a BR Code, with its nested objects when it is a template. */
export interface PixDataObject {
  id: string;
  value: string;
  children?: PixDataObject[];
}

/** The meaningful content of a parsed Pix BR Code. */
export interface ParsedPixPayload {
  /** 'static' (key), 'dynamic' (cob URL) or 'recurrence' (only a Pix Automático location). */
  kind: 'static' | 'dynamic' | 'recurrence';
  /** '11' (reusable) or '12' (single use) when tag 01 is present. */
  pointOfInitiation?: '11' | '12';
  /** GUI as written (compared case-insensitively with 'br.gov.bcb.pix'). */
  gui: string;
  key?: string;
  description?: string;
  /** Payload location of a dynamic code (tag 26-25). */
  url?: string;
  /** Pix Automático recurrence location (tag 80-25). */
  recurrenceUrl?: string;
  merchantCategoryCode: string;
  currency: string;
  amountCents?: number;
  countryCode: string;
  merchantName: string;
  merchantCity: string;
  postalCode?: string;
  /** Tag 62-05; '***' means no txid. */
  txid?: string;
  /** CRC as written in the payload (upper or lower case). */
  crc: string;
  /** Every top-level data object in payload order, CRC included. */
  dataObjects: PixDataObject[];
}

/** Outcome of parsePixPayload: the parsed payload, or why it was rejected. */
export type PixParseResult = { ok: true; payload: ParsedPixPayload } | { ok: false; error: string };

// EMV templates: merchant accounts 26–51, additional data 62, alternate language 64, 80–99.
function isTemplateId(id: string): boolean {
  const numeric = Number(id);
  return (numeric >= 26 && numeric <= 51) || numeric === 62 || numeric === 64 || numeric >= 80;
}

class PixFormatError extends Error {}

function readDataObjects(text: string, where: string, nested: boolean): PixDataObject[] {
  const objects: PixDataObject[] = [];
  let position = 0;
  while (position < text.length) {
    if (text.length - position < 4) {
      throw new PixFormatError(`${where}: incomplete data object at position ${position}`);
    }
    const id = text.slice(position, position + 2);
    const declaredLength = text.slice(position + 2, position + 4);
    if (!/^\d{2}$/.test(id)) throw new PixFormatError(`${where}: invalid ID '${id}' at position ${position}`);
    if (!/^\d{2}$/.test(declaredLength) || declaredLength === '00') {
      throw new PixFormatError(`${where}: field ${id} has an invalid length '${declaredLength}'`);
    }
    const length = Number(declaredLength);
    const available = text.length - position - 4;
    if (length > available) {
      throw new PixFormatError(
        `${where}: field ${id} declares ${length} characters but only ${available} remain`,
      );
    }
    const value = text.slice(position + 4, position + 4 + length);
    const children = !nested && isTemplateId(id) ? readDataObjects(value, `Template ${id}`, true) : undefined;
    objects.push(children ? { id, value, children } : { id, value });
    position += 4 + length;
  }
  return objects;
}

function uniqueById(objects: readonly PixDataObject[], where: string): Map<string, PixDataObject> {
  const byId = new Map<string, PixDataObject>();
  for (const object of objects) {
    if (byId.has(object.id)) throw new PixFormatError(`${where}: field ${object.id} appears twice`);
    byId.set(object.id, object);
  }
  return byId;
}

// The first template with an ID in [low, high] whose GUI (sub-field 00) is Pix, by sub-field ID.
function findPixTemplate(
  objects: readonly PixDataObject[],
  low: number,
  high: number,
): Map<string, PixDataObject> | undefined {
  for (const object of objects) {
    const id = Number(object.id);
    if (id < low || id > high || !object.children) continue;
    const children = uniqueById(object.children, `Template ${object.id}`);
    if (children.get('00')?.value.toLowerCase() === PIX_GUI) return children;
  }
  return undefined;
}

function requiredValue(byId: Map<string, PixDataObject>, id: string, name: string): string {
  const object = byId.get(id);
  if (!object) throw new PixFormatError(`Missing field ${id} (${name})`);
  return object.value;
}

/**
 * Parses and validates a Pix BR Code: TLV structure and lengths (nested templates included), CRC,
 * and the mandatory Pix fields. Never throws; a rejected payload comes back with the reason.
 */
export function parsePixPayload(payload: string): PixParseResult {
  try {
    return { ok: true, payload: parseOrThrow(payload) };
  } catch (error) {
    if (error instanceof PixFormatError) return { ok: false, error: error.message };
    throw error;
  }
}

function parseOrThrow(payload: string): ParsedPixPayload {
  // The CRC object is the last 8 characters by definition ('6304' + 4 hex). Reading the rest as
  // TLV must then end exactly before it, so a wrong length anywhere is caught even when the CRC
  // itself was computed over the malformed text.
  const crcObject = payload.slice(-8);
  if (payload.length < 8 || !crcObject.startsWith(CRC_FIELD_PREFIX)) {
    throw new PixFormatError("The payload must end with the CRC field '6304' followed by 4 hex digits");
  }
  const crc = crcObject.slice(4);
  if (!/^[0-9A-Fa-f]{4}$/.test(crc)) throw new PixFormatError(`The CRC '${crc}' is not 4 hex digits`);

  const body = payload.slice(0, -8);
  const dataObjects = [...readDataObjects(body, 'Payload', false), { id: '63', value: crc }];
  const byId = uniqueById(dataObjects, 'Payload');

  const expectedCrc = crcHex(payload.slice(0, -4));
  if (crc.toUpperCase() !== expectedCrc) {
    throw new PixFormatError(`CRC mismatch: the payload says ${crc}, its content gives ${expectedCrc}`);
  }

  if (dataObjects[0]?.id !== '00' || dataObjects[0].value !== '01') {
    throw new PixFormatError("The payload must start with the format indicator '000201'");
  }
  const pointOfInitiation = byId.get('01')?.value;
  if (pointOfInitiation !== undefined && pointOfInitiation !== '11' && pointOfInitiation !== '12') {
    throw new PixFormatError(`Field 01 (point of initiation) must be 11 or 12, got '${pointOfInitiation}'`);
  }

  const account = findPixTemplate(dataObjects, 26, 51);
  if (!account) throw new PixFormatError(`No merchant account with GUI '${PIX_GUI}' in fields 26 to 51`);
  const key = account.get('01')?.value;
  const url = account.get('25')?.value;
  const recurrenceUrl = findPixTemplate(dataObjects, 80, 99)?.get('25')?.value;
  if (key === undefined && url === undefined && recurrenceUrl === undefined) {
    throw new PixFormatError(
      'The Pix merchant account has neither a key (01) nor a URL (25), and no recurrence',
    );
  }

  const merchantCategoryCode = requiredValue(byId, '52', 'merchant category code');
  if (!/^\d{4}$/.test(merchantCategoryCode)) {
    throw new PixFormatError(
      `Field 52 (merchant category code) must be 4 digits, got '${merchantCategoryCode}'`,
    );
  }
  const currency = requiredValue(byId, '53', 'currency');
  if (currency !== '986') {
    throw new PixFormatError(`Field 53 (currency) must be 986 (BRL), got '${currency}'`);
  }
  const amount = byId.get('54')?.value;
  if (amount !== undefined && !/^\d+(\.\d{1,2})?$/.test(amount)) {
    throw new PixFormatError(`Field 54 (amount) must be a decimal with '.', got '${amount}'`);
  }
  const countryCode = requiredValue(byId, '58', 'country code');
  if (countryCode !== 'BR') throw new PixFormatError(`Field 58 (country) must be BR, got '${countryCode}'`);
  const merchantName = requiredValue(byId, '59', 'merchant name');
  if (merchantName.length > MAX_MERCHANT_NAME_LENGTH) {
    throw new PixFormatError('Field 59 (merchant name) has more than 25 characters');
  }
  const merchantCity = requiredValue(byId, '60', 'merchant city');
  if (merchantCity.length > MAX_MERCHANT_CITY_LENGTH) {
    throw new PixFormatError('Field 60 (merchant city) has more than 15 characters');
  }
  const additionalData = byId.get('62')?.children;
  const txid = additionalData ? uniqueById(additionalData, 'Template 62').get('05')?.value : undefined;

  return {
    kind: url !== undefined ? 'dynamic' : key !== undefined ? 'static' : 'recurrence',
    pointOfInitiation,
    gui: account.get('00')?.value ?? PIX_GUI,
    key,
    description: account.get('02')?.value,
    url,
    recurrenceUrl,
    merchantCategoryCode,
    currency,
    amountCents: amount === undefined ? undefined : toCents(amount),
    countryCode,
    merchantName,
    merchantCity,
    postalCode: byId.get('61')?.value,
    txid,
    crc,
    dataObjects,
  };
}

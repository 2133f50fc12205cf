import { checkTrackingNumber } from '@store/br';
import { LifecycleError } from './errors';
import type { TrackInput } from './types';

/**
 * Carriers a shipment track can name, and where the shopper follows a parcel. Magento's
 * `custom` carrier has no page; so does any code we do not know (the title and number still show).
 */
export interface Carrier {
  code: string;
  title: string;
  trackingUrl?: (number: string) => string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    code: 'correios',
    title: 'Correios',
    // The Correios tracking page reads the object code (AA123456785BR) from `objetos`.
    trackingUrl: (n) => `https://rastreamento.correios.com.br/app/index.php?objetos=${encodeURIComponent(n)}`,
  },
  {
    code: 'jadlog',
    title: 'Jadlog',
    trackingUrl: (n) => `https://www.jadlog.com.br/jadlog/tracking?cte=${encodeURIComponent(n)}`,
  },
  {
    code: 'loggi',
    title: 'Loggi',
    trackingUrl: (n) => `https://www.loggi.com/rastreador/${encodeURIComponent(n)}`,
  },
  {
    code: 'totalexpress',
    title: 'Total Express',
    trackingUrl: (n) =>
      `https://tracking.totalexpress.com.br/poupup_track.php?pedido=${encodeURIComponent(n)}`,
  },
  { code: 'transportadora', title: 'Transportadora' },
  { code: 'custom', title: 'Custom' },
];

export function findCarrier(code: string): Carrier | undefined {
  return CARRIERS.find((c) => c.code === code.toLowerCase());
}

/** Correios object codes: two letters, eight digits, a check digit, two letters (country). */
const CORREIOS_CODE = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

/**
 * A track's number as it is stored (upper case, no spaces), or the refusal: a Correios code must
 * be a valid object code (packages/br); another carrier's code, whose format is not published,
 * only with `format_override` (staff checked it against the label). `document` is the Magento
 * validator the refusal is reported under when it comes from a shipment.
 */
export function checkedTrackNumber(track: TrackInput, document?: 'Shipment'): string {
  const carrier = track.carrier_code.trim().toLowerCase();
  const typed = track.track_number.trim();
  const check = checkTrackingNumber(carrier, typed, {
    override: track.extension_attributes?.format_override === true,
  });
  if (check.ok) return check.number;
  const title = track.title?.trim() || findCarrier(carrier)?.title || carrier;
  switch (check.reason) {
    case 'empty':
      throw new LifecycleError('Please enter a tracking number.', 400, document);
    case 'correios_shape':
      throw new LifecycleError(
        `"${typed}" is not a Correios tracking number: two letters, nine digits and BR, as AA123456785BR.`,
        400,
        document,
      );
    case 'correios_check_digit':
      throw new LifecycleError(
        `The check digit of the Correios tracking number "${typed}" is wrong: check the label.`,
        400,
        document,
      );
    case 'characters':
      throw new LifecycleError(
        `The tracking number "${typed}" has characters no carrier prints.`,
        400,
        document,
      );
    case 'unknown_format':
      throw new LifecycleError(
        `${title} has no known tracking number format: confirm the number "${typed}" to record it.`,
        400,
        document,
      );
  }
}

/**
 * The carrier's page for a tracking number, or undefined when the carrier has none. A `custom`
 * track whose number is a Correios object code is a Correios parcel (ERPs often send `custom`).
 */
export function trackingUrl(carrierCode: string, number: string): string | undefined {
  const trimmed = number.trim();
  const carrier = findCarrier(carrierCode);
  if (carrier?.trackingUrl) return carrier.trackingUrl(trimmed);
  if (CORREIOS_CODE.test(trimmed.toUpperCase()))
    return findCarrier('correios')!.trackingUrl!(trimmed.toUpperCase());
  return undefined;
}

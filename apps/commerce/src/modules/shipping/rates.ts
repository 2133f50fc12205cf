import {
  type BrazilRegion,
  FREE_SHIPPING_THRESHOLD_CENTS,
  isGreaterSaoPauloCep,
  regionOfState,
  stateOfCep,
} from '@store/br';

/**
 * Delivery prices (table in apps/commerce/README.md, "Delivery prices"). Free shipping in
 * Greater São Paulo when the products cost more than R$500 after discounts; otherwise two
 * carriers priced by the destination's macro-region and by the chargeable weight: the larger of
 * the real weight and the cubic weight (length × width × height in cm / 6000, the road-freight
 * factor Brazilian carriers use).
 */

/** What is shipped: one entry per cart line. Weights in kg, dimensions in cm (as the catalogue stores them). */
export interface ParcelLine {
  quantity: number;
  weightKg: number | null;
  heightCm: number | null;
  widthCm: number | null;
  lengthCm: number | null;
}

export interface ShippingDestination {
  countryCode: string;
  postcode: string | null;
  /** Region code of the address (the state for Brazil), used when the CEP is incomplete. */
  regionCode: string | null;
}

export interface ShippingRate {
  carrierCode: string;
  carrierTitle: string;
  methodCode: string | null;
  methodTitle: string | null;
  amountCents: number;
  available: boolean;
  errorMessage: string | null;
}

export const CUBIC_WEIGHT_DIVISOR = 6000;

interface CarrierTable {
  carrierCode: string;
  carrierTitle: string;
  methodCode: string;
  methodTitle: string;
  /** Price of the first kilogram and of each further (started) kilogram, per region, in cents. */
  prices: Record<BrazilRegion, { firstKgCents: number; extraKgCents: number }>;
}

export const CARRIERS: readonly CarrierTable[] = [
  {
    carrierCode: 'transportadora',
    carrierTitle: 'Transportadora',
    methodCode: 'economico',
    methodTitle: 'Econômico',
    prices: {
      Sudeste: { firstKgCents: 1990, extraKgCents: 250 },
      Sul: { firstKgCents: 2490, extraKgCents: 320 },
      'Centro-Oeste': { firstKgCents: 2990, extraKgCents: 400 },
      Nordeste: { firstKgCents: 3490, extraKgCents: 480 },
      Norte: { firstKgCents: 3990, extraKgCents: 560 },
    },
  },
  {
    carrierCode: 'expresso',
    carrierTitle: 'Expresso',
    methodCode: 'expresso',
    methodTitle: 'Entrega expressa',
    prices: {
      Sudeste: { firstKgCents: 3490, extraKgCents: 450 },
      Sul: { firstKgCents: 4290, extraKgCents: 560 },
      'Centro-Oeste': { firstKgCents: 4990, extraKgCents: 700 },
      Nordeste: { firstKgCents: 5990, extraKgCents: 850 },
      Norte: { firstKgCents: 6990, extraKgCents: 1000 },
    },
  },
];

export const FREE_SHIPPING = {
  carrierCode: 'freeshipping',
  carrierTitle: 'Frete grátis',
  methodCode: 'freeshipping',
  methodTitle: 'Grande São Paulo',
} as const;

/** Magento's text for a carrier that cannot serve an address. */
export const CARRIER_UNAVAILABLE_MESSAGE =
  'This shipping method is not available. To use this shipping method, please contact us.';

/**
 * Chargeable weight in kg: the larger of the real and the cubic weight of everything shipped
 * together, at least 1 kg, rounded up to whole kilograms (carriers charge started kilograms).
 */
export function chargeableWeightKg(lines: readonly ParcelLine[]): number {
  let realKg = 0;
  let cubicKg = 0;
  for (const line of lines) {
    realKg += (line.weightKg ?? 0) * line.quantity;
    const volumeCm3 = (line.heightCm ?? 0) * (line.widthCm ?? 0) * (line.lengthCm ?? 0);
    cubicKg += (volumeCm3 / CUBIC_WEIGHT_DIVISOR) * line.quantity;
  }
  // Round to grams first so that 2.0000000001 kg of float noise does not cost a third kilogram.
  const kg = Math.round(Math.max(realKg, cubicKg) * 1000) / 1000;
  return Math.max(1, Math.ceil(kg));
}

/** The macro-region of a Brazilian destination: from the CEP, else from the address's state. */
export function destinationRegion(destination: ShippingDestination): BrazilRegion | undefined {
  if (destination.countryCode !== 'BR') return undefined;
  const state = (destination.postcode && stateOfCep(destination.postcode)) || destination.regionCode;
  return state ? regionOfState(state) : undefined;
}

/** Price of one carrier for a weight and region, in cents. */
export function carrierPriceCents(carrier: CarrierTable, region: BrazilRegion, weightKg: number): number {
  const price = carrier.prices[region];
  return price.firstKgCents + price.extraKgCents * Math.max(0, weightKg - 1);
}

/**
 * The shipping methods offered for a destination, a parcel and the products' value after
 * discounts (cents). Carriers that cannot deliver there are listed as unavailable, as Magento does.
 */
export function shippingRates(
  destination: ShippingDestination,
  lines: readonly ParcelLine[],
  goodsAfterDiscountCents: number,
): ShippingRate[] {
  const region = destinationRegion(destination);
  const rates: ShippingRate[] = [];
  const isFree =
    destination.countryCode === 'BR' &&
    destination.postcode !== null &&
    isGreaterSaoPauloCep(destination.postcode) &&
    goodsAfterDiscountCents > FREE_SHIPPING_THRESHOLD_CENTS;
  if (isFree) {
    rates.push({ ...FREE_SHIPPING, amountCents: 0, available: true, errorMessage: null });
  }
  const weightKg = chargeableWeightKg(lines);
  for (const carrier of CARRIERS) {
    if (!region) {
      rates.push({
        carrierCode: carrier.carrierCode,
        carrierTitle: carrier.carrierTitle,
        methodCode: null,
        methodTitle: null,
        amountCents: 0,
        available: false,
        errorMessage: CARRIER_UNAVAILABLE_MESSAGE,
      });
      continue;
    }
    rates.push({
      carrierCode: carrier.carrierCode,
      carrierTitle: carrier.carrierTitle,
      methodCode: carrier.methodCode,
      methodTitle: carrier.methodTitle,
      amountCents: carrierPriceCents(carrier, region, weightKg),
      available: true,
      errorMessage: null,
    });
  }
  return rates;
}

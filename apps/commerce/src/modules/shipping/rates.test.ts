import { describe, expect, it } from 'vitest';
import { CARRIER_UNAVAILABLE_MESSAGE, chargeableWeightKg, destinationRegion, shippingRates } from './rates';

const box = (weightKg: number, dims: [number, number, number], quantity = 1) => ({
  quantity,
  weightKg,
  heightCm: dims[0],
  widthCm: dims[1],
  lengthCm: dims[2],
});

const sp = { countryCode: 'BR', postcode: '01310-100', regionCode: 'SP' };

describe('chargeableWeightKg', () => {
  it('charges the real weight when it exceeds the cubic weight, in started kilograms', () => {
    // 2.5 kg real; 30×21×5 = 3150 cm³ → 0.525 kg cubic
    expect(chargeableWeightKg([box(2.5, [5, 21, 30])])).toBe(3);
  });

  it('charges the cubic weight of a light, bulky parcel', () => {
    // 0.4 kg real; 40×40×40 = 64000 cm³ → 10.67 kg cubic
    expect(chargeableWeightKg([box(0.4, [40, 40, 40])])).toBe(11);
  });

  it('adds up quantities and charges at least one kilogram', () => {
    expect(chargeableWeightKg([box(0.1, [1, 10, 15], 3)])).toBe(1);
    expect(chargeableWeightKg([box(0.5, [1, 10, 15], 5)])).toBe(3);
    expect(
      chargeableWeightKg([{ quantity: 1, weightKg: null, heightCm: null, widthCm: null, lengthCm: null }]),
    ).toBe(1);
  });
});

describe('shippingRates', () => {
  const parcel = [box(2.5, [5, 21, 30])]; // 3 kg

  it('offers free shipping in Greater São Paulo above R$500 after discounts', () => {
    const rates = shippingRates(sp, parcel, 50_001);
    expect(rates[0]).toMatchObject({
      carrierCode: 'freeshipping',
      methodCode: 'freeshipping',
      amountCents: 0,
    });
    expect(rates).toHaveLength(3);
  });

  it('does not offer free shipping at exactly R$500 or outside Greater São Paulo', () => {
    expect(shippingRates(sp, parcel, 50_000).map((r) => r.carrierCode)).toEqual([
      'transportadora',
      'expresso',
    ]);
    const campinas = { countryCode: 'BR', postcode: '13010-000', regionCode: 'SP' };
    expect(shippingRates(campinas, parcel, 90_000).map((r) => r.carrierCode)).toEqual([
      'transportadora',
      'expresso',
    ]);
  });

  it('prices carriers by region and chargeable weight', () => {
    const rio = { countryCode: 'BR', postcode: '20040-020', regionCode: 'RJ' };
    const manaus = { countryCode: 'BR', postcode: '69005-000', regionCode: 'AM' };
    // Sudeste, 3 kg: 1990 + 2 × 250; express 3490 + 2 × 450
    expect(shippingRates(rio, parcel, 10_000).map((r) => r.amountCents)).toEqual([2490, 4390]);
    // Norte, 3 kg: 3990 + 2 × 560; express 6990 + 2 × 1000
    expect(shippingRates(manaus, parcel, 10_000).map((r) => r.amountCents)).toEqual([5110, 8990]);
  });

  it('uses the state of the address when the CEP does not say it', () => {
    expect(destinationRegion({ countryCode: 'BR', postcode: null, regionCode: 'RS' })).toBe('Sul');
  });

  it('lists the carriers as unavailable outside Brazil', () => {
    const rates = shippingRates({ countryCode: 'US', postcode: '10001', regionCode: 'NY' }, parcel, 90_000);
    expect(rates.every((r) => !r.available && r.methodCode === null)).toBe(true);
    expect(rates[0]?.errorMessage).toBe(CARRIER_UNAVAILABLE_MESSAGE);
  });
});

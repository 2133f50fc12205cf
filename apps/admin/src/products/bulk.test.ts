import { describe, expect, it } from 'vitest';
import { changedPrice, priceFailures, runInBatches } from './bulk';

describe('bulk actions', () => {
  it('applies batches, and isolates the SKUs of a batch refused whole', async () => {
    const sent: string[][] = [];
    const progress: number[] = [];
    const report = await runInBatches(
      ['A', 'B', 'C', 'D', 'E'],
      2,
      async (batch) => {
        sent.push(batch);
        if (batch.includes('C')) throw new Error('Produto C não existe.');
        return batch.includes('E') ? [{ sku: 'E', message: 'Preço inválido' }] : [];
      },
      (r) => progress.push(r.done),
    );
    expect(sent).toEqual([['A', 'B'], ['C', 'D'], ['C'], ['D'], ['E']]);
    expect(report).toEqual({
      total: 5,
      done: 5,
      failed: [
        { sku: 'C', message: 'Produto C não existe.' },
        { sku: 'E', message: 'Preço inválido' },
      ],
    });
    expect(progress).toEqual([2, 4, 5]);
  });

  it('changes prices by a percentage to the cent', () => {
    expect(changedPrice(10, 10)).toBe(11);
    expect(changedPrice(19.9, -15)).toBe(16.92);
    expect(changedPrice(0.05, 10)).toBe(0.06);
  });

  it("names the SKUs of Magento's failed price rows", () => {
    const sent = [
      { sku: 'A', price: 1 },
      { sku: 'B', price: -2 },
    ];
    expect(
      priceFailures(
        sent,
        [
          { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', 'Z'] },
          { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['Price', '-2'] },
        ],
        'en',
      ),
    ).toEqual([
      { sku: 'Z', message: 'Invalid attribute: SKU = Z.' },
      { sku: 'B', message: 'Invalid attribute: price = -2.' },
    ]);
  });

  it("words the failed price rows in the screen's language", () => {
    const failed = [{ message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['Price', '-2'] }];
    const [row] = priceFailures([{ sku: 'B', price: -2 }], failed, 'pt');
    expect(row).toEqual({ sku: 'B', message: 'Atributo inválido: preço = -2.' });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every code path that writes a product's quantity records the movement: a source file of the
 * modules that sets `stock_qty` (an object key or an SQL assignment) also calls the recording
 * function. Tests and `testing.ts` helpers are not scanned (they set stock up on purpose).
 */

const MODULES = join(__dirname, '..');
const WRITE = /(?<![.\w'"])stock_qty\s*(?::|=(?!=))/;
const RECORDS = /\brecordStock(?:Movements|Changes)\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    const isTest = entry.name.endsWith('.test.ts') || entry.name === 'testing.ts';
    return entry.name.endsWith('.ts') && !isTest ? [full] : [];
  });
}

describe('stock movements', () => {
  it('are recorded by every file that writes a stock quantity', () => {
    const writers = sourceFiles(MODULES).filter((file) => WRITE.test(readFileSync(file, 'utf8')));
    // The scan finds the known writers (it would pass vacuously if the pattern stopped matching).
    expect(writers.map((f) => relative(MODULES, f))).toEqual(
      expect.arrayContaining(['catalog/inventory.ts', 'catalog/admin/stock.ts', 'catalog/admin/products.ts']),
    );
    const silent = writers.filter((file) => !RECORDS.test(readFileSync(file, 'utf8')));
    expect(silent.map((f) => relative(MODULES, f))).toEqual([]);
  });
});

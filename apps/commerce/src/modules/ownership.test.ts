import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerOf, TABLE_OWNERS } from '../db/ownership';

/**
 * A module's tables are its own: no query outside the owning module names them (the map is
 * `db/ownership.ts`). There is no allow-list. Test code is not scanned (`*.test.ts`, `testing.ts`
 * and `testing/` folders set up rows of every kind on purpose); everything else under `modules/`
 * is.
 */

const MODULES = __dirname;

/** Kysely's builders whose first argument names a table ('product', 'product as p', or a list). */
const BUILDER =
  /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|using|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*"|`[^`$]*`)/g;
/** Raw SQL in `sql` templates, written in upper case here by habit. */
const RAW = /\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\s+([a-z_][a-z0-9_]*)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    const isTest = entry.name.endsWith('.test.ts') || entry.name === 'testing.ts';
    return entry.name.endsWith('.ts') && !isTest ? [full] : [];
  });
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

interface Crossing {
  at: string;
  table: string;
  owner: string;
}

/** The tables a source file names in queries, with where. */
export function tablesNamed(text: string): { table: string; line: number }[] {
  const found: { table: string; line: number }[] = [];
  for (const match of text.matchAll(BUILDER)) {
    for (const literal of match[2]!.matchAll(/['"`]([a-z_][a-z0-9_]*)/g)) {
      found.push({ table: literal[1]!, line: lineOf(text, match.index!) });
    }
  }
  for (const match of text.matchAll(RAW)) {
    if (ownerOf(match[1]!)) found.push({ table: match[1]!, line: lineOf(text, match.index!) });
  }
  return found;
}

function crossings(): Crossing[] {
  const result: Crossing[] = [];
  for (const file of sourceFiles(MODULES)) {
    const module = relative(MODULES, file).split(sep)[0]!;
    if (!file.slice(MODULES.length + 1).includes(sep)) continue; // files beside the modules
    for (const { table, line } of tablesNamed(readFileSync(file, 'utf8'))) {
      const owner = ownerOf(table) ?? '(no owner in db/ownership.ts)';
      if (owner !== module) result.push({ at: `${relative(MODULES, file)}:${line}`, table, owner });
    }
  }
  return result;
}

describe('table ownership', () => {
  it('finds the tables a query names, in builders and in raw SQL', () => {
    const source = [
      "db.selectFrom('product as p').innerJoin('cart_item as ci', 'ci.product_id', 'p.id')",
      "  .selectFrom(['coupon', 'coupon_usage'])",
      'sql`UPDATE product SET qty = 1 FROM cart WHERE x` // from product (prose is ignored)',
    ].join('\n');
    expect(tablesNamed(source)).toEqual([
      { table: 'product', line: 1 },
      { table: 'cart_item', line: 1 },
      { table: 'coupon', line: 2 },
      { table: 'coupon_usage', line: 2 },
      { table: 'product', line: 3 },
      { table: 'cart', line: 3 },
    ]);
  });

  it('gives every table one owning module', () => {
    const modules = new Set(
      readdirSync(MODULES, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    );
    const strays = Object.entries(TABLE_OWNERS).filter(([, owner]) => owner !== 'db' && !modules.has(owner));
    expect(strays).toEqual([]);
  });

  it('lets only the owning module name a table in a query', () => {
    const found = crossings().map((c) => `${c.at} names ${c.table} (owned by ${c.owner})`);
    expect(found, 'call the owning module’s service instead').toEqual([]);
  });
});

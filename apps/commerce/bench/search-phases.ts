/**
 * Where the time of one uncached search goes, phase by phase, on a seeded database (no server,
 * no concurrency): query expansion, the full-text match (ranked), the matched listing rows,
 * the brand/colour counts and the category assignments — the queries a `products(search:)`
 * request with 20 items and aggregations runs. Each term is run once to warm the caches, then
 * `--runs` times. Reported per phase: the mean CPU time spent on it by this process and by the
 * PostgreSQL backends serving this database (bench/cpu.ts; 10 ms ticks averaged over the runs),
 * which, unlike wall-clock time, holds still on a machine shared with other work.
 *
 *   npx tsx apps/commerce/bench/search-phases.ts file:./data/bench-100k.db [--runs 5] [term …]
 *   npx tsx apps/commerce/bench/search-phases.ts postgres://postgres@127.0.0.1:5432/bench_100k
 */

import { openDatabase } from '../src/db/database';
import { ROOT_CATEGORY_ID } from '../src/modules/catalog/indexer';
import {
  attributeCountsOf,
  directCategoriesOf,
  type ListingQuery,
  matchedRows,
} from '../src/modules/catalog/listing';
import { buildSearchExpression, searchMatches } from '../src/modules/search/query';
import { resolveDatabaseUrl } from '../src/store-location';
import { cpuBetween, cpuMark } from './cpu';

const DEFAULT_TERMS = [
  'caneta',
  'papel a4',
  'cafe',
  'grampeador',
  'toner hp',
  'mouse sem fio',
  'detergente',
  'caderno',
  'lapis',
  'pasta',
];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const url = args.shift();
  if (!url) throw new Error('Usage: search-phases.ts <database url> [--runs N] [term …]');
  let runs = 5;
  const terms: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else terms.push(args[i]!);
  }
  const handle = openDatabase(resolveDatabaseUrl(url));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  try {
    console.log('term | matches | expand | match | rows | brand/colour | categories | total (CPU ms, mean)');
    for (const term of terms.length ? terms : DEFAULT_TERMS) {
      const phases: number[][] = [[], [], [], [], [], []];
      let matches = 0;
      for (let run = 0; run <= runs; run++) {
        const t0 = await cpuMark({ own: true, handle });
        const expression = await buildSearchExpression(handle.db, handle.dialect, term);
        if (!expression) break;
        const t1 = await cpuMark({ own: true, handle });
        const ids = await searchMatches(handle.db, handle.dialect, expression);
        const t2 = await cpuMark({ own: true, handle });
        const query: ListingQuery = {
          categoryId: ROOT_CATEGORY_ID,
          attributes: [],
          sort: [{ field: 'relevance', direction: 'DESC' }],
          search: { count: ids.length, productIds: ids },
        };
        const rows = await matchedRows(handle.db, handle.dialect, query);
        const t3 = await cpuMark({ own: true, handle });
        const matched = rows.map((r) => r.product_id);
        await attributeCountsOf(handle.db, handle.dialect, matched);
        const t4 = await cpuMark({ own: true, handle });
        await directCategoriesOf(handle.db, handle.dialect, matched);
        const t5 = await cpuMark({ own: true, handle });
        matches = ids.length;
        if (run === 0) continue; // warm-up
        const times = [
          cpuBetween(t0, t1),
          cpuBetween(t1, t2),
          cpuBetween(t2, t3),
          cpuBetween(t3, t4),
          cpuBetween(t4, t5),
          cpuBetween(t0, t5),
        ];
        for (const [i, ms] of times.entries()) phases[i]!.push(ms);
      }
      const cells = phases.map((values) => (values.length ? mean(values).toFixed(1) : '-'));
      console.log([term, String(matches), ...cells].join(' | '));
    }
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

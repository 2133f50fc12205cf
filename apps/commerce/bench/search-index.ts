/**
 * The in-process search index on a seeded database, without a server: how long reading and
 * building it takes, what it holds (typed arrays and words) and what it adds to the heap, and
 * the CPU time of one search through it — match, rank, in-stock-first page of 20, total, price
 * ranges, brand/colour and category counts (what `products(search:)` with aggregations asks) —
 * and of one header suggestion (page of 6, no facets), as the mean over a few runs per term.
 *
 *   npx tsx apps/commerce/bench/search-index.ts file:./data/bench-100k.db [--runs 20] [term …]
 */

import { openDatabase } from '../src/db/database';
import { ROOT_CATEGORY_ID } from '../src/modules/catalog/indexer';
import { priceRanges } from '../src/modules/catalog/price-buckets';
import { readSearchIndex } from '../src/modules/search/index-source';
import { openSearchIndex } from '../src/modules/search/memory-index';
import { resolveDatabaseUrl } from '../src/store-location';

const DEFAULT_TERMS = [
  'caneta',
  'papel a4',
  'cafe',
  'caf',
  'grampeador',
  'grampeadro',
  'mouse sem fio',
  'ca',
];

function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 20;
  const [url, ...terms] = args;
  if (!url) throw new Error('Usage: search-index.ts <database url> [--runs N] [term …]');
  const database = openDatabase(resolveDatabaseUrl(url));
  try {
    global.gc?.();
    const heapBefore = process.memoryUsage();
    const started = performance.now();
    const data = await readSearchIndex(database.db);
    const index = openSearchIndex(data);
    const buildMs = performance.now() - started;
    global.gc?.();
    const heapAfter = process.memoryUsage();
    const added = (key: 'heapUsed' | 'arrayBuffers' | 'rss') =>
      ((heapAfter[key] - heapBefore[key]) / 1e6).toFixed(0);
    console.log(
      `${index.size} products, ${data.terms.length} words, ${data.docs.length} postings: read and built in ` +
        `${(buildMs / 1000).toFixed(1)} s; +${added('heapUsed')} MB heap, +${added('arrayBuffers')} MB array buffers, +${added('rss')} MB resident`,
    );
    const categories = data.listing ? [...data.listing.categoryIds] : [];
    console.log('term | matches | search with aggregations (CPU ms) | suggestion (CPU ms)');
    for (const term of terms.length ? terms : DEFAULT_TERMS) {
      let matches = 0;
      const search = () => {
        const listing = index.match(term).listing?.({
          categoryId: ROOT_CATEGORY_ID,
          attributes: [],
          sort: [{ field: 'relevance', direction: 'DESC' }],
        });
        if (!listing) return;
        matches = listing.total;
        listing.page(20, 0);
        priceRanges(listing.prices());
        listing.attributeCounts();
        listing.categoryCounts(categories);
      };
      const suggestion = () => {
        index
          .match(term)
          .listing?.({
            categoryId: ROOT_CATEGORY_ID,
            attributes: [],
            sort: [{ field: 'relevance', direction: 'DESC' }],
          })
          .page(6, 0);
      };
      search();
      suggestion();
      let searchMs = 0;
      let suggestionMs = 0;
      for (let i = 0; i < runs; i++) {
        searchMs += cpuMs(search);
        suggestionMs += cpuMs(suggestion);
      }
      console.log(
        `${term} | ${matches} | ${(searchMs / runs).toFixed(2)} | ${(suggestionMs / runs).toFixed(2)}`,
      );
    }
  } finally {
    await database.destroy();
  }
}

await main();

import { parentPort, workerData } from 'node:worker_threads';
import { type OpenDatabaseOptions, openDatabase } from '../../db/database';
import { readSearchIndex } from './index-source';
import { listingBuffers } from './listing-index';

/**
 * Builds the in-process search index on a thread of its own (index-holder.ts starts it), with its
 * own database connection, and hands the typed arrays over without copying them.
 */
const { url, options } = workerData as { url: string; options: OpenDatabaseOptions };
const database = openDatabase(url, options);
try {
  const data = await readSearchIndex(database.db);
  parentPort!.postMessage(data, [
    data.typoVocabulary.buffer,
    data.offsets.buffer,
    data.docs.buffer,
    data.fields.buffer,
    data.positions.buffer,
    data.productIds.buffer,
    data.variantOffsets.buffer,
    data.variantTerms.buffer,
    ...(data.listing ? listingBuffers(data.listing) : []),
  ] as ArrayBuffer[]);
} finally {
  await database.destroy();
}

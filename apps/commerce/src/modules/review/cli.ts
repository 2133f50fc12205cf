import { loadConfig, loadDotEnv } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { approveReview, deleteReview, listReviews, ReviewNotFoundError, rejectReview } from './moderation';

/**
 * Staff command for review moderation (README "Wishlist, reviews, saved cards, abandoned carts"):
 *   npm run reviews -w apps/commerce -- list [--pending]
 *   npm run reviews -w apps/commerce -- approve <id>
 *   npm run reviews -w apps/commerce -- reject <id>
 *   npm run reviews -w apps/commerce -- delete <id>
 */
const USAGE = 'Usage: reviews list [--pending] | approve <id> | reject <id> | delete <id>';
const ACTIONS = { approve: approveReview, reject: rejectReview, delete: deleteReview } as const;

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const [command, argument] = process.argv.slice(2);
  if (command !== 'list' && !(command && Object.hasOwn(ACTIONS, command))) throw new Error(USAGE);
  const id = Number(argument);
  if (command !== 'list' && !(Number.isInteger(id) && id > 0)) throw new Error(USAGE);
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database);
    if (command === 'list') {
      const rows = await listReviews(database.db, { pendingOnly: argument === '--pending' });
      if (rows.length === 0) console.log('No reviews.');
      for (const r of rows) {
        console.log(
          `#${r.id}\t${r.status}\t${r.sku}\t${r.created_at.slice(0, 16)}\t${r.nickname}: ${r.summary}`,
        );
      }
      return;
    }
    const { review, product } = await ACTIONS[command as keyof typeof ACTIONS](database.db, id);
    console.log(
      `Review #${review.id} ${command === 'delete' ? 'deleted' : review.status}; product now has ${product.reviewCount} approved review(s), rating ${product.ratingSummary}%.`,
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ReviewNotFoundError || error instanceof Error ? error.message : error);
  process.exit(1);
});

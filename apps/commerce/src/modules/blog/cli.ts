import { loadConfig, loadDotEnv } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { approveBlogPost, BlogPostNotFoundError, listBlogPosts, rejectBlogPost } from './moderation';

/**
 * Staff command for blog moderation (README "Blog"), on the database of DATABASE_URL:
 *   npm run blog -w apps/commerce -- list [--pending]
 *   npm run blog -w apps/commerce -- approve <id>
 *   npm run blog -w apps/commerce -- reject <id>
 */
const USAGE = 'Usage: blog list [--pending] | approve <id> | reject <id>';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const [command, argument] = process.argv.slice(2);
  if (command !== 'list' && command !== 'approve' && command !== 'reject') throw new Error(USAGE);
  if (command === 'list' && argument !== undefined && argument !== '--pending') throw new Error(USAGE);
  const id = Number(argument);
  if (command !== 'list' && !(Number.isInteger(id) && id > 0)) throw new Error(USAGE);
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database);
    if (command === 'list') {
      const posts = await listBlogPosts(database.db, { pendingOnly: argument === '--pending' });
      if (posts.length === 0) console.log(argument === '--pending' ? 'No pending posts.' : 'No posts.');
      for (const p of posts) {
        console.log(
          `#${p.id}\t${p.status}\t${p.createdAt.slice(0, 16).replace('T', ' ')}\t${p.authorName}\t${p.title}\t/blog/post/${p.slug}`,
        );
      }
      return;
    }
    const post =
      command === 'approve' ? await approveBlogPost(database.db, id) : await rejectBlogPost(database.db, id);
    console.log(
      post.status === 'published'
        ? `Post #${post.id} published (${post.publishedAt}): /blog/post/${post.slug}`
        : `Post #${post.id} rejected: it is not shown on the blog.`,
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BlogPostNotFoundError || error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * The demo store: a catalogue of ~400 products, its drawn product pictures and five blog posts.
 * None of it is part of the product; `npm start` writes it into an empty database when
 * SEED_DEMO is on, and the media route draws the pictures through `drawDemoPicture`.
 */
import type { DatabaseHandle } from '../src/db/database';
import type { PregenerateItem } from '../src/modules/media';
import { seedBlogPosts } from './blog/posts';
import { demoCatalogue } from './catalogue';
import { renderProductSvg } from './pictures/render-svg';
import { isCatalogueEmpty, type SeedSummary, seedCatalogue } from './seed';

export { drawDemoPicture } from './pictures/render-svg';

export interface DemoSeedResult {
  /** Blog posts written (0 when the blog already had posts). */
  posts: number;
  /** Set when the catalogue was empty and the demo catalogue was written. */
  catalogue?: Omit<SeedSummary, 'images'>;
  /** The pictures of the products written, to render ahead of the first requests. */
  pictures: PregenerateItem[];
}

/** Writes the demo blog into an empty blog and the demo catalogue into an empty catalogue. */
export async function seedDemoContent(database: DatabaseHandle): Promise<DemoSeedResult> {
  // The blog is seeded on its own: an older database may have a catalogue but no blog yet.
  const posts = await seedBlogPosts(database.db);
  if (!(await isCatalogueEmpty(database))) return { posts, pictures: [] };
  const { images, ...catalogue } = await seedCatalogue(database, demoCatalogue());
  const pictures = images.map(({ file, spec }) => ({
    file,
    image: () => ({ kind: 'vector' as const, svg: renderProductSvg(spec) }),
  }));
  return { posts, catalogue, pictures };
}

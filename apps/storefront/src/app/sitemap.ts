import type { MetadataRoute } from 'next';
import { buildSitemap } from '../features/content/sitemap.server';

// Built from the live catalogue on request (nothing is fetched at build time).
export const dynamic = 'force-dynamic';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap();
}

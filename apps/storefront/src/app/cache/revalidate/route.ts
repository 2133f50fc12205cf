import { timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';

export const dynamic = 'force-dynamic';

function authorized(header: string | null, secret: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /cache/revalidate (Authorization: Bearer PAGE_CACHE_SECRET): the commerce server says the
 * catalogue changed in a way pages show (stock, reviews, a reindex). Every cached page is
 * rendered anew on its next visit (lib/page-cache.ts). Without PAGE_CACHE_SECRET the endpoint
 * does not exist and pages refresh on their own schedule.
 */
export function POST(request: Request) {
  const secret = process.env.PAGE_CACHE_SECRET;
  if (!secret) return new Response(null, { status: 404 });
  if (!authorized(request.headers.get('authorization'), secret)) {
    return new Response(null, { status: 401 });
  }
  revalidatePath('/[locale]', 'layout');
  return new Response(null, { status: 204 });
}

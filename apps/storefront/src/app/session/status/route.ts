import { customerToken } from '../../../lib/session.server';

export const dynamic = 'force-dynamic';

/**
 * GET /session/status → {isLoggedIn}: whether the httpOnly token cookie exists (rules §4: logged in at
 * start when the cookie exists), for client code on pages whose server render did not pass it.
 */
export async function GET() {
  return Response.json(
    { isLoggedIn: (await customerToken()) !== undefined },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

import { cookies } from 'next/headers';
import { RevokeCustomerToken } from '../../../features/account/session.documents';
import { CommerceQueryError, CommerceUnavailableError, commerceQuery } from '../../../lib/graphql.server';
import { COOKIES } from '../../../lib/locales';
import { customerToken, sessionCookieOptions, storeOfRequest } from '../../../lib/session.server';

export const dynamic = 'force-dynamic';

/**
 * POST /session/logout (rules §4 Session): revokes the token on the commerce server and clears the
 * cookie. The cookie goes whatever the server says: an already expired or revoked token (the
 * authorization-error path) must still end the session here. The browser clears `vsf-cart`.
 */
export async function POST(request: Request) {
  const token = await customerToken();
  let revoked = false;
  if (token) {
    try {
      const data = await commerceQuery(RevokeCustomerToken, {}, { store: storeOfRequest(request), token });
      revoked = data.revokeCustomerToken?.result === true;
    } catch (error) {
      if (!(error instanceof CommerceQueryError || error instanceof CommerceUnavailableError)) throw error;
      // A token the server no longer accepts is as good as revoked; anything else is logged.
      const isAuthorization =
        error instanceof CommerceQueryError &&
        error.errors.some((entry) => entry.extensions?.category === 'graphql-authorization');
      if (!isAuthorization) console.error('POST /session/logout: revokeCustomerToken failed', error);
    }
  }
  (await cookies()).set(COOKIES.customer, '', sessionCookieOptions(0));
  return Response.json({ ok: true, revoked }, { headers: { 'Cache-Control': 'no-store' } });
}

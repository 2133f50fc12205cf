import { cookies } from 'next/headers';
import { GenerateCustomerToken } from '../../../features/account/session.documents';
import { clientAddressHeaders } from '../../../lib/client-address.server';
import { CommerceQueryError, CommerceUnavailableError, commerceQuery } from '../../../lib/graphql.server';
import { COOKIES } from '../../../lib/locales';
import {
  jsonError,
  sessionCookieOptions,
  storeOfRequest,
  tokenLifetimeSeconds,
} from '../../../lib/session.server';

export const dynamic = 'force-dynamic';

interface LoginBody {
  email?: unknown;
  password?: unknown;
  recaptchaToken?: unknown;
}

/**
 * POST /session/login {email, password, recaptchaToken?} (the session contract of
 * lib/session.ts): asks the commerce server for a customer token (the bot-check token
 * travels in `X-ReCaptcha`, as Magento reads it) and keeps it in the httpOnly `vsf-customer` cookie
 * (docs/architecture.md, decision 7). 200 {ok:true}; 4xx {message} with the GraphQL messages joined
 * by commas (rules §8).
 */
export async function POST(request: Request) {
  const body = (await request.json().catch(() => undefined)) as LoginBody | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim() : '';
  const password = typeof body?.password === 'string' ? body.password : '';
  const recaptchaToken = typeof body?.recaptchaToken === 'string' ? body.recaptchaToken : '';
  if (!email || !password) return jsonError('"email" and "password" values should be specified', 400);
  try {
    const data = await commerceQuery(
      GenerateCustomerToken,
      { email, password },
      {
        store: storeOfRequest(request),
        headers: {
          ...(recaptchaToken ? { 'X-ReCaptcha': recaptchaToken } : {}),
          // The commerce server throttles failed logins per client address.
          ...clientAddressHeaders(request),
        },
      },
    );
    const token = data.generateCustomerToken?.token;
    if (!token) return jsonError('generateCustomerToken answered no token', 502);
    (await cookies()).set(COOKIES.customer, token, sessionCookieOptions(tokenLifetimeSeconds()));
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof CommerceQueryError && error.errors.length > 0) {
      const message = error.errors.map((entry) => entry.message).join(', ');
      const isInput = error.errors.every((entry) => entry.extensions?.category === 'graphql-input');
      return jsonError(message, isInput ? 400 : 401);
    }
    if (error instanceof CommerceUnavailableError || error instanceof CommerceQueryError) {
      console.error('POST /session/login: the commerce server did not answer', error);
      return jsonError('Não foi possível falar com a loja agora. Tente novamente em instantes.', 502);
    }
    throw error;
  }
}

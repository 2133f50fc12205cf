import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../../graphql/context';
import { bearerToken, hashToken } from './auth';

// mercurius adds the reply to every resolver's context (mercurius/index.js: Object.assign(context, { reply, app })).
declare module '../../graphql/context' {
  interface RequestContext {
    reply?: FastifyReply;
  }
}

/** What the account rules need from the HTTP request behind a GraphQL call. */
export interface RequestMeta {
  /**
   * The client's address: request.ip, which follows X-Forwarded-For for one hop and only from our
   * own edge (config TRUST_PROXY, loopback by default: the storefront; lib/client-address.ts), so a
   * shopper cannot dodge a per-address limit, or get someone else's address limited, with the header.
   */
  clientIp: string;
  /** Bot-check token sent as Magento reads it, in the X-ReCaptcha header. */
  recaptchaToken: string | undefined;
  /** SHA-256 of the bearer token of this request, if any. */
  tokenHash: string | undefined;
}

export function requestMeta(ctx: RequestContext): RequestMeta {
  const request = ctx.reply?.request;
  const header = (name: string): string | undefined => {
    const value = request?.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const token = bearerToken(header('authorization'));
  return {
    clientIp: (request?.ip || 'unknown').slice(0, 255),
    recaptchaToken: header('x-recaptcha')?.trim() || undefined,
    tokenHash: token ? hashToken(token) : undefined,
  };
}

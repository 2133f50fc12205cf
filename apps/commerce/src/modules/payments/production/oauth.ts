import type https from 'node:https';
import { ProviderError } from '../errors';
import { httpRequest, parseJson, stringField } from './http';

export interface ClientCredentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes to ask for (BCB Pix API: 'cob.write cob.read'). */
  scope?: string;
  /** 'basic': client id and secret in the Authorization header (RFC 6749 §2.3.1, BCB PSPs);
   *  'body': in the form body (Itaú's token endpoint). */
  credentialsIn: 'basic' | 'body';
  timeoutMs: number;
  agent?: https.Agent;
}

export interface TokenSource {
  /** A valid access token, fetched again shortly before it expires. */
  get(): Promise<string>;
  /** Drops the cached token (after a 401). */
  invalidate(): void;
}

/** OAuth2 client_credentials grant with an in-memory token kept until a minute before it expires. */
export function clientCredentialsTokenSource(
  options: ClientCredentials,
  now = () => Date.now(),
): TokenSource {
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (options.scope) form.set('scope', options.scope);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (options.credentialsIn === 'basic') {
      headers.authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    } else {
      form.set('client_id', options.clientId);
      form.set('client_secret', options.clientSecret);
    }
    const response = await httpRequest({
      method: 'POST',
      url: options.tokenUrl,
      headers,
      body: form.toString(),
      timeoutMs: options.timeoutMs,
      agent: options.agent,
    });
    const body = parseJson(response.text);
    const token = stringField(body, 'access_token');
    if (response.status !== 200 || !token) {
      throw new ProviderError(`token endpoint answered ${response.status}`, response.status);
    }
    const expiresIn = Number(stringField(body, 'expires_in') ?? 300);
    cached = { token, expiresAt: now() + Math.max(expiresIn - 60, 10) * 1000 };
    return token;
  }

  return {
    async get() {
      if (cached && cached.expiresAt > now()) return cached.token;
      // Parallel requests share one token call.
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { InputError } from '../../graphql/errors';

/**
 * Server-side bot check of logins (rules §7 "bot-challenge verification"): POST secret and
 * response to the verification URL and read `success`. Only when a secret is configured
 * (docs/architecture.md, decision 10: external services are optional). A failing verifier refuses the
 * login: letting it through would switch the protection off whenever the service is down.
 */

export const RECAPTCHA_FAILED_MESSAGE = 'ReCaptcha validation failed, please try again';
export const RECAPTCHA_UNAVAILABLE_MESSAGE =
  'The bot check could not be verified right now. Please try again in a few minutes.';

export interface RecaptchaConfig {
  secret: string | undefined;
  verifyUrl: string;
}

export async function verifyRecaptcha(
  config: RecaptchaConfig,
  token: string | undefined,
  clientIp: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!config.secret) return;
  if (!token) throw new InputError(RECAPTCHA_FAILED_MESSAGE);
  let body: { success?: unknown; 'error-codes'?: unknown };
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secret, response: token, remoteip: clientIp }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    body = (await response.json()) as typeof body;
  } catch (error) {
    log.error({ err: error }, error instanceof Error ? error.message : 'bot-check verification failed');
    throw new InputError(RECAPTCHA_UNAVAILABLE_MESSAGE);
  }
  if (body.success !== true) {
    log.info({ errors: body['error-codes'] }, 'bot check refused a login');
    throw new InputError(RECAPTCHA_FAILED_MESSAGE);
  }
}

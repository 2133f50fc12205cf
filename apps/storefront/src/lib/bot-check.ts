/**
 * The bot check of login, password reset, the request forms and card payments (rules §5: they
 * carry a recaptchaToken or an X-ReCaptcha header). With
 * NEXT_PUBLIC_RECAPTCHA_SITE_KEY set, reCAPTCHA v3 runs invisibly and its token goes with the
 * request (the commerce server verifies it when RECAPTCHA_SECRET is set); without a site key no
 * script loads and no token is sent (docs/architecture.md, decision 10: external services fail soft).
 */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SITE_KEY = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim() || undefined;

let loading: Promise<Grecaptcha> | undefined;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA loaded without grecaptcha'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Whether a bot check runs at all in this build. */
export const isBotCheckConfigured = SITE_KEY !== undefined;

/** reCAPTCHA v3 action names (as the reCAPTCHA console shows them): account and request forms. */
export type BotCheckAction =
  | 'login'
  | 'password_reset'
  | 'register'
  | 'quote'
  | 'product_return'
  | 'contact'
  | 'careers'
  | 'blog_post'
  | 'card_payment';

/**
 * A bot-check token for `action`, or undefined when none is configured. A script that cannot
 * load is logged and the request goes without a token: the server decides whether that passes.
 */
export async function botCheckToken(action: BotCheckAction): Promise<string | undefined> {
  if (!SITE_KEY) return undefined;
  try {
    const grecaptcha = await loadScript(SITE_KEY);
    return await grecaptcha.execute(SITE_KEY, { action });
  } catch (error) {
    console.error('the bot check could not run', error);
    return undefined;
  }
}

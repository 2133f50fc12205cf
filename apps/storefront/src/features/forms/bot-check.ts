import { type BotCheckAction, botCheckToken } from '../account/recaptcha';

/** reCAPTCHA v3 actions of the request forms and the blog. */
export type FormAction = Extract<
  BotCheckAction,
  'quote' | 'product_return' | 'contact' | 'careers' | 'blog_post'
>;

/**
 * The `X-ReCaptcha` token of a form, or undefined when NEXT_PUBLIC_RECAPTCHA_SITE_KEY is not set
 * (the loader is the login modal's: features/account/recaptcha.ts).
 */
export function formBotCheckToken(action: FormAction): Promise<string | undefined> {
  return botCheckToken(action);
}

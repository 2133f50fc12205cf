import { botCheckToken } from '../account/recaptcha';

/** reCAPTCHA v3 actions of the request forms and the blog (names for the reCAPTCHA console). */
export type FormAction = 'quote' | 'product_return' | 'contact' | 'careers' | 'blog_post';

/**
 * The `X-ReCaptcha` token of a form, or undefined when NEXT_PUBLIC_RECAPTCHA_SITE_KEY is not set
 * (the login modal's loader: features/account/recaptcha.ts). The server checks the token only,
 * not the action; that loader's parameter type lists the account actions, hence the widening.
 */
export function formBotCheckToken(action: FormAction): Promise<string | undefined> {
  return (botCheckToken as (action: string) => Promise<string | undefined>)(action);
}

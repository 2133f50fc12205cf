'use client';

import { LogIn } from 'lucide-react';
import { useTranslations } from 'use-intl/react';
import { create } from 'zustand';
import { GraphQLRequestError } from '../../lib/graphql.client';
import { RestError } from '../../lib/rest-client';
import { openOverlay } from '../../lib/ui-store';
import { buttonClasses } from '../../ui/button';

/**
 * The server refuses a guest's checkout of a cart holding a file to download (Magento's
 * CheckCartCheckoutAllowance; apps/commerce cart-access.ts): a guest would have no account to
 * download it from. Whichever step met the refusal, the checkout shows the server's words with the
 * login modal's button above the steps; logging in merges the cart into the customer's.
 */

const REFUSAL_EN = 'Guest checkout is not allowed. Register a customer account or login with existing one.';
const REFUSAL_CODE = 'GUEST_CHECKOUT_NOT_ALLOWED';

/** The server's refusal text (in the shopper's language) when `error` is that refusal. */
export function guestCheckoutRefusal(error: unknown): string | undefined {
  if (error instanceof GraphQLRequestError) {
    return error.errors.find((entry) => (entry.extensions?.message_en ?? entry.message) === REFUSAL_EN)
      ?.message;
  }
  if (error instanceof RestError && error.code === REFUSAL_CODE) return error.message;
  return undefined;
}

const useRefusalStore = create<{ message: string | undefined }>(() => ({ message: undefined }));

/** Remembers a failed checkout call's error when it is the refusal. */
export function noteCheckoutError(error: unknown) {
  const message = guestCheckoutRefusal(error);
  if (message) useRefusalStore.setState({ message });
}

/** A step went through, or the checkout closed: the refusal no longer holds. */
export function forgetCheckoutRefusal() {
  if (useRefusalStore.getState().message !== undefined) useRefusalStore.setState({ message: undefined });
}

/** The refusal's text with the button that opens the login modal, once a step met it. */
export function GuestCheckoutNotice() {
  const t = useTranslations('checkout');
  const message = useRefusalStore((state) => state.message);
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded border border-warning bg-warning-tint p-4 text-sm text-ink sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={() => openOverlay('login')}
        className={buttonClasses('primary', 'shrink-0')}
      >
        <LogIn aria-hidden size={18} />
        {t('guestRefused.login')}
      </button>
    </div>
  );
}

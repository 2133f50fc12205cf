import type { MergeCarts } from '../../lib/session';

/**
 * The guest-to-customer cart merge for the login screens (lib/session.ts `loginSucceeded`): the
 * cart's session code loads when a login succeeds, not with the login form.
 */
export const mergeCartsAfterLogin: MergeCarts = async (locale, queryClient) => {
  const cartSession = await import('./cart-session');
  await cartSession.mergeCartsAfterLogin(locale, queryClient);
};

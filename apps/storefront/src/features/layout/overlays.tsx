'use client';

import { LoginModal } from '../account/login-modal';
import { SessionState } from '../account/session-state';
import { CartDrawer } from '../cart/cart-drawer';
import { NewsletterModal } from '../engagement/newsletter-modal';
import { WishlistDrawer } from '../wishlist/wishlist-drawer';

/**
 * The chrome's drawers and modals (spec §2): cart sidebar, wishlist sidebar, login modal,
 * newsletter modal, and the session's page environment (spec §4).
 */
export function ChromeOverlays() {
  return (
    <>
      <CartDrawer />
      <WishlistDrawer />
      <LoginModal />
      <SessionState />
      <NewsletterModal />
    </>
  );
}

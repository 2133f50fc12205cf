'use client';

import { LoginModal, SessionState } from '../account';
import { CartDrawer } from '../cart';
import { NewsletterModal } from '../engagement';
import { WishlistDrawer } from '../wishlist';

/**
 * The chrome's drawers and modals (rules §2): cart sidebar, wishlist sidebar, login modal,
 * newsletter modal, and the session's page environment (rules §4).
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

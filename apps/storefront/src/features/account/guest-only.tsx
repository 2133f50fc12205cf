'use client';

import type { ReactNode } from 'react';
import { useIsLoggedIn } from '../../lib/session';

/**
 * Content for shoppers who are not logged in. Cached pages are rendered for guests; once the
 * browser knows the shopper is logged in, the content goes away.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useIsLoggedIn();
  return isLoggedIn ? null : children;
}

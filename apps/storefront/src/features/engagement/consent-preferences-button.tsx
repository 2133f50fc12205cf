'use client';

import type { ReactNode } from 'react';
import { openConsentPreferences } from './consent-store';

/** The footer's way back to the cookie choice (LGPD: consent can be changed at any time). */
export function ConsentPreferencesButton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={openConsentPreferences} className={className}>
      {children}
    </button>
  );
}

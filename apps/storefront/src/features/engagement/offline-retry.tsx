'use client';

import { RotateCw } from 'lucide-react';
import { buttonClasses } from '../../ui/button';

/**
 * Reloads the page the shopper wanted. Not automatic on the `online` event: browsers fire it
 * before requests really get through, and a reload then would only show this page again.
 */
export function OfflineRetry({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className={buttonClasses('primary', 'w-full')}
    >
      <RotateCw aria-hidden size={18} />
      {label}
    </button>
  );
}

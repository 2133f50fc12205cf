'use client';

import type { ReactNode } from 'react';
import { type Overlay, openOverlay, useUiStore } from '../../lib/ui-store';

/** A button a server component can place to open one of the overlays (e.g. the newsletter). */
export function OpenOverlayButton({
  overlay,
  className,
  children,
}: {
  overlay: Overlay;
  className?: string;
  children: ReactNode;
}) {
  const isOpen = useUiStore((state) => state.overlay === overlay);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={() => openOverlay(overlay)}
      className={className}
    >
      {children}
    </button>
  );
}

'use client';

import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close button, in the shopper's language. */
  closeLabel: string;
  children: ReactNode;
  /** `drawer-left` / `drawer-right` slide in from a side; `modal` is centred. */
  variant?: 'drawer-left' | 'drawer-right' | 'modal';
  className?: string;
}

/**
 * The overlay primitive behind drawers and modals, on the native <dialog>: showModal() makes the
 * page behind inert (focus stays trapped inside), Escape closes, focus returns to the opener.
 * Clicking the backdrop closes as well. Nothing is rendered until it first opens: a page carries
 * eight of them (drawers, modals), which would otherwise be parsed and hydrated on every load.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  variant = 'modal',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  if (!hasOpened) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop only; keyboards close with Escape (the dialog's cancel event).
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={clsx(
        'm-0 max-h-none bg-surface p-0 text-ink shadow-overlay backdrop:bg-ink/50',
        variant === 'modal' && 'mx-auto mt-[10vh] w-[min(32rem,calc(100vw-2rem))] rounded',
        variant === 'drawer-left' && 'h-dvh w-[min(22rem,90vw)]',
        variant === 'drawer-right' && 'ml-auto h-dvh w-[min(26rem,92vw)]',
        className,
      )}
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded p-2 text-ink-muted hover:bg-surface-muted hover:text-ink"
          aria-label={closeLabel}
        >
          <X aria-hidden size={20} />
        </button>
      </div>
      <div className="p-4">{children}</div>
    </dialog>
  );
}

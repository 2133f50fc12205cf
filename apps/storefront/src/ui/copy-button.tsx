'use client';

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../lib/ui-store';
import { buttonClasses } from './button';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  label: string;
  /** The button's text once copied. */
  copiedLabel: string;
  /** The notice after copying, and the one when the browser refuses (rules §8 'Failed to copy to clipboard'). */
  copiedMessage: string;
  failedMessage: string;
  ariaLabel?: string | undefined;
  /** Back to `label` after this long; without it the button stays "copied". */
  resetAfterMs?: number | undefined;
  className?: string | undefined;
}

/** Copies a code (Pix, boleto line, coupon) to the clipboard and says so. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  copiedMessage,
  failedMessage,
  ariaLabel,
  resetAfterMs,
  className,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={buttonClasses('primary', className)}
      aria-label={ariaLabel}
      onClick={async () => {
        try {
          if (!navigator.clipboard) throw new Error('the Clipboard API is not available');
          await navigator.clipboard.writeText(text);
          setCopied(true);
          if (resetAfterMs !== undefined) setTimeout(() => setCopied(false), resetAfterMs);
          notify({ type: 'success', message: copiedMessage });
        } catch (error) {
          console.error('copying to the clipboard failed', error);
          setCopied(false);
          notify({ type: 'danger', message: failedMessage });
        }
      }}
    >
      {copied ? <Check aria-hidden size={18} /> : <Copy aria-hidden size={18} />}
      {copied ? copiedLabel : label}
    </button>
  );
}

'use client';

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { notify } from '../../lib/ui-store';
import { buttonClasses } from '../../ui/button';

/** Copies a payment code; spec §8 'Failed to copy to clipboard' when the browser refuses. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations('checkout');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={buttonClasses('primary', 'w-full')}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          notify({ type: 'success', message: t('payment.copied') });
        } catch (error) {
          console.error('clipboard write failed', error);
          setCopied(false);
          notify({ type: 'danger', message: t('payment.copyFailed') });
        }
      }}
    >
      {copied ? <Check aria-hidden size={18} /> : <Copy aria-hidden size={18} />}
      {copied ? t('payment.copiedButton') : label}
    </button>
  );
}

'use client';

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { notify } from '../../lib/ui-store';
import { buttonClasses } from '../../ui/button';

/** Copies a coupon code; spec §8: 'Failed to copy to clipboard' when the browser refuses. */
export function CopyCodeButton({ code }: { code: string }) {
  const t = useTranslations('forms.coupons');
  const [isCopied, setIsCopied] = useState(false);
  return (
    <button
      type="button"
      className={buttonClasses('primary', 'shrink-0')}
      aria-label={t('copyCode', { code })}
      onClick={async () => {
        try {
          if (!navigator.clipboard) throw new Error('the Clipboard API is not available');
          await navigator.clipboard.writeText(code);
          setIsCopied(true);
          setTimeout(() => setIsCopied(false), 2000);
          notify({ type: 'success', message: t('copied', { code }) });
        } catch (error) {
          console.error('copying the coupon code failed', error);
          notify({ type: 'danger', message: t('copyFailed') });
        }
      }}
    >
      {isCopied ? <Check aria-hidden size={18} /> : <Copy aria-hidden size={18} />}
      {isCopied ? t('copiedShort') : t('copy')}
    </button>
  );
}

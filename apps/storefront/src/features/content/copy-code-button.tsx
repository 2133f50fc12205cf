'use client';

import { useTranslations } from 'use-intl/react';
import { CopyButton } from '../../ui/copy-button';

/** Copies a coupon code from the coupons page (a server component: the words are read here). */
export function CopyCodeButton({ code }: { code: string }) {
  const t = useTranslations('forms.coupons');
  return (
    <CopyButton
      text={code}
      label={t('copy')}
      ariaLabel={t('copyCode', { code })}
      copiedLabel={t('copiedShort')}
      copiedMessage={t('copied', { code })}
      failedMessage={t('copyFailed')}
      resetAfterMs={2000}
      className="shrink-0"
    />
  );
}

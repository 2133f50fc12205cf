'use client';

import { LogIn, PenLine } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { useIsLoggedIn } from '../../lib/session';
import { openOverlay } from '../../lib/ui-store';
import { buttonClasses } from '../../ui/button';

// The form (react-hook-form, zod) loads when the shopper asks for it, not with every product page.
const ReviewForm = dynamic(() => import('./review-form').then((module) => module.ReviewForm), {
  ssr: false,
});

/**
 * "Write a review" on the product page. Only customers write reviews (the server's rule, Magento's
 * default): a guest is asked to log in first.
 */
export function WriteReview({ sku, productName }: { sku: string; productName: string }) {
  const t = useTranslations('product.reviewForm');
  const { isLoggedIn, isKnown } = useIsLoggedIn();
  const [asked, setAsked] = useState(false);

  if (asked && isLoggedIn) return <ReviewForm sku={sku} productName={productName} />;
  if (asked && isKnown) {
    return (
      <div
        role="status"
        className="flex flex-col gap-3 rounded border border-line bg-surface-muted p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <p>{t('loginRequired')}</p>
        <button type="button" className={buttonClasses('secondary')} onClick={() => openOverlay('login')}>
          <LogIn aria-hidden size={18} />
          {t('login')}
        </button>
      </div>
    );
  }
  return (
    <button type="button" className={buttonClasses('secondary', 'self-start')} onClick={() => setAsked(true)}>
      <PenLine aria-hidden size={18} />
      {t('write')}
    </button>
  );
}

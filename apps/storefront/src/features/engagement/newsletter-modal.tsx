'use client';

import { Mail } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { TIMINGS } from '../../lib/behaviour/timings';
import { whenIdle } from '../../lib/behaviour/when-idle';
import { stripLocalePrefix } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { site } from '../../lib/site';
import { openOverlay, useOverlay, useUiStore } from '../../lib/ui-store';
import { Dialog } from '../../ui/dialog';
import { readRecord, writeRecord } from './browser-storage';
import { useConsentStore } from './consent-store';
import { NewsletterForm } from './newsletter-form';
import {
  isNewsletterTimerRunning,
  mayOpenNewsletter,
  NEWSLETTER_RECORD_KEY,
  NEWSLETTER_VIEWS_KEY,
  type NewsletterAudience,
  type NewsletterRecordState,
  parseNewsletterRecord,
} from './newsletter-prompt';

function remember(state: NewsletterRecordState) {
  writeRecord('local', NEWSLETTER_RECORD_KEY, { state, at: new Date().toISOString() });
}

/**
 * Counts this visit's page views and opens the invitation when it is due (newsletter-prompt.ts).
 * Runs in the browser only: returns nothing while rendering on the server.
 */
function useNewsletterInvitation() {
  const path = stripLocalePrefix(usePathname());
  const session = useSession();
  const isOverlayOpen = useUiStore((state) => state.overlay !== null);
  const isConsentPending = useConsentStore((state) => state.isBannerOpen);
  const [pageView, setPageView] = useState<{ path: string; count: number }>();
  const [isDue, setDue] = useState(false);

  // A new page view: counted when the browser is idle, out of the task that hydrates the page
  // (the first storage access of a page loads the store from disk).
  useEffect(() => {
    setDue(false);
    return whenIdle(() => {
      const count = Number(readRecord('session', NEWSLETTER_VIEWS_KEY) ?? 0) + 1;
      writeRecord('session', NEWSLETTER_VIEWS_KEY, count);
      setPageView({ path, count });
    });
  }, [path]);

  const record = pageView ? parseNewsletterRecord(readRecord('local', NEWSLETTER_RECORD_KEY)) : undefined;
  const isTimerRunning =
    pageView !== undefined &&
    isNewsletterTimerRunning({ record, pageViews: pageView.count, path: pageView.path });
  useEffect(() => {
    if (!isTimerRunning) return;
    const timer = setTimeout(() => setDue(true), TIMINGS.newsletterDelayMs);
    return () => clearTimeout(timer);
  }, [isTimerRunning]);

  const audience: NewsletterAudience = session.isLoading
    ? 'unknown'
    : !session.isLoggedIn
      ? 'guest'
      : session.customer?.is_subscribed
        ? 'subscriber'
        : 'customer';
  const mayOpen =
    isDue &&
    pageView !== undefined &&
    mayOpenNewsletter({
      record,
      pageViews: pageView.count,
      path: pageView.path,
      audience,
      isOverlayOpen,
      isConsentPending,
    });
  useEffect(() => {
    if (!mayOpen) return;
    remember('shown');
    setDue(false);
    openOverlay('newsletter');
  }, [mayOpen]);
}

/** The newsletter modal (rules §2 overlays): the invitation with the subscription form. */
export function NewsletterModal() {
  const t = useTranslations('engagement.newsletter');
  const { isOpen, close } = useOverlay('newsletter');
  useNewsletterInvitation();
  return (
    <Dialog
      open={isOpen}
      onClose={() => {
        // Closed without subscribing: never shown again (subscribing already recorded it).
        const record = parseNewsletterRecord(readRecord('local', NEWSLETTER_RECORD_KEY));
        if (record?.state !== 'subscribed') remember('dismissed');
        close();
      }}
      title={t('modalTitle')}
      closeLabel={t('close')}
      variant="modal"
    >
      {/* The form exists only while the invitation is open: a closed dialog adds no second e-mail field. */}
      {isOpen && (
        <div className="flex flex-col items-center gap-4 px-2 pb-2 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-primary-tint text-primary-strong">
            <Mail aria-hidden size={28} />
          </span>
          <p className="text-ink">
            {t('modalText', { percent: site.promo.couponPercent, code: site.promo.couponCode })}
          </p>
          <div className="w-full text-left">
            <NewsletterForm />
          </div>
          <p className="text-xs text-ink-muted">{t('privacyNote')}</p>
        </div>
      )}
    </Dialog>
  );
}

'use client';

import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslations } from 'use-intl/react';
import { dismissNotification, useUiStore } from '../../lib/ui-store';
import type { NotificationType } from './notification-queue';

const STYLES: Record<NotificationType, { icon: typeof Info; className: string }> = {
  success: { icon: CircleCheck, className: 'border-success bg-success-tint text-success' },
  danger: { icon: CircleAlert, className: 'border-danger bg-danger-tint text-danger' },
  warning: { icon: TriangleAlert, className: 'border-warning bg-warning-tint text-warning' },
  info: { icon: Info, className: 'border-line bg-surface text-ink' },
};

/**
 * The notifications (rules §4/§9) in a polite live region, so screen readers announce each one as
 * it arrives. The region is always in the page; an empty one announces nothing.
 */
export function NotificationStack() {
  const t = useTranslations('layout.notifications');
  const notifications = useUiStore((state) => state.notifications);
  return (
    <section
      aria-label={t('label')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col items-stretch gap-2 sm:left-auto sm:w-96"
    >
      {notifications.map((notification) => {
        const { icon: Icon, className } = STYLES[notification.type];
        return (
          <div
            key={notification.id}
            className={clsx(
              'pointer-events-auto flex items-start gap-3 rounded border-l-4 p-3 shadow-overlay',
              className,
            )}
          >
            <Icon aria-hidden size={20} className="mt-0.5 shrink-0" />
            <div className="min-w-0 flex-1 text-sm text-ink">
              {notification.title && <p className="font-semibold">{notification.title}</p>}
              <p>{notification.message}</p>
            </div>
            <button
              type="button"
              onClick={() => dismissNotification(notification.id)}
              aria-label={t('dismiss')}
              className="-m-1 rounded p-1 text-ink-muted hover:text-ink"
            >
              <X aria-hidden size={16} />
            </button>
          </div>
        );
      })}
    </section>
  );
}

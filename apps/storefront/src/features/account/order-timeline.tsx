'use client';

import { ExternalLink } from 'lucide-react';
import { useFormatter, useTranslations } from 'use-intl/react';
import { serverTime } from '../../lib/server-time';
import type { OrderTimelineEvent } from './account.documents';
import { useMoney } from './orders-view';

/**
 * The order's life as the server lists it: placed, paid, invoiced, shipped (each tracking number
 * linked to its carrier's page), delivered, cancelled, refunded. Oldest first, as an ordered list.
 */
export function OrderTimeline({ events }: { events: OrderTimelineEvent[] }) {
  const t = useTranslations('account.order');
  const format = useFormatter();
  const money = useMoney();
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="order-timeline-title" className="rounded border border-line p-4 text-sm">
      <h2 id="order-timeline-title" className="mb-3 font-semibold">
        {t('timeline')}
      </h2>
      <ol className="flex flex-col gap-3 border-l-2 border-line pl-4" data-testid="order-timeline">
        {events.map((event, index) => (
          <li key={`${event.type}-${event.number ?? index}`} className="relative" data-event={event.type}>
            <span
              aria-hidden
              className={`absolute -left-[1.4rem] top-1 size-3 rounded-full ${event.type === 'CANCELED' || event.type === 'REFUNDED' ? 'bg-warning' : 'bg-primary'}`}
            />
            <p className="font-medium">
              {t(`event.${event.type}`)}
              {event.number && (
                <span className="text-ink-muted"> {t('document', { number: event.number })}</span>
              )}
              {event.amount && <span className="tabular-nums"> · {money(event.amount)}</span>}
            </p>
            <p className="text-xs text-ink-muted">
              <time dateTime={serverTime(event.date).toISOString()}>
                {format.dateTime(serverTime(event.date), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </p>
            {(event.tracking ?? []).map((track) => (
              <p key={`${track.title}-${track.number}`} className="mt-1">
                {t('tracking', { title: track.title })}{' '}
                {track.url ? (
                  <a
                    href={track.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-primary-strong underline"
                    aria-label={t('trackingLink', { number: track.number ?? '', title: track.title })}
                  >
                    {track.number}
                    <ExternalLink aria-hidden size={14} />
                  </a>
                ) : (
                  <span className="font-semibold">{track.number}</span>
                )}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { RatingStars, starsOf } from '../../ui/rating-stars';
import { type CustomerReview, CustomerReviews } from './account.documents';
import { AccountLoadError, AccountSection, AccountSkeleton } from './account-ui';
import { useAccountQuery } from './use-account-query';

/** my-reviews: the customer's reviews with their moderation status (customer.reviews). */
export function ReviewsView({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('account.reviews');
  const format = useFormatter();
  const { data, isPending, error } = useAccountQuery(['reviews'], CustomerReviews, {
    currentPage: 1,
    pageSize: 50,
  });
  const reviews = (data?.customer?.reviews.items ?? []).filter((review): review is CustomerReview =>
    Boolean(review),
  );
  return (
    <AccountSection title={t('title')}>
      <AccountLoadError error={error} />
      {isPending ? (
        <AccountSkeleton />
      ) : reviews.length === 0 ? (
        <p className="rounded border border-dashed border-line p-6 text-center text-ink-muted">
          {t('empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((review) => (
            <li
              key={`${review.product?.sku}-${review.created_at}-${review.summary}`}
              className="rounded border border-line p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                {review.product?.url_key ? (
                  <Link
                    href={localePath(locale, `/${review.product.url_key}.html`)}
                    className="font-semibold text-primary-strong hover:underline"
                  >
                    {review.product.name}
                  </Link>
                ) : (
                  <span className="font-semibold">{review.product?.name}</span>
                )}
                {review.status && (
                  <span className="rounded-full bg-surface-muted px-2 py-1 text-xs font-semibold">
                    {t.has(`status.${review.status}`)
                      ? t(`status.${review.status}` as 'status.APPROVED')
                      : review.status}
                  </span>
                )}
              </div>
              <div className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
                <RatingStars
                  value={starsOf(review.average_rating)}
                  label={t('rating', { stars: starsOf(review.average_rating) })}
                />
                <span>{format.dateTime(new Date(review.created_at), { dateStyle: 'medium' })}</span>
              </div>
              <p className="mt-2 font-medium">{review.summary}</p>
              <p className="mt-1 whitespace-pre-line text-sm text-ink-muted">{review.text}</p>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}

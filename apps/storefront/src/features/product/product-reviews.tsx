import type { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import { RatingStars, starsOf } from '../../ui/rating-stars';
import { type Review, ratingBreakdown } from './product.model';

type ProductT = ReturnType<typeof translator<'product'>>;

/**
 * Reviews with the rating summary and breakdown: how many reviews gave each star count, and the
 * average of each criterion (quality, price, delivery). Writing a review needs an account.
 */
export function ProductReviews({
  reviews,
  ratingSummary,
  reviewCount,
  locale,
  t,
}: {
  reviews: Review[];
  ratingSummary: number;
  reviewCount: number;
  locale: Locale;
  t: ProductT;
}) {
  const number = new Intl.NumberFormat(locale.iso, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale.iso, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });
  const { distribution, criteria } = ratingBreakdown(reviews);
  const stars = starsOf(ratingSummary);
  const total = Math.max(reviews.length, 1);
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-6">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t('reviews.title')} <span className="text-ink-muted tabular">({reviewCount})</span>
      </h2>
      {reviewCount === 0 ? (
        <p className="text-ink-muted">{t('reviews.none')}</p>
      ) : (
        <div className="grid gap-8 md:grid-cols-[18rem_1fr]">
          <div className="flex flex-col gap-4">
            <div className="flex items-center gap-3">
              <p className="text-2xl font-bold tabular">{number.format(stars)}</p>
              <div className="flex flex-col gap-1">
                <RatingStars
                  value={stars}
                  size={20}
                  label={t('rating.stars', { value: number.format(stars) })}
                />
                <p className="text-xs text-ink-muted">{t('reviews.basedOn', { count: reviewCount })}</p>
              </div>
            </div>
            <div>
              <h3 className="mb-2 text-sm font-medium">{t('reviews.distribution')}</h3>
              <ul className="flex flex-col gap-1 text-sm">
                {distribution.map(({ stars: n, count }) => (
                  <li key={n} className="grid grid-cols-[5.5rem_1fr_2rem] items-center gap-2">
                    <span className="tabular">{t('reviews.starsRow', { stars: n })}</span>
                    <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
                      <span
                        className="block h-full rounded-full bg-primary"
                        style={{ width: `${(count / total) * 100}%` }}
                      />
                    </span>
                    <span className="text-right tabular text-ink-muted">
                      <span aria-hidden="true">{count}</span>
                      <span className="sr-only">{t('reviews.starsCount', { count })}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            {criteria.length > 0 && (
              <div>
                <h3 className="mb-2 text-sm font-medium">{t('reviews.criteria')}</h3>
                <dl className="flex flex-col gap-1 text-sm">
                  {criteria.map(({ name, average }) => (
                    <div key={name} className="flex items-center justify-between gap-2">
                      <dt>{name}</dt>
                      <dd className="flex items-center gap-2">
                        <RatingStars
                          value={average}
                          size={14}
                          label={t('rating.stars', { value: number.format(average) })}
                        />
                        <span aria-hidden="true" className="w-7 text-right tabular text-ink-muted">
                          {number.format(average)}
                        </span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </div>
          <ol className="flex flex-col divide-y divide-line">
            {reviews.map((review) => (
              <li
                key={`${review.nickname}|${review.createdAt}|${review.summary}`}
                className="py-4 first:pt-0"
              >
                <article className="flex flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <RatingStars
                      value={starsOf(review.rating)}
                      label={t('rating.stars', { value: number.format(starsOf(review.rating)) })}
                    />
                    <h3 className="font-semibold">{review.summary}</h3>
                  </div>
                  <p className="text-xs text-ink-muted">
                    {t('reviews.by', { nickname: review.nickname })} ·{' '}
                    <time dateTime={isoDate(review.createdAt)}>{formatDate(date, review.createdAt)}</time>
                  </p>
                  <p className="text-sm">{review.text}</p>
                  {review.breakdown.length > 0 && (
                    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
                      {review.breakdown.map((rating) => (
                        <li key={rating.name}>
                          {rating.name}: <span className="tabular">{rating.value}/5</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </article>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** Magento's `2026-08-08 12:00:00` (UTC) as ISO 8601. */
function isoDate(value: string): string {
  return value.includes('T') ? value : `${value.replace(' ', 'T')}Z`;
}

function formatDate(format: Intl.DateTimeFormat, value: string): string {
  const date = new Date(isoDate(value));
  return Number.isNaN(date.getTime()) ? value : format.format(date);
}

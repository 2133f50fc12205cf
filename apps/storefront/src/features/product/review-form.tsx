'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle, Send, Star } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { z } from 'zod';
import { useQuery, useQueryClient } from '../../lib/query-client';
import { accountGraphQL, customerKeys, useSession } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { graphql } from '../../lib/typed-document';
import { buttonClasses } from '../../ui/button';
import { FormAlert, TextAreaField, TextField } from '../../ui/form';

/** The server's limits (apps/commerce modules/review/service.ts). */
export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 10_000 } as const;

interface RatingMetadata {
  id: string;
  name: string;
  values: { value_id: string; value: string }[];
}

const RatingsMetadata = graphql<
  { productReviewRatingsMetadata: { items: RatingMetadata[] } },
  Record<string, never>
>(`
  query ReviewRatingsMetadata {
    productReviewRatingsMetadata { items { id name values { value_id value } } }
  }
`);

const CreateProductReview = graphql<
  { createProductReview: { review: { summary: string } } },
  {
    input: {
      sku: string;
      nickname: string;
      summary: string;
      text: string;
      ratings: { id: string; value_id: string }[];
    };
  }
>(`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) { review { summary } }
  }
`);

/** Field rules; messages are keys of product.reviewForm.errors. */
export function reviewSchema(ratingIds: readonly string[]) {
  const text = (max: number, required: string) => z.string().trim().min(1, required).max(max, 'tooLong');
  return z.object({
    ratings: z.object(
      Object.fromEntries(ratingIds.map((id) => [id, z.string().min(1, 'ratingRequired')])) as Record<
        string,
        z.ZodString
      >,
    ),
    nickname: text(REVIEW_LIMITS.nickname, 'nicknameRequired'),
    summary: text(REVIEW_LIMITS.summary, 'summaryRequired'),
    text: text(REVIEW_LIMITS.text, 'textRequired'),
  });
}

type ReviewValues = z.infer<ReturnType<typeof reviewSchema>>;

/**
 * Write a review (rules §1, §7 createProductReview; customers only, as the server's Magento
 * default allows): one 1–5 star choice per rating of productReviewRatingsMetadata, nickname,
 * summary and text. New reviews wait for the store's approval, which the notice says.
 */
export function ReviewForm({ sku, productName }: { sku: string; productName: string }) {
  const t = useTranslations('product.reviewForm');
  const locale = useStoreLocale();
  const metadata = useQuery({
    queryKey: ['review-ratings', locale.store],
    queryFn: ({ signal }) => accountGraphQL(locale, RatingsMetadata, {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const ratings = metadata.data?.productReviewRatingsMetadata.items ?? [];
  if (metadata.isError) return <FormAlert message={t('metadataFailed')} />;
  if (!metadata.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <LoaderCircle aria-hidden size={16} className="animate-spin" /> {t('loading')}
      </p>
    );
  }
  return <ReviewFields sku={sku} productName={productName} ratings={ratings} />;
}

function ReviewFields({
  sku,
  productName,
  ratings,
}: {
  sku: string;
  productName: string;
  ratings: RatingMetadata[];
}) {
  const t = useTranslations('product.reviewForm');
  const locale = useStoreLocale();
  const queryClient = useQueryClient();
  const { customer } = useSession();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const schema = useMemo(() => reviewSchema(ratings.map((r) => r.id)), [ratings]);
  const empty: ReviewValues = useMemo(
    () => ({
      ratings: Object.fromEntries(ratings.map((r) => [r.id, ''])),
      nickname: '',
      summary: '',
      text: '',
    }),
    [ratings],
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues>({ resolver: zodResolver(schema), defaultValues: empty });
  const message = (key: string | undefined, max?: number) =>
    key
      ? t.has(`errors.${key}`)
        ? t(`errors.${key}` as 'errors.tooLong', { max: max ?? 0 })
        : key
      : undefined;

  // The customer's first name as the nickname, unless one was typed.
  useEffect(() => {
    if (customer?.firstname && !getValues('nickname')) setValue('nickname', customer.firstname);
  }, [customer, getValues, setValue]);

  if (sent) {
    return (
      <div
        role="status"
        className="flex flex-col gap-3 rounded border border-success bg-success-tint p-4 text-sm"
      >
        <p className="flex items-center gap-2 font-semibold text-success">
          <CircleCheck aria-hidden size={18} /> {t('pendingTitle')}
        </p>
        <p>{t('pendingText')}</p>
        <button
          type="button"
          className={buttonClasses('ghost', 'self-start')}
          onClick={() => {
            reset(empty);
            setSent(false);
          }}
        >
          {t('again')}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="review-form-title"
      className="flex flex-col gap-4 rounded border border-line p-4 sm:p-6"
      onSubmit={handleSubmit(async (values) => {
        setServerError(undefined);
        try {
          await accountGraphQL(locale, CreateProductReview, {
            input: {
              sku,
              nickname: values.nickname.trim(),
              summary: values.summary.trim(),
              text: values.text.trim(),
              ratings: Object.entries(values.ratings).map(([id, value_id]) => ({ id, value_id })),
            },
          });
          // My Account's reviews list shows the new one (pending) when next opened.
          void queryClient.invalidateQueries({ queryKey: customerKeys.current(locale.store) });
          setSent(true);
        } catch (error) {
          setServerError(error instanceof Error && error.message ? error.message : t('failed'));
        }
      })}
    >
      <h3 id="review-form-title" className="text-lg font-semibold">
        {t('title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('reviewing', { product: productName })}</p>
      <FormAlert message={serverError} />
      {ratings.map((rating) => (
        <Controller
          key={rating.id}
          control={control}
          name={`ratings.${rating.id}`}
          render={({ field, fieldState }) => (
            <fieldset className="flex flex-col gap-1" aria-invalid={Boolean(fieldState.error)}>
              <legend className="text-sm font-medium">{rating.name}</legend>
              <div className="flex gap-1" role="radiogroup" aria-label={rating.name}>
                {rating.values.map((option, index) => {
                  const chosen = rating.values.findIndex((v) => v.value_id === field.value);
                  const lit = chosen >= index;
                  return (
                    <label key={option.value_id} className="cursor-pointer">
                      <input
                        type="radio"
                        name={`rating-${rating.id}`}
                        value={option.value_id}
                        checked={field.value === option.value_id}
                        onChange={() => field.onChange(option.value_id)}
                        onBlur={field.onBlur}
                        className="peer sr-only"
                      />
                      <span className="sr-only">{t('stars', { count: Number(option.value) })}</span>
                      <Star
                        aria-hidden
                        size={28}
                        className={`rounded peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-primary-strong ${lit ? 'fill-primary text-primary' : 'text-line'}`}
                      />
                    </label>
                  );
                })}
              </div>
              {fieldState.error && <p className="text-sm text-danger">{message(fieldState.error.message)}</p>}
            </fieldset>
          )}
        />
      ))}
      <TextField
        label={t('nickname')}
        autoComplete="nickname"
        maxLength={REVIEW_LIMITS.nickname}
        error={message(errors.nickname?.message, REVIEW_LIMITS.nickname)}
        {...register('nickname')}
      />
      <TextField
        label={t('summary')}
        maxLength={REVIEW_LIMITS.summary}
        error={message(errors.summary?.message, REVIEW_LIMITS.summary)}
        {...register('summary')}
      />
      <TextAreaField
        label={t('text')}
        maxLength={REVIEW_LIMITS.text}
        error={message(errors.text?.message, REVIEW_LIMITS.text)}
        {...register('text')}
      />
      <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'self-start')}>
        {isSubmitting ? (
          <LoaderCircle aria-hidden size={18} className="animate-spin" />
        ) : (
          <Send aria-hidden size={18} />
        )}
        {t('submit')}
      </button>
    </form>
  );
}

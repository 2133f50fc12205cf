'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, LogIn, Send } from 'lucide-react';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { botCheckToken } from '../../lib/bot-check';
import { localePath } from '../../lib/locales';
import { useIsLoggedIn } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { openOverlay } from '../../lib/ui-store';
import { buttonClasses } from '../../ui/button';
import { FileField, FormAlert, RequestSuccess, TextField } from '../../ui/form';
import {
  acceptAttribute,
  fileLimits,
  megabytes,
  sendRequest,
  typeLabels,
  useFieldMessage,
  useRequestErrors,
  useRequestSettings,
} from '../forms';
import { BLOG_PATH } from './blog-paths';
import {
  type BlogPostValues,
  blogPostSchema,
  CONTENT_MAX,
  COVER_TYPES,
  TITLE_MAX,
  TITLE_MIN,
} from './blog-post-schema';
import { RichTextEditor } from './rich-text-editor';

const EMPTY: BlogPostValues = { title: '', content: '', cover: [] };

function formField(name: string): keyof BlogPostValues | undefined {
  return name in EMPTY ? (name as keyof BlogPostValues) : undefined;
}

/** Which field a blog error code belongs to (the server answers one code, no `fields`). */
const FIELD_OF_CODE: Record<string, keyof BlogPostValues> = {
  TITLE_REQUIRED: 'title',
  TITLE_LENGTH: 'title',
  CONTENT_REQUIRED: 'content',
  CONTENT_TOO_LONG: 'content',
  COVER_REQUIRED: 'cover',
  FILE_TOO_LARGE: 'cover',
  INVALID_FILE_TYPE: 'cover',
  INVALID_IMAGE: 'cover',
};

/**
 * Write a post (rules §2 /blog/create, /post/BlogForm; logged-in only): title, cover image with a
 * preview, rich text → POST /blog/posts. The post waits for the staff's approval.
 */
export function BlogForm() {
  const t = useTranslations('forms.blog');
  const { isLoggedIn, isKnown } = useIsLoggedIn();
  const locale = useStoreLocale();

  if (!isKnown) {
    return <div aria-hidden className="mt-6 h-96 animate-pulse rounded bg-surface-muted" />;
  }
  if (!isLoggedIn) {
    return (
      <div className="mt-6 rounded border border-line bg-surface-muted p-5">
        <p className="font-semibold text-ink">{t('loginTitle')}</p>
        <p className="mt-1 text-ink-muted">{t('loginText')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => openOverlay('login')}>
            <LogIn aria-hidden size={18} />
            {t('login')}
          </button>
          <Link href={localePath(locale, BLOG_PATH)} className={buttonClasses('ghost')}>
            {t('backToBlog')}
          </Link>
        </div>
      </div>
    );
  }
  return <BlogPostEditor />;
}

function BlogPostEditor() {
  const t = useTranslations('forms.blog');
  const locale = useStoreLocale();
  const message = useFieldMessage();
  const { report } = useRequestErrors();
  const limits = fileLimits(useRequestSettings());
  const schema = useMemo(() => blogPostSchema(limits.maxBytes), [limits.maxBytes]);
  const [isSent, setIsSent] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const maxSize = Number.isFinite(limits.maxBytes) ? megabytes(limits.maxBytes) : '—';
  const types = typeLabels(COVER_TYPES);

  if (isSent) {
    return (
      <RequestSuccess
        title={t('successTitle')}
        text={t('successText')}
        again={{
          label: t('again'),
          onClick: () => {
            reset(EMPTY);
            setIsSent(false);
          },
        }}
        action={
          <Link href={localePath(locale, BLOG_PATH)} className={buttonClasses('ghost')}>
            {t('backToBlog')}
          </Link>
        }
      />
    );
  }

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      className="mt-6 flex flex-col gap-5"
      onSubmit={handleSubmit(async (values) => {
        setServerError(undefined);
        const body = new FormData();
        body.set('title', values.title);
        body.set('content', values.content);
        const [cover] = values.cover as File[];
        if (cover) body.set('cover', cover, cover.name);
        try {
          await sendRequest(locale, '/blog/posts', body, { botToken: await botCheckToken('blog_post') });
          setIsSent(true);
        } catch (error) {
          const general = report(error, setError, formField);
          const code = (error as { code?: string }).code;
          const field = code ? FIELD_OF_CODE[code] : undefined;
          if (field) setError(field, { type: 'server', message: general });
          else setServerError(general);
        }
      })}
    >
      <TextField
        label={t('title')}
        required
        maxLength={TITLE_MAX + 20}
        hint={t('titleHint', { min: TITLE_MIN, max: TITLE_MAX })}
        error={message(errors.title, { min: TITLE_MIN, max: TITLE_MAX })}
        {...register('title')}
      />
      <Controller
        name="cover"
        control={control}
        render={({ field, fieldState }) => (
          <FileField
            label={t('cover')}
            accept={acceptAttribute(COVER_TYPES)}
            files={field.value as File[]}
            onChange={field.onChange}
            withPreviews
            hint={t('coverHint', { types, maxSize })}
            error={message(fieldState.error, { types, maxSize, max: 1 })}
          />
        )}
      />
      <Controller
        name="content"
        control={control}
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1">
            {/* A label element cannot name a contenteditable region; aria-labelledby does. */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: clicking the name focuses the editor, as a label would */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the editor itself is in the tab order */}
            <span
              id="blog-content-label"
              className="text-sm font-medium text-ink"
              onClick={() => document.getElementById('blog-content')?.focus()}
            >
              {t('content')}
            </span>
            <RichTextEditor
              id="blog-content"
              labelId="blog-content-label"
              describedBy={fieldState.error ? 'blog-content-hint blog-content-error' : 'blog-content-hint'}
              invalid={Boolean(fieldState.error)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            <p id="blog-content-hint" className="text-xs text-ink-muted">
              {t('contentHint')}
            </p>
            {fieldState.error && (
              <p id="blog-content-error" className="text-sm text-danger">
                {message(fieldState.error, { max: CONTENT_MAX })}
              </p>
            )}
          </div>
        )}
      />
      <FormAlert message={serverError} />
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

'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { useTranslations } from 'use-intl/react';
import { reloadForChunkError } from '../../lib/behaviour/chunk-reload';
import { localeOf, localePath } from '../../lib/locales';
import { site } from '../../lib/site';
import { buttonClasses } from '../../ui/button';
import { errorKind, statusOf } from './error-status';
import { MinimalHeader } from './minimal-header';
import { StatusPage } from './status-page';

/**
 * The error page (rules §2/§8): title by status (500 unless the error carries another), a way
 * home and a way to try again. A failed chunk load reloads the page instead (at most once per
 * 60 s). `standalone` pages (outside the site chrome) bring their own logo header and <main>.
 */
export function ErrorView({
  error,
  retry,
  standalone,
}: {
  error: unknown;
  retry: () => void;
  standalone: boolean;
}) {
  const t = useTranslations('errors');
  const home = localePath(localeOf(useParams<{ locale?: string }>().locale), '/');
  const status = statusOf(error);
  const kind = errorKind(status);
  useEffect(() => {
    // Server errors were logged on the server (the browser only gets a digest); log what we got.
    console.error(error);
    reloadForChunkError(error);
  }, [error]);
  const body = (
    <StatusPage
      status={status}
      statusLabel={t('statusCode', { status })}
      title={t(`titles.${kind}`)}
      description={t(`descriptions.${kind}`)}
      actions={
        <>
          {/* A full page load: whatever broke this render starts afresh. */}
          <a href={home} className={buttonClasses('primary')}>
            {t('backToHome')}
          </a>
          <button type="button" onClick={() => retry()} className={buttonClasses('secondary')}>
            {t('retry')}
          </button>
        </>
      }
    />
  );
  return (
    <>
      <title>{`${t(`titles.${kind}`)} | ${site.name}`}</title>
      {standalone && <MinimalHeader homeHref={home} homeLabel={t('backToHome')} />}
      {standalone ? <main id="conteudo">{body}</main> : body}
    </>
  );
}

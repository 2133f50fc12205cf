'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useTranslations } from 'use-intl/react';
import { localeOf, localePath } from '../../lib/locales';
import { site } from '../../lib/site';
import { buttonClasses } from '../../ui/button';
import { MinimalHeader } from './minimal-header';
import { StatusPage } from './status-page';

/**
 * The 404 page (rules §2): 'Página não encontrada' ('This page could not be found' semantics)
 * with a button back home. A client component because not-found files receive no params: the
 * locale comes from the URL segment and the messages from the locale layout's provider.
 * `standalone` pages (outside the site chrome) bring their own logo header and <main>.
 */
export function NotFoundView({ standalone }: { standalone: boolean }) {
  const t = useTranslations('errors');
  const home = localePath(localeOf(useParams<{ locale?: string }>().locale), '/');
  const body = (
    <StatusPage
      status={404}
      statusLabel={t('statusCode', { status: 404 })}
      title={t('titles.notFound')}
      description={t('descriptions.notFound')}
      actions={
        <Link href={home} className={buttonClasses('primary')}>
          {t('backToHome')}
        </Link>
      }
    />
  );
  return (
    <>
      <title>{`${t('titles.notFound')} | ${site.name}`}</title>
      {standalone && <MinimalHeader homeHref={home} homeLabel={t('backToHome')} />}
      {standalone ? <main id="conteudo">{body}</main> : body}
    </>
  );
}

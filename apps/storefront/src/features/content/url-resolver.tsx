import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { translator } from '../../lib/i18n';
import { localePath } from '../../lib/locales';
import { requestContext } from '../../lib/request.server';
import { NotFoundView } from '../layout';
import { CategoryView, categoryMetadata } from '../listing';
import { ProductView, productMetadata } from '../product';
import { CmsPageView, cmsPageMetadata } from './cms-page-view';
import { CMS_CONTENT_PAGES } from './content-pages';
import { FaqPageView } from './content-routes';
import { resolveUrl, urlFromSlug } from './url-resolver.server';

/** CMS pages that are not content of their own: the home page's CMS text and the 404 text. */
const HOME_IDENTIFIER = 'home';
const NO_ROUTE_IDENTIFIER = 'no-route';

export interface CatchAllParams {
  locale: string;
  slug: string[];
}

/** The URL's query; empty on cached pages (the proxy sends URLs whose query matters elsewhere). */
export type PageQuery = Record<string, string | string[] | undefined>;

async function resolve(params: Promise<CatchAllParams>) {
  const { locale, slug } = await params;
  const ctx = await requestContext(locale);
  return { ctx, resolved: await resolveUrl(ctx.store, urlFromSlug(slug)) };
}

/**
 * The `/{slug+}` url-resolver (rules §2): asks the backend what the URL is and renders the
 * category, product or CMS page, follows redirects (301 permanent, 302 temporary) and answers
 * 404 when nothing is found or the call fails. Two routes use it: the cached catch-all (no query)
 * and its live twin for catalogue URLs whose query changes the page (`lib/page-routing.ts`).
 */
export const urlResolverRoute = {
  async generateMetadata(params: Promise<CatchAllParams>, query: PageQuery): Promise<Metadata> {
    const { ctx, resolved } = await resolve(params);
    switch (resolved.kind) {
      case 'category':
        return categoryMetadata(ctx, resolved.uid, resolved.path, query);
      case 'product':
        return productMetadata(ctx, { urlKey: resolved.urlKey });
      case 'cms':
        return cmsPageMetadata(ctx.locale, resolved.page);
      case 'not-found':
        return { title: translator(ctx.locale, 'errors')('titles.notFound') };
      default:
        // Redirects: the page itself answers; nothing to describe.
        return {};
    }
  },

  /**
   * `prerendered`: the route is rendered once and cached (the catch-all), where a 404 can be sent
   * as a page of its own (NotFoundPage). A route rendered per request (the live twin) calls
   * notFound(): its 404 status would be lost inside a boundary.
   */
  async Page(params: Promise<CatchAllParams>, query: PageQuery, { prerendered = false } = {}) {
    const { ctx, resolved } = await resolve(params);
    const pageNotFound = () => (prerendered ? <NotFoundPage /> : notFound());
    switch (resolved.kind) {
      case 'redirect': {
        const target = localePath(ctx.locale, resolved.path);
        return resolved.permanent ? permanentRedirect(target) : redirect(target);
      }
      case 'category':
        return (
          <CategoryView ctx={ctx} categoryUid={resolved.uid} searchParams={query} basePath={resolved.path} />
        );
      case 'product':
        return <ProductView ctx={ctx} urlKey={resolved.urlKey} searchParams={query} />;
      case 'cms':
        if (resolved.page.identifier === HOME_IDENTIFIER) permanentRedirect(localePath(ctx.locale, '/'));
        if (resolved.page.identifier === NO_ROUTE_IDENTIFIER) return pageNotFound();
        // The FAQ's questions are searchable under both of its URLs (/Faq and its url key /faq).
        if (resolved.page.identifier === CMS_CONTENT_PAGES.faq.identifier) {
          return <FaqPageView locale={ctx.locale} page={resolved.page} />;
        }
        return <CmsPageView locale={ctx.locale} page={resolved.page} />;
      default:
        return pageNotFound();
    }
  },
};

function ThrowNotFound(): never {
  notFound();
}

/**
 * The 404 of an unknown URL, in the HTML itself. A notFound() thrown by the page escapes every
 * boundary of the server render (React renders no error boundary on the server), and Next then
 * sends an empty document that only the browser's JavaScript fills: no title, heading or text for
 * search engines and slow phones. Thrown inside a Suspense boundary instead, the server renders
 * the boundary's fallback — the 404 page itself — and a prerendered page still answers 404 (Next
 * sets the status of a prerender from an HTTP error inside a boundary; a render per request has
 * sent its status with the shell by then). In the browser the boundary rethrows, and the (shop)
 * not-found page takes the same place.
 */
function NotFoundPage() {
  return (
    <Suspense fallback={<NotFoundView standalone={false} />}>
      <ThrowNotFound />
    </Suspense>
  );
}

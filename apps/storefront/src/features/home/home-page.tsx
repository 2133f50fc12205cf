import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DeferredSection } from '../../lib/behaviour/deferred-section';
import { CommerceUnavailableError } from '../../lib/graphql.server';
import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import type { ProductCardData } from '../../lib/product-card.documents';
import { productImageSrc } from '../../lib/product-image';
import { type RequestContext, requestContext } from '../../lib/request.server';
import { pageAlternates } from '../../lib/seo';
import { Image } from '../../ui/image';
import { getPopularPicks } from '../catalog';
import { CmsHtml, getCmsBlocks, getCmsPage } from '../content';
import { BrandList } from './brand-list';
import { DepartmentTiles } from './department-tiles';
import { getBrands, getDepartments, getOfferProducts, OFFERS_CATEGORY_PATH } from './home.server';
import { HomeHero, HomePromo } from './home-blocks';
import { lowerCarousel } from './home-sections';
import { NewsletterCta } from './newsletter-cta';
import { ProductCarousel, ProductCarouselSkeleton } from './product-carousel';
import { ProductTiles } from './product-tiles';

const HOME_BLOCKS = ['home-hero', 'home-promo'] as const;
const HOME_CMS_PAGE = 'home';

/**
 * A section's data, or `undefined` when the commerce server cannot be reached (logged; the page
 * shows one notice instead of failing). Query errors are bugs and go to the error page.
 */
async function unlessUnavailable<T>(section: string, load: Promise<T>): Promise<T | undefined> {
  try {
    return await load;
  } catch (error) {
    if (!(error instanceof CommerceUnavailableError)) throw error;
    console.error(`home: ${section} rendered without catalogue data`, error);
    return undefined;
  }
}

export async function homeMetadata(localeCode: string): Promise<Metadata> {
  const ctx = await requestContext(localeCode);
  const common = translator(ctx.locale, 'common');
  const page = await unlessUnavailable('metadata', getCmsPage(ctx.store, HOME_CMS_PAGE));
  return {
    // Rules §2: the home page title is the store name with its tagline.
    title: { absolute: `${common('storeName')} — ${common('tagline')}` },
    description: page?.metaDescription ?? `${common('storeName')}: ${common('tagline')}.`,
    keywords: page?.metaKeywords,
    alternates: pageAlternates(ctx.locale, '/'),
  };
}

/**
 * The home page: CMS banners and benefits, departments and offers; best rated and new products
 * (with the newsletter call to action between them) and brands stream in below them (Suspense:
 * the first bytes leave before the catalogue ranking is ready); the two carousels below the
 * newsletter call are rendered on the server when the shopper scrolls near them (their own
 * requests: not in the first HTML nor its RSC payload); then the CMS home page's text.
 */
export async function HomePage({ localeCode }: { localeCode: string }) {
  const ctx = await requestContext(localeCode);
  const t = translator(ctx.locale, 'home');
  const common = translator(ctx.locale, 'common');
  const [blocks, catalogue, offers, popular, cmsPage] = await Promise.all([
    unlessUnavailable('cms blocks', getCmsBlocks(ctx.store, HOME_BLOCKS)),
    unlessUnavailable('departments', getDepartments(ctx.store)),
    unlessUnavailable('offers', getOfferProducts(ctx)),
    unlessUnavailable('popular', getPopularPicks(ctx)),
    unlessUnavailable('cms page', getCmsPage(ctx.store, HOME_CMS_PAGE)),
  ]);
  const hero = blocks?.get('home-hero')?.content;
  const promo = blocks?.get('home-promo')?.content;
  const unavailable = !catalogue || !offers;

  return (
    <div className="mx-auto flex w-full max-w-page flex-col gap-8 px-4 py-4 lg:gap-12 lg:py-6">
      <h1 className="sr-only">
        {common('storeName')} — {common('tagline')}
      </h1>
      {unavailable && (
        <p role="alert" className="rounded border border-danger bg-danger-tint p-4 text-sm text-ink">
          {common('catalogUnavailable')}
        </p>
      )}
      {/* The first screen sells: popular products with their prices beside (desktop) or before
          (phone) the banners, which carry pictures of the week's offers. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        {hero && (
          <div className="order-2 lg:order-none">
            <HomeHero
              html={hero}
              label={t('heroLabel')}
              pictures={<HeroPictures products={offers ?? []} />}
            />
          </div>
        )}
        {popular && (
          <div className="order-1 lg:order-none">
            <ProductTiles
              id="home-popular"
              title={t('popular.title')}
              products={popular.products}
              locale={ctx.locale}
            />
          </div>
        )}
      </div>
      {promo && <HomePromo html={promo} label={t('promoLabel')} />}
      {catalogue && <DepartmentTiles departments={catalogue.departments} locale={ctx.locale} />}
      {/* Each carousel hydrates on its own (site-chrome.tsx): shorter tasks on a phone's CPU. */}
      {offers && (
        <Suspense>
          <ProductCarousel
            id="home-offers"
            title={t('offers.title')}
            products={offers}
            locale={ctx.locale}
            seeAll={{ label: t('offers.seeAll'), path: `/${OFFERS_CATEGORY_PATH}.html` }}
          />
        </Suspense>
      )}
      {!unavailable && (
        <>
          <DeferredSection
            load={lowerCarousel.bind(null, localeCode, 'home-best-rated')}
            placeholder={<ProductCarouselSkeleton />}
          />
          <NewsletterCta locale={ctx.locale} />
          <DeferredSection
            load={lowerCarousel.bind(null, localeCode, 'home-new')}
            placeholder={<ProductCarouselSkeleton />}
          />
          <Suspense fallback={null}>
            <BrandsSection ctx={ctx} />
          </Suspense>
        </>
      )}
      {unavailable && <NewsletterCta locale={ctx.locale} />}
      {cmsPage?.contentHtml && <StoreIntro html={cmsPage.contentHtml} locale={ctx.locale} />}
    </div>
  );
}

/** Three of the week's offers, fanned over the large banner (decorative: the tiles name them). */
function HeroPictures({ products }: { products: readonly ProductCardData[] }) {
  const pictures = products.filter((p) => p.imageUrl).slice(0, 3);
  return pictures.map((product, index) => (
    <Image
      key={product.uid}
      src={productImageSrc(product.imageUrl ?? '', 'card')}
      alt=""
      width={216}
      height={268}
      loading="lazy"
      className={`h-28 w-auto rounded bg-surface/70 object-contain shadow-overlay ${index > 0 ? '-ml-8 mt-5' : ''}`}
    />
  ));
}

async function BrandsSection({ ctx }: { ctx: RequestContext }) {
  const result = await unlessUnavailable('brands', getBrands(ctx.store));
  if (!result?.rootUid) return null;
  return <BrandList brands={result.brands} rootUid={result.rootUid} locale={ctx.locale} />;
}

/** The CMS home page's text (who the store is for), under the page's own h1. */
function StoreIntro({ html, locale }: { html: string; locale: Locale }) {
  const t = translator(locale, 'home');
  return (
    <section aria-label={t('aboutStore')} className="border-t border-line pt-8 text-sm text-ink-muted">
      <CmsHtml html={html} headingOffset={1} className="max-w-4xl text-sm" />
    </section>
  );
}

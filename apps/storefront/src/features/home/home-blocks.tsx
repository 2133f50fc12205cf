import type { ReactNode } from 'react';
import { sanitizeCmsHtml } from '../content';

/**
 * The home page's CMS blocks. Their HTML is sanitised on the server and laid out by the classes
 * the blocks carry (`hero-slides`, `hero-slide`, `hero-cta`, `home-promo`).
 */

const HERO = [
  // One large banner and two smaller ones beside it on desktops; a swipeable row on phones.
  '[&_.hero-slides]:flex [&_.hero-slides]:snap-x [&_.hero-slides]:snap-mandatory [&_.hero-slides]:gap-3 [&_.hero-slides]:overflow-x-auto [&_.hero-slides]:pb-2',
  'md:[&_.hero-slides]:grid md:[&_.hero-slides]:grid-cols-3 md:[&_.hero-slides]:grid-rows-2 md:[&_.hero-slides]:gap-4 md:[&_.hero-slides]:overflow-visible md:[&_.hero-slides]:pb-0',
  '[&_.hero-slide]:flex [&_.hero-slide]:w-[85%] [&_.hero-slide]:shrink-0 [&_.hero-slide]:snap-start [&_.hero-slide]:flex-col [&_.hero-slide]:items-start [&_.hero-slide]:justify-center [&_.hero-slide]:gap-2',
  '[&_.hero-slide]:rounded [&_.hero-slide]:border-l-8 [&_.hero-slide]:border-l-[color:var(--slide-color)] [&_.hero-slide]:bg-gradient-to-br [&_.hero-slide]:from-primary-tint [&_.hero-slide]:to-surface-muted [&_.hero-slide]:p-5',
  // Decorative discs in the banner's colour, behind the text.
  '[&_.hero-slide]:relative [&_.hero-slide]:overflow-hidden [&_.hero-slide>*]:relative [&_.hero-slide>*]:z-[1]',
  "[&_.hero-slide]:after:absolute [&_.hero-slide]:after:-bottom-12 [&_.hero-slide]:after:-right-12 [&_.hero-slide]:after:size-36 [&_.hero-slide]:after:rounded-full [&_.hero-slide]:after:bg-[var(--slide-color)] [&_.hero-slide]:after:opacity-15 [&_.hero-slide]:after:content-['']",
  "md:[&_.hero-slide:first-child]:before:absolute md:[&_.hero-slide:first-child]:before:right-24 md:[&_.hero-slide:first-child]:before:top-10 md:[&_.hero-slide:first-child]:before:size-40 md:[&_.hero-slide:first-child]:before:rounded-full md:[&_.hero-slide:first-child]:before:bg-[var(--slide-color)] md:[&_.hero-slide:first-child]:before:opacity-25 md:[&_.hero-slide:first-child]:before:content-['']",
  'md:[&_.hero-slide:first-child]:after:size-96',
  'md:[&_.hero-slide]:w-auto md:[&_.hero-slide:first-child]:col-span-2 md:[&_.hero-slide:first-child]:row-span-2 md:[&_.hero-slide:first-child]:p-10',
  '[&_.hero-slide_h2]:text-lg [&_.hero-slide_h2]:font-bold [&_.hero-slide_h2]:text-ink md:[&_.hero-slide:first-child_h2]:text-2xl',
  '[&_.hero-slide_p]:text-sm [&_.hero-slide_p]:text-ink md:[&_.hero-slide:first-child_p]:max-w-md md:[&_.hero-slide:first-child_p]:text-base',
  // Desktops: the banners share the first screen with the offers, in the narrower left column:
  // the large banner on top (its text beside the product pictures), the two others under it.
  'lg:[&_.hero-slides]:grid-cols-2 lg:[&_.hero-slides]:grid-rows-none lg:[&_.hero-slide:first-child]:row-span-1 lg:[&_.hero-slide:first-child]:min-h-72 lg:[&_.hero-slide:first-child]:p-6',
  'lg:[&_.hero-slide:first-child_h2]:max-w-[50%] lg:[&_.hero-slide:first-child_p]:max-w-[50%] lg:[&_.hero-slide]:p-4',
  '[&_.hero-cta]:mt-2 [&_.hero-cta]:inline-flex [&_.hero-cta]:rounded [&_.hero-cta]:bg-primary-strong [&_.hero-cta]:px-4 [&_.hero-cta]:py-2 [&_.hero-cta]:text-sm [&_.hero-cta]:font-semibold [&_.hero-cta]:text-white hover:[&_.hero-cta]:bg-primary-hover',
].join(' ');

const PROMO = [
  '[&_ul]:grid [&_ul]:grid-cols-2 [&_ul]:gap-3 lg:[&_ul]:grid-cols-4',
  '[&_a]:flex [&_a]:h-full [&_a]:flex-col [&_a]:gap-1 [&_a]:rounded [&_a]:border [&_a]:border-line [&_a]:p-3 [&_a]:text-sm hover:[&_a]:border-primary-strong',
  '[&_strong]:font-semibold [&_strong]:text-primary-strong [&_span]:text-ink-muted',
].join(' ');

function Block({ html, className, label }: { html: string; className: string; label: string }) {
  return (
    <section
      aria-label={label}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML sanitised by sanitizeCmsHtml
      dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }}
    />
  );
}

/**
 * The 'home-hero' banners, carrying product pictures (`pictures`, the week's offers) over the
 * large banner on desktops: the banner shows what the store sells, not only words.
 */
export function HomeHero({ html, label, pictures }: { html: string; label: string; pictures?: ReactNode }) {
  return (
    <div className="relative">
      <Block html={html} label={label} className={HERO} />
      {pictures && (
        <div aria-hidden="true" className="pointer-events-none absolute right-3 top-8 hidden lg:flex">
          {pictures}
        </div>
      )}
    </div>
  );
}

/** The 'home-promo' store benefits (Pix discount, free shipping, coupon, instalments). */
export function HomePromo({ html, label }: { html: string; label: string }) {
  return <Block html={html} label={label} className={PROMO} />;
}

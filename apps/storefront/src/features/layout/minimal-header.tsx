import { site } from '../../lib/site';

/**
 * The store's logo on its own, for pages shown without the site chrome (the error page replaces
 * the layout that failed). A plain link: after an error a full page load is the safe way home.
 */
export function MinimalHeader({ homeHref, homeLabel }: { homeHref: string; homeLabel: string }) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-page items-center px-4">
        <a href={homeHref} aria-label={homeLabel}>
          {/* biome-ignore lint/performance/noImgElement: a static SVG logo, already the right size. */}
          <img
            src={site.logo.src}
            alt={site.name}
            width={site.logo.width}
            height={site.logo.height}
            className="h-10 w-auto"
          />
        </a>
      </div>
    </header>
  );
}

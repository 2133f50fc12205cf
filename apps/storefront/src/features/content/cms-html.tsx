import clsx from 'clsx';
import { sanitizeCmsHtml } from './sanitize-cms';

/**
 * Readable typography for CMS HTML (paragraphs, headings, lists, definition lists, tables,
 * links). Tokens only; the HTML is sanitised here, on the server, before it reaches the page.
 */
const PROSE = [
  'text-ink',
  '[&_p]:my-3 [&_p]:leading-relaxed',
  '[&_h2]:mb-2 [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6',
  '[&_ol]:my-3 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-primary-hover',
  '[&_dl]:my-4 [&_dl]:divide-y [&_dl]:divide-line [&_dl]:rounded [&_dl]:border [&_dl]:border-line',
  '[&_dt]:px-4 [&_dt]:pt-4 [&_dt]:font-semibold',
  '[&_dd]:!border-t-0 [&_dd]:px-4 [&_dd]:pb-4 [&_dd]:pt-1 [&_dd]:text-ink-muted',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-line [&_td]:p-2',
  '[&_strong]:font-semibold',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded',
  '[&_.coupon]:my-4 [&_.coupon]:rounded [&_.coupon]:border [&_.coupon]:border-dashed [&_.coupon]:border-primary-strong [&_.coupon]:bg-primary-tint [&_.coupon]:p-4',
  '[&_.coupon_h2]:mt-0',
].join(' ');

export function CmsHtml({
  html,
  className,
  headingOffset,
}: {
  html: string;
  className?: string;
  headingOffset?: number;
}) {
  return (
    <div
      className={clsx(PROSE, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeCmsHtml right here
      dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html, { headingOffset }) }}
    />
  );
}

import { COVER_SIZE } from '../../src/modules/blog/cover';
import { rasterizeSvg } from '../../src/modules/media/rasterize';
import { renderProductSvg } from '../pictures/render-svg';
import { el, escapeXml, estimateTextWidth, FONT_FAMILY, group, rect } from '../pictures/svg';
import { CANVAS } from '../pictures/templates/context';
import type { ImageSpec } from '../types';

/**
 * Generated cover art for the store's own posts (the demo seed): a coloured panel with a kicker and
 * the title, and two or three product illustrations of the catalogue (modules/media templates) on
 * white cards. Pure SVG, rasterised by the same sharp pipeline as product images.
 */
export interface CoverArt {
  kicker: string;
  title: string;
  /** Background colour, `#rrggbb`. */
  color: string;
  /** Two or three illustrations, front-most last. */
  products: ImageSpec[];
}

const { width: W, height: H } = COVER_SIZE;
const CARD_W = 230;
const CARD_H = Math.round((CARD_W * CANVAS.height) / CANVAS.width);
const CARD_SLOTS = [
  { x: 700, y: 70, rotate: -7 },
  { x: 905, y: 150, rotate: 6 },
  { x: 780, y: 300, rotate: -2 },
];

/** Greedy word wrap by the estimated text width. */
function wrap(text: string, size: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && estimateTextWidth(candidate, size) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function productCard(spec: ImageSpec, slot: (typeof CARD_SLOTS)[number], index: number): string {
  const scale = CARD_W / CANVAS.width;
  const cx = slot.x + CARD_W / 2;
  const cy = slot.y + CARD_H / 2;
  const clip = `card-clip-${index}`;
  return group(
    [
      rect(slot.x + 10, slot.y + 14, CARD_W, CARD_H, '#000000', 22, { opacity: 0.18 }),
      el('clipPath', { id: clip }, rect(slot.x, slot.y, CARD_W, CARD_H, '#ffffff', 22)),
      group(group(renderProductSvg(spec), `translate(${slot.x} ${slot.y}) scale(${scale})`), undefined, {
        'clip-path': `url(#${clip})`,
      }),
    ],
    `rotate(${slot.rotate} ${cx} ${cy})`,
  );
}

export function renderCoverSvg(art: CoverArt): string {
  const titleSize = 50;
  const lines = wrap(art.title, titleSize, 560, 5);
  const top = 250 - ((lines.length - 3) * titleSize * 1.18) / 2;
  const title = lines
    .map((line, i) =>
      el(
        'text',
        {
          x: 64,
          y: top + i * titleSize * 1.18,
          'font-family': FONT_FAMILY,
          'font-size': titleSize,
          'font-weight': 'bold',
          fill: '#ffffff',
        },
        escapeXml(line),
      ),
    )
    .join('');
  const kickerWidth = estimateTextWidth(art.kicker.toUpperCase(), 22) + 44;
  const body = [
    el(
      'defs',
      {},
      el(
        'linearGradient',
        { id: 'bg', x1: 0, y1: 0, x2: 1, y2: 1 },
        [
          el('stop', { offset: 0, 'stop-color': art.color }),
          el('stop', { offset: 1, 'stop-color': art.color, 'stop-opacity': 0.82 }),
        ].join(''),
      ),
    ),
    rect(0, 0, W, H, '#1F2328'),
    rect(0, 0, W, H, 'url(#bg)'),
    el('circle', { cx: 930, cy: 330, r: 300, fill: '#ffffff', opacity: 0.12 }),
    el('circle', { cx: 1130, cy: 40, r: 120, fill: '#ffffff', opacity: 0.08 }),
    rect(64, 96, kickerWidth, 44, '#ffffff', 22, { opacity: 0.95 }),
    el(
      'text',
      {
        x: 64 + kickerWidth / 2,
        y: 126,
        'font-family': FONT_FAMILY,
        'font-size': 22,
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill: art.color,
        'letter-spacing': 1,
      },
      escapeXml(art.kicker.toUpperCase()),
    ),
    title,
    el(
      'text',
      { x: 64, y: 574, 'font-family': FONT_FAMILY, 'font-size': 24, fill: '#ffffff', opacity: 0.9 },
      'Escritório Total · Blog',
    ),
    ...art.products.slice(0, CARD_SLOTS.length).map((spec, i) => productCard(spec, CARD_SLOTS[i]!, i)),
  ].join('');
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: W, height: H, viewBox: `0 0 ${W} ${H}` },
    body,
  );
}

/** The cover as the stored WebP of COVER_SIZE. */
export function renderCover(art: CoverArt): Promise<Buffer> {
  return rasterizeSvg(renderCoverSvg(art), W, H);
}

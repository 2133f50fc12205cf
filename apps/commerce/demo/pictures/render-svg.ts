import type { PictureDrawer } from '../../src/modules/media';
import type { ImageSpec, ImageTemplate } from '../types';
import { el, ellipse, group } from './svg';
import { CANVAS, createContext, FLOOR_Y, NEUTRAL } from './templates/context';
import { TEMPLATES } from './templates/index';

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as ImageTemplate[];

function isImageSpec(value: unknown): value is ImageSpec {
  if (typeof value !== 'object' || value === null) return false;
  const { template, color } = value as Record<string, unknown>;
  return typeof template === 'string' && typeof color === 'string';
}

/** The media route's drawer for the pictures the demo catalogue stores (`render_spec`). */
export const drawDemoPicture: PictureDrawer = (spec) =>
  isImageSpec(spec) ? renderProductSvg(spec) : undefined;

/**
 * Flat vector illustration of the product kind on the catalogue background, 1080 x 1340
 * (the gallery master size). Pure and deterministic: one spec always gives the same string.
 */
export function renderProductSvg(spec: ImageSpec): string {
  const template = TEMPLATES[spec.template] ?? TEMPLATES.kit;
  const ctx = createContext(spec);
  const drawing = template(ctx);
  // Tiny per-variant nudge on top of the template's own variations, so that even variants that
  // share a layout never produce the same image.
  const nudge = ((ctx.v * 7919) % 25) - 12;
  const s = drawing.shadow ?? { rx: 330 };
  const cx = (s.cx ?? CANVAS.width / 2) + nudge;
  const cy = s.cy ?? FLOOR_Y;
  const ry = s.ry ?? 34;
  const body = [
    el('rect', { width: CANVAS.width, height: CANVAS.height, fill: NEUTRAL.background }),
    // Soft floor shadow: a wide faint ellipse under a tighter, slightly darker one.
    ellipse(cx, cy, s.rx * 1.12, ry * 1.5, NEUTRAL.shadow, { opacity: 0.05 }),
    ellipse(cx, cy, s.rx, ry, NEUTRAL.shadow, { opacity: 0.08 }),
    group(drawing.svg, nudge ? `translate(${nudge} 0)` : undefined),
  ].join('');
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: CANVAS.width,
      height: CANVAS.height,
      viewBox: `0 0 ${CANVAS.width} ${CANVAS.height}`,
    },
    body,
  );
}

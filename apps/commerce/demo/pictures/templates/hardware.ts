/** Computer hardware that is not a peripheral: SSDs and desk stands. */
import { lighten } from '../color';
import { circle, group, line, rect, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { box, edgeIfLight } from './parts';

const GOLD = '#D4A017';

/** SSD 2,5" (and portable drives): a flat case with its label, the connector at the end. */
export const ssd: Template = (ctx) => {
  const { c, v } = ctx;
  const label = ctx.accentOr('#E2001A');
  const x = 200;
  const y = 540;
  const w = 620;
  const h = 420;
  const out: string[] = [];
  out.push(box(x, y, w, h, 90, 70, { front: c.base, top: c.light, side: c.dark }));
  out.push(edgeIfLight(c, `M${x} ${y} h${w} v${h} h-${w} Z`));
  // Screw holes at the corners of the case.
  for (const [sx, sy] of [
    [x + 30, y + 30],
    [x + w - 30, y + 30],
    [x + 30, y + h - 30],
    [x + w - 30, y + h - 30],
  ] as const)
    out.push(circle(sx, sy, 10, c.deep));
  out.push(rect(x + 70, y + 70, w - 140, h - 140, lighten(c.base, 0.08), 12));
  out.push(rect(x + 70, y + 70, w - 140, 90, label.base, 12));
  out.push(text(ctx.label || 'SSD', x + w / 2, y + 132, { size: 52, fill: label.ink, maxWidth: w - 180 }));
  // Vent grooves on the lower half, a few more on some drives.
  for (let i = 0; i < 3 + (v % 3); i++) out.push(rect(x + 120, y + 210 + i * 34, w - 240, 12, c.dark, 6));
  // Connector pins on the short side.
  out.push(rect(x + w + 10, y + 60, 40, 200, NEUTRAL.plastic, 6));
  for (let i = 0; i < 7; i++) out.push(rect(x + w + 22, y + 74 + i * 26, 16, 14, GOLD, 2));
  return { svg: group(out), shadow: { rx: 380, cy: y + h + 20 } };
};

/** SSD M.2: a long circuit board with memory chips, a controller and the gold edge contacts. */
export const ssdM2: Template = (ctx) => {
  const { c, v } = ctx;
  const label = ctx.accentOr('#E2001A');
  const x = 110;
  const y = 640;
  const w = 860;
  const h = 220;
  const board = v % 2 === 0 ? '#0F5132' : NEUTRAL.plastic;
  const out: string[] = [];
  out.push(rect(x + 8, y + 10, w, h, '#0B2E1F', 14), rect(x, y, w, h, board, 14));
  // Gold contacts with the key notch, and the screw half-moon at the far end.
  for (let i = 0; i < 16; i++) if (i !== 5) out.push(rect(x - 40, y + 12 + i * 12.5, 44, 8, GOLD, 2));
  out.push(circle(x + w, y + h / 2, 24, NEUTRAL.background));
  for (const cx of [x + 90, x + 330, x + 560])
    out.push(
      rect(cx, y + 40, 190, h - 80, NEUTRAL.plastic, 8),
      rect(cx, y + 40, 190, 10, NEUTRAL.plasticLight, 4),
    );
  for (let i = 0; i < 8; i++)
    out.push(line(x + 70 + i * 100, y + h - 20, x + 120 + i * 100, y + h - 20, GOLD, 3));
  out.push(rect(x + 90, y + 40, 660, h - 80, c.base, 8, { opacity: 0.92 }));
  out.push(rect(x + 90, y + 40, 200, h - 80, label.base, 8));
  out.push(text(ctx.label || 'SSD', x + 190, y + 122, { size: 38, fill: label.ink, maxWidth: 180 }));
  out.push(text('NVMe M.2 2280', x + 520, y + 122, { size: 40, fill: c.ink, maxWidth: 420 }));
  return { svg: group(out, `rotate(-6 540 ${y + h / 2})`), shadow: { rx: 440, cy: 940 } };
};

/** Suporte para monitor / notebook: a raised shelf on two legs, with a drawer (v odd) or open. */
export const monitorStand: Template = (ctx) => {
  const { c, v } = ctx;
  const front = ctx.accentOr(NEUTRAL.metalDark);
  const x = 140;
  const y = 680;
  const w = 760;
  const out: string[] = [];
  const faces = { front: c.base, top: c.light, side: c.dark };
  // Legs, then the shelf across them.
  out.push(box(x + 20, y + 60, 70, 320, 120, 90, faces), box(x + w - 90, y + 60, 70, 320, 120, 90, faces));
  out.push(box(x, y, w, 60, 140, 110, faces));
  out.push(edgeIfLight(c, `M${x} ${y} h${w} v60 h-${w} Z`));
  if (v % 2 === 1) {
    // A drawer hanging under the shelf, between the legs.
    out.push(box(x + 130, y + 60, w - 260, 110, 110, 80, { front: c.dark, top: c.deep, side: c.deep }));
    out.push(rect(x + w / 2 - 60, y + 105, 120, 18, front.base, 9));
  }
  out.push(text(ctx.label, x + w / 2, y + 44, { size: 34, fill: c.ink, maxWidth: 400 }));
  return { svg: group(out), shadow: { rx: 440, cy: y + 390 } };
};

/** Cleaning tools with a handle: broom, squeegee, spin mop bucket. */
import { darken, lighten } from '../color';
import { circle, ellipse, group, line, path, rect, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { clipped } from './parts';

/** A long handle from (x1, y1) down to (x2, y2), with a hanging cap at the top. */
function handle(x1: number, y1: number, x2: number, y2: number, color: string, cap: string): string {
  return [
    line(x1, y1, x2, y2, darken(color, 0.2), 30),
    line(x1 - 4, y1, x2 - 4, y2, color, 22),
    line(x1 - 8, y1 + 10, x2 - 8, y2 - 10, lighten(color, 0.4), 5, { opacity: 0.7 }),
    circle(x1, y1, 22, cap),
    circle(x1, y1, 8, NEUTRAL.background),
  ].join('');
}

/** Vassoura: handle, a block and a fan of bristles that touch the floor. */
export const broom: Template = (ctx) => {
  const { c, v } = ctx;
  const bristles = ctx.accentOr('#F1F3F5');
  const out: string[] = [];
  out.push(handle(700, 140, 540, 820, v % 2 === 0 ? NEUTRAL.metal : c.light, c.base));
  // Block with the handle's thread, then the bristles below it.
  out.push(rect(300, 800, 480, 120, c.base, 24));
  out.push(rect(300, 800, 480, 28, c.light, 14, { opacity: 0.6 }));
  out.push(rect(500, 780, 80, 40, c.dark, 10));
  const fan = 'M310 920 H770 L850 1110 H230 Z';
  out.push(path(fan, bristles.base, { stroke: darken(bristles.base, 0.2), sw: 4 }));
  const strands: string[] = [];
  for (let i = 0; i <= 30; i++) {
    const t = i / 30;
    strands.push(line(310 + 460 * t, 925, 230 + 620 * t, 1108, darken(bristles.base, 0.18), 4));
  }
  out.push(clipped(`br${bristles.base.slice(1)}`, path(fan, '#000'), strands.join('')));
  out.push(text(ctx.label, 540, 880, { size: 40, fill: c.ink, maxWidth: 380 }));
  return { svg: group(out), shadow: { rx: 360, cy: 1110 } };
};

/** Rodo: handle, a long head and its foam (or rubber) blade on the floor. */
export const squeegee: Template = (ctx) => {
  const { c, v } = ctx;
  const blade = v % 2 === 0 ? ctx.accentOr('#FACC15') : { base: NEUTRAL.plastic, dark: '#111418' };
  const out: string[] = [];
  out.push(handle(760, 130, 560, 960, v % 2 === 0 ? c.light : NEUTRAL.metal, c.base));
  // Head: a long bar with a socket for the handle, the blade underneath.
  out.push(rect(500, 930, 120, 60, c.dark, 14));
  out.push(rect(150, 980, 780, 70, c.base, 18));
  out.push(rect(150, 980, 780, 18, c.light, 9, { opacity: 0.6 }));
  out.push(rect(160, 1050, 760, 56, blade.base, 10));
  for (let i = 0; i < 24; i++) out.push(circle(185 + i * 32, 1078, 5, blade.dark, { opacity: 0.5 }));
  out.push(text(ctx.label, 360, 1030, { size: 36, fill: c.ink, maxWidth: 300 }));
  return { svg: group(out), shadow: { rx: 420, cy: 1108 } };
};

/** Balde mop giratório: a bucket with the spinning basket, a pedal, the mop standing in it. */
export const mopBucket: Template = (ctx) => {
  const { c, v } = ctx;
  const basket = ctx.accentOr('#1D4ED8');
  const out: string[] = [];
  // The mop: its stick rising from the basket and its microfibre head inside.
  out.push(line(620, 150, 600, 700, NEUTRAL.metal, 26), line(616, 150, 596, 700, NEUTRAL.metalLight, 8));
  out.push(rect(596, 130, 48, 90, basket.dark, 16));
  // Bucket: a wide oval tub narrowing to its feet.
  const tub = 'M180 640 H900 L850 1060 Q848 1090 818 1090 H262 Q232 1090 230 1060 Z';
  out.push(path(tub, c.base, { stroke: c.edge, sw: 4 }));
  out.push(
    clipped(
      `mb${c.base.slice(1)}`,
      path(tub, '#000'),
      rect(180, 640, 90, 460, c.light, 0, { opacity: 0.6 }) + rect(780, 640, 140, 460, c.dark),
    ),
  );
  out.push(ellipse(540, 640, 360, 60, c.dark));
  // Spin basket on the right half, the water side on the left.
  out.push(ellipse(660, 640, 170, 40, basket.base));
  for (let i = 0; i < 8; i++) out.push(rect(520 + i * 36, 628, 16, 24, basket.dark, 6));
  out.push(ellipse(380, 640, 120, 30, '#7DB9E8'), ellipse(360, 634, 60, 10, '#B9DDF5'));
  // Microfibre strands peeking out of the basket.
  for (let i = 0; i < 9; i++)
    out.push(
      path(`M${560 + i * 20} 630 q${(i % 2 ? 1 : -1) * 14} -40 0 -70`, 'none', {
        stroke: NEUTRAL.paper,
        sw: 12,
      }),
    );
  // Carry handle arching over, the pedal at the foot.
  out.push(path('M200 660 Q540 320 880 660', 'none', { stroke: NEUTRAL.plastic, sw: 14 }));
  out.push(rect(470, 1040, 140, 60, basket.dark, 14));
  out.push(text(ctx.label, 500, 860, { size: 42, fill: c.ink, maxWidth: 420 }));
  out.push(
    text(v % 2 === 0 ? '8 L' : 'MOP', 500, 930, { size: 36, fill: c.ink, maxWidth: 300, weight: 'normal' }),
  );
  return { svg: group(out), shadow: { rx: 360, cy: 1095 } };
};

/** Break room and bins: vacuum flask, biscuit pack, trash bin. */
import { darken, type Tones } from '../color';
import { circle, ellipse, group, line, path, rect, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { clipped } from './parts';

/** A vertical cylinder's side (flat top edge hidden by what sits on it), lit from the left. */
function cylinderSide(x: number, y: number, w: number, h: number, t: Tones, id: string): string {
  const body = path(`M${x} ${y} H${x + w} V${y + h} A${w / 2} ${w / 8} 0 0 1 ${x} ${y + h} Z`, t.base);
  return [
    body,
    clipped(
      id,
      body,
      rect(x, y, w * 0.18, h + w, t.dark) +
        rect(x + w * 0.24, y, w * 0.1, h + w, t.light, 0, { opacity: 0.8 }) +
        rect(x + w * 0.72, y, w * 0.28, h + w, t.dark),
    ),
  ].join('');
}

/** Garrafa térmica: a tall flask with a pump top (v even) or a screw cup with a side handle. */
export const thermos: Template = (ctx) => {
  const { c, v } = ctx;
  const trim = ctx.accentOr(NEUTRAL.plastic);
  const x = 390;
  const w = 300;
  const top = 400;
  const bottom = 1060;
  const out: string[] = [];
  // Handle on the right, behind the body's edge.
  out.push(
    path(`M${x + w - 10} ${top + 120} h70 q40 0 40 40 v300 q0 40 -40 40 h-70`, 'none', {
      stroke: c.dark,
      sw: 34,
    }),
  );
  out.push(cylinderSide(x, top, w, bottom - top, c, `th${c.base.slice(1)}`));
  // Shoulder ring and base ring in the trim colour.
  out.push(
    rect(x - 6, top - 10, w + 12, 50, trim.base, 14),
    rect(x - 6, bottom - 40, w + 12, 44, trim.dark, 14),
  );
  if (v % 2 === 0) {
    // Pump: a dome with a push plate and a spout.
    out.push(
      path(`M${x + 20} ${top - 10} Q${x + w / 2} ${top - 200} ${x + w - 20} ${top - 10} Z`, trim.base),
    );
    out.push(ellipse(x + w / 2, top - 110, 80, 22, trim.light));
    out.push(rect(x - 70, top - 60, 110, 34, trim.dark, 12));
  } else {
    // Screw cup lid.
    out.push(rect(x + 30, top - 170, w - 60, 160, trim.base, 20));
    for (let i = 1; i < 6; i++)
      out.push(
        line(x + 30 + i * ((w - 60) / 6), top - 160, x + 30 + i * ((w - 60) / 6), top - 20, trim.dark, 6),
      );
  }
  out.push(text(ctx.label, x + w / 2, top + 300, { size: 46, fill: c.ink, maxWidth: w - 60 }));

  return { svg: group(out), shadow: { rx: 230, cy: bottom + 10 } };
};

/** Biscoito: a sealed pack with crimped ends lying down, biscuits in front of it. */
export const biscuits: Template = (ctx) => {
  const { c, v } = ctx;
  const band = ctx.accentOr('#F6C700');
  const x = 170;
  const y = 420;
  const w = 740;
  const h = 400;
  const out: string[] = [];
  const crimp = (cx: number) =>
    Array.from({ length: 9 }, (_, i) =>
      line(cx, y + 20 + i * ((h - 40) / 8), cx + 40, y + 20 + i * ((h - 40) / 8), c.deep, 4, {
        opacity: 0.5,
      }),
    ).join('');
  out.push(rect(x - 40, y + 10, w + 80, h - 20, c.dark, 16));
  out.push(crimp(x - 40), crimp(x + w));
  out.push(rect(x, y, w, h, c.base, 40));
  out.push(rect(x, y + 20, w, 40, c.light, 0, { opacity: 0.5 }));
  out.push(rect(x + 40, y + 90, w - 80, 110, band.base, 18));
  out.push(
    text(ctx.label || 'BISCOITO', x + w / 2, y + 172, { size: 72, fill: band.ink, maxWidth: w - 140 }),
  );
  out.push(
    text(v % 2 === 0 ? 'Cream Cracker' : 'Wafer', x + w / 2, y + 270, {
      size: 48,
      fill: c.ink,
      maxWidth: w - 120,
    }),
  );
  // Biscuits in front: square crackers with docking holes, or layered wafers.
  const dough = NEUTRAL.wood;
  for (const [bx, by, angle] of [
    [260, 930, -8],
    [470, 960, 6],
    [690, 935, -3],
  ] as const) {
    const piece: string[] = [];
    if (v % 2 === 0) {
      piece.push(rect(-100, -100, 200, 200, NEUTRAL.woodDark, 14), rect(-96, -104, 192, 192, dough, 14));
      for (const hx of [-50, 0, 50])
        for (const hy of [-58, -8, 42]) piece.push(circle(hx, hy, 7, NEUTRAL.woodDark));
    } else {
      for (let i = 0; i < 5; i++)
        piece.push(rect(-120, -60 + i * 26, 240, 24, i % 2 === 0 ? dough : darken(c.base, 0.1), 6));
      for (let i = 1; i < 8; i++)
        piece.push(line(-120 + i * 30, -60, -120 + i * 30, -12, NEUTRAL.woodDark, 3));
    }
    out.push(group(piece, `translate(${bx} ${by}) rotate(${angle})`));
  }
  return { svg: group(out), shadow: { rx: 420, cy: 1060 } };
};

/** Lixeira: a tapered bin with a domed lid and a pedal, or a swing lid (basculante). */
const bin =
  (withPedal: boolean): Template =>
  (ctx) => {
    const { c, v } = ctx;
    // The lid is the bin's own material: a brand colour there would draw another product.
    const lid = c;
    const top = 420;
    const bottom = 1080;
    const tw = 440;
    const bw = 360;
    const cx = 540;
    const out: string[] = [];
    const body = `M${cx - tw / 2} ${top} L${cx + tw / 2} ${top} L${cx + bw / 2} ${bottom} L${cx - bw / 2} ${bottom} Z`;
    out.push(path(body, c.base, { stroke: c.edge, sw: 4 }));
    out.push(
      clipped(
        `tbin${c.base.slice(1)}${withPedal ? 'p' : 's'}`,
        path(body, '#000'),
        rect(cx - tw / 2, top, 80, bottom - top, c.light, 0, { opacity: 0.7 }) +
          rect(cx + tw / 2 - 120, top, 120, bottom - top, c.dark),
      ),
    );
    out.push(rect(cx - bw / 2 - 6, bottom - 40, bw + 12, 40, darken(c.base, 0.25), 8));
    if (withPedal) {
      // Pedal bin: domed lid, hinge at the back, pedal at the foot.
      out.push(
        path(`M${cx - tw / 2 - 10} ${top} Q${cx} ${top - 120} ${cx + tw / 2 + 10} ${top} Z`, lid.light, {
          stroke: lid.edge,
          sw: 4,
        }),
      );
      out.push(rect(cx - tw / 2 - 10, top - 8, tw + 20, 24, lid.dark, 10));
      out.push(rect(cx - 70, bottom - 30, 140, 44, NEUTRAL.plastic, 12));
    } else {
      // Swing lid: a flat cover with a flap that tips inward.
      out.push(rect(cx - tw / 2 - 10, top - 90, tw + 20, 100, lid.base, 18, { stroke: lid.edge, sw: 4 }));
      out.push(rect(cx - 120, top - 70, 240, 60, darken(lid.base, 0.15), 10));
      out.push(line(cx - 120, top - 40, cx + 120, top - 40, lid.deep, 4));
    }
    out.push(text(ctx.label, cx, top + 240, { size: 40, fill: c.ink, maxWidth: bw - 60 }));
    // Stripes pressed into the side, a little different from bin to bin.
    for (let i = 0; i < 1 + (v % 3); i++)
      out.push(line(cx - bw / 2 + 10, 980 - i * 26, cx + bw / 2 - 10, 980 - i * 26, c.dark, 4));
    return { svg: group(out), shadow: { rx: 260, cy: bottom } };
  };

export const pedalBin = bin(true);
export const swingBin = bin(false);

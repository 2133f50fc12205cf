/** Pantry and cleaning goods that are not coffee: tea, coffee filters, water, sweetener, washing powder. */
import { lighten, luminance } from '../color';
import { circle, ellipse, group, line, path, rect, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { box, boxOutline, clipped, edgeIfLight } from './parts';

/** Chá: a box of tea with a leaf on the front and a tea bag hanging out on its string. */
export const teaBox: Template = (ctx) => {
  const { c, v } = ctx;
  const leaf = ctx.accentOr('#16A34A');
  const x = 300;
  const y = 560;
  const w = 440;
  const h = 500;
  const out: string[] = [];
  out.push(box(x, y, w, h, 120, 80, { front: c.base, top: c.light, side: c.dark }));
  out.push(edgeIfLight(c, boxOutline(x, y, w, h, 120, 80)));
  out.push(rect(x, y + 40, w, 80, c.dark));
  out.push(text('CHÁ', x + w / 2, y + 98, { size: 52, fill: c.ink, letterSpacing: 10 }));
  out.push(text(ctx.label, x + w / 2, y + 200, { size: 64, fill: c.ink, maxWidth: w - 60 }));
  // Leaf emblem.
  const lx = x + w / 2;
  const ly = y + 330;
  out.push(circle(lx, ly, 90, leaf.base));
  out.push(
    path(
      `M${lx - 50} ${ly + 40} Q${lx - 50} ${ly - 60} ${lx + 50} ${ly - 50} Q${lx + 50} ${ly + 50} ${lx - 50} ${ly + 40} Z`,
      leaf.light,
    ),
  );
  out.push(line(lx - 44, ly + 34, lx + 40, ly - 42, leaf.dark, 5));
  out.push(
    text(v % 2 === 0 ? '10 sachês' : 'Natural', x + w / 2, y + 470, {
      size: 32,
      fill: c.ink,
      weight: 'normal',
    }),
  );
  // A tea bag leaning on the box, its string over the top edge.
  out.push(
    path(
      `M${x + w + 40} ${y - 60} C${x + w + 110} ${y + 60} ${x + w + 150} ${y + 200} ${x + w + 160} ${y + 380}`,
      'none',
      { stroke: '#9CA3AF', sw: 4 },
    ),
  );
  out.push(
    rect(x + w + 100, y + 380, 130, 170, '#EADBC0', 14, {
      transform: `rotate(-6 ${x + w + 165} ${y + 465})`,
    }),
  );
  out.push(
    rect(x + w + 118, y + 400, 94, 60, leaf.base, 6, { transform: `rotate(-6 ${x + w + 165} ${y + 465})` }),
  );
  out.push(rect(x + w + 130, y + 340, 70, 44, NEUTRAL.paper, 4, { stroke: NEUTRAL.paperEdge, sw: 2 }));
  return { svg: group(out), shadow: { rx: 380, cx: 600, cy: y + h + 10 } };
};

/** Filtro de papel: the box of filters with a cone filter standing in front of it. */
export const coffeeFilter: Template = (ctx) => {
  const { c, v } = ctx;
  const band = ctx.accentOr('#F5C400');
  const x = 260;
  const y = 520;
  const w = 460;
  const h = 420;
  const out: string[] = [];
  out.push(box(x, y, w, h, 140, 100, { front: c.base, top: c.light, side: c.dark }));
  out.push(edgeIfLight(c, boxOutline(x, y, w, h, 140, 100)));
  out.push(rect(x, y + 30, w, 70, band.base));
  out.push(text('FILTRO DE PAPEL', x + w / 2, y + 80, { size: 36, fill: band.ink, maxWidth: w - 40 }));
  out.push(text(ctx.label, x + w / 2, y + 180, { size: 60, fill: c.ink, maxWidth: w - 60 }));
  out.push(text(v % 2 === 0 ? '103' : '102', x + w / 2, y + 300, { size: 90, fill: c.ink }));
  // A cone filter in front: pleated edge, crimped seam.
  const kraft = v % 3 === 2;
  const paper = kraft ? NEUTRAL.kraft : NEUTRAL.paper;
  const seam = kraft ? NEUTRAL.kraftDark : NEUTRAL.paperEdge;
  const fx = 640;
  const cone = `M${fx} 800 H${fx + 300} L${fx + 200} 1090 H${fx + 100} Z`;
  out.push(path(cone, paper, { stroke: seam, sw: 4 }));
  out.push(
    clipped(
      `cf${c.base.slice(1)}${v}`,
      path(cone, '#000'),
      Array.from({ length: 8 }, (_, i) => line(fx + 30 + i * 36, 800, fx + 110 + i * 12, 1090, seam, 2)).join(
        '',
      ),
    ),
  );
  out.push(path(`M${fx} 800 H${fx + 300}`, 'none', { stroke: seam, sw: 8 }));
  out.push(path(`M${fx + 100} 1090 H${fx + 200}`, 'none', { stroke: seam, sw: 10, dash: '8 6' }));
  return { svg: group(out), shadow: { rx: 420, cx: 600, cy: 1095 } };
};

/** Água mineral: a clear bottle with a blue cap and the brand's label, two more behind. */
export const waterBottle: Template = (ctx) => {
  const { c } = ctx;
  const cap = c;
  const out: string[] = [];
  const bottle = (cx: number, bottom: number, scale: number, faded: boolean) => {
    const w = 200 * scale;
    const h = 640 * scale;
    const top = bottom - h;
    const d = `M${cx - w / 2} ${bottom - 20} V${top + 200 * scale} Q${cx - w / 2} ${top + 110 * scale} ${cx - 40 * scale} ${top + 60 * scale} V${top + 10 * scale} H${cx + 40 * scale} V${top + 60 * scale} Q${cx + w / 2} ${top + 110 * scale} ${cx + w / 2} ${top + 200 * scale} V${bottom - 20} Q${cx + w / 2} ${bottom} ${cx + w / 2 - 20} ${bottom} H${cx - w / 2 + 20} Q${cx - w / 2} ${bottom} ${cx - w / 2} ${bottom - 20} Z`;
    out.push(path(d, '#DCEFFB', { opacity: faded ? 0.7 : 0.95, stroke: '#9CC7E6', sw: 4 }));
    out.push(
      rect(cx - w / 2 + 20, top + 220 * scale, 16 * scale, h - 300 * scale, '#FFFFFF', 8, { opacity: 0.7 }),
    );
    for (let i = 0; i < 3; i++)
      out.push(
        line(
          cx - w / 2 + 6,
          bottom - 80 * scale - i * 30 * scale,
          cx + w / 2 - 6,
          bottom - 80 * scale - i * 30 * scale,
          '#B5D8F0',
          3,
        ),
      );
    out.push(rect(cx - 50 * scale, top - 50 * scale, 100 * scale, 64 * scale, cap.base, 10));
    out.push(rect(cx - w / 2, top + 300 * scale, w, 170 * scale, c.base));
    out.push(rect(cx - w / 2, top + 300 * scale, w, 22 * scale, lighten(c.base, 0.3)));
    if (!faded) {
      out.push(
        text(ctx.label || 'ÁGUA', cx, top + 385 * scale, { size: 40 * scale, fill: c.ink, maxWidth: w - 20 }),
      );
      out.push(
        text('ÁGUA MINERAL', cx, top + 430 * scale, {
          size: 22 * scale,
          fill: c.ink,
          weight: 'normal',
          maxWidth: w - 20,
        }),
      );
    }
  };
  bottle(400, 1060, 1, true);
  bottle(680, 1060, 1, true);
  bottle(540, 1100, 1.15, false);
  return { svg: group(out), shadow: { rx: 330, cy: 1100 } };
};

/** Adoçante líquido: a small squeeze bottle with a dropper tip, drops falling from it. */
export const dropperBottle: Template = (ctx) => {
  const { c, v } = ctx;
  const tip = ctx.accentOr('#0057A8');
  const x = 420;
  const w = 240;
  const top = 600;
  const bottom = 1090;
  const out: string[] = [];
  out.push(
    path(
      `M${x + 80} ${top - 10} L${x + 105} ${top - 170} Q${x + 120} ${top - 190} ${x + 135} ${top - 170} L${x + 160} ${top - 10} Z`,
      NEUTRAL.paper,
      { stroke: NEUTRAL.paperEdge, sw: 3 },
    ),
  );
  out.push(rect(x + 50, top - 60, w - 100, 70, tip.base, 14));
  const body = `M${x} ${top + 60} Q${x} ${top} ${x + 60} ${top} H${x + w - 60} Q${x + w} ${top} ${x + w} ${top + 60} V${bottom - 20} Q${x + w} ${bottom} ${x + w - 20} ${bottom} H${x + 20} Q${x} ${bottom} ${x} ${bottom - 20} Z`;
  out.push(path(body, c.base, { stroke: c.edge, sw: 4 }));
  out.push(rect(x + 20, top + 40, 16, bottom - top - 80, '#FFFFFF', 8, { opacity: 0.5 }));
  out.push(rect(x + 14, top + 150, w - 28, 240, NEUTRAL.paper, 12));
  out.push(
    text(ctx.label || 'ADOÇANTE', x + w / 2, top + 215, { size: 36, fill: '#1F2328', maxWidth: w - 50 }),
  );
  out.push(text('ADOÇANTE', x + w / 2, top + 270, { size: 26, fill: c.base, maxWidth: w - 50 }));
  out.push(
    text(v % 2 === 0 ? '75 ml' : '100 ml', x + w / 2, top + 350, {
      size: 30,
      fill: '#57606A',
      weight: 'normal',
    }),
  );
  // Drops falling from the tip, to the left.
  for (const [dx, dy, r] of [
    [-150, -120, 16],
    [-190, 0, 12],
    [-170, 110, 9],
  ] as const)
    out.push(
      path(
        `M${x + dx} ${top + dy - r * 1.6} Q${x + dx + r} ${top + dy} ${x + dx} ${top + dy + r} Q${x + dx - r} ${top + dy} ${x + dx} ${top + dy - r * 1.6} Z`,
        '#E0F2FE',
        { stroke: '#7DB9E8', sw: 3 },
      ),
    );
  return { svg: group(out), shadow: { rx: 200, cx: 560, cy: bottom } };
};

/** Sabão em pó: a washing-powder carton with its carry handle, bubbles on the front. */
export const detergentBox: Template = (ctx) => {
  const { c, v } = ctx;
  const band = ctx.accentOr('#0057A8');
  const x = 300;
  const y = 440;
  const w = 420;
  const h = 620;
  const out: string[] = [];
  out.push(box(x, y, w, h, 150, 100, { front: c.base, top: c.light, side: c.dark }));
  out.push(edgeIfLight(c, boxOutline(x, y, w, h, 150, 100)));
  // Handle cut into the top.
  out.push(ellipse(x + w / 2 + 75, y - 50, 80, 18, c.deep));
  out.push(rect(x, y + 60, w, 110, band.base));
  out.push(text(ctx.label || 'SABÃO', x + w / 2, y + 138, { size: 64, fill: band.ink, maxWidth: w - 60 }));
  out.push(text('SABÃO EM PÓ', x + w / 2, y + 230, { size: 40, fill: c.ink, maxWidth: w - 60 }));
  // Bubbles and a flower of scent.
  for (const [bx, by, r] of [
    [x + 110, y + 360, 60],
    [x + 200, y + 420, 40],
    [x + 300, y + 350, 50],
    [x + 150, y + 480, 30],
  ] as const)
    out.push(
      circle(bx, by, r, '#FFFFFF', { opacity: 0.75 }),
      circle(bx - r * 0.35, by - r * 0.35, r * 0.2, '#FFFFFF'),
    );
  out.push(text(v % 2 === 0 ? '800 g' : '1,6 kg', x + w / 2, y + 580, { size: 48, fill: c.ink }));
  return { svg: group(out), shadow: { rx: 360, cx: 580, cy: y + h + 10 } };
};

/** Jogo de xícaras: porcelain coffee cups on saucers, a band of the brand's colour on each. */
export const cupSet: Template = (ctx) => {
  const { v } = ctx;
  const band = ctx.accentOr(ctx.c.base);
  const out: string[] = [];
  const cupAt = (cx: number, base: number, s: number) => {
    out.push(ellipse(cx, base, 150 * s, 34 * s, '#E9EDF1', { stroke: NEUTRAL.paperEdge, sw: 3 }));
    out.push(ellipse(cx, base - 6 * s, 80 * s, 16 * s, NEUTRAL.paperEdge));
    out.push(
      path(
        `M${cx + 80 * s} ${base - 150 * s} q70 ${10 * s} 50 ${60 * s} q-14 ${34 * s} -62 ${40 * s}`,
        'none',
        { stroke: NEUTRAL.paper, sw: 20 * s },
      ),
    );
    out.push(
      path(
        `M${cx + 80 * s} ${base - 150 * s} q70 ${10 * s} 50 ${60 * s} q-14 ${34 * s} -62 ${40 * s}`,
        'none',
        { stroke: NEUTRAL.paperEdge, sw: 3 },
      ),
    );
    out.push(
      path(
        `M${cx - 100 * s} ${base - 200 * s} H${cx + 100 * s} Q${cx + 96 * s} ${base - 20 * s} ${cx} ${base - 14 * s} Q${cx - 96 * s} ${base - 20 * s} ${cx - 100 * s} ${base - 200 * s} Z`,
        NEUTRAL.paper,
        { stroke: NEUTRAL.paperEdge, sw: 3 },
      ),
    );
    out.push(rect(cx - 98 * s, base - 176 * s, 196 * s, 16 * s, band.base, 0));
    out.push(
      ellipse(cx, base - 200 * s, 100 * s, 20 * s, COFFEE_BROWN, { stroke: NEUTRAL.paperEdge, sw: 3 }),
    );
  };
  cupAt(360, 900, 1);
  cupAt(720, 900, 1);
  cupAt(540, 1080, 1.15);
  if (v % 2 === 1) out.push(text(ctx.label, 540, 1150, { size: 30, fill: '#57606A', weight: 'normal' }));
  return { svg: group(out), shadow: { rx: 400, cy: 1100 } };
};

const COFFEE_BROWN = '#5B3A24';

/** Colheres / mexedores descartáveis: a clear bag of them with its label, a few lying in front. */
const utensils =
  (spoons: boolean): Template =>
  (ctx) => {
    const { c } = ctx;
    const piece = luminance(c.base) > 0.7 ? '#FFFFFF' : c.base;
    const edge = luminance(c.base) > 0.7 ? NEUTRAL.paperEdge : c.dark;
    const out: string[] = [];
    const item = (x: number, y: number, angle: number) =>
      group(
        spoons
          ? [
              rect(-12, -210, 24, 300, piece, 12, { stroke: edge, sw: 3 }),
              ellipse(0, 130, 46, 66, piece, { stroke: edge, sw: 3 }),
            ]
          : [rect(-10, -200, 20, 400, piece, 10, { stroke: edge, sw: 3 })],
        `translate(${x} ${y}) rotate(${angle})`,
      );
    // The bag: a tall translucent pouch full of them.
    out.push(rect(330, 340, 420, 660, '#EEF3F7', 30, { stroke: '#C9D3DD', sw: 4, opacity: 0.95 }));
    for (let i = 0; i < 9; i++) out.push(item(380 + i * 40, 640, (i % 3) - 1));
    out.push(rect(330, 340, 420, 60, '#C9D3DD', 20));
    out.push(rect(370, 760, 340, 170, NEUTRAL.paper, 12, { stroke: NEUTRAL.paperEdge, sw: 3 }));
    out.push(text(ctx.label, 540, 830, { size: 44, fill: '#1F2328', maxWidth: 300 }));
    out.push(text('Descartável', 540, 890, { size: 30, fill: '#57606A', weight: 'normal' }));
    out.push(item(250, 1060, 80), item(820, 1070, -84));
    return { svg: group(out), shadow: { rx: 400, cy: 1100 } };
  };

export const cutlery = utensils(true);
export const stirrers = utensils(false);

/** Porta-filtro: the cone that holds a paper filter over a cup, seen from the side. */
export const filterHolder: Template = (ctx) => {
  const { c } = ctx;
  const out: string[] = [];
  // A cup under it.
  out.push(
    path('M400 860 H680 L660 1080 Q658 1096 640 1096 H440 Q422 1096 420 1080 Z', NEUTRAL.paper, {
      stroke: NEUTRAL.paperEdge,
      sw: 3,
    }),
  );
  out.push(path('M680 900 Q760 910 752 970 Q744 1030 668 1024', 'none', { stroke: NEUTRAL.paper, sw: 20 }));
  // The cone: wide rim, tapering body, a flat base with the drip hole, a handle.
  out.push(rect(360, 820, 360, 40, c.dark, 16));
  out.push(path('M300 440 H780 L640 820 H440 Z', c.base, { stroke: c.edge, sw: 4 }));
  out.push(path('M300 440 H380 L470 820 H440 Z', c.light, { opacity: 0.5 }));
  out.push(path('M700 440 H780 L640 820 H610 Z', c.dark, { opacity: 0.6 }));
  out.push(ellipse(540, 440, 240, 36, c.dark), ellipse(540, 440, 210, 26, NEUTRAL.paper));
  out.push(path('M780 500 Q900 520 880 620 Q860 700 730 690', 'none', { stroke: c.base, sw: 34 }));
  out.push(text(ctx.label, 540, 620, { size: 46, fill: c.ink, maxWidth: 260 }));
  out.push(text('103', 540, 690, { size: 40, fill: c.ink, weight: 'normal' }));
  return { svg: group(out), shadow: { rx: 320, cy: 1100 } };
};

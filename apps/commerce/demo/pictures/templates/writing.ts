/** Writing instruments: pen, pencil, marker, highlighter, eraser. */
import { lighten, tones } from '../color';
import { ellipse, group, line, path, poly, rect, rotate, stroke, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { box, pencilShape, penShape, scribble } from './parts';

export const pen: Template = (ctx) => {
  const { v } = ctx;
  const angle = [-38, -30, -45, -34][v % 4]! + ctx.range(-3, 3);
  const clear = v % 2 === 0;
  const click = v % 4 === 3;
  const cap = ctx.hasAccent ? ctx.a : ctx.c;
  const main = penShape({ body: ctx.c, cap, label: ctx.label, clear, click, grip: v % 3 === 1 });
  const parts: string[] = [];
  // Secondary object on some variants: a second pen of the same line, a little behind.
  if (v % 3 === 2) {
    parts.push(
      group(penShape({ body: ctx.c, cap, clear, click }), `translate(640 740) rotate(${angle}) scale(0.9)`),
    );
  }
  parts.push(group(main, `translate(520 660) rotate(${angle}) scale(1.08)`));
  return { svg: parts.join(''), shadow: { rx: 380, cy: 1010 } };
};

export const pencil: Template = (ctx) => {
  const { v } = ctx;
  const eraser = ctx.accentOr('#F28DA6');
  const angle = [-36, -44, -30][v % 3]! + ctx.range(-3, 3);
  const parts: string[] = [];
  if (v % 2 === 1) {
    parts.push(
      group(pencilShape({ body: ctx.c, eraser, length: 700 }), `translate(610 720) rotate(${angle + 14})`),
    );
  }
  parts.push(
    group(pencilShape({ body: ctx.c, eraser, label: ctx.label }), `translate(520 640) rotate(${angle})`),
  );
  if (v % 4 === 2) {
    // Pencil shavings.
    for (const [x, y, r] of [
      [300, 1010, 0],
      [380, 1040, 40],
    ] as const) {
      parts.push(
        group(
          [
            path('M0 0 Q40 -50 80 0 Q40 -18 0 0Z', NEUTRAL.wood),
            path('M0 0 Q40 -18 80 0', 'none', { stroke: ctx.c.base, sw: 8 }),
          ],
          `translate(${x} ${y}) rotate(${r})`,
        ),
      );
    }
  }
  return { svg: parts.join(''), shadow: { rx: 360, cy: 1010 } };
};

export const marker: Template = (ctx) => {
  const { c, v } = ctx;
  const capped = v % 2 === 0;
  const angle = [-30, -38, -24][v % 3]! + ctx.range(-3, 3);
  const body = '#F3F5F7';
  const parts: string[] = [];
  const m: string[] = [];
  // Body (white barrel with a coloured band), tip to the left.
  m.push(rect(-250, -66, 640, 132, body, 30));
  m.push(rect(-240, -52, 620, 18, NEUTRAL.paper, 9));
  m.push(rect(-250, 34, 640, 32, '#D5DBE1', 16));
  m.push(rect(-120, -66, 380, 132, c.base));
  m.push(rect(-120, -52, 380, 16, c.light));
  m.push(rect(-120, 36, 380, 30, c.dark));
  m.push(text(ctx.label || 'PERMANENTE', 70, 16, { size: 42, fill: c.ink, maxWidth: 340 }));
  m.push(rect(380, -56, 52, 112, c.dark, 18));
  const cap = (x: number) =>
    [
      rect(x, -74, 230, 148, c.base, 34),
      rect(x + 12, -60, 206, 18, c.light, 9),
      rect(x, 36, 230, 38, c.dark, 19),
      rect(x + 40, -96, 180, 26, c.deep, 13),
      rect(x + 196, -96, 24, 40, c.deep, 8),
    ].join('');
  if (capped) {
    m.push(cap(-470));
  } else {
    m.push(poly([-250, -50, -320, -30, -320, 30, -250, 50], '#D5DBE1'));
    m.push(poly([-320, -20, -372, -14, -380, 8, -320, 20], c.deep));
    parts.push(group(cap(0), `translate(660 820) rotate(${angle + 180})`));
  }
  parts.push(group(m, `translate(560 620) rotate(${angle})`));
  return { svg: parts.join(''), shadow: { rx: 370, cy: 1010 } };
};

export const highlighter: Template = (ctx) => {
  const { c, v } = ctx;
  const angle = [-28, -34, -22][v % 3]! + ctx.range(-2, 2);
  const parts: string[] = [];
  // Sheet with text lines, one of them highlighted: the strongest cue for the object.
  const sheet: string[] = [rect(0, 0, 560, 700, NEUTRAL.paper, 10, { stroke: NEUTRAL.paperEdge, sw: 3 })];
  const marked = 2 + (v % 4);
  for (let i = 0; i < 9; i++) {
    const y = 90 + i * 64;
    const w = i % 3 === 2 ? 300 : 440;
    if (i === marked) sheet.push(rect(50, y - 24, w + 20, 44, c.base, 6, { opacity: 0.55 }));
    sheet.push(rect(60, y - 6, w, 12, '#C4CCD5', 6));
  }
  parts.push(group(sheet, `translate(230 250) ${rotate(-6 + (v % 2) * 8, 280, 350)}`));
  const h: string[] = [];
  h.push(path('M-260 -70 L270 -82 Q300 -82 300 -52 V52 Q300 82 270 82 L-260 70 Z', c.base));
  h.push(path('M-250 -58 L270 -70 V-44 L-250 -36 Z', c.light));
  h.push(path('M-260 40 L280 48 V82 L-260 70 Z', c.dark));
  h.push(text(ctx.label, 20, 16, { size: 40, fill: c.ink, maxWidth: 360 }));
  const capT = ctx.hasAccent ? ctx.a : tones(lighten(c.base, 0.15));
  if (v % 2 === 0) {
    h.push(rect(-450, -78, 210, 156, capT.base, 30));
    h.push(rect(-440, -64, 190, 18, capT.light, 9));
    h.push(rect(-450, 40, 210, 38, capT.dark, 18));
    h.push(rect(-420, -102, 170, 28, capT.deep, 12));
  } else {
    h.push(poly([-260, -60, -330, -40, -330, 40, -260, 60], '#E1E6EB'));
    h.push(poly([-330, -34, -390, -34, -370, 30, -330, 30], c.deep));
  }
  h.push(rect(290, -60, 26, 120, c.deep, 10));
  parts.push(group(h, `translate(560 780) rotate(${angle})`));
  return { svg: parts.join(''), shadow: { rx: 380, cy: 1050 } };
};

export const eraser: Template = (ctx) => {
  const { c, v } = ctx;
  const rubber = ctx.hasAccent ? ctx.a : tones(v % 2 ? '#F6A5B5' : '#FFFFFF');
  const angle = ctx.range(-10, 6);
  const block = (sc: number, withLabel: boolean) => {
    const x = -300;
    const y = -110;
    const w = 600;
    const h = 220;
    const dx = 110;
    const dy = 90;
    const sleeveX = x + 190;
    const parts = [
      box(x, y, w, h, dx, dy, { front: rubber.base, top: lighten(rubber.base, 0.5), side: rubber.dark }),
    ];
    if (rubber.base === '#FFFFFF') {
      parts.push(
        stroke(
          `M${sleeveX} ${y + h} H${x} V${y} L${x + dx} ${y - dy} H${sleeveX + dx}`,
          NEUTRAL.paperEdge,
          4,
        ),
        line(x, y, sleeveX, y, NEUTRAL.paperEdge, 4),
      );
    }
    // Cardboard sleeve around the right part.
    parts.push(poly([sleeveX, y, sleeveX + dx, y - dy, x + w + dx, y - dy, x + w, y], c.light));
    parts.push(poly([x + w, y, x + w + dx, y - dy, x + w + dx, y + h - dy, x + w, y + h], c.dark));
    parts.push(rect(sleeveX, y, x + w - sleeveX, h, c.base));
    parts.push(
      rect(sleeveX, y + h - 40, x + w - sleeveX, 16, ctx.a.base === rubber.base ? c.deep : ctx.a.base),
    );
    if (withLabel)
      parts.push(
        text(ctx.label || 'BORRACHA', (sleeveX + x + w) / 2, y + 110, {
          size: 52,
          fill: c.ink,
          maxWidth: 360,
        }),
      );
    return group(parts, `scale(${sc})`);
  };
  const parts: string[] = [];
  if (v % 3 === 1) parts.push(group(block(0.7, false), `translate(660 560) rotate(${angle + 12})`));
  parts.push(group(block(1, true), `translate(520 740) rotate(${angle})`));
  if (v % 3 === 2) {
    for (let i = 0; i < 7; i++) {
      parts.push(
        ellipse(
          220 + ctx.range(0, 180),
          960 + ctx.range(0, 70),
          ctx.range(8, 16),
          ctx.range(5, 9),
          rubber.dark,
        ),
      );
    }
    parts.push(scribble(560, 1000, 260, '#9AA4AE', 6, v));
  }
  return { svg: parts.join(''), shadow: { rx: 380, cy: 1010 } };
};

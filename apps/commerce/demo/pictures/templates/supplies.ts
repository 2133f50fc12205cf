/** Desk and printing supplies drawn as themselves: ink bottles, sharpeners, rulers, thermal rolls. */
import { darken, tones } from '../color';
import { circle, ellipse, group, line, path, poly, rect, rotate, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { box, clipped, pencilShape, rulerShape } from './parts';

/** Garrafa de tinta: a refill bottle of its ink colour with a long nozzle cap and a drop on the label. */
export const inkBottle: Template = (ctx) => {
  const { c, v } = ctx;
  const x = 400;
  const w = 280;
  const top = 560;
  const bottom = 1100;
  const out: string[] = [];
  // Nozzle cap and neck.
  out.push(
    path(
      `M${x + 100} ${top - 20} L${x + 120} ${top - 200} Q${x + 140} ${top - 230} ${x + 160} ${top - 200} L${x + 180} ${top - 20} Z`,
      c.base,
    ),
  );
  out.push(rect(x + 70, top - 60, 140, 70, c.dark, 14));
  for (let i = 0; i < 5; i++) out.push(line(x + 86 + i * 27, top - 52, x + 86 + i * 27, top, c.deep, 4));
  // Bottle: translucent plastic showing the ink level.
  const body = `M${x} ${top + 40} Q${x} ${top} ${x + 40} ${top} H${x + w - 40} Q${x + w} ${top} ${x + w} ${top + 40} V${bottom - 20} Q${x + w} ${bottom} ${x + w - 20} ${bottom} H${x + 20} Q${x} ${bottom} ${x} ${bottom - 20} Z`;
  out.push(path(body, '#F4F7FA', { stroke: NEUTRAL.paperEdge, sw: 4 }));
  out.push(
    clipped(
      `ib${c.base.slice(1)}${v}`,
      path(body, '#000'),
      rect(x, top + 90 + (v % 3) * 30, w, bottom - top, c.base, 0, { opacity: 0.85 }),
    ),
  );
  out.push(rect(x + 24, top + 30, 18, bottom - top - 80, '#FFFFFF', 9, { opacity: 0.6 }));
  // Label with the brand, a drop of ink and the volume.
  out.push(rect(x + 20, top + 170, w - 40, 250, NEUTRAL.paper, 12));
  out.push(text(ctx.label || 'TINTA', x + w / 2, top + 230, { size: 40, fill: '#1F2328', maxWidth: w - 70 }));
  out.push(
    path(
      `M${x + w / 2} ${top + 255} Q${x + w / 2 + 44} ${top + 315} ${x + w / 2} ${top + 345} Q${x + w / 2 - 44} ${top + 315} ${x + w / 2} ${top + 255} Z`,
      c.base,
      { stroke: darken(c.base, 0.25), sw: 3 },
    ),
  );
  out.push(
    text(['65 ml', '70 ml', '108 ml', '135 ml'][v % 4]!, x + w / 2, top + 395, {
      size: 30,
      fill: '#57606A',
      weight: 'normal',
    }),
  );
  return { svg: group(out), shadow: { rx: 200, cy: bottom } };
};

/** Apontador: a sharpener block with its blade (and a shavings box on some), a pencil in it. */
export const sharpener: Template = (ctx) => {
  const { c, v } = ctx;
  const withBox = v % 2 === 0;
  const out: string[] = [];
  const x = 330;
  const y = withBox ? 620 : 760;
  const w = 360;
  const h = withBox ? 440 : 300;
  if (withBox) {
    // Translucent shavings container under the blade block.
    out.push(box(x, y + 180, w, h - 180, 110, 80, { front: c.pale, top: c.light, side: c.light }));
    for (let i = 0; i < 7; i++)
      out.push(
        ellipse(x + 60 + i * 40, y + 380 - (i % 3) * 20, 34, 14, NEUTRAL.wood, {
          transform: rotate(i * 25, x + 60 + i * 40, y + 380),
        }),
      );
  }
  out.push(box(x, y, w, 180, 110, 80, { front: c.base, top: c.light, side: c.dark }));
  // Hole with the blade screwed over it.
  out.push(circle(x + 130, y + 90, 52, c.deep), circle(x + 130, y + 90, 30, '#111418'));
  out.push(poly([x + 200, y + 30, x + 330, y + 30, x + 330, y + 150, x + 200, y + 150], NEUTRAL.metal));
  out.push(
    line(x + 200, y + 35, x + 200, y + 145, NEUTRAL.metalLight, 6),
    circle(x + 265, y + 90, 14, NEUTRAL.metalDark),
  );
  out.push(text(ctx.label, x + w / 2, y + 172, { size: 26, fill: c.ink, maxWidth: w - 60 }));
  // A pencil going into the hole from the left.
  out.push(
    group(
      pencilShape({ body: tones(v % 4 < 2 ? '#F5C400' : '#16A34A'), length: 440 }),
      `translate(${x + 130} ${y + 90}) rotate(200) translate(176 0) scale(0.8)`,
    ),
  );
  return { svg: group(out), shadow: { rx: 300, cx: 560, cy: y + h + 20 } };
};

/** Régua / esquadros: a ruler with a set square leaning on it, in the product's plastic. */
export const ruler: Template = (ctx) => {
  const { c, v } = ctx;
  const out: string[] = [];
  // Set square (a triangle with a triangular hole), then the ruler across it.
  const square = 'M240 1040 L240 480 L800 1040 Z M300 980 L300 640 L640 980 Z';
  out.push(path(square, c.base, { opacity: 0.78, fillRule: 'evenodd', stroke: c.dark, sw: 4 }));
  for (let i = 1; i < 14; i++)
    out.push(line(240, 1040 - i * 40, i % 5 === 0 ? 282 : 264, 1040 - i * 40, c.deep, 3));
  if (v % 2 === 1)
    out.push(path('M760 1040 L980 1040 L870 820 Z', c.light, { opacity: 0.7, stroke: c.dark, sw: 4 }));
  out.push(group(rulerShape(820, c), `translate(560 860) rotate(-24)`));
  out.push(text(ctx.label, 0, 0, { size: 34, fill: c.deep, transform: `translate(600 856) rotate(-24)` }));
  return { svg: group(out), shadow: { rx: 420, cy: 1060 } };
};

/** Bobina térmica / etiqueta: rolls of thermal paper, one unrolling its printed strip. */
export const thermalRoll: Template = (ctx) => {
  const { c, v } = ctx;
  const core = ctx.accentOr(c.base);
  const labels = v % 2 === 1;
  const out: string[] = [];
  const roll = (cx: number, cy: number, r: number) => {
    out.push(ellipse(cx, cy, r, r * 0.32, NEUTRAL.paper, { stroke: NEUTRAL.paperEdge, sw: 3 }));
    out.push(rect(cx - r, cy - 170, 2 * r, 170, NEUTRAL.paper));
    out.push(
      line(cx - r, cy - 170, cx - r, cy, NEUTRAL.paperEdge, 3),
      line(cx + r, cy - 170, cx + r, cy, NEUTRAL.paperEdge, 3),
    );
    out.push(rect(cx + r * 0.55, cy - 170, r * 0.45, 170, NEUTRAL.paperEdge, 0, { opacity: 0.5 }));
    out.push(ellipse(cx, cy - 170, r, r * 0.32, NEUTRAL.paper, { stroke: NEUTRAL.paperEdge, sw: 3 }));
    for (let i = 1; i < 4; i++)
      out.push(
        ellipse(cx, cy - 170, r * (1 - i * 0.18), r * 0.32 * (1 - i * 0.18), 'none', {
          stroke: NEUTRAL.paperLine,
          sw: 2,
        }),
      );
    out.push(ellipse(cx, cy - 170, r * 0.3, r * 0.1, core.base));
  };
  roll(360, 900, 150);
  roll(640, 860, 150);
  // The front roll's strip runs to the floor with receipt lines or labels on it.
  out.push(rect(700, 1010, 130, 40, NEUTRAL.paperEdge, 0));
  roll(560, 1060, 170);
  const strip = 'M700 960 L920 1000 L880 1100 L660 1060 Z';
  out.push(path(strip, NEUTRAL.paper, { stroke: NEUTRAL.paperEdge, sw: 3 }));
  for (let i = 0; i < 4; i++) {
    if (labels)
      out.push(
        rect(700 + i * 50, 985 + i * 9, 40, 60, c.pale, 6, {
          transform: rotate(10, 720 + i * 50, 1015 + i * 9),
        }),
      );
    else out.push(line(690 + i * 48, 990 + i * 8, 690 + i * 48 + 10, 1040 + i * 8, '#6B7280', 4));
  }
  out.push(text(ctx.label, 560, 960, { size: 40, fill: '#1F2328', maxWidth: 280 }));
  out.push(
    text(labels ? '100 x 150 mm' : '80 mm x 40 m', 560, 1010, {
      size: 28,
      fill: '#57606A',
      weight: 'normal',
      maxWidth: 280,
    }),
  );
  return { svg: group(out), shadow: { rx: 420, cy: 1100 } };
};

/** Office appliances and devices: coffee makers, a capsule machine, a no-break, a webcam, a footrest. */
import { darken, lighten } from '../color';
import { circle, ellipse, group, line, path, rect, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { box, clipped, edgeIfLight } from './parts';

const GLASS = '#DCE8F0';
const COFFEE = '#4A2C1A';

/** Cafeteira elétrica: a water tower with the filter hood, a glass jug of coffee on the hot plate. */
export const coffeeMaker: Template = (ctx) => {
  const { c, v } = ctx;
  const switchColor = ctx.accentOr('#E4002B');
  const out: string[] = [];
  const left = 290;
  const right = 800;
  // Tower at the back (holds the water tank), with its water gauge.
  out.push(rect(600, 390, right - 600, 690, c.base, 24, { stroke: c.edge, sw: 3 }));
  out.push(rect(600, 390, 40, 690, c.light, 0, { opacity: 0.5 }));
  out.push(rect(right - 50, 390, 50, 690, c.dark, 0, { opacity: 0.6 }));
  out.push(rect(690, 540, 40, 300, GLASS, 12, { stroke: c.deep, sw: 4 }));
  out.push(rect(696, 640 + (v % 3) * 30, 28, 194 - (v % 3) * 30, '#7DD3FC', 8));
  for (let i = 0; i < 4; i++) out.push(line(700, 580 + i * 60, 720, 580 + i * 60, c.deep, 3));
  // Filter hood over the jug.
  out.push(
    path(
      `M${left} 420 Q${left} 380 ${left + 40} 380 H${right} V540 H${left + 40} Q${left} 540 ${left} 500 Z`,
      c.base,
    ),
  );
  out.push(rect(left + 20, 390, right - left - 40, 26, c.light, 12, { opacity: 0.6 }));
  out.push(rect(left + 30, 520, 300, 20, c.deep, 8));
  // Base with the hot plate and the power switch.
  out.push(rect(left, 1010, right - left, 90, c.base, 22));
  out.push(rect(left, 1010, right - left, 20, c.light, 10, { opacity: 0.5 }));
  out.push(rect(left + 360, 1040, 70, 34, switchColor.base, 8));
  out.push(circle(left + 470, 1057, 9, '#F97316'));
  // Glass jug: coffee inside, a lid and a handle.
  const jug = `M330 600 H590 L610 700 Q620 760 610 900 Q600 1000 560 1010 H360 Q320 1000 310 900 Q300 760 310 700 Z`;
  out.push(path(jug, GLASS, { opacity: 0.85, stroke: lighten(NEUTRAL.metalDark, 0.2), sw: 4 }));
  out.push(
    clipped(`cm${c.base.slice(1)}${v}`, path(jug, '#000'), rect(290, 780 - (v % 2) * 40, 340, 260, COFFEE)),
  );
  out.push(rect(340, 640, 14, 120, '#FFFFFF', 7, { opacity: 0.7 }));
  out.push(rect(320, 570, 280, 44, NEUTRAL.plastic, 14));
  out.push(
    path('M300 660 Q230 660 230 740 V860 Q230 920 300 920', 'none', { stroke: NEUTRAL.plastic, sw: 34 }),
  );
  out.push(text(ctx.label, 700, 470, { size: 34, fill: c.ink, maxWidth: 180 }));
  return { svg: group(out), shadow: { rx: 320, cx: 545, cy: 1100 } };
};

/** Cafeteira de cápsulas: a rounded machine with the capsule lid on top, a cup on the drip tray. */
export const espressoMachine: Template = (ctx) => {
  const { c, v } = ctx;
  const trim = ctx.accentOr('#C0A062');
  const out: string[] = [];
  // Water tank behind, to the right.
  out.push(rect(660, 430, 150, 600, GLASS, 30, { opacity: 0.9, stroke: NEUTRAL.metalDark, sw: 3 }));
  out.push(rect(672, 600 + (v % 3) * 40, 126, 420 - (v % 3) * 40, '#BFDBFE', 22));
  // Body: a tall rounded shell with the cup recess cut out.
  const shell = 'M360 1080 V520 Q360 380 520 380 Q700 380 700 520 V1080 Z';
  out.push(path(shell, c.base, { stroke: c.edge, sw: 3 }));
  out.push(
    clipped(
      `em${c.base.slice(1)}`,
      path(shell, '#000'),
      rect(360, 380, 60, 700, c.light, 0, { opacity: 0.45 }) + rect(640, 380, 60, 700, c.dark),
    ),
  );
  // Capsule lid and lever on top.
  out.push(path('M410 450 Q530 360 650 450 Z', trim.base));
  out.push(rect(500, 350, 60, 70, trim.dark, 18));
  // Recess with the spout, the drip tray and a cup.
  out.push(rect(390, 640, 280, 380, c.deep, 40));
  out.push(rect(505, 640, 50, 70, NEUTRAL.metalDark, 10));
  out.push(rect(370, 1010, 320, 70, NEUTRAL.metal, 16));
  for (let i = 0; i < 7; i++) out.push(rect(392 + i * 40, 1030, 24, 10, NEUTRAL.metalDark, 4));
  out.push(
    path('M460 880 H600 L590 1000 Q588 1012 576 1012 H484 Q472 1012 470 1000 Z', NEUTRAL.paper, {
      stroke: NEUTRAL.paperEdge,
      sw: 3,
    }),
  );
  out.push(ellipse(530, 880, 70, 12, COFFEE));
  out.push(path('M600 900 Q640 905 636 940 Q632 970 594 968', 'none', { stroke: NEUTRAL.paper, sw: 12 }));
  out.push(line(530, 720, 530, 860, COFFEE, 8, { opacity: 0.8 }));
  out.push(circle(530, 560, 26, trim.base), circle(530, 560, 14, trim.light));
  out.push(text(ctx.label, 530, 620, { size: 30, fill: c.ink, maxWidth: 260 }));
  return { svg: group(out), shadow: { rx: 260, cx: 580, cy: 1090 } };
};

/** Brazilian three-pin socket (NBR 14136): a round recess with its holes. */
function socket(cx: number, cy: number, face: string, hole: string): string {
  return [
    circle(cx, cy, 38, darken(face, 0.12)),
    circle(cx, cy, 32, face),
    circle(cx - 13, cy - 4, 6, hole),
    circle(cx + 13, cy - 4, 6, hole),
    circle(cx, cy + 15, 6, hole),
  ].join('');
}

/** Nobreak (UPS): a tower with a display, a power button, status lights and three-pin sockets. */
export const ups: Template = (ctx) => {
  const { c, v } = ctx;
  const button = ctx.accentOr('#16A34A');
  const x = 330;
  const y = 440;
  const w = 380;
  const h = 640;
  const out: string[] = [];
  out.push(box(x, y, w, h, 130, 100, { front: c.base, top: c.light, side: c.dark }));
  out.push(edgeIfLight(c, `M${x} ${y} h${w} v${h} h-${w} Z`));
  // Front panel: display, power button and status lights.
  out.push(rect(x + 40, y + 50, w - 80, 250, c.dark, 18));
  out.push(rect(x + 70, y + 80, 170, 80, '#A7F3D0', 8));
  out.push(
    text(v % 2 === 0 ? '120V' : '100%', x + 155, y + 134, {
      size: 36,
      fill: '#065F46',
      family: 'DejaVu Sans Mono, monospace',
    }),
  );
  out.push(circle(x + w - 90, y + 120, 40, button.base), circle(x + w - 90, y + 120, 28, c.dark));
  out.push(path(`M${x + w - 90} ${y + 100} v22`, 'none', { stroke: button.base, sw: 7, linecap: 'round' }));
  for (const [i, led] of ['#22C55E', '#F59E0B', '#EF4444'].entries())
    out.push(circle(x + 80 + i * 50, y + 220, 11, led));
  out.push(text(ctx.label, x + w / 2, y + 285, { size: 36, fill: c.ink, maxWidth: w - 120 }));
  // Sockets: two rows, a few more on bigger models.
  const count = 4 + (v % 2) * 2;
  for (let i = 0; i < count; i++) {
    const col = i % 2;
    const row = Math.floor(i / 2);
    out.push(socket(x + 120 + col * 140, y + 380 + row * 90, NEUTRAL.metalLight, NEUTRAL.plastic));
  }
  // Vent grooves on the side.
  for (let i = 0; i < 6; i++)
    out.push(line(x + w + 30, y + 120 + i * 60, x + w + 100, y + 68 + i * 60, c.deep, 6, { opacity: 0.6 }));
  return { svg: group(out), shadow: { rx: 300, cx: 580, cy: y + h + 10 } };
};

/** Webcam: a rounded bar with a big lens, microphones either side, on its folding clip. */
export const webcam: Template = (ctx) => {
  const { c, v } = ctx;
  const led = ctx.accentOr('#22C55E');
  const out: string[] = [];
  const cx = 540;
  const cy = 600;
  const w = v % 2 === 0 ? 560 : 460;
  // Cable down to the floor and the folding clip.
  out.push(
    path(`M${cx + 120} 700 C${cx + 200} 860 ${cx + 340} 900 ${cx + 300} 1060`, 'none', {
      stroke: NEUTRAL.plastic,
      sw: 14,
    }),
  );
  out.push(rect(cx + 284, 1040, 36, 70, NEUTRAL.metal, 6));
  out.push(path(`M${cx - 60} 700 H${cx + 60} L${cx + 100} 1040 H${cx - 100} Z`, c.dark));
  out.push(rect(cx - 180, 1030, 360, 60, c.base, 20));
  out.push(rect(cx - 70, 690, 140, 40, c.deep, 12));
  // Body.
  out.push(rect(cx - w / 2, cy - 110, w, 220, c.base, 110, { stroke: c.edge, sw: 3 }));
  out.push(rect(cx - w / 2 + 60, cy - 96, w - 120, 26, c.light, 13, { opacity: 0.6 }));
  // Lens: bezel, glass, reflections.
  out.push(circle(cx, cy, 96, NEUTRAL.plastic), circle(cx, cy, 78, NEUTRAL.plasticLight));
  out.push(circle(cx, cy, 58, '#0B1A2E'), circle(cx, cy, 30, '#1E3A5F'));
  out.push(
    circle(cx - 22, cy - 22, 12, '#FFFFFF', { opacity: 0.75 }),
    circle(cx + 18, cy + 16, 6, '#FFFFFF', { opacity: 0.4 }),
  );
  // Microphone grilles and the activity light.
  for (const side of [-1, 1])
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 2; j++)
        out.push(circle(cx + side * (w / 2 - 70 - i * 22), cy - 12 + j * 24, 6, c.deep));
  out.push(circle(cx + 130, cy - 60, 10, led.base));
  out.push(text(ctx.label, cx, cy + 90, { size: 24, fill: c.ink, maxWidth: 180 }));
  return { svg: group(out), shadow: { rx: 300, cy: 1100 } };
};

/** Apoio para os pés: a tilted footplate with grip ridges on a rocking base. */
export const footrest: Template = (ctx) => {
  const { c, v } = ctx;
  const ridge = ctx.hasAccent ? ctx.a : { ...c, base: c.light };
  const out: string[] = [];
  const tilt = 150 + (v % 3) * 25;
  // Base frame on the floor and the two struts the plate rocks on.
  out.push(rect(240, 1040, 600, 50, c.deep, 22));
  for (const x of [300, 720])
    out.push(rect(x, 990, 60, 60, c.dark, 10), circle(x + 30, 1010, 12, NEUTRAL.metal));
  // Footplate seen from above and in front: its top surface slopes up to the back.
  const top = [150, 960, 930, 960, 850, 960 - tilt - 240, 230, 960 - tilt - 240];
  const d = `M${top[0]} ${top[1]} L${top[2]} ${top[3]} L${top[4]} ${top[5]} L${top[6]} ${top[7]} Z`;
  out.push(rect(150, 955, 780, 45, c.dark, 12));
  out.push(path(d, c.base, { stroke: c.edge, sw: 3 }));
  // Ridges across the plate (massage bumps on some models).
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const y = 960 - (tilt + 240) * t;
    const x1 = 150 + 80 * t;
    const x2 = 930 - 80 * t;
    if (v % 2 === 0) out.push(line(x1 + 30, y, x2 - 30, y, ridge.base, 12));
    else for (let x = x1 + 50; x < x2 - 30; x += 70) out.push(circle(x, y, 10, ridge.base));
  }
  out.push(path(`M150 960 L930 960`, 'none', { stroke: c.light, sw: 8 }));
  out.push(text(ctx.label, 540, 992, { size: 28, fill: c.ink, maxWidth: 300 }));
  return { svg: group(out), shadow: { rx: 430, cy: 1090 } };
};

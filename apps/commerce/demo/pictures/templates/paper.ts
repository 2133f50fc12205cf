/** Paper goods: notebook, paper ream, folder, binder, envelope, sticky notes, planner. */
import { lighten, tones } from '../color';
import { circle, group, line, path, poly, rect, ringPath, rotate, stroke, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { clipped, scribble } from './parts';

function coverPattern(
  kind: number,
  x: number,
  y: number,
  w: number,
  h: number,
  light: string,
  accent: string,
): string {
  const out: string[] = [];
  switch (kind % 4) {
    case 0:
      out.push(poly([x, y + h * 0.72, x + w, y + h * 0.42, x + w, y + h * 0.58, x, y + h * 0.88], accent));
      break;
    case 1:
      for (let yy = y + 40; yy < y + h; yy += 56) {
        for (let xx = x + 40 + ((yy / 56) % 2) * 28; xx < x + w; xx += 56) out.push(circle(xx, yy, 9, light));
      }
      break;
    case 2:
      out.push(
        circle(x + w * 0.85, y + h * 0.8, w * 0.45, light),
        circle(x + w * 0.25, y + h * 0.95, w * 0.3, accent),
      );
      break;
    default:
      out.push(rect(x, y + h * 0.66, w, 46, accent), rect(x, y + h * 0.66 + 66, w, 22, light));
  }
  return out.join('');
}

export const notebook: Template = (ctx) => {
  const { c, a, v } = ctx;
  const x = 280;
  const y = 230;
  const w = 550;
  const h = 860;
  const out: string[] = [];
  // Page block peeking out at the right and bottom.
  out.push(rect(x + 18, y + 16, w, h, NEUTRAL.paper, 14, { stroke: NEUTRAL.paperEdge, sw: 3 }));
  out.push(rect(x + 10, y + 8, w, h, NEUTRAL.paper, 14, { stroke: NEUTRAL.paperEdge, sw: 3 }));
  const cover = path(
    `M${x} ${y} H${x + w - 20} a20 20 0 0 1 20 20 V${y + h - 20} a20 20 0 0 1 -20 20 H${x} Z`,
    c.base,
  );
  out.push(cover);
  out.push(
    clipped(
      'nb-cover',
      path(`M${x} ${y} H${x + w - 20} a20 20 0 0 1 20 20 V${y + h - 20} a20 20 0 0 1 -20 20 H${x} Z`, '#000'),
      coverPattern(v, x, y, w, h, c.light, a.base) +
        rect(x + w - 26, y, 26, h, c.dark) +
        rect(x, y, 70, h, c.dark),
    ),
  );
  // Label plate.
  const lx = x + 120;
  const ly = y + 110;
  out.push(rect(lx, ly, 360, 190, NEUTRAL.paper, 14));
  out.push(rect(lx, ly, 360, 20, a.base, 0));
  out.push(text(ctx.label || 'CADERNO', lx + 180, ly + 100, { size: 50, fill: '#1F2328', maxWidth: 320 }));
  for (const yy of [ly + 135, ly + 165]) out.push(line(lx + 30, yy, lx + 330, yy, NEUTRAL.paperLine, 4));
  // Wire spiral through the punched holes.
  for (let yy = y + 36; yy < y + h - 20; yy += 38) {
    out.push(stroke(`M${x - 22} ${yy + 10} Q${x - 6} ${yy + 22} ${x + 28} ${yy + 12}`, NEUTRAL.metalDark, 7));
    out.push(circle(x + 32, yy + 4, 8, c.deep));
    out.push(stroke(`M${x + 32} ${yy + 4} Q${x + 4} ${yy - 18} ${x - 22} ${yy + 10}`, NEUTRAL.metal, 9));
  }
  return { svg: group(out, `rotate(${ctx.range(-4, 4) + (v % 2 ? 3 : -2)} 540 660)`), shadow: { rx: 340 } };
};

export const paperReam: Template = (ctx) => {
  const { c, a, v } = ctx;
  const stacked = v % 3 === 1;
  const ream = (oy: number, withText: boolean) => {
    const x = 170;
    const w = 640;
    const fy = 800 + oy;
    const fh = 170;
    const dx = 110;
    const dy = 400;
    const out: string[] = [];
    out.push(poly([x + w, fy, x + w + dx, fy - dy, x + w + dx, fy + fh - dy, x + w, fy + fh], c.deep));
    out.push(rect(x, fy, w, fh, c.dark));
    // Top face drawn in its own 640 x 400 coordinates and sheared into place.
    const top: string[] = [rect(0, 0, w, dy, c.base)];
    const swoosh = [
      'M0 300 C200 200 420 380 640 220 V300 C420 430 220 270 0 360 Z',
      'M0 60 C180 140 460 -20 640 90 V150 C440 40 200 200 0 120 Z',
      'M0 250 C260 400 380 120 640 260 V320 C380 180 260 460 0 320 Z',
    ][v % 3]!;
    top.push(path(swoosh, lighten(c.base, 0.85), { opacity: 0.9 }));
    top.push(path(swoosh, a.base, { transform: 'translate(0 46)', opacity: 0.95 }));
    top.push(rect(0, 0, w, 26, c.light));
    if (withText) {
      top.push(text(ctx.label || 'PAPEL A4', 300, 175, { size: 96, fill: c.ink, maxWidth: 470 }));
      const bx = v % 4 === 3 ? 80 : 560;
      top.push(circle(bx, 78, 50, a.base));
      top.push(text('A4', bx, 96, { size: 46, fill: a.ink }));
    }
    out.push(group(top, `matrix(1 0 ${-dx / dy} 1 ${x + dx} ${fy - dy})`));
    if (withText) {
      out.push(
        text('500 folhas  ·  75 g/m²  ·  210 x 297 mm', x + w / 2, fy + 98, {
          size: 34,
          fill: c.ink,
          maxWidth: w - 60,
          weight: 'normal',
        }),
      );
    }
    out.push(line(x, fy, x + w, fy, c.light, 4), line(x + w, fy, x + w + dx, fy - dy, c.light, 4));
    return out.join('');
  };
  const out: string[] = [];
  if (stacked) {
    out.push(group(ream(140, false), 'translate(-36 0)'));
    out.push(ream(-30, true));
  } else {
    out.push(ream(120, true));
  }
  return { svg: group(out), shadow: { rx: 380, cx: 560, cy: 1110 } };
};

export const folder: Template = (ctx) => {
  const { c, v } = ctx;
  const x = 230;
  const w = 620;
  const tabRight = v % 2 === 1;
  const tx = tabRight ? x + w - 270 : x + 20;
  const out: string[] = [];
  out.push(path(`M${x} 300 H${tx} l30 -70 H${tx + 220} l30 70 H${x + w} V1100 H${x} Z`, c.dark));
  // Papers inside.
  out.push(
    group(
      rect(0, 0, 540, 700, NEUTRAL.paper, 6, { stroke: NEUTRAL.paperEdge, sw: 3 }),
      `translate(${x + 40} 330) ${rotate(-4, 270, 350)}`,
    ),
  );
  const sheet: string[] = [rect(0, 0, 540, 700, NEUTRAL.paper, 6, { stroke: NEUTRAL.paperEdge, sw: 3 })];
  for (let i = 0; i < 3; i++)
    sheet.push(rect(50, 50 + i * 40, i === 0 ? 260 : 420, 14, NEUTRAL.paperLine, 7));
  out.push(group(sheet, `translate(${x + 45} 310) ${rotate(2, 270, 350)}`));
  const translucent = v % 3 === 2;
  const front: string[] = [];
  front.push(rect(x, 420, w, 680, c.base, 12, { opacity: translucent ? 0.86 : undefined }));
  front.push(rect(x, 420, w, 22, c.light, 0));
  front.push(rect(x, 1070, w, 30, c.dark, 0));
  front.push(rect(x + 60, 860, 280, 150, NEUTRAL.paper, 10));
  front.push(text(ctx.label || 'PASTA', x + 200, 935, { size: 44, fill: '#1F2328', maxWidth: 240 }));
  front.push(line(x + 90, 975, x + 310, 975, NEUTRAL.paperLine, 4));
  if (v % 2 === 0) {
    // Elastic cords over the corners.
    front.push(line(x + w - 110, 410, x + w + 8, 528, c.deep, 14));
    front.push(line(x + w - 110, 1110, x + w + 8, 992, c.deep, 14));
  } else {
    front.push(circle(x + w - 70, 760, 24, NEUTRAL.metal), circle(x + w - 70, 760, 10, NEUTRAL.metalDark));
  }
  out.push(front.join(''));
  return { svg: group(out, rotate(ctx.range(-3, 3), 540, 700)), shadow: { rx: 350 } };
};

export const binder: Template = (ctx) => {
  const { c, a, v } = ctx;
  const one = (t: typeof c, withLabel: boolean) => {
    const out: string[] = [];
    // Cover seen at an angle, top edge with the pages, then the spine facing us.
    out.push(poly([640, 250, 860, 190, 860, 1050, 640, 1110], t.dark));
    out.push(poly([380, 250, 600, 190, 860, 190, 640, 250], NEUTRAL.paper));
    out.push(poly([380, 250, 600, 190, 620, 190, 400, 250], t.light));
    out.push(poly([620, 250, 840, 190, 860, 190, 640, 250], t.light));
    out.push(rect(380, 250, 260, 860, t.base));
    out.push(rect(380, 250, 26, 860, t.light));
    out.push(rect(614, 250, 26, 860, t.dark));
    if (v % 2 === 0) out.push(rect(380, 250, 260, 44, a.base));
    out.push(rect(422, 340, 176, 400, NEUTRAL.metalLight, 10));
    out.push(rect(434, 352, 152, 376, NEUTRAL.paper, 6));
    if (withLabel) {
      out.push(
        text(ctx.label || 'ARQUIVO', 0, 0, {
          size: 58,
          fill: '#1F2328',
          maxWidth: 340,
          transform: 'translate(530 540) rotate(-90)',
        }),
      );
      out.push(line(548, 390, 548, 690, NEUTRAL.paperLine, 4));
    }
    out.push(path(ringPath(510, 960, 56, 56, 38, 38), NEUTRAL.metal, { fillRule: 'evenodd' }));
    out.push(circle(510, 960, 38, t.deep));
    out.push(rect(380, 1088, 260, 22, NEUTRAL.metal));
    return out.join('');
  };
  const out: string[] = [];
  if (v % 3 === 1)
    out.push(group(one(ctx.hasAccent ? a : tones(lighten(c.base, 0.3)), false), 'translate(-250 10)'));
  out.push(one(c, true));
  const dx = v % 3 === 1 ? 70 : 0;
  return {
    svg: group(out, `translate(${dx} 0)`),
    shadow: { rx: v % 3 === 1 ? 400 : 300, cx: v % 3 === 1 ? 520 : 610, cy: 1110 },
  };
};

export const envelope: Template = (ctx) => {
  const { c, a, v } = ctx;
  const back = (t: typeof c) => {
    const x = -380;
    const y = -240;
    const w = 760;
    const h = 480;
    return [
      rect(x, y, w, h, t.base, 8),
      poly([x, y, 0, 20, x, y + h], t.light),
      poly([x + w, y, 0, 20, x + w, y + h], t.light),
      poly([x, y + h, 0, -20, x + w, y + h], t.base),
      poly([x, y, 0, 50, x + w, y], t.dark),
      poly([x, y, 0, 30, x + w, y], lighten(t.dark, 0.15)),
    ].join('');
  };
  const front = (t: typeof c) => {
    const out = [rect(-380, -240, 760, 480, t.base, 8), rect(-380, 200, 760, 40, t.dark, 0)];
    out.push(rect(230, -200, 110, 130, a.base, 6), rect(244, -186, 82, 102, a.light, 4));
    out.push(text(ctx.label, -330, -170, { size: 32, fill: t.ink, anchor: 'start', maxWidth: 300 }));
    for (let i = 0; i < 3; i++)
      out.push(rect(-120, 10 + i * 50, i === 2 ? 200 : 300, 16, t.deep, 8, { opacity: 0.55 }));
    if (v % 4 === 2) out.push(rect(-330, 20, 300, 130, NEUTRAL.paper, 8, { opacity: 0.85 }));
    return out.join('');
  };
  const out: string[] = [];
  const ang = ctx.range(-3, 3);
  out.push(group(front(c), `translate(${v % 2 ? 560 : 520} 580) rotate(${-9 + ang})`));
  out.push(group(back(c), `translate(${v % 2 ? 520 : 560} 800) rotate(${5 + ang})`));
  return { svg: out.join(''), shadow: { rx: 400, cy: 1080 } };
};

export const stickyNotes: Template = (ctx) => {
  const { c, v } = ctx;
  const pad = (t: typeof c, curl: boolean, lines: number) => {
    const s = 520;
    const out: string[] = [];
    for (let i = 6; i >= 1; i--)
      out.push(rect(i * 3, i * 5, s, s, i % 2 ? t.dark : lighten(t.dark, 0.25), 4));
    if (curl) {
      out.push(path(`M0 0 H${s} V${s - 110} L${s - 110} ${s} H0 Z`, t.base));
      out.push(poly([s, s - 110, s - 110, s, s - 70, s - 70], t.light));
      out.push(poly([s - 110, s, s - 70, s - 70, s - 84, s - 20], t.dark, { opacity: 0.5 }));
    } else {
      out.push(rect(0, 0, s, s, t.base, 4));
    }
    out.push(rect(0, 0, s, 60, t.light, 4));
    for (let i = 0; i < lines; i++)
      out.push(scribble(60, 150 + i * 80, i === lines - 1 ? 220 : 360, t.deep, 9, i + v));
    return out.join('');
  };
  const out: string[] = [];
  const second = ctx.hasAccent ? ctx.a : tones(lighten(c.base, 0.4));
  if (v % 2 === 1)
    out.push(group(pad(second, false, 0), `translate(420 250) rotate(${10 + ctx.range(-3, 3)})`));
  if (v % 3 === 2)
    out.push(group(pad(tones('#7DD3FC'), false, 0), 'translate(250 300) rotate(-12) scale(0.8)'));
  out.push(group(pad(c, true, 2 + (v % 2)), `translate(270 440) rotate(${-5 + ctx.range(-3, 3)})`));
  return { svg: out.join(''), shadow: { rx: 360, cy: 1040 } };
};

export const planner: Template = (ctx) => {
  const { c, v } = ctx;
  const band = ctx.a;
  const x = 300;
  const y = 240;
  const w = 480;
  const h = 850;
  const out: string[] = [];
  out.push(rect(x + 24, y + 14, w, h, NEUTRAL.paper, 20, { stroke: NEUTRAL.paperEdge, sw: 3 }));
  for (let yy = y + 60; yy < y + h; yy += 18)
    out.push(line(x + w + 4, yy, x + w + 20, yy, NEUTRAL.paperLine, 2));
  // Ribbon bookmark hanging below the book.
  out.push(
    poly(
      [
        x + 120,
        y + h - 10,
        x + 150,
        y + h - 10,
        x + 150,
        y + h + 50,
        x + 135,
        y + h + 36,
        x + 120,
        y + h + 50,
      ],
      band.dark,
    ),
  );
  out.push(rect(x, y, w, h, c.base, 20));
  out.push(
    clipped(
      'pl-cover',
      rect(x, y, w, h, '#000', 20),
      [
        v % 3 === 0
          ? Array.from({ length: 14 }, (_, i) =>
              line(x - 200 + i * 60, y + h, x + 200 + i * 60, y, c.light, 14, { opacity: 0.5 }),
            ).join('')
          : '',
        v % 3 === 1 ? poly([x, y + h, x + w, y + h - 260, x + w, y + h], c.light) : '',
        rect(x, y, 56, h, c.dark),
      ].join(''),
    ),
  );
  // Embossed frame and title.
  out.push(rect(x + 110, y + 250, 290, 240, 'none', 12, { stroke: c.light, sw: 5 }));
  out.push(text(ctx.label || 'PLANNER', x + 255, y + 390, { size: 58, fill: c.ink, maxWidth: 250 }));
  if (v % 3 === 2)
    for (const [dx, dy] of [
      [0, 0],
      [w - 70, 0],
      [0, h - 70],
      [w - 70, h - 70],
    ] as const)
      out.push(rect(x + dx, y + dy, 70, 70, '#D4AF37', dx ? 18 : 10, { opacity: 0.9 }));
  // Elastic band.
  if (v % 2 === 0)
    out.push(
      rect(x + w - 100, y - 6, 30, h + 12, band.base, 6),
      rect(x + w - 100, y - 6, 10, h + 12, band.light, 4),
    );
  else
    out.push(
      rect(x - 6, y + h - 240, w + 36, 30, band.base, 6),
      rect(x - 6, y + h - 240, w + 36, 10, band.light, 4),
    );
  return { svg: group(out, rotate(ctx.range(-3, 3), 540, 660)), shadow: { rx: 300 } };
};

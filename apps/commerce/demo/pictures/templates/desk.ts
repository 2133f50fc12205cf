/** Desk tools: stapler, staples, clips, scissors, glue, tape, calculator, organiser, whiteboard. */
import { darken, lighten, type Tones, tones } from '../color';
import {
  circle,
  ellipse,
  group,
  line,
  MONO_FAMILY,
  path,
  poly,
  rect,
  ringPath,
  rotate,
  stroke,
  text,
} from '../svg';
import { NEUTRAL, type Template } from './context';
import { box, clipped, pencilShape, penShape, rulerShape, scribble } from './parts';

export const stapler: Template = (ctx) => {
  const { c, v } = ctx;
  const baseColor = darken(c.base, 0.55);
  const open = v % 3 === 1 ? -9 : 0;
  const out: string[] = [];
  if (v % 3 === 2) {
    // Stapled sheets lying in front.
    out.push(
      group(
        [
          rect(0, 0, 300, 90, NEUTRAL.paper, 4, { stroke: NEUTRAL.paperEdge, sw: 3 }),
          rect(30, 20, 50, 8, NEUTRAL.metalDark, 3),
        ],
        'translate(620 1010) rotate(-4)',
      ),
    );
  }
  // Base with the anvil at the front.
  out.push(path('M170 1100 H900 Q925 1100 925 1075 V1040 H240 Q170 1040 170 1080 Z', baseColor));
  out.push(rect(180, 1040, 720, 12, lighten(baseColor, 0.2), 6));
  out.push(rect(200, 1030, 120, 14, NEUTRAL.metal, 4));
  out.push(rect(840, 960, 70, 90, baseColor, 14));
  const arm: string[] = [];
  arm.push(rect(230, 965, 630, 55, NEUTRAL.metal, 8));
  arm.push(rect(230, 965, 630, 12, NEUTRAL.metalLight, 6));
  arm.push(
    path(
      'M185 985 C180 935 200 905 255 895 L690 845 C800 832 885 850 895 930 L900 990 Q900 1000 890 1000 L200 1000 Q186 1000 185 985 Z',
      c.base,
    ),
  );
  arm.push(
    path(
      'M200 925 C212 905 230 900 258 896 L690 846 C800 833 880 850 893 915 C860 872 800 868 690 878 L260 922 C235 925 215 930 200 925 Z',
      c.light,
    ),
  );
  arm.push(rect(186, 972, 714, 28, c.dark, 12));
  arm.push(text(ctx.label, 560, 960, { size: 46, fill: c.ink, maxWidth: 360 }));
  arm.push(circle(862, 1000, 26, NEUTRAL.metal), circle(862, 1000, 10, NEUTRAL.metalDark));
  out.push(group(arm, rotate(open, 862, 1000)));
  if (Math.floor(v / 3) % 2 === 1) out.push(group(stapleStrip(260), 'translate(230 1070) rotate(-3)'));
  return { svg: group(out, 'translate(-78 -243) scale(1.13)'), shadow: { rx: 440, cy: 1005 } };
};

function stapleStrip(w: number): string {
  const out = [rect(0, 0, w, 30, NEUTRAL.metal, 3), rect(0, 0, w, 8, NEUTRAL.metalLight, 3)];
  for (let x = 6; x < w; x += 9) out.push(line(x, 8, x, 30, NEUTRAL.metalDark, 2, { opacity: 0.5 }));
  return out.join('');
}

export const staples: Template = (ctx) => {
  const { c, a, v } = ctx;
  const size = ['26/6', '24/6', '23/10', '26/6'][v % 4]!;
  const out: string[] = [];
  const x = 230;
  const y = 640;
  const w = 520;
  const h = 300;
  out.push(box(x, y, w, h, 150, 150, { front: c.base, top: c.light, side: c.dark }));
  out.push(poly([x, y, x + 150, y - 150, x + w + 150, y - 150, x + w, y], c.light));
  out.push(
    poly([x + 20, y - 8, x + 150, y - 138, x + w + 130, y - 138, x + w, y - 8], lighten(c.light, 0.12)),
  );
  out.push(
    group(
      text(ctx.label, 0, 0, { size: 56, fill: c.ink, maxWidth: 360 }),
      `matrix(1 0 -1 1 ${x + w / 2 + 75} ${y - 60})`,
    ),
  );
  out.push(rect(x, y + 70, w, 150, a.base));
  out.push(text(size, x + w / 2, y + 175, { size: 96, fill: a.ink }));
  out.push(text('5000 grampos', x + w / 2, y + 270, { size: 34, fill: c.ink, weight: 'normal' }));
  const strips = 1 + (v % 3);
  for (let i = 0; i < strips; i++) {
    out.push(group(stapleStrip(340), `translate(${260 + i * 70} ${1030 + i * 26}) rotate(${-6 + i * 5})`));
  }
  return { svg: group(out, 'translate(0 40)'), shadow: { rx: 400, cy: 1110 } };
};

const CLIP_PATH =
  'M25 90 L25 260 A25 25 0 0 0 75 260 L75 45 A37.5 37.5 0 0 0 0 45 L0 290 A50 50 0 0 0 100 290 L100 70';

function clip(color: Tones, x: number, y: number, angle: number, scale: number): string {
  return group(
    [
      stroke(CLIP_PATH, color.deep, 17),
      stroke(CLIP_PATH, color.base, 11),
      stroke(CLIP_PATH, color.light, 4, { transform: 'translate(-3 -3)', opacity: 0.9 }),
    ],
    `translate(${x} ${y}) rotate(${angle}) scale(${scale}) translate(-50 -170)`,
  );
}

export const clips: Template = (ctx) => {
  const { c, a, v } = ctx;
  const metal = tones(NEUTRAL.metal);
  const palette = [
    c,
    ctx.hasAccent ? a : metal,
    tones(lighten(c.base, 0.35)),
    ctx.hasAccent ? tones(lighten(a.base, 0.3)) : c,
    c,
  ];
  const out: string[] = [];
  // A little clear box behind on some variants.
  if (v % 2 === 1) {
    out.push(
      box(300, 500, 400, 260, 140, 110, {
        front: lighten(c.base, 0.75),
        top: lighten(c.base, 0.85),
        side: lighten(c.base, 0.6),
      }),
    );
    out.push(rect(340, 560, 320, 100, NEUTRAL.paper, 8));
    out.push(text(ctx.label || 'CLIPES', 500, 625, { size: 48, fill: '#1F2328', maxWidth: 280 }));
  }
  const spots: [number, number][] = [
    [380, 840],
    [560, 800],
    [720, 860],
    [470, 960],
    [640, 990],
  ];
  spots.forEach(([x, y], i) => {
    out.push(
      clip(
        palette[(i + v) % palette.length]!,
        x + ctx.range(-20, 20),
        y + ctx.range(-20, 20),
        ctx.range(-70, 70),
        1.25,
      ),
    );
  });
  return { svg: group(out, v % 2 ? '' : 'translate(0 -120)'), shadow: { rx: 380, cy: v % 2 ? 1120 : 1030 } };
};

export const scissors: Template = (ctx) => {
  const { c, v } = ctx;
  const openDeg = [10, 16, 6, 20][v % 4]!;
  const blade = (mirror: boolean, big: boolean) => {
    const t = [
      poly([-8, 50, -26, 0, -12, -260, 2, -440, 22, -50, 16, 50], NEUTRAL.metal),
      poly([2, -440, 22, -50, 16, 50, 6, 50, 8, -60], NEUTRAL.metalDark),
      poly([-26, 0, -12, -260, -2, -260, -14, 0], NEUTRAL.metalLight),
    ];
    const rx = big ? 96 : 78;
    const ry = big ? 140 : 110;
    const hc: [number, number] = [-70, 60 + ry + 40];
    const handle = [
      poly([-24, 30, 24, 30, hc[0] + 40, hc[1] - ry + 20, hc[0] - 30, hc[1] - ry + 20], c.base),
      path(ringPath(hc[0], hc[1], rx, ry, rx - 34, ry - 36), c.base, {
        fillRule: 'evenodd',
        stroke: c.edge === c.base ? undefined : c.edge,
        sw: 4,
      }),
      path(`M${hc[0] - rx + 6} ${hc[1]} A${rx - 6} ${ry - 6} 0 0 1 ${hc[0]} ${hc[1] - ry + 6}`, 'none', {
        stroke: c.light,
        sw: 12,
        linecap: 'round',
      }),
      path(`M${hc[0] + rx - 6} ${hc[1]} A${rx - 6} ${ry - 6} 0 0 1 ${hc[0]} ${hc[1] + ry - 6}`, 'none', {
        stroke: c.dark,
        sw: 12,
        linecap: 'round',
      }),
    ];
    return group([...handle, ...t], `${mirror ? 'scale(-1 1) ' : ''}rotate(${openDeg})`);
  };
  const out = [
    blade(true, v % 2 === 1),
    blade(false, true),
    circle(0, 0, 16, NEUTRAL.metalDark),
    circle(-4, -4, 6, NEUTRAL.metalLight),
  ];
  const angle = [-40, -50, -32][v % 3]! + ctx.range(-3, 3);
  return {
    svg: group(out, `translate(560 660) rotate(${angle + 180}) translate(0 -40)`),
    shadow: { rx: 360, cy: 990 },
  };
};

export const glue: Template = (ctx) => {
  const { c, v } = ctx;
  const out: string[] = [];
  if (v % 2 === 0) {
    // School glue bottle: white bottle, coloured label and conical cap.
    out.push(
      path(
        'M400 620 Q400 560 470 545 L610 545 Q680 560 680 620 V1080 Q680 1100 660 1100 H420 Q400 1100 400 1080 Z',
        NEUTRAL.paper,
        { stroke: NEUTRAL.paperEdge, sw: 4 },
      ),
    );
    out.push(rect(630, 600, 40, 490, '#E6EAEE', 16));
    out.push(rect(470, 490, 140, 70, c.dark, 10));
    out.push(poly([480, 490, 600, 490, 556, 330, 524, 330], c.base));
    out.push(poly([480, 490, 520, 490, 536, 330, 524, 330], c.light));
    out.push(rect(520, 300, 40, 40, c.dark, 8));
    out.push(rect(400, 700, 280, 280, c.base));
    out.push(rect(400, 700, 280, 18, c.light));
    out.push(text(ctx.label || 'COLA', 540, 830, { size: 58, fill: c.ink, maxWidth: 240 }));
    out.push(
      text(['Cola branca', 'Escolar', 'Cola líquida'][Math.floor(v / 2) % 3]!, 540, 880, {
        size: 30,
        fill: c.ink,
        weight: 'normal',
        maxWidth: 240,
      }),
    );
    out.push(text('90 g', 540, 940, { size: 36, fill: c.ink }));
    if (v % 4 === 2)
      out.push(
        path('M720 1100 q-10 -50 30 -60 q40 10 30 60 Z', NEUTRAL.paper, { stroke: NEUTRAL.paperEdge, sw: 4 }),
      );
  } else {
    // Glue stick, uncapped on some variants with the cap lying beside it.
    const uncapped = v % 4 === 3;
    const x = uncapped ? 340 : 420;
    out.push(rect(x, 500, 240, 600, c.base, 18));
    out.push(rect(x + 16, 500, 36, 600, c.light, 14));
    out.push(rect(x + 200, 500, 40, 600, c.dark, 14));
    for (let yy = 1030; yy < 1090; yy += 16) out.push(rect(x, yy, 240, 8, c.deep, 3));
    out.push(rect(x, 640, 240, 300, NEUTRAL.paper));
    out.push(rect(x, 640, 240, 24, ctx.a.base));
    out.push(text(ctx.label || 'COLA', x + 120, 790, { size: 52, fill: '#1F2328', maxWidth: 210 }));
    out.push(text('BASTÃO 40 g', x + 120, 850, { size: 28, fill: '#57606A', maxWidth: 210 }));
    if (uncapped) {
      out.push(
        path(`M${x + 30} 500 V440 Q${x + 120} 400 ${x + 210} 440 V500 Z`, '#F4F1E8', {
          stroke: '#E0DACB',
          sw: 4,
        }),
      );
      out.push(
        group(
          [rect(0, 0, 260, 200, c.dark, 22), rect(14, 14, 232, 30, c.base, 12)],
          'translate(600 1030) rotate(-90) translate(-200 0)',
        ),
      );
    } else {
      out.push(rect(x - 10, 360, 260, 200, c.dark, 22));
      out.push(rect(x + 4, 372, 40, 176, c.base, 14));
      out.push(rect(x - 10, 540, 260, 20, c.deep, 6));
    }
  }
  return { svg: out.join(''), shadow: { rx: 260, cx: v % 4 === 3 ? 540 : 540 } };
};

export const tape: Template = (ctx) => {
  const { c, v } = ctx;
  const roll = (cx: number, cy: number, r: number, t: Tones, id: string, tail: boolean) => {
    const d: [number, number] = [r * 0.16, r * 0.1];
    const len = Math.hypot(d[0], d[1]);
    const n: [number, number] = [-d[1] / len, d[0] / len];
    const core = r * 0.56;
    const out: string[] = [];
    out.push(circle(cx + d[0], cy + d[1], r, t.dark));
    out.push(
      poly(
        [
          cx + n[0] * r,
          cy + n[1] * r,
          cx + d[0] + n[0] * r,
          cy + d[1] + n[1] * r,
          cx + d[0] - n[0] * r,
          cy + d[1] - n[1] * r,
          cx - n[0] * r,
          cy - n[1] * r,
        ],
        t.dark,
      ),
    );
    out.push(circle(cx, cy, r, t.base));
    for (const k of [0.72, 0.82, 0.92])
      out.push(circle(cx, cy, r * k, 'none', { stroke: t.light, sw: 3, opacity: 0.5 }));
    out.push(
      path(
        `M${cx - r * 0.9} ${cy - r * 0.2} A${r * 0.92} ${r * 0.92} 0 0 1 ${cx - r * 0.2} ${cy - r * 0.9}`,
        'none',
        { stroke: t.pale, sw: r * 0.07, linecap: 'round', opacity: 0.8 },
      ),
    );
    out.push(circle(cx, cy, core, NEUTRAL.kraft));
    out.push(
      clipped(
        id,
        circle(cx, cy, core * 0.84, '#000'),
        circle(cx, cy, core * 0.84, NEUTRAL.kraftDark) +
          circle(cx + d[0], cy + d[1], core * 0.84, NEUTRAL.background),
      ),
    );
    out.push(circle(cx, cy, core, 'none', { stroke: NEUTRAL.kraftDark, sw: 4 }));
    if (tail) {
      const bx = cx + r * 0.3;
      const by = cy + r * 0.95;
      out.push(
        path(
          `M${bx - 60} ${by - 12} L${bx + 20} ${by + 8} L${bx + 240} ${by + 58} l-10 16 l16 12 l-14 16 l14 12 L${bx - 80} ${by + 40} Z`,
          t.base,
          { opacity: 0.9 },
        ),
      );
      out.push(path(`M${bx - 60} ${by - 12} L${bx + 240} ${by + 58}`, 'none', { stroke: t.light, sw: 6 }));
    }
    return out.join('');
  };
  const out: string[] = [];
  const second = ctx.hasAccent ? ctx.a : tones(v % 2 ? '#E8EEF3' : lighten(c.base, 0.4));
  if (v % 3 !== 0) out.push(roll(760, 860, 170, second, 'tp2', false));
  out.push(roll(470, 680, 300, c, 'tp1', v % 2 === 0));
  if (ctx.label) {
    out.push(
      text(ctx.label, 470, 680 - 300 * 0.56 * 0.84 - 22, { size: 26, fill: '#5A4330', maxWidth: 200 }),
    );
  }
  return {
    svg: group(out, v % 3 !== 0 ? 'translate(-20 0)' : 'translate(40 40)'),
    shadow: { rx: 380, cy: 1090 },
  };
};

const CALC_KEYS = [
  ['C', '±', '%', '÷'],
  ['7', '8', '9', '×'],
  ['4', '5', '6', '−'],
  ['1', '2', '3', '+'],
  ['0', '00', ',', '='],
];

export const calculator: Template = (ctx) => {
  const { c, a, v } = ctx;
  const x = 290;
  const y = 220;
  const w = 500;
  const h = 880;
  const keyLight = c.ink === '#FFFFFF' ? '#E9ECEF' : '#FFFFFF';
  const out: string[] = [];
  out.push(rect(x + 14, y + 18, w, h, c.deep, 54));
  out.push(rect(x, y, w, h, c.base, 54));
  out.push(rect(x, y, 40, h, c.light, 40, { opacity: 0.6 }));
  out.push(text(ctx.label, x + 50, y + 76, { size: 38, fill: c.ink, anchor: 'start', maxWidth: 220 }));
  // Solar cell.
  out.push(rect(x + w - 210, y + 40, 160, 50, '#3B3226', 6));
  for (let i = 1; i < 4; i++)
    out.push(
      line(x + w - 210 + i * 40, y + 40, x + w - 210 + i * 40, y + 90, '#5C4D3A', 3, { linecap: 'butt' }),
    );
  // Display.
  out.push(rect(x + 40, y + 120, w - 80, 170, c.deep, 16));
  out.push(rect(x + 55, y + 135, w - 110, 140, '#C8D5C0', 8));
  out.push(rect(x + 55, y + 135, w - 110, 14, '#B3C2AA', 4));
  const value = ['1.234,56', '2.026,00', '87,50', '3.141,59', '12.480,9'][v % 5]!;
  out.push(
    text(value, x + w - 75, y + 245, {
      size: 76,
      fill: '#29312A',
      anchor: 'end',
      family: MONO_FAMILY,
      weight: 'normal',
      maxWidth: w - 140,
    }),
  );
  const kw = 90;
  const kh = 84;
  const gx = (w - 80 - 4 * kw) / 3;
  CALC_KEYS.forEach((row, r) => {
    row.forEach((k, col) => {
      const kx = x + 40 + col * (kw + gx);
      const ky = y + 340 + r * (kh + 18);
      const op = col === 3 || (r === 0 && col === 0);
      const fill = op ? a.base : r === 0 ? lighten(c.base, 0.35) : keyLight;
      const ink = op ? a.ink : r === 0 ? tones(lighten(c.base, 0.35)).ink : '#1F2328';
      out.push(rect(kx, ky + 6, kw, kh, darken(fill, 0.25), 16));
      out.push(rect(kx, ky, kw, kh, fill, 16));
      out.push(text(k, kx + kw / 2, ky + kh / 2 + 13, { size: 36, fill: ink, weight: 'normal' }));
    });
  });
  return { svg: group(out, rotate([0, -4, 4, -2][v % 4]!, 540, 660)), shadow: { rx: 300 } };
};

export const deskOrganizer: Template = (ctx) => {
  const { c, a, v } = ctx;
  const cx = 520;
  const top = 650;
  const rx = 150;
  const bottom = 1090;
  const out: string[] = [];
  out.push(ellipse(cx, top, rx, 42, c.deep));
  // Contents sticking out of the cup.
  const items = [
    group(
      pencilShape({ body: tones('#F5C400'), eraser: tones('#F28DA6'), length: 620 }),
      `translate(${cx - 70} ${top - 150}) rotate(${-100 + (v % 3) * 4})`,
    ),
    group(penShape({ body: a, cap: a }), `translate(${cx + 10} ${top - 110}) rotate(-84) scale(0.66)`),
    group(rulerShape(640, tones('#7DD3FC')), `translate(${cx + 80} ${top - 160}) rotate(-76) scale(0.9)`),
    group(
      pencilShape({ body: tones(v % 2 ? '#16A34A' : '#DC2626'), length: 600 }),
      `translate(${cx - 20} ${top - 140}) rotate(${-95 + ctx.range(-4, 4)})`,
    ),
    group(
      penShape({ body: tones('#1F2328'), cap: tones('#1F2328') }),
      `translate(${cx - 110} ${top - 90}) rotate(-98) scale(0.62)`,
    ),
  ];
  const order = v % 2 ? [2, 0, 4, 1, 3] : [0, 2, 1, 3, 4];
  for (const i of order) out.push(items[i]!);
  const bodyShape = path(
    `M${cx - rx} ${top} V${bottom} A${rx} 40 0 0 0 ${cx + rx} ${bottom} V${top} A${rx} 42 0 0 1 ${cx - rx} ${top} Z`,
    c.base,
  );
  out.push(bodyShape);
  const mesh: string[] = [
    rect(cx - rx, top - 50, 60, bottom - top + 100, c.light),
    rect(cx + rx - 60, top - 50, 60, bottom - top + 100, c.dark),
  ];
  if (v % 2 === 0) {
    for (let yy = top + 30; yy < bottom + 10; yy += 30) {
      for (let xx = cx - rx + 12 + ((yy / 30) % 2) * 15; xx < cx + rx; xx += 30)
        mesh.push(circle(xx, yy, 8, c.deep, { opacity: 0.55 }));
    }
  } else {
    mesh.push(rect(cx - rx, top + 150, 2 * rx, 60, a.base), rect(cx - rx, top + 230, 2 * rx, 20, a.light));
  }
  out.push(
    clipped(
      'org-body',
      path(
        `M${cx - rx} ${top} V${bottom} A${rx} 40 0 0 0 ${cx + rx} ${bottom} V${top} A${rx} 42 0 0 0 ${cx - rx} ${top} Z`,
        '#000',
      ),
      mesh.join(''),
    ),
  );
  out.push(path(`M${cx - rx} ${top} A${rx} 42 0 0 0 ${cx + rx} ${top}`, 'none', { stroke: c.light, sw: 12 }));
  if (v % 3 === 1) {
    // A small tray of clips and sticky notes beside the cup.
    out.push(box(690, 940, 220, 150, 60, 50, { front: c.base, top: c.deep, side: c.dark }));
    out.push(rect(700, 900, 150, 60, '#FDE047', 4), rect(700, 900, 150, 14, '#FEF08A', 4));
  }
  if (ctx.label)
    out.push(text(ctx.label, cx, bottom - 30, { size: 30, fill: c.ink, maxWidth: 220, opacity: 0.9 }));
  return { svg: group(out, v % 3 === 1 ? 'translate(-40 0)' : 'translate(20 0)'), shadow: { rx: 300 } };
};

export const whiteboard: Template = (ctx) => {
  const { c, a, v } = ctx;
  const easel = v % 2 === 1;
  const x = 130;
  const y = easel ? 230 : 330;
  const w = 820;
  const h = 560;
  const out: string[] = [];
  if (easel) {
    out.push(
      line(300, y + h, 200, 1110, NEUTRAL.metalDark, 22),
      line(780, y + h, 880, 1110, NEUTRAL.metalDark, 22),
    );
    out.push(line(540, y + h, 540, 1080, NEUTRAL.metal, 18));
  }
  out.push(rect(x, y, w, h, NEUTRAL.metal, 14));
  out.push(rect(x, y, w, 14, NEUTRAL.metalLight, 7));
  out.push(rect(x + 22, y + 22, w - 44, h - 44, NEUTRAL.paper, 4));
  out.push(
    poly(
      [x + w - 300, y + 22, x + w - 200, y + 22, x + w - 400, y + h - 22, x + w - 500, y + h - 22],
      '#F1F4F7',
    ),
  );
  // Whatever was drawn in the last meeting.
  const ink = c.base;
  const ink2 = a.base;
  const bx = x + 80;
  const by = y + 90;
  switch (v % 3) {
    case 0:
      for (let i = 0; i < 4; i++)
        out.push(
          rect(bx + 20 + i * 80, by + 320 - (i + 1) * 70, 50, (i + 1) * 70, i === 3 ? ink2 : ink, 4, {
            opacity: 0.85,
          }),
        );
      out.push(stroke(`M${bx} ${by} V${by + 330} H${bx + 360}`, '#57606A', 6));
      out.push(
        scribble(bx + 420, by + 40, 220, ink, 8, 1),
        scribble(bx + 420, by + 110, 180, ink, 8, 2),
        scribble(bx + 420, by + 180, 200, ink2, 8, 3),
      );
      break;
    case 1:
      for (let i = 0; i < 4; i++) {
        out.push(rect(bx, by + i * 90, 44, 44, 'none', 6, { stroke: ink, sw: 6 }));
        if (i < 2) out.push(stroke(`M${bx + 8} ${by + i * 90 + 22} l12 14 l24 -30`, ink2, 8));
        out.push(scribble(bx + 80, by + i * 90 + 22, 300 - i * 30, ink, 8, i));
      }
      out.push(circle(bx + 560, by + 150, 110, 'none', { stroke: ink2, sw: 8 }));
      out.push(stroke(`M${bx + 560} ${by + 40} V${by + 150} L${bx + 640} ${by + 220}`, ink2, 8));
      break;
    default:
      out.push(
        rect(bx, by + 40, 180, 100, 'none', 12, { stroke: ink, sw: 7 }),
        rect(bx + 440, by + 40, 180, 100, 'none', 12, { stroke: ink, sw: 7 }),
      );
      out.push(rect(bx + 220, by + 220, 180, 100, 'none', 12, { stroke: ink2, sw: 7 }));
      out.push(stroke(`M${bx + 180} ${by + 90} H${bx + 430} m-20 -16 l20 16 l-20 16`, ink, 6));
      out.push(stroke(`M${bx + 530} ${by + 140} L${bx + 410} ${by + 230} m4 -24 l-4 24 l24 -2`, ink, 6));
      out.push(scribble(bx + 20, by + 90, 130, ink, 6, 4), scribble(bx + 240, by + 270, 130, ink2, 6, 5));
  }
  // Plastic corners and the marker tray.
  for (const [cx, cy] of [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ] as const) {
    out.push(rect(cx - 22, cy - 22, 44, 44, c.dark, 10));
  }
  out.push(rect(x + 60, y + h, w - 120, 28, NEUTRAL.metalDark, 6));
  out.push(
    group(penShape({ body: tones(ink), cap: tones(ink) }), `translate(${x + 260} ${y + h - 12}) scale(0.34)`),
  );
  out.push(
    group(
      penShape({ body: tones(ink2), cap: tones(ink2) }),
      `translate(${x + 560} ${y + h - 12}) scale(0.34)`,
    ),
  );
  if (ctx.label)
    out.push(text(ctx.label, x + w - 120, y + h - 36, { size: 26, fill: '#8C959F', maxWidth: 160 }));
  return { svg: out.join(''), shadow: { rx: easel ? 400 : 420, cy: easel ? 1110 : 1060 } };
};

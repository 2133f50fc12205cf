/** IT supplies: toner, ink cartridge, mouse, keyboard, cable, USB drive, headset, monitor. */
import { colorNamePt, darken, lighten, type Tones, tones } from '../color';
import { circle, ellipse, group, line, path, poly, rect, rotate, stroke, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { box, clipped } from './parts';

const PULL_TAB = '#F5A524';

export const toner: Template = (ctx) => {
  const { c, a, v } = ctx;
  const out: string[] = [];
  if (v % 2 === 1) {
    // Retail box standing behind the cartridge.
    out.push(box(520, 330, 330, 520, 110, 90, { front: NEUTRAL.paper, top: '#EEF1F4', side: '#D5DBE1' }));
    out.push(rect(520, 330, 330, 90, a.base), rect(520, 760, 330, 90, a.base));
    out.push(text(ctx.label, 685, 520, { size: 52, fill: '#1F2328', maxWidth: 290 }));
    out.push(text('TONER', 685, 580, { size: 34, fill: '#57606A', weight: 'normal' }));
  }
  const y0 = v % 2 === 1 ? 740 : 640;
  const x = 150;
  const w = 700;
  const h = 230;
  const dx = [110, 140, 90][v % 3]!;
  const dy = [120, 100, 135][v % 3]!;
  out.push(box(x, y0, w, h, dx, dy, { front: c.base, top: c.light, side: c.dark }));
  // Drum shutter along the bottom, handle on top, pull tab on the left end.
  out.push(rect(x, y0 + h - 50, w, 50, c.deep));
  out.push(rect(x + 40, y0 + h - 36, w - 80, 18, '#2F6F4F', 4));
  out.push(
    group(
      [rect(0, -10, 240, 52, c.dark, 24), rect(30, 4, 180, 24, c.deep, 12)],
      `matrix(1 0 ${-dx / dy} 1 ${x + 300 + dx * 0.55} ${y0 - dy * 0.55})`,
    ),
  );
  out.push(poly([x, y0 + 60, x - 70, y0 + 40, x - 70, y0 + 120, x, y0 + 110], PULL_TAB));
  out.push(
    poly([x - 70, y0 + 40, x - 50, y0 + 44, x - 50, y0 + 116, x - 70, y0 + 120], darken(PULL_TAB, 0.2)),
  );
  out.push(
    circle(x + w + dx / 2, y0 + h / 2 - dy / 2, 34, c.deep),
    circle(x + w + dx / 2, y0 + h / 2 - dy / 2, 14, c.light),
  );
  // Label.
  const lx = x + [90, 150, 110][v % 3]!;
  out.push(rect(lx, y0 + 30, 400, 130, NEUTRAL.paper, 8));
  out.push(v % 3 === 1 ? rect(lx, y0 + 30, 400, 20, a.base, 0) : rect(lx, y0 + 30, 22, 130, a.base, 0));
  out.push(text(ctx.label || 'TONER', lx + 210, y0 + 100, { size: 52, fill: '#1F2328', maxWidth: 340 }));
  out.push(
    text(`Toner  ·  ${colorNamePt(c.base)}`, lx + 210, y0 + 140, {
      size: 26,
      fill: '#57606A',
      weight: 'normal',
    }),
  );
  return {
    svg: group(out, `translate(-60 ${v % 2 === 1 ? -40 : 20}) scale(1.1)`),
    shadow: { rx: 450, cy: v % 2 === 1 ? 1050 : 1000 },
  };
};

export const inkCartridge: Template = (ctx) => {
  const { c, a, v } = ctx;
  const one = (t: Tones, tricolor: boolean, withLabel: boolean) => {
    const x = -190;
    const y = -250;
    const w = 380;
    const h = 420;
    const dx = 130;
    const dy = 100;
    const out: string[] = [];
    out.push(box(x, y, w, h, dx, dy, { front: t.base, top: t.light, side: t.dark }));
    for (let i = 0; i < 5; i++)
      out.push(line(x + 60 + i * 50 + 20, y - 20, x + 60 + i * 50 + 80, y - 80, t.deep, 8));
    // Print head: narrower block below with the nozzle plate, contacts on the side.
    out.push(
      box(x + 60, y + h, w - 120, 110, dx * 0.6, dy * 0.6, { front: t.dark, top: t.dark, side: t.deep }),
    );
    out.push(rect(x + 90, y + h + 80, w - 180, 16, NEUTRAL.metalDark, 4));
    out.push(
      poly(
        [
          x + w + 14,
          y + 150,
          x + w + dx - 26,
          y + 150 - dy + 40,
          x + w + dx - 26,
          y + h - dy + 10,
          x + w + 14,
          y + h - 30,
        ],
        '#D4A63A',
      ),
    );
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 5; j++)
        out.push(circle(x + w + 34 + i * 20, y + 170 + j * 40 - i * 15, 5, '#A67C1F'));
    }
    // Label.
    out.push(rect(x + 30, y + 40, w - 60, 260, NEUTRAL.paper, 10));
    out.push(rect(x + 30, y + 40, w - 60, 50, a.base, 0));
    if (withLabel)
      out.push(text(ctx.label || 'TINTA', 0, y + 170, { size: 56, fill: '#1F2328', maxWidth: w - 100 }));
    const dots = tricolor ? ['#00A3E0', '#E4007C', '#FFD400'] : ['#1F2328'];
    dots.forEach((d, i) => {
      out.push(
        path(
          `M${-((dots.length - 1) * 36) + i * 72} ${y + 205} c-16 24 -22 36 -22 46 a22 22 0 0 0 44 0 c0 -10 -6 -22 -22 -46 Z`,
          d,
        ),
      );
    });
    return out.join('');
  };
  const out: string[] = [];
  const tricolor = v % 2 === 1;
  if (v % 3 === 2)
    out.push(group(one(tones(lighten(c.base, 0.15)), !tricolor, false), 'translate(680 520) scale(0.8)'));
  out.push(group(one(c, tricolor, true), `translate(${v % 3 === 2 ? 440 : 500} 680)`));
  return { svg: out.join(''), shadow: { rx: 330, cy: 990 } };
};

export const mouse: Template = (ctx) => {
  const { c, a, v } = ctx;
  const body =
    'M540 370 C680 370 740 480 740 640 C740 870 660 1010 540 1010 C420 1010 340 870 340 640 C340 480 400 370 540 370 Z';
  const out: string[] = [];
  if (v % 2 === 0) {
    out.push(stroke('M540 372 C540 320 590 300 660 296 C730 292 780 280 790 250', c.deep, 16));
    out.push(
      group(
        [
          rect(-34, -80, 68, 90, c.deep, 12),
          rect(-26, -140, 52, 64, NEUTRAL.metal, 4),
          rect(-14, -124, 28, 14, NEUTRAL.metalDark, 2),
        ],
        'translate(794 256) rotate(20)',
      ),
    );
  } else {
    out.push(
      group(
        [rect(0, 0, 90, 44, c.deep, 10), rect(-50, 6, 54, 32, NEUTRAL.metal, 4)],
        'translate(800 960) rotate(-8)',
      ),
    );
  }
  out.push(path(body, c.base));
  const inner: string[] = [
    ellipse(800, 760, 250, 480, c.dark),
    ellipse(420, 520, 40, 150, c.light, { transform: rotate(18, 420, 520) }),
  ];
  if (v % 3 === 1) inner.push(rect(300, 600, 70, 300, a.base), rect(710, 600, 70, 300, a.base));
  out.push(clipped('mouse-body', path(body, '#000'), inner.join('')));
  out.push(path('M540 372 V610 M352 600 Q540 660 728 600', 'none', { stroke: c.deep, sw: 5 }));
  out.push(rect(522, 450, 36, 110, c.deep, 18));
  for (let y = 462; y < 552; y += 16) out.push(rect(528, y, 24, 6, lighten(c.deep, 0.25), 3));
  if (v % 4 === 3) out.push(circle(540, 590, 8, a.base));
  out.push(text(ctx.label, 540, 880, { size: 32, fill: c.ink, maxWidth: 240, opacity: 0.85 }));
  return { svg: group(out, rotate([-14, 10, -6, 16][v % 4]!, 540, 700)), shadow: { rx: 280, cy: 1060 } };
};

export const keyboard: Template = (ctx) => {
  const { c, a, v } = ctx;
  const numpad = v % 2 === 1;
  const withMouse = v % 4 === 2;
  const x = withMouse ? 80 : 100;
  const w = numpad ? 880 : withMouse ? 700 : 760;
  const y = 560;
  const units = numpad ? 19.6 : 15.2;
  const u = (w - 44) / units;
  const rows: number[][] = [
    [1, -0.6, 1, 1, 1, 1, -0.3, 1, 1, 1, 1, -0.3, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2],
    [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5],
    [1.75, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.25],
    [2.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.75],
    [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25],
  ];
  const h = 22 * 2 + rows.length * u;
  const capLight = c.ink === '#FFFFFF' ? lighten(c.base, 0.16) : '#FFFFFF';
  const capShade = c.ink === '#FFFFFF' ? c.deep : darken(c.base, 0.18);
  const out: string[] = [];
  if (v % 3 !== 2)
    out.push(
      stroke(
        `M${x + w / 2} ${y} C${x + w / 2} ${y - 120} ${x + w / 2 + 120} ${y - 140} ${x + w / 2 + 160} ${y - 260}`,
        c.deep,
        14,
      ),
    );
  out.push(rect(x, y + 14, w, h, c.deep, 26));
  out.push(rect(x, y, w, h, c.base, 26));
  out.push(rect(x, y, w, 12, c.light, 6));
  const key = (kx: number, ky: number, kw: number, fill: string) =>
    rect(kx + 3, ky + 7, kw - 6, u - 8, capShade, 7) + rect(kx + 3, ky + 3, kw - 6, u - 10, fill, 7);
  rows.forEach((row, r) => {
    let kx = x + 22;
    const ky = y + 22 + r * u;
    row.forEach((k, i) => {
      if (k < 0) {
        kx += -k * u;
        return;
      }
      const special =
        (r === 0 && i === 0) ||
        (r === 2 && i === row.length - 1 && v % 2 === 0) ||
        (r === 3 && i === row.length - 1);
      out.push(key(kx, ky, k * u, special ? a.base : capLight));
      kx += k * u;
    });
  });
  if (numpad) {
    const nx = x + 22 + 15.6 * u;
    for (let r = 1; r < 6; r++) {
      for (let col = 0; col < 4; col++)
        out.push(key(nx + col * u, y + 22 + r * u, u, r === 5 && col === 3 ? a.base : capLight));
    }
  }
  if (withMouse) {
    const m =
      'M0 -150 C70 -150 100 -100 100 -20 C100 90 60 150 0 150 C-60 150 -100 90 -100 -20 C-100 -100 -70 -150 0 -150 Z';
    out.push(
      group(
        [
          path(m, c.base),
          path('M0 -148 V-40 M-98 -44 Q0 -10 98 -44', 'none', { stroke: c.deep, sw: 4 }),
          rect(-10, -120, 20, 56, c.deep, 10),
        ],
        `translate(${x + w + 160} ${y + h / 2 + 10}) rotate(8)`,
      ),
    );
  }
  const brand = ctx.label
    ? text(ctx.label, x + w - 40, y + 22 + 0.72 * u, {
        size: 0.42 * u,
        fill: c.ink,
        anchor: 'end',
        maxWidth: 4 * u,
        opacity: 0.75,
      })
    : '';
  const cy = y + h / 2;
  return {
    svg: group([...out, brand], `translate(0 ${700 - cy}) ${rotate([-4, 0, -2, 3][v % 4]!, 540, cy)}`),
    shadow: { rx: 460, cy: 700 + h / 2 + 90 },
  };
};

function plug(kind: number, t: Tones): string {
  const housing = t.base;
  const out: string[] = [];
  switch (kind % 4) {
    case 0: // USB-A
      out.push(rect(-38, -88, 76, 96, NEUTRAL.metal, 4), rect(-24, -74, 48, 30, NEUTRAL.metalDark, 2));
      out.push(rect(-48, 0, 96, 150, housing, 18));
      break;
    case 1: // USB-C
      out.push(rect(-26, -60, 52, 70, NEUTRAL.metal, 20), rect(-12, -48, 24, 40, NEUTRAL.metalDark, 10));
      out.push(rect(-42, 0, 84, 140, housing, 22));
      break;
    case 2: // HDMI
      out.push(
        poly([-52, 6, -52, -80, 52, -80, 52, 6], NEUTRAL.metal),
        poly([-38, -66, 38, -66, 30, -40, -30, -40], NEUTRAL.metalDark),
      );
      out.push(rect(-62, 0, 124, 150, housing, 16));
      break;
    default: // Lightning / micro
      out.push(rect(-18, -60, 36, 66, NEUTRAL.metalLight, 8));
      out.push(rect(-36, 0, 72, 120, housing, 18));
  }
  out.push(rect(-20, 150, 40, 34, t.deep, 10));
  for (let y = 30; y < 120; y += 18) out.push(rect(-30, y, 60, 6, t.dark, 3));
  return out.join('');
}

export const cable: Template = (ctx) => {
  const { c, a, v } = ctx;
  const cx = 540;
  const cy = 600;
  const out: string[] = [];
  const kinds: [number, number][] = [
    [0, 1],
    [2, 2],
    [0, 3],
    [1, 1],
  ];
  const [k1, k2] = kinds[v % 4]!;
  // Ends leaving the coil towards the two plugs.
  out.push(
    stroke(
      `M${cx - 200} ${cy + 140} C${cx - 260} ${cy + 260} ${cx - 330} ${cy + 330} ${cx - 340} ${cy + 410}`,
      c.deep,
      30,
    ),
  );
  out.push(
    stroke(
      `M${cx + 180} ${cy + 160} C${cx + 230} ${cy + 280} ${cx + 320} ${cy + 300} ${cx + 340} ${cy + 390}`,
      c.deep,
      30,
    ),
  );
  out.push(
    stroke(
      `M${cx - 200} ${cy + 140} C${cx - 260} ${cy + 260} ${cx - 330} ${cy + 330} ${cx - 340} ${cy + 410}`,
      c.base,
      20,
    ),
  );
  out.push(
    stroke(
      `M${cx + 180} ${cy + 160} C${cx + 230} ${cy + 280} ${cx + 320} ${cy + 300} ${cx + 340} ${cy + 390}`,
      c.base,
      20,
    ),
  );
  for (let i = 0; i < 5; i++) {
    const ex = cx - 24 + i * 12;
    const ey = cy - 20 + i * 10;
    const rx = 250 - i * 8;
    const ry = 200 - i * 6;
    out.push(ellipse(ex, ey, rx, ry, 'none', { stroke: c.deep, sw: 30 }));
    out.push(ellipse(ex, ey, rx, ry, 'none', { stroke: c.base, sw: 20 }));
    out.push(
      path(
        `M${ex - rx * 0.9} ${ey - ry * 0.4} A${rx} ${ry} 0 0 1 ${ex - rx * 0.2} ${ey - ry * 0.98}`,
        'none',
        { stroke: c.light, sw: 5, linecap: 'round' },
      ),
    );
  }
  // Hook-and-loop strap around the coil.
  out.push(
    group(
      [
        rect(-36, -80, 72, 160, a.base, 14),
        rect(-36, -80, 20, 160, a.light, 10),
        text(ctx.label, 0, 0, {
          size: 26,
          fill: a.ink,
          maxWidth: 140,
          transform: 'rotate(-90) translate(0 10)',
        }),
      ],
      `translate(${cx + 236} ${cy + 10}) rotate(-8)`,
    ),
  );
  out.push(group(plug(k1, c), `translate(${cx - 344} ${cy + 520}) rotate(180)`));
  out.push(group(plug(k2, c), `translate(${cx + 344} ${cy + 500}) rotate(${170})`));
  return { svg: group(out, 'translate(0 -30)'), shadow: { rx: 420, cy: 1110 } };
};

export const usbDrive: Template = (ctx) => {
  const { c, a, v } = ctx;
  const one = (withLabel: boolean) => {
    const out: string[] = [];
    out.push(rect(-80, -360, 160, 190, NEUTRAL.metal, 6), rect(-80, -360, 40, 190, NEUTRAL.metalLight, 4));
    out.push(rect(-48, -330, 32, 32, NEUTRAL.metalDark, 3), rect(16, -330, 32, 32, NEUTRAL.metalDark, 3));
    out.push(rect(-60, -250, 120, 60, lighten(NEUTRAL.plastic, 0.1), 4));
    out.push(rect(-120, -200, 240, 480, c.base, 44));
    out.push(rect(-104, -180, 40, 430, c.light, 20));
    out.push(rect(70, -190, 50, 460, c.dark, 24));
    out.push(circle(0, 225, 22, NEUTRAL.background), circle(0, 225, 22, 'none', { stroke: c.deep, sw: 6 }));
    if (v % 2 === 1) {
      out.push(
        rect(-130, -40, 260, 290, NEUTRAL.metal, 30),
        rect(-130, -40, 50, 290, NEUTRAL.metalLight, 24),
      );
      out.push(circle(0, 200, 34, NEUTRAL.metalDark), circle(0, 200, 14, NEUTRAL.metal));
    }
    if (withLabel)
      out.push(
        text(ctx.label || 'USB', 0, 0, {
          size: 50,
          fill: v % 2 === 1 ? '#1F2328' : c.ink,
          maxWidth: 230,
          transform: `translate(${v % 2 === 1 ? 14 : 14} ${v % 2 === 1 ? 110 : 40}) rotate(-90)`,
        }),
      );
    out.push(circle(-40, -150, 9, a.base));
    return out.join('');
  };
  const out: string[] = [];
  if (v % 3 === 2)
    out.push(stroke('M540 980 C470 1080 380 1060 380 990 C380 930 470 900 540 940', a.base, 14));
  out.push(group(one(true), `translate(540 700) rotate(${[-28, -20, -34][v % 3]! + ctx.range(-3, 3)})`));
  if (v % 4 === 3)
    out.push(
      group(
        [rect(-95, -80, 190, 160, c.base, 34), rect(-95, -80, 40, 160, c.light, 20)],
        'translate(800 1010) rotate(12)',
      ),
    );
  return { svg: out.join(''), shadow: { rx: 330, cy: 1080 } };
};

export const headset: Template = (ctx) => {
  const { c, a, v } = ctx;
  const cushion = v % 3 === 1 ? a.dark : darken(c.base, 0.5);
  const out: string[] = [];
  out.push(stroke('M300 740 C300 320 780 320 780 740', c.dark, 62));
  out.push(stroke('M300 740 C300 320 780 320 780 740', c.base, 46));
  out.push(stroke('M352 520 C400 400 680 400 728 520', cushion, 40));
  out.push(stroke('M302 620 Q330 470 460 424', c.light, 8, { opacity: 0.8 }));
  for (const sx of [300, 780]) out.push(rect(sx - 18, 650, 36, 110, NEUTRAL.metal, 10));
  const cup = (cx: number, dir: 1 | -1) =>
    [
      ellipse(cx + dir * 46, 850, 80, 150, cushion),
      ellipse(cx, 850, 108, 160, c.base),
      ellipse(cx - dir * 20, 830, 60, 110, c.light, { opacity: 0.35 }),
      ellipse(cx, 850, 70, 112, c.dark),
      ellipse(cx, 850, 70, 112, 'none', { stroke: a.base, sw: 8 }),
    ].join('');
  if (v % 2 === 0) {
    out.push(stroke('M262 960 C250 1060 370 1090 470 1050', c.deep, 18));
    out.push(rect(450, 1026, 70, 44, c.deep, 22), rect(466, 1034, 44, 28, a.base, 14));
  }
  out.push(cup(262, 1), cup(818, -1));
  out.push(
    text(ctx.label, 818, 862, { size: 34, fill: c.ink === '#FFFFFF' ? '#FFFFFF' : '#1F2328', maxWidth: 120 }),
  );
  return { svg: group(out, 'translate(0 -20)'), shadow: { rx: 360, cy: 1100 } };
};

export const monitor: Template = (ctx) => {
  const { c, v } = ctx;
  const a = ctx.accentOr('#2563EB');
  const x = 120;
  const y = 280;
  const w = 840;
  const h = 520;
  const sx = x + 22;
  const sy = y + 22;
  const sw = w - 44;
  const sh = h - 84;
  const out: string[] = [];
  // Stand.
  if (v % 2 === 0) {
    out.push(poly([500, y + h - 10, 580, y + h - 10, 600, 1060, 480, 1060], c.dark));
    out.push(ellipse(540, 1080, 210, 34, c.deep), ellipse(540, 1070, 210, 30, c.base));
  } else {
    out.push(rect(510, y + h - 10, 60, 220, c.dark, 8));
    out.push(poly([540, 1000, 330, 1090, 350, 1100, 540, 1030, 730, 1100, 750, 1090], c.deep));
  }
  out.push(rect(x, y, w, h, c.base, 18));
  out.push(rect(x, y, w, 8, c.light, 4));
  const sky = lighten(a.base, 0.55);
  const scene: string[] = [rect(sx, sy, sw, sh, sky)];
  switch (v % 3) {
    case 0:
      scene.push(
        path(
          `M${sx} ${sy + sh * 0.6} C${sx + 200} ${sy + sh * 0.4} ${sx + 420} ${sy + sh * 0.8} ${sx + sw} ${sy + sh * 0.5} V${sy + sh} H${sx} Z`,
          lighten(a.base, 0.25),
        ),
      );
      scene.push(
        path(
          `M${sx} ${sy + sh * 0.8} C${sx + 260} ${sy + sh * 0.6} ${sx + 500} ${sy + sh * 1} ${sx + sw} ${sy + sh * 0.7} V${sy + sh} H${sx} Z`,
          a.base,
        ),
      );
      break;
    case 1:
      scene.push(poly([sx, sy + sh, sx + 230, sy + sh * 0.35, sx + 460, sy + sh], lighten(a.base, 0.2)));
      scene.push(
        poly([sx + 300, sy + sh, sx + 560, sy + sh * 0.25, sx + sw, sy + sh * 0.8, sx + sw, sy + sh], a.base),
      );
      scene.push(circle(sx + 140, sy + 100, 46, '#FFE08A'));
      break;
    default:
      scene.push(
        circle(sx + sw * 0.7, sy + sh * 0.45, 200, lighten(a.base, 0.25)),
        circle(sx + sw * 0.3, sy + sh * 0.9, 180, a.base),
      );
  }
  scene.push(
    poly([sx + sw - 320, sy, sx + sw - 200, sy, sx + sw - 420, sy + sh, sx + sw - 540, sy + sh], '#FFFFFF', {
      opacity: 0.14,
    }),
  );
  out.push(clipped('mon-screen', rect(sx, sy, sw, sh, '#000'), scene.join('')));
  out.push(text(ctx.label, 540, y + h - 20, { size: 28, fill: c.ink, maxWidth: 200, opacity: 0.85 }));
  out.push(circle(x + w - 50, y + h - 31, 7, a.base));
  return { svg: group(out), shadow: { rx: 320, cy: 1090 } };
};

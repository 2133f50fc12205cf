/** Coffee break: coffee pack, coffee capsules, cups, sugar. */
import { darken, lighten, luminance, type Tones, tones } from '../color';
import { circle, group, line, path, poly, rect, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { box, boxOutline, coffeeBean, edgeIfLight } from './parts';

export const coffeePack: Template = (ctx) => {
  const { c, v } = ctx;
  const acc = ctx.accentOr('#F5C400');
  const x = 340;
  const y = 340;
  const w = 360;
  const h = 740;
  const dx = 130;
  const dy = 90;
  const out: string[] = [];
  out.push(box(x, y, w, h, dx, dy, { front: c.base, top: c.light, side: c.dark }));
  out.push(edgeIfLight(c, boxOutline(x, y, w, h, dx, dy)));
  // Vacuum-sealed top fold.
  out.push(
    poly(
      [x + 10, y - 6, x + dx - 10, y - dy + 6, x + w + dx - 30, y - dy + 6, x + w - 10, y - 6],
      lighten(c.light, 0.12),
    ),
  );
  for (let i = 1; i < 9; i++)
    out.push(
      line(x + 30 + i * 40, y - 14, x + 30 + i * 40 + dx - 40, y - dy + 14, c.dark, 3, { opacity: 0.5 }),
    );
  out.push(rect(x, y, w, 90, c.dark));
  out.push(text('CAFÉ', x + w / 2, y + 62, { size: 44, fill: c.ink, letterSpacing: 8 }));
  out.push(text(ctx.label || 'CAFÉ', x + w / 2, y + 200, { size: 84, fill: c.ink, maxWidth: w - 40 }));
  // Emblem: a steaming cup or a big bean.
  const ex = x + w / 2;
  const ey = y + 390;
  out.push(circle(ex, ey, 115, acc.base));
  if (v % 2 === 0) {
    out.push(path(`M${ex - 60} ${ey - 20} h120 v40 a60 60 0 0 1 -120 0 Z`, NEUTRAL.paper));
    out.push(path(`M${ex + 56} ${ey - 6} a26 26 0 0 1 0 46`, 'none', { stroke: NEUTRAL.paper, sw: 12 }));
    out.push(rect(ex - 80, ey + 76, 160, 12, NEUTRAL.paper, 6));
    for (const sx of [-26, 0, 26])
      out.push(
        path(`M${ex + sx} ${ey - 36} q-14 -20 0 -40 q14 -20 0 -40`, 'none', {
          stroke: NEUTRAL.paper,
          sw: 8,
          linecap: 'round',
        }),
      );
  } else {
    out.push(coffeeBean(ex, ey, -30, 2.6));
  }
  const blend = ['Tradicional', 'Extra Forte', 'Gourmet', 'Intenso'][v % 4]!;
  out.push(rect(x, y + 540, w, 70, acc.base));
  out.push(text(blend, x + w / 2, y + 588, { size: 40, fill: acc.ink, maxWidth: w - 40 }));
  out.push(text('Torrado e moído', x + w / 2, y + 660, { size: 28, fill: c.ink, weight: 'normal' }));
  out.push(text('500 g', x + w / 2, y + 720, { size: 44, fill: c.ink }));
  if (v % 3 !== 1) {
    out.push(
      coffeeBean(280, 1080, 20, 1.1),
      coffeeBean(340, 1100, -30, 1.1),
      coffeeBean(800, 1090, 60, 1.1),
      coffeeBean(250, 1110, 80, 1),
    );
  }
  return { svg: group(out, 'translate(-30 0)'), shadow: { rx: 320, cy: 1095 } };
};

function capsule(t: Tones): string {
  return [
    path('M-95 0 H95 V-16 L66 -22 L44 -118 Q0 -134 -44 -118 L-66 -22 L-95 -16 Z', t.base),
    path('M-66 -22 L-44 -118 Q-30 -124 -20 -126 L-36 -22 Z', t.light),
    path('M66 -22 L44 -118 Q36 -122 30 -123 L44 -22 Z', t.dark),
    rect(-95, -16, 190, 16, lighten(t.base, 0.45), 4),
  ].join('');
}

export const coffeeCapsules: Template = (ctx) => {
  const { c, v } = ctx;
  const acc = ctx.accentOr('#B45309');
  const x = 300;
  const y = 420;
  const w = 460;
  const h = 420;
  const out: string[] = [];
  out.push(box(x, y, w, h, 130, 100, { front: c.base, top: c.light, side: c.dark }));
  out.push(edgeIfLight(c, boxOutline(x, y, w, h, 130, 100)));
  out.push(
    text(ctx.label || 'CAFÉ', x + 40, y + 90, { size: 64, fill: c.ink, anchor: 'start', maxWidth: 260 }),
  );
  out.push(
    text('10 cápsulas', x + 40, y + 140, { size: 32, fill: c.ink, anchor: 'start', weight: 'normal' }),
  );
  out.push(group(capsule(acc), `translate(${x + 340} ${y + 170}) scale(0.8)`));
  out.push(rect(x, y + h - 110, w, 60, acc.base));
  out.push(
    text(['Espresso', 'Lungo', 'Ristretto', 'Cappuccino'][v % 4]!, x + w / 2, y + h - 68, {
      size: 36,
      fill: acc.ink,
      maxWidth: w - 40,
    }),
  );
  for (let i = 1; i <= 4; i++)
    out.push(rect(x + 40 + i * 44, y + h - 36, 30, 14, i <= 2 + (v % 3) ? c.ink : c.dark, 4));
  const palette = [acc, tones(lighten(acc.base, 0.35)), tones(darken(acc.base, 0.2))];
  const spots: [number, number, number][] = [
    [310, 1090, 0],
    [540, 1100, 0],
    [770, 1070, -76],
  ];
  spots.forEach(([cx, cy, r], i) => {
    if (v % 2 === 1 && i === 2) return;
    out.push(group(capsule(palette[(i + v) % 3]!), `translate(${cx} ${cy}) rotate(${r})`));
  });
  return { svg: group(out, 'translate(0 -10)'), shadow: { rx: 400, cy: 1100 } };
};

export const cup: Template = (ctx) => {
  const { c, v } = ctx;
  const acc = ctx.accentOr('#2563EB');
  const light = luminance(c.base) > 0.7;
  const body = light ? '#FFFFFF' : c.base;
  const one = (scale: number) => {
    const out = [
      poly([-130, 0, 130, 0, 96, 340, -96, 340], body),
      poly([60, 0, 130, 0, 96, 340, 44, 340], light ? '#E3E8ED' : c.dark),
      poly([-110, 0, -80, 0, -66, 340, -86, 340], light ? '#FFFFFF' : c.light),
    ];
    if (light)
      out.push(
        poly([-130, 0, 130, 0, 96, 340, -96, 340], 'none', { stroke: '#CDD5DD', sw: 4, linejoin: 'round' }),
      );
    for (let y = 60; y < 330; y += 34)
      out.push(
        line(-130 + y * 0.1 + 6, y, 130 - y * 0.1 - 6, y, light ? '#EEF1F4' : c.light, 3, { opacity: 0.6 }),
      );
    out.push(
      rect(
        -140,
        -14,
        280,
        24,
        light ? '#F1F4F7' : c.light,
        12,
        light ? { stroke: '#CDD5DD', sw: 4 } : undefined,
      ),
    );
    return group(out, `scale(${scale})`);
  };
  const n = 5 + (v % 3);
  const gap = 42;
  const baseY = 760;
  const sx = v % 2 ? 600 : 450;
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) out.push(group(one(1.05), `translate(${sx} ${baseY - i * gap})`));
  // Label band on the plastic sleeve.
  out.push(
    poly(
      [sx - 134, baseY + 150, sx + 134, baseY + 150, sx + 124, baseY + 250, sx - 124, baseY + 250],
      acc.base,
    ),
  );
  out.push(text(ctx.label || 'COPOS', sx, baseY + 198, { size: 40, fill: acc.ink, maxWidth: 220 }));
  out.push(
    text('200 ml · 100 un', sx, baseY + 236, { size: 26, fill: acc.ink, weight: 'normal', maxWidth: 220 }),
  );
  out.push(group(one(0.7), `translate(${v % 2 ? 300 : 760} ${1100 - 0.7 * 340})`));
  return {
    svg: group(out, 'translate(540 1110) scale(1.2) translate(-540 -1110)'),
    shadow: { rx: 440, cy: 1110 },
  };
};

export const sugar: Template = (ctx) => {
  const { c, v } = ctx;
  const acc = ctx.accentOr('#1D4ED8');
  const x = 320;
  const y = 420;
  const w = 360;
  const h = 660;
  const dx = 120;
  const dy = 80;
  const out: string[] = [];
  out.push(box(x, y, w, h, dx, dy, { front: c.base, top: c.light, side: c.dark }));
  out.push(edgeIfLight(c, boxOutline(x, y, w, h, dx, dy)));
  // Folded paper top.
  out.push(
    poly(
      [x, y, x + w / 2, y - 40, x + w, y, x + w + dx, y - dy, x + w / 2 + dx, y - dy - 40, x + dx, y - dy],
      c.light,
    ),
  );
  out.push(
    path(
      `M${x} ${y} L${x + w / 2} ${y - 40} L${x + w} ${y} M${x + w / 2} ${y - 40} L${x + w / 2 + dx} ${y - dy - 40}`,
      'none',
      { stroke: c.edge === c.base ? c.dark : c.edge, sw: 4 },
    ),
  );
  out.push(rect(x, y + 60, w, 230, acc.base));
  out.push(text(ctx.label || 'AÇÚCAR', x + w / 2, y + 180, { size: 76, fill: acc.ink, maxWidth: w - 40 }));
  out.push(
    text(['Refinado', 'Cristal', 'Demerara'][v % 3]!, x + w / 2, y + 250, {
      size: 36,
      fill: acc.ink,
      weight: 'normal',
    }),
  );
  out.push(
    text('AÇÚCAR', x + w / 2, y + 380, {
      size: 46,
      fill: c.ink === '#FFFFFF' ? '#FFFFFF' : acc.dark,
      letterSpacing: 6,
    }),
  );
  out.push(text('1 kg', x + w / 2, y + 560, { size: 72, fill: c.ink === '#FFFFFF' ? '#FFFFFF' : acc.dark }));
  out.push(edgeIfLight(c, `M${x} ${y + 60} H${x + w} M${x} ${y + 290} H${x + w}`));
  if (v % 2 === 0) {
    const cube = (cx: number, cy: number) =>
      box(cx, cy, 90, 90, 36, 28, { front: '#FFFFFF', top: '#FFFFFF', side: '#DCE2E8' }) +
      path(boxOutline(cx, cy, 90, 90, 36, 28), 'none', { stroke: '#CDD5DD', sw: 3, linejoin: 'round' });
    out.push(cube(220, 1010), cube(720, 1010), cube(780, 920 + 0), cube(640, 1020));
  } else {
    for (const [sx2, sy2, r] of [
      [260, 1050, -8],
      [700, 1060, 10],
    ] as const) {
      out.push(
        group(
          [
            rect(-110, -30, 220, 60, acc.base, 8),
            rect(-110, -30, 22, 60, acc.dark, 4),
            rect(88, -30, 22, 60, acc.dark, 4),
            text('açúcar', 0, 10, { size: 26, fill: acc.ink, weight: 'normal' }),
          ],
          `translate(${sx2} ${sy2}) rotate(${r})`,
        ),
      );
    }
  }
  return { svg: out.join(''), shadow: { rx: 380, cy: 1100 } };
};

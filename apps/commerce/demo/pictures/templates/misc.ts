/** Backpack, kits, planner-like gifts, services and furniture. */
import { darken, lighten, type Tones, tones } from '../color';
import { circle, ellipse, group, line, path, poly, rect, rotate, stroke, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { clipped, pencilShape, penShape, rulerShape } from './parts';

export const backpack: Template = (ctx) => {
  const { c, v } = ctx;
  const acc = ctx.hasAccent ? ctx.a : tones(darken(c.base, 0.3));
  const out: string[] = [];
  // Straps behind the body and the top handle.
  out.push(stroke('M470 330 C470 250 610 250 610 330', c.deep, 26));
  out.push(rect(300, 420, 60, 560, c.deep, 30), rect(720, 420, 60, 560, c.deep, 30));
  const body =
    'M290 1060 V560 Q290 320 540 320 Q790 320 790 560 V1060 Q790 1100 750 1100 H330 Q290 1100 290 1060 Z';
  out.push(path(body, c.base));
  out.push(
    path('M290 560 Q290 320 540 320 Q400 340 350 460 Q318 540 318 1080 Q290 1070 290 1060 Z', c.light),
  );
  out.push(path('M790 560 Q790 320 540 320 Q700 350 740 470 Q762 540 762 1080 Q790 1070 790 1060 Z', c.dark));
  // Main zip following the top curve.
  out.push(
    stroke('M330 640 Q330 380 540 380 Q750 380 750 640', c.deep, 8, { dash: '14 8', linecap: 'butt' }),
  );
  out.push(
    group(
      [rect(-10, 0, 20, 50, NEUTRAL.metal, 6), circle(0, 58, 10, NEUTRAL.metalDark)],
      'translate(745 620)',
    ),
  );
  // Front pocket.
  const py = v % 2 ? 700 : 740;
  out.push(rect(350, py, 380, 1060 - py, acc.base, 50));
  out.push(rect(350, py, 380, 24, acc.light, 12));
  out.push(stroke(`M380 ${py + 60} H700`, acc.deep, 8, { dash: '14 8', linecap: 'butt' }));
  out.push(
    group(
      [rect(-10, 0, 20, 50, NEUTRAL.metal, 6), circle(0, 58, 10, NEUTRAL.metalDark)],
      `translate(690 ${py + 60})`,
    ),
  );
  out.push(rect(470, py + 120, 140, 80, NEUTRAL.paper, 10));
  out.push(text(ctx.label, 540, py + 172, { size: 30, fill: '#1F2328', maxWidth: 126 }));
  if (v % 3 === 1) {
    out.push(rect(350, 1000, 380, 16, '#E4E8EC', 8));
  }
  if (v % 3 === 2) {
    // Side mesh pocket with a bottle.
    out.push(rect(760, 760, 70, 300, c.dark, 24));
    for (let y = 780; y < 1050; y += 22) out.push(line(766, y, 824, y, c.deep, 3));
  }
  return { svg: group(out, v % 3 === 2 ? 'translate(-20 0)' : ''), shadow: { rx: 320 } };
};

export const kit: Template = (ctx) => {
  const { c, a, v } = ctx;
  const kraft = v % 3 === 2;
  const front: Tones = kraft ? tones(NEUTRAL.kraft) : c;
  const out: string[] = [];
  const x = 210;
  const y = 690;
  const w = 620;
  const h = 410;
  const dx = 110;
  const dy = 90;
  // Box interior (opening) and the back wall.
  out.push(poly([x, y, x + dx, y - dy, x + w + dx, y - dy, x + w, y], front.deep));
  // Items standing in the box.
  const items = [
    group(
      [
        rect(0, 0, 240, 340, a.base, 10),
        rect(0, 0, 30, 340, a.dark, 6),
        rect(60, 40, 150, 60, NEUTRAL.paper, 6),
      ],
      `translate(${x + 50} ${y - 300}) rotate(-6)`,
    ),
    group(
      pencilShape({ body: tones('#F5C400'), eraser: tones('#F28DA6'), length: 600 }),
      `translate(${x + 330} ${y - 160}) rotate(-80)`,
    ),
    group(
      penShape({ body: tones('#1D4ED8'), cap: tones('#1D4ED8') }),
      `translate(${x + 420} ${y - 140}) rotate(-96) scale(0.7)`,
    ),
    group(rulerShape(600, tones('#7DD3FC')), `translate(${x + 520} ${y - 150}) rotate(-74) scale(0.9)`),
    group(
      [
        rect(-40, -120, 80, 220, tones('#16A34A').base, 14),
        rect(-44, -160, 88, 60, tones('#16A34A').dark, 12),
        rect(-40, -40, 80, 90, NEUTRAL.paper),
      ],
      `translate(${x + 250} ${y - 60})`,
    ),
  ];
  const order = [
    [0, 1, 2, 3, 4],
    [0, 3, 1, 4, 2],
    [0, 2, 4, 1, 3],
  ][v % 3]!;
  for (const i of order) out.push(items[i]!);
  out.push(poly([x + w, y, x + w + dx, y - dy, x + w + dx, y + h - dy, x + w, y + h], front.dark));
  out.push(rect(x, y, w, h, front.base));
  out.push(rect(x, y, w, 20, front.light));
  // Ribbon and tag.
  if (v % 2 === 0) out.push(rect(x + w - 150, y, 50, h, a.base), rect(x + w - 150, y, 14, h, a.light));
  out.push(rect(x + 60, y + 90, 340, 200, NEUTRAL.paper, 16));
  out.push(text(ctx.label || 'KIT', x + 230, y + 190, { size: 60, fill: '#1F2328', maxWidth: 300 }));
  out.push(
    text(['Material escolar', 'Escritório', 'Presente'][v % 3]!, x + 230, y + 245, {
      size: 30,
      fill: '#57606A',
      weight: 'normal',
      maxWidth: 300,
    }),
  );
  return { svg: group(out, 'translate(-10 0)'), shadow: { rx: 400 } };
};

export const giftCard: Template = (ctx) => {
  const { c, v } = ctx;
  const ribbon = ctx.a;
  const card = (t: Tones, withText: boolean, pattern: number) => {
    const out: string[] = [rect(-320, -200, 640, 400, t.base, 32)];
    const deco: string[] = [];
    if (pattern === 0)
      deco.push(
        circle(220, -120, 160, t.light, { opacity: 0.6 }),
        circle(-260, 200, 120, t.dark, { opacity: 0.5 }),
      );
    if (pattern === 1)
      for (let i = 0; i < 7; i++)
        deco.push(
          line(-320 + i * 110, 200, -200 + i * 110, -200, t.light, 24, { opacity: 0.45, linecap: 'butt' }),
        );
    if (pattern === 2)
      for (let i = 0; i < 5; i++)
        for (let j = 0; j < 3; j++)
          deco.push(circle(-240 + i * 100, -110 + j * 100, 14, t.light, { opacity: 0.7 }));
    out.push(clipped(`gc${withText ? 1 : 0}`, rect(-320, -200, 640, 400, '#000', 32), deco.join('')));
    out.push(rect(-320, -200, 640, 400, 'none', 32, { stroke: t.dark, sw: 6 }));
    if (withText) {
      out.push(rect(110, -200, 56, 400, ribbon.base), rect(-320, 10, 640, 56, ribbon.base));
      out.push(rect(110, -200, 16, 400, ribbon.light), rect(-320, 10, 640, 14, ribbon.light));
      out.push(path('M138 38 C60 -60 0 -40 20 10 C40 50 100 50 138 38 Z', ribbon.dark));
      out.push(path('M138 38 C220 -60 280 -40 260 10 C240 50 180 50 138 38 Z', ribbon.dark));
      out.push(path('M138 38 L90 150 L110 150 L138 60 L170 150 L190 150 Z', ribbon.base));
      out.push(circle(138, 38, 26, ribbon.base));
      out.push(
        text(ctx.label || 'PRESENTE', -280, -110, { size: 60, fill: t.ink, anchor: 'start', maxWidth: 360 }),
      );
      out.push(
        text('Vale-presente', -280, 150, { size: 36, fill: t.ink, anchor: 'start', weight: 'normal' }),
      );
    }
    return out.join('');
  };
  const out: string[] = [];
  if (v % 2 === 1)
    out.push(
      group(
        card(tones(lighten(c.base, 0.35)), false, (v + 1) % 3),
        'translate(600 560) rotate(10) scale(0.9)',
      ),
    );
  out.push(group(card(c, true, v % 3), `translate(520 700) rotate(${-8 + ctx.range(-3, 3)})`));
  return { svg: out.join(''), shadow: { rx: 380, cy: 1010 } };
};

function serviceIcon(kind: number, color: string, bg: string): string {
  switch (kind % 4) {
    case 0: // wrench and screwdriver: installation / assembly
      return [
        group(
          [
            rect(-18, -40, 36, 210, color, 6),
            rect(-44, 150, 88, 180, color, 30),
            rect(-30, 170, 14, 140, bg, 7),
            path('M-18 -40 L0 -70 L18 -40 Z', color),
          ],
          'rotate(-45) translate(0 -120)',
        ),
        group(
          [
            rect(-30, -60, 60, 300, color, 30),
            circle(0, -120, 86, color),
            rect(-26, -220, 52, 110, bg, 8),
            circle(0, 220, 14, bg),
          ],
          'rotate(45) translate(0 -30)',
        ),
      ].join('');
    case 1: // shield with check: warranty
      return [
        path('M0 -190 L150 -130 V-10 C150 90 80 160 0 190 C-80 160 -150 90 -150 -10 V-130 Z', color),
        stroke('M-70 0 L-15 55 L80 -60', bg, 30),
      ].join('');
    case 2: // delivery truck
      return [
        rect(-190, -100, 230, 160, color, 14),
        path('M50 -60 H130 L190 0 V60 H50 Z', color),
        path('M70 -40 H120 L160 0 H70 Z', bg),
        circle(-110, 80, 44, bg),
        circle(120, 80, 44, bg),
        circle(-110, 80, 32, color),
        circle(120, 80, 32, color),
      ].join('');
    default: // gift box: gift wrapping
      return [
        rect(-150, -40, 300, 200, color, 14),
        rect(-175, -110, 350, 80, color, 12),
        rect(-22, -110, 44, 270, bg),
        path('M0 -112 C-50 -220 -160 -200 -100 -116 Z M0 -112 C50 -220 160 -200 100 -116 Z', color),
      ].join('');
  }
}

export const service: Template = (ctx) => {
  const { c, v } = ctx;
  const ribbon = ctx.accentOr('#F26B1D');
  const out: string[] = [];
  out.push(circle(540, 620, 330, c.dark));
  out.push(circle(540, 610, 320, c.base));
  out.push(circle(540, 610, 270, 'none', { stroke: c.light, sw: 14 }));
  out.push(
    path('M310 417 A300 300 0 0 1 690 350', 'none', {
      stroke: c.light,
      sw: 20,
      linecap: 'round',
      opacity: 0.5,
    }),
  );
  const icon = c.ink === '#FFFFFF' ? NEUTRAL.paper : c.deep;
  out.push(group(serviceIcon(v, icon, c.base), 'translate(540 590) scale(1.05)'));
  // Ribbon banner with the service name.
  out.push(poly([190, 900, 250, 900, 250, 1010, 190, 1010, 220, 955], ribbon.dark));
  out.push(poly([890, 900, 830, 900, 830, 1010, 890, 1010, 860, 955], ribbon.dark));
  out.push(rect(240, 870, 600, 120, ribbon.base, 10));
  out.push(rect(240, 870, 600, 18, ribbon.light, 8));
  out.push(text(ctx.label || 'SERVIÇO', 540, 950, { size: 58, fill: ribbon.ink, maxWidth: 540 }));
  return { svg: group(out, rotate(0, 540, 640)), shadow: { rx: 330, cy: 1080 } };
};

export const chair: Template = (ctx) => {
  const { c, v } = ctx;
  const frame = NEUTRAL.plastic;
  const out: string[] = [];
  // Five-star base with castors.
  const hub: [number, number] = [540, 990];
  const legs: [number, number][] = [
    [280, 1040],
    [800, 1040],
    [390, 1085],
    [690, 1085],
    [540, 1020],
  ];
  for (const [x, y] of legs) out.push(line(hub[0], hub[1], x, y, frame, 34));
  for (const [x, y] of legs)
    out.push(ellipse(x, y + 26, 28, 20, '#1B1F24'), ellipse(x, y + 20, 24, 14, NEUTRAL.plasticLight));
  out.push(rect(522, 800, 36, 200, NEUTRAL.metal, 6), rect(516, 880, 48, 120, frame, 8));
  // Backrest and its support.
  out.push(rect(518, 600, 44, 160, frame, 10));
  const mesh = v % 2 === 0;
  out.push(rect(360, 220, 360, 430, c.base, 110));
  out.push(path('M380 320 Q380 230 470 224 Q400 280 396 400 V600 Q380 580 380 560 Z', c.light));
  if (mesh) {
    for (let y = 280; y < 620; y += 30) out.push(line(390, y, 690, y, c.dark, 3, { opacity: 0.6 }));
  } else {
    out.push(rect(400, 470, 280, 80, c.dark, 40));
  }
  if (v % 3 === 1) out.push(rect(420, 140, 240, 100, c.base, 40), rect(518, 200, 44, 50, frame));
  // Arms.
  for (const side of [-1, 1] as const) {
    const ax = 540 + side * 250;
    out.push(rect(ax - 16, 650, 32, 160, frame, 10));
    out.push(rect(ax - 60, 630, 120, 36, frame, 18));
  }
  // Seat.
  out.push(
    path(
      'M320 740 Q320 690 380 690 H700 Q760 690 760 740 V780 Q760 820 700 820 H380 Q320 820 320 780 Z',
      c.base,
    ),
  );
  out.push(rect(340, 696, 400, 26, c.light, 13));
  out.push(rect(330, 790, 420, 30, c.dark, 15));
  const accent = ctx.hasAccent ? ctx.a.base : undefined;
  if (accent && v % 3 === 2) out.push(rect(360, 720, 360, 10, accent, 5), rect(440, 240, 200, 12, accent, 6));
  return { svg: group(out, 'translate(0 10)'), shadow: { rx: 330, cy: 1110 } };
};

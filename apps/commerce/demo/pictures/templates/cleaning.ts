/** Cleaning and hygiene: bottles, paper towel, toilet paper, trash bags, sponge, gloves. */
import { darken, lighten, luminance, type Tones, tones } from '../color';
import { circle, ellipse, group, line, path, poly, rect, stroke, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { box, clipped } from './parts';

function bubbles(x: number, y: number, color: string): string {
  return [
    circle(x, y, 26, 'none', { stroke: color, sw: 6 }),
    circle(x + 36, y - 30, 16, 'none', { stroke: color, sw: 5 }),
    circle(x + 44, y + 14, 10, 'none', { stroke: color, sw: 4 }),
  ].join('');
}

export const cleaningBottle: Template = (ctx) => {
  const { c, v } = ctx;
  const head = ctx.accentOr('#FFFFFF');
  const headEdge = luminance(head.base) > 0.7 ? { stroke: head.edge, sw: 4 } : undefined;
  const out: string[] = [];
  const label = (x: number, y: number, w: number, h: number, kind: string) => {
    out.push(rect(x, y, w, h, NEUTRAL.paper, 14));
    out.push(
      text(ctx.label || 'LIMPEZA', x + w / 2, y + 80, {
        size: 54,
        fill: luminance(c.base) > 0.5 ? '#1F2328' : c.dark,
        maxWidth: w - 40,
      }),
    );
    out.push(
      text(kind, x + w / 2, y + 124, { size: 30, fill: '#57606A', weight: 'normal', maxWidth: w - 40 }),
    );
    out.push(bubbles(x + w / 2 - 30, y + h - 60, luminance(c.base) > 0.5 ? c.deep : c.light));
  };
  switch (v % 3) {
    case 0: {
      // Trigger spray bottle.
      const body =
        'M400 1080 V680 Q400 600 470 570 L500 520 H600 L630 570 Q700 600 700 680 V1080 Q700 1100 680 1100 H420 Q400 1100 400 1080 Z';
      out.push(path(body, c.base));
      out.push(
        clipped(
          'cb-body',
          path(body, '#000'),
          rect(400, 500, 50, 620, c.light) + rect(650, 500, 60, 620, c.dark),
        ),
      );
      out.push(rect(490, 480, 120, 50, head.dark, 8));
      out.push(
        path(
          'M440 380 H640 Q660 380 660 400 V470 Q660 490 640 490 H470 Q440 490 440 460 Z',
          head.base,
          headEdge,
        ),
      );
      out.push(path('M440 384 H340 Q320 384 320 404 V424 Q320 440 340 440 H440 Z', head.base, headEdge));
      out.push(rect(306, 398, 20, 30, head.dark, 4));
      out.push(path('M470 480 Q440 520 430 600 Q426 620 444 618 Q470 560 500 500 Z', head.dark));
      label(
        430,
        700,
        240,
        300,
        `${['Multiuso', 'Limpa vidros', 'Desengordurante'][Math.floor(v / 3) % 3]} · 500 ml`,
      );
      break;
    }
    case 1: {
      // Squeeze bottle with a flip cap (dish soap).
      const body =
        'M450 1100 Q420 1100 420 1070 V760 Q420 720 440 690 Q460 660 440 620 Q420 580 430 520 Q440 470 500 460 H580 Q640 470 650 520 Q660 580 640 620 Q620 660 640 690 Q660 720 660 760 V1070 Q660 1100 630 1100 Z';
      out.push(path(body, c.base));
      out.push(
        clipped(
          'cb-body',
          path(body, '#000'),
          rect(420, 440, 44, 680, c.light) + rect(612, 440, 60, 680, c.dark),
        ),
      );
      out.push(rect(490, 370, 100, 100, head.base, 16, headEdge));
      out.push(path('M500 370 Q540 330 580 370 Z', head.dark));
      out.push(rect(524, 340, 32, 40, head.dark, 10));
      label(440, 740, 200, 300, `${['Lava-louças', 'Neutro', 'Concentrado'][Math.floor(v / 3) % 3]} 500 ml`);
      break;
    }
    default: {
      // 5 litre jug with a handle.
      const body =
        'M330 1080 V560 Q330 500 390 480 L520 440 H690 Q750 440 750 500 V1080 Q750 1100 730 1100 H350 Q330 1100 330 1080 Z';
      out.push(path(body, c.base));
      out.push(
        clipped(
          'cb-body',
          path(body, '#000'),
          rect(330, 420, 40, 700, c.light) + rect(700, 420, 60, 700, c.dark),
        ),
      );
      out.push(path('M600 450 H720 Q740 450 740 470 V600 Q740 620 720 620 H600 Z', c.dark));
      out.push(rect(620, 480, 90, 110, NEUTRAL.background, 30));
      out.push(rect(380, 400, 120, 70, head.base, 12, headEdge));
      out.push(rect(380, 400, 120, 18, head.dark, 6));
      label(
        380,
        680,
        320,
        340,
        `${['Desinfetante', 'Água sanitária', 'Limpador'][Math.floor(v / 3) % 3]} · 5 L`,
      );
    }
  }
  return { svg: group(out, v % 3 === 2 ? '' : 'translate(10 0)'), shadow: { rx: v % 3 === 2 ? 280 : 220 } };
};

/** Roll of paper standing upright: body, top ring with the cardboard core, quilted texture. */
function roll(
  cx: number,
  top: number,
  rx: number,
  h: number,
  id: string,
  tall: boolean,
  texture = 0,
): string {
  const ry = rx * 0.3;
  const out: string[] = [];
  const bodyD = `M${cx - rx} ${top} V${top + h} A${rx} ${ry} 0 0 0 ${cx + rx} ${top + h} V${top} Z`;
  out.push(path(bodyD, '#FFFFFF'));
  const tex: string[] = [rect(cx + rx * 0.45, top, rx * 0.6, h + ry, '#E6EBF0')];
  if (texture % 3 === 2) {
    for (let yy = top + 20; yy < top + h + ry; yy += 40)
      tex.push(
        stroke(
          `M${cx - rx} ${yy} q${rx / 4} -14 ${rx / 2} 0 t${rx / 2} 0 t${rx / 2} 0 t${rx / 2} 0`,
          '#DDE3E9',
          4,
        ),
      );
  } else {
    const step = texture % 3 === 1 ? 26 : 34;
    for (let yy = top + 30; yy < top + h + ry; yy += step) {
      for (let xx = cx - rx + 20 + ((yy / step) % 2) * (step / 2); xx < cx + rx; xx += step)
        tex.push(circle(xx, yy, texture % 3 === 1 ? 3 : 4, '#DDE3E9'));
    }
  }
  if (tall)
    for (let yy = top + 120; yy < top + h; yy += 130)
      tex.push(line(cx - rx, yy + 10, cx + rx, yy + 10, '#CCD4DC', 3, { dash: '10 8', linecap: 'butt' }));
  out.push(clipped(id, path(bodyD, '#000'), tex.join('')));
  out.push(path(bodyD, 'none', { stroke: '#CDD5DD', sw: 4 }));
  out.push(ellipse(cx, top, rx, ry, '#FFFFFF', { stroke: '#CDD5DD', sw: 4 }));
  out.push(ellipse(cx, top, rx * 0.36, ry * 0.36, NEUTRAL.kraft));
  out.push(ellipse(cx, top + 2, rx * 0.26, ry * 0.26, NEUTRAL.kraftDark));
  return out.join('');
}

function wrapBand(cx: number, rx: number, y: number, h: number, t: Tones): string {
  const ry = rx * 0.3;
  return path(
    `M${cx - rx} ${y} A${rx} ${ry} 0 0 0 ${cx + rx} ${y} V${y + h} A${rx} ${ry} 0 0 1 ${cx - rx} ${y + h} Z`,
    t.base,
    { opacity: 0.95 },
  );
}

export const paperTowel: Template = (ctx) => {
  const { c, v } = ctx;
  const out: string[] = [];
  const pair = v % 2 === 0;
  const rx = 130;
  const h = 560;
  const top = 500;
  const centres = pair ? [410, 670] : [540];
  centres.forEach((cx, i) => {
    out.push(roll(cx, top - (pair && i === 0 ? 20 : 0), rx, h, `pt${i}`, true, v));
  });
  if (pair) {
    // Plastic pack: band across both rolls with the brand.
    const y = top + 200;
    out.push(
      path(
        `M${280} ${y} A${rx} ${rx * 0.3} 0 0 0 ${540} ${y} A${rx} ${rx * 0.3} 0 0 0 ${800} ${y} V${y + 210} A${rx} ${rx * 0.3} 0 0 1 ${540} ${y + 210} A${rx} ${rx * 0.3} 0 0 1 ${280} ${y + 210} Z`,
        c.base,
        { opacity: 0.95 },
      ),
    );
    out.push(text(ctx.label || 'PAPEL TOALHA', 540, y + 120, { size: 64, fill: c.ink, maxWidth: 460 }));
    out.push(
      text(['2 rolos · 60 folhas', 'Folha dupla · 2 rolos'][Math.floor(v / 2) % 2]!, 540, y + 176, {
        size: 30,
        fill: c.ink,
        weight: 'normal',
      }),
    );
  } else {
    // A single roll with a sheet pulled down in front.
    out.push(wrapBand(540, rx, top + 230, 170, c));
    out.push(text(ctx.label || 'PAPEL TOALHA', 540, top + 340, { size: 46, fill: c.ink, maxWidth: 230 }));
    out.push(
      path(
        `M${540 + rx} ${top + 80} Q${540 + rx + 120} ${top + 300} ${540 + rx + 90} ${top + h + 20} L${540 + rx + 30} ${top + h + 40} Q${540 + rx + 40} ${top + 300} ${540 + rx - 10} ${top + 100} Z`,
        '#FFFFFF',
        { stroke: '#CDD5DD', sw: 4 },
      ),
    );
  }
  return { svg: group(out, 'translate(0 -10)'), shadow: { rx: pair ? 360 : 260 } };
};

export const toiletPaper: Template = (ctx) => {
  const { c, v } = ctx;
  const out: string[] = [];
  const rx = 120;
  const h = 240;
  const eight = v % 2 === 1;
  // Back row then front row of the pack.
  // Back row, then the front row shifted forward; the 8-pack adds a second layer on top.
  const layers = eight ? [0, -h - 4] : [0];
  const base = 720;
  const back: [number, number][] = [
    [450, base],
    [690, base],
  ];
  const front: [number, number][] = [
    [380, base + 120],
    [620, base + 120],
  ];
  let i = 0;
  for (const dy of layers) {
    for (const [x, y] of back) out.push(roll(x, y + dy, rx, h, `tp${i++}`, false));
    for (const [x, y] of front) out.push(roll(x, y + dy, rx, h, `tp${i++}`, false));
  }
  // Wrapper band around the front rolls.
  const [fx0, fy0] = front[0]!;
  const [fx1] = front[1]!;
  const by = fy0 + 70;
  out.push(
    path(
      `M${fx0 - rx} ${by} A${rx} ${rx * 0.3} 0 0 0 ${fx0 + rx} ${by} A${rx} ${rx * 0.3} 0 0 0 ${fx1 + rx} ${by} V${by + 150} A${rx} ${rx * 0.3} 0 0 1 ${fx1 - rx} ${by + 150} A${rx} ${rx * 0.3} 0 0 1 ${fx0 - rx} ${by + 150} Z`,
      c.base,
      { opacity: 0.96 },
    ),
  );
  const pattern = Math.floor(v / 2) % 3;
  for (let k = 0; k < 5; k++) {
    const px = fx0 - rx + 40 + k * 95;
    const py = by + 22 + (k % 2) * 14;
    if (pattern === 0) out.push(circle(px, py, 10, c.light));
    else if (pattern === 1)
      out.push(
        path(
          `M${px} ${py + 10} c-16 -12 -16 -26 -4 -26 c4 0 4 4 4 4 c0 0 0 -4 4 -4 c12 0 12 14 -4 26 Z`,
          c.light,
        ),
      );
    else out.push(stroke(`M${px - 24} ${py} q12 -12 24 0 t24 0`, c.light, 5));
  }
  out.push(
    text(ctx.label || 'PAPEL HIGIÊNICO', (fx0 + fx1) / 2, by + 90, { size: 56, fill: c.ink, maxWidth: 420 }),
  );
  out.push(
    text(eight ? '8 rolos · folha dupla' : '4 rolos · folha dupla', (fx0 + fx1) / 2, by + 138, {
      size: 28,
      fill: c.ink,
      weight: 'normal',
    }),
  );
  return {
    svg: group(out, 'translate(540 1100) scale(1.14) translate(-540 -1120)'),
    shadow: { rx: 420, cx: 540, cy: 1110 },
  };
};

export const trashBag: Template = (ctx) => {
  const { c, v } = ctx;
  const acc = ctx.accentOr('#F5C400');
  const withRoll = v % 2 === 0;
  const out: string[] = [];
  const bag = (t: Tones) => {
    const d =
      'M0 -330 C-100 -290 -260 -190 -270 60 C-280 250 -170 340 0 340 C170 340 280 250 270 60 C260 -190 100 -290 0 -330 Z';
    return [
      path(d, t.base),
      clipped(
        `tb${t.base.slice(1)}`,
        path(d, '#000'),
        ellipse(180, 140, 200, 300, t.dark) +
          ellipse(-150, -60, 40, 170, t.light, { transform: 'rotate(20 -150 -60)', opacity: 0.8 }),
      ),
      stroke('M-40 -300 Q-80 -160 -60 -40', t.deep, 8, { opacity: 0.6 }),
      stroke('M40 -300 Q90 -170 120 -60', t.deep, 8, { opacity: 0.6 }),
      stroke('M-200 180 Q-120 260 -20 280', t.light, 6, { opacity: 0.6 }),
      path('M0 -320 C-40 -390 -120 -420 -150 -390 C-120 -350 -60 -330 0 -318 Z', t.base),
      path('M0 -320 C40 -400 130 -420 150 -380 C110 -346 60 -330 0 -318 Z', t.dark),
      circle(0, -318, 24, t.deep),
    ].join('');
  };
  if (v % 3 === 2) out.push(group(bag(tones(lighten(c.base, 0.12))), 'translate(700 780) scale(0.75)'));
  out.push(group(bag(c), `translate(${withRoll ? 440 : 500} ${withRoll ? 730 : 740})`));
  if (withRoll) {
    // Roll of bags lying in front, with its paper band.
    const rx = 190;
    const cy = 1000;
    out.push(rect(620, cy - 100, 2 * rx, 200, c.dark, 0));
    out.push(ellipse(620 + 2 * rx, cy, 40, 100, c.base));
    out.push(ellipse(620 + 2 * rx, cy, 14, 36, NEUTRAL.kraftDark));
    out.push(ellipse(620, cy, 40, 100, c.dark));
    out.push(rect(620, cy - 100, 2 * rx, 30, c.light, 0, { opacity: 0.6 }));
    out.push(rect(680, cy - 100, 2 * rx - 120, 200, acc.base));
    out.push(text(ctx.label || 'SACO DE LIXO', 620 + rx, cy + 4, { size: 40, fill: acc.ink, maxWidth: 240 }));
    out.push(text('50 L · 30 un', 620 + rx, cy + 52, { size: 26, fill: acc.ink, weight: 'normal' }));
  }
  return {
    svg: group(out, `${withRoll ? 'translate(-50 0) ' : ''}rotate(${[0, -4, 3, 5][v % 4]} 540 1100)`),
    shadow: { rx: 400, cy: 1100 },
  };
};

export const sponge: Template = (ctx) => {
  const { c, v } = ctx;
  const scour = ctx.accentOr('#16A34A');
  const one = (foam: Tones, pad: Tones, withLabel: boolean) => {
    const x = 0;
    const y = 0;
    const w = 560;
    const dx = 150;
    const dy = 110;
    const out: string[] = [];
    out.push(box(x, y + 90, w, 190, dx, dy, { front: foam.base, top: foam.light, side: foam.dark }));
    if (v % 2 === 1)
      out.push(path(`M${x} ${y + 280} Q${x + w / 2} ${y + 230} ${x + w} ${y + 280} Z`, NEUTRAL.background));
    out.push(box(x, y, w, 90, dx, dy, { front: pad.base, top: pad.light, side: pad.dark }));
    for (let i = 0; i < 40; i++) {
      const px = x + 20 + ((i * 97) % (w - 40));
      const py = y + 120 + ((i * 53) % 140);
      out.push(ellipse(px, py, 6 + (i % 3) * 3, 4 + (i % 2) * 2, foam.dark, { opacity: 0.55 }));
    }
    for (let i = 0; i < 26; i++) {
      const t = (i * 37) % 100;
      const px = x + 30 + ((i * 71) % (w - 60)) + (t / 100) * dx * 0.8;
      const py = y - 10 - (t / 100) * dy * 0.8;
      out.push(line(px, py, px + 26, py - 6 + (i % 3) * 6, pad.dark, 4));
    }
    if (withLabel && ctx.label)
      out.push(
        text(ctx.label, x + w / 2, y + 56, { size: 36, fill: pad.ink, maxWidth: w - 80, opacity: 0.9 }),
      );
    return out.join('');
  };
  const out: string[] = [];
  if (v % 3 === 1)
    out.push(
      group(one(tones(lighten(c.base, 0.1)), scour, false), 'translate(330 500) rotate(0) scale(0.8)'),
    );
  out.push(group(one(c, scour, true), `translate(${v % 3 === 1 ? 170 : 200} ${v % 3 === 1 ? 780 : 700})`));
  if (v % 3 === 2) {
    for (const [x, y, r] of [
      [290, 640, 40],
      [370, 590, 24],
      [800, 600, 32],
      [860, 660, 18],
      [240, 560, 16],
    ] as const) {
      out.push(
        circle(x, y, r, '#FFFFFF', { stroke: '#BFD7EA', sw: 4, opacity: 0.95 }),
        circle(x - r * 0.35, y - r * 0.35, r * 0.22, '#BFD7EA'),
      );
    }
  }
  return { svg: out.join(''), shadow: { rx: 400, cy: v % 3 === 1 ? 1090 : 1010 } };
};

export const gloves: Template = (ctx) => {
  const { c, v } = ctx;
  const cuff = ctx.hasAccent ? ctx.a : c;
  const glove = (t: Tones, cf: Tones, dots: boolean) => {
    const out: string[] = [];
    out.push(poly([-125, 0, 125, 0, 108, -280, -108, -280], cf.base));
    out.push(rect(-132, -22, 264, 36, cf.dark, 18));
    out.push(rect(-112, -540, 224, 320, t.base, 64));
    const fingers: [number, number, number][] = [
      [-112, 54, -760],
      [-52, 56, -800],
      [10, 54, -770],
      [70, 46, -690],
    ];
    for (const [fx, fw, top] of fingers) {
      out.push(rect(fx, top, fw, -460 - top, t.base, fw / 2));
      out.push(rect(fx + 10, top + 24, 12, -520 - top, t.light, 6));
      if (dots) for (let k = 0; k < 3; k++) out.push(circle(fx + fw / 2, top + 30 + k * 28, 5, t.dark));
    }
    out.push(
      group(
        [rect(-30, -250, 62, 270, t.base, 31), rect(-18, -226, 12, 200, t.light, 6)],
        'translate(-96 -330) rotate(-40)',
      ),
    );
    out.push(path('M90 -520 Q110 -380 96 -250', 'none', { stroke: t.dark, sw: 12, linecap: 'round' }));
    out.push(
      path('M-60 -300 Q0 -270 60 -300', 'none', { stroke: t.dark, sw: 6, linecap: 'round', opacity: 0.6 }),
    );
    return out.join('');
  };
  const back = tones(darken(c.base, 0.1));
  const out: string[] = [];
  out.push(
    group(
      glove(back, tones(darken(cuff.base, 0.1)), v % 2 === 1),
      `translate(640 1080) scale(-0.9 0.9) rotate(${-10 + ctx.range(-3, 3)})`,
    ),
  );
  out.push(
    group(glove(c, cuff, v % 2 === 1), `translate(430 1100) scale(0.95) rotate(${-8 + ctx.range(-3, 3)})`),
  );
  if (ctx.label)
    out.push(
      text(ctx.label, 0, 0, {
        size: 32,
        fill: cuff.ink,
        maxWidth: 200,
        transform: `translate(${430 + 2} ${1100 - 120}) rotate(${-8})`,
      }),
    );
  return { svg: group(out, 'translate(0 20)'), shadow: { rx: 360, cy: 1120 } };
};

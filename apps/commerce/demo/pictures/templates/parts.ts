/** Building blocks shared by several templates (boxes, pens, pencils, beans, stickers). */
import { lighten, luminance, type Tones } from '../color';
import { circle, ellipse, group, line, path, poly, rect, text } from '../svg';
import { NEUTRAL } from './context';

export interface BoxFaces {
  front: string;
  top: string;
  side: string;
}

/**
 * Box in oblique projection: front face at (x, y, w, h), depth drawn up and to the right by
 * (dx, -dy). Light comes from the top left, so top is lighter and side darker.
 */
export function box(x: number, y: number, w: number, h: number, dx: number, dy: number, f: BoxFaces): string {
  return [
    poly([x, y, x + dx, y - dy, x + w + dx, y - dy, x + w, y], f.top),
    poly([x + w, y, x + w + dx, y - dy, x + w + dx, y + h - dy, x + w, y + h], f.side),
    rect(x, y, w, h, f.front),
  ].join('');
}

/** White label sticker with the brand text centred. */
export function sticker(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  o: { fill?: string; ink?: string; size?: number; rx?: number } = {},
): string {
  return (
    rect(x, y, w, h, o.fill ?? NEUTRAL.paper, o.rx ?? 10) +
    text(label, x + w / 2, y + h / 2 + (o.size ?? 40) * 0.36, {
      size: o.size ?? 40,
      fill: o.ink ?? '#1F2328',
      maxWidth: w - 24,
    })
  );
}

export interface PenOptions {
  body: Tones;
  cap: Tones;
  label?: string;
  /** Transparent barrel with the ink tube visible (BIC Cristal style). */
  clear?: boolean;
  /** Retractable pen: plunger and clip at the back instead of a posted cap. */
  click?: boolean;
  grip?: boolean;
}

/** Ballpoint pen lying horizontally, tip at x = -455, back at x = +460, centred on y = 0. */
export function penShape(o: PenOptions): string {
  const b = o.body;
  const clearFill = lighten(b.base, 0.7);
  const out: string[] = [];
  out.push(poly([-455, 0, -420, -9, -420, 9], NEUTRAL.metalDark));
  out.push(poly([-420, -11, -330, -28, -330, 28, -420, 11], o.clear ? clearFill : b.dark));
  out.push(rect(-330, -34, 620, 68, o.clear ? clearFill : b.base, 12));
  if (o.clear) {
    out.push(line(-420, 0, 270, 0, b.base, 14, { linecap: 'butt' }));
    out.push(rect(-320, -27, 590, 9, NEUTRAL.paper, 4, { opacity: 0.9 }));
    out.push(rect(-330, 16, 620, 18, lighten(b.base, 0.45), 8));
    out.push(rect(-330, -34, 620, 68, 'none', 12, { stroke: lighten(b.base, 0.35), sw: 3 }));
  } else {
    out.push(rect(-320, -26, 590, 12, b.light, 6));
    out.push(rect(-330, 14, 620, 20, b.dark, 10));
  }
  if (o.grip) {
    const g = o.cap;
    out.push(rect(-335, -38, 150, 76, g.deep, 16));
    for (let x = -320; x < -195; x += 16) out.push(rect(x, -38, 7, 76, g.dark, 3));
  }
  if (o.click) {
    out.push(poly([290, -34, 400, -26, 400, 26, 290, 34], o.cap.base));
    out.push(rect(400, -20, 60, 40, NEUTRAL.metal, 8));
    out.push(rect(300, -58, 120, 20, o.cap.dark, 10));
    out.push(rect(395, -58, 22, 40, o.cap.dark, 6));
  } else {
    const c = o.cap;
    out.push(rect(250, -41, 205, 82, c.base, 20));
    out.push(rect(262, -32, 180, 13, c.light, 6));
    out.push(rect(250, 18, 205, 23, c.dark, 11));
    out.push(rect(268, -62, 170, 22, c.dark, 11));
    out.push(circle(280, -51, 15, c.deep));
    out.push(rect(452, -26, 16, 52, c.deep, 7));
  }
  if (o.label) {
    out.push(
      text(o.label, -30, 11, {
        size: 30,
        fill: o.clear ? b.deep : b.ink,
        maxWidth: 300,
      }),
    );
  }
  return out.join('');
}

export interface PencilOptions {
  body: Tones;
  eraser?: Tones;
  label?: string;
  /** Colour of the lead; graphite when omitted. */
  lead?: string;
  length?: number;
}

/** Hexagonal pencil lying horizontally, point at the left, centred on (0, 0). */
export function pencilShape(o: PencilOptions): string {
  const half = (o.length ?? 880) / 2;
  const b = o.body;
  const tipX = -half;
  const woodX = tipX + 130;
  const endX = o.eraser ? half - 150 : half;
  const out: string[] = [];
  out.push(poly([tipX + 40, -12, woodX, -40, woodX, 40, tipX + 40, 12], NEUTRAL.wood));
  out.push(poly([tipX + 40, 3, woodX, 8, woodX, 40, tipX + 40, 12], NEUTRAL.woodDark));
  out.push(poly([tipX, 0, tipX + 42, -13, tipX + 42, 13], o.lead ?? '#3A3F45'));
  // Painted body: three facets of the hexagon.
  out.push(rect(woodX, -40, endX - woodX, 27, b.light));
  out.push(rect(woodX, -13, endX - woodX, 26, b.base));
  out.push(rect(woodX, 13, endX - woodX, 27, b.dark));
  // Scalloped paint edge where the pencil was sharpened.
  out.push(
    path(
      `M${woodX} -40 Q${woodX - 22} -27 ${woodX} -13 Q${woodX - 22} 0 ${woodX} 13 Q${woodX - 22} 27 ${woodX} 40 Z`,
      b.base,
    ),
  );
  if (o.eraser) {
    out.push(rect(endX, -44, 70, 88, NEUTRAL.metal));
    out.push(rect(endX, -44, 70, 16, NEUTRAL.metalLight));
    for (const dx of [14, 30, 46]) out.push(rect(endX + dx, -44, 6, 88, NEUTRAL.metalDark));
    out.push(
      path(
        `M${endX + 70} -42 H${half - 20} a20 20 0 0 1 20 20 V22 a20 20 0 0 1 -20 20 H${endX + 70} Z`,
        o.eraser.base,
      ),
    );
    out.push(rect(endX + 70, -34, 50, 12, o.eraser.light, 6));
  }
  if (o.label) {
    out.push(
      text(o.label, (woodX + endX) / 2 + 20, 9, { size: 24, fill: b.ink, maxWidth: 260, letterSpacing: 1 }),
    );
  }
  return out.join('');
}

/** Ruler lying horizontally, centred on (0, 0). */
export function rulerShape(length: number, t: Tones): string {
  const out = [
    rect(-length / 2, -45, length, 90, t.base, 6, { opacity: 0.92 }),
    rect(-length / 2, 25, length, 20, t.dark, 6),
  ];
  for (let i = 0, x = -length / 2 + 20; x < length / 2 - 10; i++, x += 16) {
    out.push(line(x, -45, x, i % 5 === 0 ? -10 : -25, t.deep, 3, { linecap: 'butt' }));
  }
  return group(out);
}

/** Roasted coffee bean, about 60 x 44, centred on (0, 0). */
export function coffeeBean(x: number, y: number, angle: number, scale = 1): string {
  return group(
    [
      ellipse(0, 0, 30, 22, '#5B3A24'),
      ellipse(-6, -6, 18, 10, '#77502F'),
      path('M-24 4 Q0 -8 24 2', 'none', { stroke: '#2E1C10', sw: 5, linecap: 'round' }),
    ],
    `translate(${x} ${y}) rotate(${angle}) scale(${scale})`,
  );
}

/** Short handwriting-like scribble line starting at (x, y). */
export function scribble(x: number, y: number, width: number, color: string, sw = 8, seed = 0): string {
  const pts: string[] = [`M${x} ${y}`];
  const step = 28;
  for (let i = 1, cx = x; cx < x + width; i++) {
    cx += step;
    const dy = ((i * 37 + seed * 13) % 7) - 3;
    pts.push(`Q${cx - step / 2} ${y + (i % 2 ? -12 : 12) + dy} ${cx} ${y + dy}`);
  }
  return path(pts.join(' '), 'none', { stroke: color, sw, linecap: 'round', linejoin: 'round' });
}

/** Content clipped to a shape (ids only need to be unique within one image). */
export function clipped(id: string, shape: string, content: string): string {
  return `<defs><clipPath id="${id}">${shape}</clipPath></defs><g clip-path="url(#${id})">${content}</g>`;
}

/** Thin outline for boxes so white packaging stays visible on the light background. */
export function edgeIfLight(t: Tones, d: string): string {
  return luminance(t.base) > 0.7 ? path(d, 'none', { stroke: t.edge, sw: 4, linejoin: 'round' }) : '';
}

export function boxOutline(x: number, y: number, w: number, h: number, dx: number, dy: number): string {
  return `M${x} ${y + h} V${y} L${x + dx} ${y - dy} H${x + w + dx} V${y + h - dy} L${x + w} ${y + h} Z M${x} ${y} H${x + w} L${x + w + dx} ${y - dy} M${x + w} ${y} V${y + h}`;
}

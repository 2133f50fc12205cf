/**
 * Minimal SVG string builders. Numbers are rounded to one decimal and every attribute value and
 * text node is XML-escaped, so product data (labels) can never break the markup.
 */

export const FONT_FAMILY = 'DejaVu Sans, Arial, sans-serif';
export const MONO_FAMILY = 'DejaVu Sans Mono, Menlo, monospace';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Characters XML 1.0 forbids (C0 controls except tab/newline/return, U+FFFE, U+FFFF). */
function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

/** Escapes text for element content and attribute values; drops characters XML forbids. */
export function escapeXml(value: string): string {
  let out = '';
  for (const ch of value) {
    if (!isXmlChar(ch.charCodeAt(0))) continue;
    out += XML_ESCAPES[ch] ?? ch;
  }
  return out;
}

export function num(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export type AttrValue = string | number | undefined | false;
export type Attrs = Record<string, AttrValue>;

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs = {}, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

/** Optional presentation attributes shared by the shape helpers. */
export interface Paint {
  stroke?: string;
  sw?: number;
  opacity?: number;
  transform?: string;
  linecap?: 'round' | 'butt' | 'square';
  linejoin?: 'round' | 'miter' | 'bevel';
  dash?: string;
  fillRule?: 'evenodd' | 'nonzero';
}

function paint(p: Paint = {}): Attrs {
  return {
    stroke: p.stroke,
    'stroke-width': p.sw,
    opacity: p.opacity,
    transform: p.transform,
    'stroke-linecap': p.linecap,
    'stroke-linejoin': p.linejoin,
    'stroke-dasharray': p.dash,
    'fill-rule': p.fillRule,
  };
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, p?: Paint): string {
  return el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...paint(p) });
}

export function circle(cx: number, cy: number, r: number, fill: string, p?: Paint): string {
  return el('circle', { cx, cy, r, fill, ...paint(p) });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, p?: Paint): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...paint(p) });
}

export function path(d: string, fill: string, p?: Paint): string {
  return el('path', { d, fill, ...paint(p) });
}

/** Stroked open path (no fill). */
export function stroke(d: string, color: string, width: number, p?: Paint): string {
  return el('path', {
    d,
    fill: 'none',
    ...paint({ linecap: 'round', linejoin: 'round', ...p, stroke: color, sw: width }),
  });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string,
  width: number,
  p?: Paint,
): string {
  return el('line', { x1, y1, x2, y2, ...paint({ linecap: 'round', ...p, stroke: color, sw: width }) });
}

/** Polygon from a flat list of coordinates `[x1, y1, x2, y2, ...]`. */
export function poly(points: readonly number[], fill: string, p?: Paint): string {
  const pts: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) pts.push(`${num(points[i]!)},${num(points[i + 1]!)}`);
  return el('polygon', { points: pts.join(' '), fill, ...paint(p) });
}

export function group(children: string | readonly string[], transform?: string, extra: Attrs = {}): string {
  return el('g', { transform, ...extra }, typeof children === 'string' ? children : children.join(''));
}

/** Rough advance width of a character in em for DejaVu Sans (bold is ~8 % wider). */
function charWidth(ch: string): number {
  if (ch === ' ') return 0.32;
  if (/[.,:;'!|il]/.test(ch)) return 0.3;
  if (/[MWmw@%]/.test(ch)) return 0.9;
  if (/[A-Z]/.test(ch)) return 0.72;
  if (/[0-9]/.test(ch)) return 0.64;
  return 0.6;
}

export function estimateTextWidth(value: string, size: number, bold = true, mono = false): number {
  if (mono) return [...value].length * 0.61 * size;
  let w = 0;
  for (const ch of value) w += charWidth(ch);
  return w * size * (bold ? 1.08 : 1);
}

export interface TextOptions {
  size: number;
  fill: string;
  /** Font size shrinks until the estimated width fits. */
  maxWidth?: number;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  family?: string;
  letterSpacing?: number;
  transform?: string;
  opacity?: number;
}

/** A single line of text; returns '' for empty strings so callers can pass optional labels. */
export function text(value: string, x: number, y: number, o: TextOptions): string {
  const v = value.trim();
  if (!v) return '';
  const bold = (o.weight ?? 'bold') === 'bold';
  let size = o.size;
  if (o.maxWidth) {
    const mono = (o.family ?? '').includes('Mono');
    const w = estimateTextWidth(v, size, bold, mono) + (o.letterSpacing ?? 0) * v.length;
    if (w > o.maxWidth) size = Math.max(8, (size * o.maxWidth) / w);
  }
  return el(
    'text',
    {
      x,
      y,
      'font-family': o.family ?? FONT_FAMILY,
      'font-size': size,
      'font-weight': bold ? 'bold' : undefined,
      'text-anchor': o.anchor ?? 'middle',
      'letter-spacing': o.letterSpacing,
      fill: o.fill,
      transform: o.transform,
      opacity: o.opacity,
    },
    escapeXml(v),
  );
}

export function rotate(deg: number, cx: number, cy: number): string {
  return `rotate(${num(deg)} ${num(cx)} ${num(cy)})`;
}

/** Annulus (ring) as one even-odd path, so the hole shows whatever is behind it. */
export function ringPath(cx: number, cy: number, rx: number, ry: number, irx: number, iry: number): string {
  const e = (a: number, b: number) =>
    `M${num(cx - a)} ${num(cy)}a${num(a)} ${num(b)} 0 1 0 ${num(2 * a)} 0a${num(a)} ${num(b)} 0 1 0 ${num(-2 * a)} 0Z`;
  return e(rx, ry) + e(irx, iry);
}

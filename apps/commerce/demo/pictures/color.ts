/**
 * Tiny colour helpers for the product illustrations: every template derives its highlight and
 * shade from the product's colour so the lighting stays consistent across the catalogue.
 */

export type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(value: string): Rgb | undefined {
  const m = HEX.exec(value.trim());
  if (!m) return undefined;
  let h = m[1]!;
  if (h.length === 3) h = [...h].map((ch) => ch + ch).join('');
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

/** Canonical `#RRGGBB`, or the fallback when the value is missing or not a hex colour. */
export function normalizeHex(value: string | undefined, fallback: string): string {
  const rgb = value === undefined ? undefined : parseHex(value);
  return toHex(rgb ?? parseHex(fallback) ?? [0, 0, 0]);
}

function rgbOf(hex: string): Rgb {
  return parseHex(hex) ?? [0, 0, 0];
}

/** Linear mix: `t = 0` gives `a`, `t = 1` gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  const k = Math.max(0, Math.min(1, t));
  return toHex([x[0] + (y[0] - x[0]) * k, x[1] + (y[1] - x[1]) * k, x[2] + (y[2] - x[2]) * k]);
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, '#FFFFFF', amount);
}

export function darken(hex: string, amount: number): string {
  return mix(hex, '#000000', amount);
}

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** HSL saturation, 0 (grey) .. 1. */
export function saturation(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => v / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return 0;
  return l > 0.5 ? (max - min) / (2 - max - min) : (max - min) / (max + min);
}

export const INK_DARK = '#1F2328';
export const INK_LIGHT = '#FFFFFF';

/** Text colour that reads best on `bg`. */
export function readableInk(bg: string): string {
  return contrastRatio(bg, INK_DARK) >= contrastRatio(bg, INK_LIGHT) ? INK_DARK : INK_LIGHT;
}

/** A colour and the tones the flat illustrations use: one highlight, one shade (plus extremes). */
export interface Tones {
  base: string;
  /** Lit side (top/left). */
  light: string;
  /** Shaded side (bottom/right). */
  dark: string;
  /** Very pale, for translucent parts and reflections. */
  pale: string;
  /** Deep shade, for holes, seams and inner edges. */
  deep: string;
  /** Text colour on `base`. */
  ink: string;
  /** Silhouette edge for very light objects that would vanish on the light background. */
  edge: string;
}

export function tones(hex: string): Tones {
  const base = normalizeHex(hex, '#F26B1D');
  const lum = luminance(base);
  // Very dark colours need a stronger lift to show a highlight; very light ones a stronger shade.
  const lift = lum < 0.04 ? 0.2 : 0.26;
  const drop = lum > 0.75 ? 0.18 : 0.22;
  return {
    base,
    light: lighten(base, lift),
    dark: darken(base, drop),
    pale: lighten(base, 0.72),
    deep: darken(base, lum > 0.75 ? 0.3 : 0.45),
    ink: readableInk(base),
    edge: lum > 0.7 ? darken(base, 0.26) : base,
  };
}

/** True for greys, blacks and whites (where an automatic accent should add colour). */
export function isNeutral(hex: string): boolean {
  return saturation(hex) < 0.15 || luminance(hex) < 0.02 || luminance(hex) > 0.9;
}

/** Portuguese name of a colour's family, for printed labels ('Preto', 'Ciano', ...). */
export function colorNamePt(hex: string): string {
  const [r, g, b] = rgbOf(hex).map((v) => v / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max - min < 0.12) return l < 0.25 ? 'Preto' : l > 0.85 ? 'Branco' : 'Cinza';
  let h: number;
  if (max === r) h = ((g - b) / (max - min)) % 6;
  else if (max === g) h = (b - r) / (max - min) + 2;
  else h = (r - g) / (max - min) + 4;
  h = (h * 60 + 360) % 360;
  if (h < 15 || h >= 335) return 'Vermelho';
  if (h < 40) return 'Laranja';
  if (h < 70) return 'Amarelo';
  if (h < 160) return 'Verde';
  if (h < 200) return 'Ciano';
  if (h < 255) return 'Azul';
  if (h < 290) return 'Roxo';
  return 'Magenta';
}

import { hashString, mulberry32 } from '../../../src/lib/random';
import { IMAGE_BACKGROUND } from '../../../src/modules/media/rasterize';
import type { ImageSpec } from '../../types';
import { isNeutral, normalizeHex, parseHex, type Tones, tones } from '../color';

/** Canvas of the master image (gallery size); every template draws in these coordinates. */
export const CANVAS = { width: 1080, height: 1340 } as const;
/** Where the floor shadow sits; standing objects rest on this line. */
export const FLOOR_Y = 1120;
/** Colours shared by all templates. */
export const NEUTRAL = {
  background: IMAGE_BACKGROUND,
  paper: '#FFFFFF',
  paperEdge: '#D8DEE4',
  paperLine: '#C9D3DD',
  metal: '#C3CAD2',
  metalLight: '#E4E8EC',
  metalDark: '#8E98A3',
  plastic: '#2B3036',
  plasticLight: '#474E57',
  shadow: '#1F2328',
  kraft: '#C9A27A',
  kraftLight: '#DDBE9C',
  kraftDark: '#A9825B',
  wood: '#F0C896',
  woodDark: '#D9A66F',
} as const;

export interface Ctx {
  spec: ImageSpec;
  /** Main colour and its tones. */
  c: Tones;
  /** Accent colour (caps, labels, stripes): `spec.accent`, else an automatic contrast colour. */
  a: Tones;
  /** Whether the product data gave an accent (templates may prefer a kind-specific default). */
  hasAccent: boolean;
  /** Accent tones, or the tones of `fallback` when the product has no accent. */
  accentOr(fallback: string): Tones;
  /** Brand text, trimmed and shortened ('' when absent). Escaped by the `text` helper. */
  label: string;
  /** Non-negative integer variant. */
  v: number;
  /** Deterministic pseudo-random number in [0, 1) seeded by template and variant. */
  rnd(): number;
  /** Deterministic number in [min, max). */
  range(min: number, max: number): number;
  /** Deterministic pick. */
  pick<T>(items: readonly T[]): T;
}

/** A template's output: group markup plus the footprint of its floor shadow. */
export interface Drawing {
  svg: string;
  shadow?: { cx?: number; cy?: number; rx: number; ry?: number };
}

export type Template = (ctx: Ctx) => Drawing;

const DEFAULT_COLOR = '#F26B1D';

export function createContext(spec: ImageSpec): Ctx {
  const base = normalizeHex(spec.color, DEFAULT_COLOR);
  const hasAccent = spec.accent !== undefined && parseHex(spec.accent) !== undefined;
  const autoAccent = isNeutral(base) ? DEFAULT_COLOR : '#1F2328';
  const accent = hasAccent ? normalizeHex(spec.accent, autoAccent) : autoAccent;
  const v = Number.isFinite(spec.variant) ? Math.max(0, Math.floor(spec.variant ?? 0)) : 0;
  const rnd = mulberry32(hashString(spec.template) ^ Math.imul(v + 1, 0x9e3779b1));
  const label = [...(spec.label ?? '').replace(/\s+/g, ' ').trim()].slice(0, 24).join('');
  return {
    spec,
    c: tones(base),
    a: tones(accent),
    hasAccent,
    accentOr: (fallback) => tones(hasAccent ? accent : fallback),
    label,
    v,
    rnd,
    range: (min, max) => min + (max - min) * rnd(),
    pick: <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length) % items.length]!,
  };
}

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_BACKGROUND, rasterizeSvg } from '../../src/modules/media/rasterize';
import type { ImageSpec, ImageTemplate } from '../types';
import { contrastRatio, darken, lighten, mix, normalizeHex, parseHex, readableInk, tones } from './color';
import { renderProductSvg, TEMPLATE_NAMES } from './render-svg';
import { escapeXml } from './svg';

/** Every value of the ImageTemplate union; a missing or extra key fails to compile. */
const ALL_TEMPLATES: Record<ImageTemplate, true> = {
  pen: true,
  pencil: true,
  marker: true,
  highlighter: true,
  eraser: true,
  notebook: true,
  'paper-ream': true,
  folder: true,
  binder: true,
  envelope: true,
  'sticky-notes': true,
  stapler: true,
  staples: true,
  clips: true,
  scissors: true,
  glue: true,
  tape: true,
  calculator: true,
  toner: true,
  'ink-cartridge': true,
  mouse: true,
  keyboard: true,
  cable: true,
  'usb-drive': true,
  headset: true,
  monitor: true,
  'coffee-pack': true,
  'coffee-capsules': true,
  cup: true,
  sugar: true,
  'cleaning-bottle': true,
  'paper-towel': true,
  'toilet-paper': true,
  'trash-bag': true,
  sponge: true,
  gloves: true,
  backpack: true,
  kit: true,
  planner: true,
  'gift-card': true,
  service: true,
  chair: true,
  'desk-organizer': true,
  whiteboard: true,
  'archive-box': true,
  'tray-organizer': true,
  jar: true,
  printer: true,
  thermos: true,
  biscuits: true,
  'pedal-bin': true,
  'swing-bin': true,
  ssd: true,
  'ssd-m2': true,
  'monitor-stand': true,
  'coffee-maker': true,
  'espresso-machine': true,
  ups: true,
  webcam: true,
  footrest: true,
  broom: true,
  squeegee: true,
  'mop-bucket': true,
  'ink-bottle': true,
  sharpener: true,
  ruler: true,
  'thermal-roll': true,
  'tea-box': true,
  'coffee-filter': true,
  'water-bottle': true,
  'dropper-bottle': true,
  'detergent-box': true,
  'cup-set': true,
  cutlery: true,
  stirrers: true,
  'filter-holder': true,
};
const templates = Object.keys(ALL_TEMPLATES) as ImageTemplate[];

function spec(template: ImageTemplate, extra: Partial<ImageSpec> = {}): ImageSpec {
  return { template, color: '#2563EB', accent: '#F26B1D', label: 'Marca', variant: 0, ...extra };
}

describe('colour helpers', () => {
  it('parses, normalises and mixes hex colours', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('12ab34')).toEqual([0x12, 0xab, 0x34]);
    expect(parseHex('blue')).toBeUndefined();
    expect(normalizeHex('#abc', '#000')).toBe('#AABBCC');
    expect(normalizeHex('url(#x)', '#F26B1D')).toBe('#F26B1D');
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(lighten('#000000', 1)).toBe('#FFFFFF');
    expect(darken('#FFFFFF', 1)).toBe('#000000');
  });

  it('derives a lighter highlight, a darker shade and readable ink', () => {
    const t = tones('#2563EB');
    expect(contrastRatio(t.light, '#FFFFFF')).toBeLessThan(contrastRatio(t.base, '#FFFFFF'));
    expect(contrastRatio(t.dark, '#FFFFFF')).toBeGreaterThan(contrastRatio(t.base, '#FFFFFF'));
    expect(readableInk('#FDE047')).toBe('#1F2328');
    expect(readableInk('#1D4ED8')).toBe('#FFFFFF');
  });
});

describe('renderProductSvg', () => {
  it('has a template for every ImageTemplate value', () => {
    expect([...TEMPLATE_NAMES].sort()).toEqual([...templates].sort());
  });

  it.each(templates)('%s renders a complete SVG that librsvg accepts', async (template) => {
    const svg = renderProductSvg(spec(template));
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1340" viewBox="0 0 1080 1340"',
      ),
    ).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.length).toBeGreaterThan(900);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    expect(svg).toContain(`fill="${IMAGE_BACKGROUND}"`);
    // librsvg (through sharp) parses the XML strictly and fails on malformed markup.
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta.format).toBe('svg');
    expect([meta.width, meta.height]).toEqual([1080, 1340]);
  });

  it.each(templates)(
    '%s draws something besides the background (not a blank or grey box)',
    async (template) => {
      const { data, info } = await sharp(await rasterizeSvg(renderProductSvg(spec(template)), 108, 134))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const colours = new Set<string>();
      let saturated = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        colours.add(`${r >> 4},${g >> 4},${b >> 4}`);
        if (Math.max(r, g, b) - Math.min(r, g, b) > 60) saturated++;
      }
      expect(colours.size).toBeGreaterThan(12);
      expect(saturated).toBeGreaterThan(60);
    },
  );

  it.each(templates)('%s gives a different image for every variant', async (template) => {
    const svgs = [0, 1, 2, 3, 4, 5, 6, 7].map((variant) => renderProductSvg(spec(template, { variant })));
    expect(new Set(svgs).size).toBe(svgs.length);
    const [a, b] = await Promise.all([0, 1].map((i) => rasterizeSvg(svgs[i]!, 216, 268)));
    expect(a!.equals(b!)).toBe(false);
  });

  it('is deterministic', () => {
    for (const template of templates) {
      expect(renderProductSvg(spec(template, { variant: 5 }))).toBe(
        renderProductSvg(spec(template, { variant: 5 })),
      );
    }
  });

  it('colours the object from spec.color', () => {
    const svg = renderProductSvg(spec('notebook', { color: '#0F766E' }));
    expect(svg).toContain('#0F766E');
    expect(renderProductSvg(spec('notebook', { color: '#B91C1C' }))).not.toBe(svg);
  });

  it('XML-escapes the label', () => {
    const label = `<b>"A&B"</b>'`;
    for (const template of ['paper-ream', 'toner', 'cleaning-bottle', 'coffee-pack'] as const) {
      const svg = renderProductSvg(spec(template, { label }));
      expect(svg).toContain('&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;&apos;');
      expect(svg).not.toContain('<b>');
      expect(svg).not.toContain('"A&B"');
    }
    expect(escapeXml('a\u0000b&')).toBe('ab&amp;');
  });

  it('prints the label on labelled products', () => {
    for (const template of [
      'paper-ream',
      'toner',
      'cleaning-bottle',
      'coffee-pack',
      'sugar',
      'notebook',
    ] as const) {
      expect(renderProductSvg(spec(template, { label: 'Chamex' }))).toContain('>Chamex</text>');
    }
  });

  it('survives hostile or missing data: bad colours, unknown template, odd variants', async () => {
    const weird = [
      { template: 'pen', color: 'red"/><script>', accent: 'javascript:', variant: -3 },
      { template: 'no-such-kind', color: '#123' },
      { template: 'mouse', color: '#FFFFFF', variant: Number.NaN },
      { template: 'cup', color: '#000000', label: '   ', variant: 1e9 },
    ] as unknown as ImageSpec[];
    for (const s of weird) {
      const svg = renderProductSvg(s);
      expect(svg).not.toContain('<script>');
      expect(svg).not.toContain('javascript:');
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.width).toBe(1080);
    }
  });

  it('renders legibly on white, black and pale products', async () => {
    for (const color of ['#FFFFFF', '#000000', '#FEF9C3']) {
      for (const template of templates) {
        const svg = renderProductSvg(spec(template, { color, accent: undefined }));
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
  });
});

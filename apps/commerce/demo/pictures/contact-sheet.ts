/**
 * Renders every product template into one PNG grid to review the illustrations by eye.
 *
 *   npx tsx apps/commerce/demo/pictures/contact-sheet.ts [--variants 4] [--only pen,cup]
 *     [--size 216x268] [--out /tmp/contact-sheet.png] [--color '#FFFFFF'] [--accent none] [--label Marca]
 *
 * `--catalogue [pattern]` draws the demo products' main pictures instead (those whose name matches
 * the case-insensitive pattern), captioned with their names: the way to spot a product drawn as
 * something else.
 */
import sharp from 'sharp';
import { rasterizeSvg } from '../../src/modules/media/rasterize';
import { demoProducts } from '../catalogue';
import type { ImageSpec, ImageTemplate } from '../types';
import { renderProductSvg, TEMPLATE_NAMES } from './render-svg';
import { escapeXml } from './svg';

/** A plausible product for each kind: colour, accent and brand as the catalogue would set them. */
export const SAMPLE_SPECS: Record<ImageTemplate, Omit<ImageSpec, 'template' | 'variant'>> = {
  pen: { color: '#1D4ED8', label: 'BIC Cristal' },
  pencil: { color: '#F5C400', accent: '#E5536B', label: 'Faber-Castell' },
  marker: { color: '#111827', label: 'Pilot' },
  highlighter: { color: '#FACC15', label: 'Stabilo' },
  eraser: { color: '#2563EB', label: 'Mercur' },
  notebook: { color: '#0F766E', accent: '#F59E0B', label: 'Tilibra' },
  'paper-ream': { color: '#1E40AF', accent: '#F97316', label: 'Chamex' },
  folder: { color: '#DC2626', label: 'Dello' },
  binder: { color: '#1F2937', accent: '#F26B1D', label: 'Frama' },
  envelope: { color: '#C9A27A', accent: '#DC2626', label: 'Foroni' },
  'sticky-notes': { color: '#FDE047', accent: '#F472B6', label: 'Post-it' },
  stapler: { color: '#DC2626', label: 'Jocar' },
  staples: { color: '#1D4ED8', accent: '#F5C400', label: 'Cis' },
  clips: { color: '#9CA3AF', accent: '#2563EB', label: 'ACC' },
  scissors: { color: '#F26B1D', label: 'Tramontina' },
  glue: { color: '#F97316', label: 'Tenaz' },
  tape: { color: '#F2B705', label: 'Adelbras' },
  calculator: { color: '#374151', accent: '#F26B1D', label: 'Casio' },
  toner: { color: '#1F2328', accent: '#2563EB', label: 'HP 85A' },
  'ink-cartridge': { color: '#1F2328', accent: '#0EA5E9', label: 'HP 664' },
  mouse: { color: '#111827', accent: '#F26B1D', label: 'Logitech' },
  keyboard: { color: '#1F2937', accent: '#F26B1D', label: 'Logitech' },
  cable: { color: '#1F2937', accent: '#F26B1D', label: 'Multilaser' },
  'usb-drive': { color: '#DC2626', label: 'SanDisk' },
  headset: { color: '#111827', accent: '#F26B1D', label: 'JBL' },
  monitor: { color: '#1F2328', accent: '#2563EB', label: 'LG' },
  ssd: { color: '#374151', accent: '#E2001A', label: 'KINGSTON' },
  'ssd-m2': { color: '#0F172A', accent: '#E2001A', label: 'KINGSTON' },
  'monitor-stand': { color: '#1F2328', accent: '#00A19A', label: 'RELIZA' },
  thermos: { color: '#B8BEC6', accent: '#C8102E', label: 'TERMOLAR' },
  biscuits: { color: '#C8102E', accent: '#F6C700', label: 'VITARELLA' },
  'pedal-bin': { color: '#B8BEC6', accent: '#E2001A', label: 'TRAMONTINA' },
  'swing-bin': { color: '#F1F3F5', label: 'SANREMO' },
  'coffee-pack': { color: '#B91C1C', accent: '#F5C400', label: 'Pilão' },
  'coffee-capsules': { color: '#1F2937', accent: '#B45309', label: 'Três' },
  cup: { color: '#FFFFFF', accent: '#2563EB', label: 'Copobras' },
  sugar: { color: '#FFFFFF', accent: '#1D4ED8', label: 'União' },
  'cleaning-bottle': { color: '#16A34A', accent: '#FFFFFF', label: 'Ypê' },
  'paper-towel': { color: '#0EA5E9', label: 'Snob' },
  'toilet-paper': { color: '#7C3AED', label: 'Neve' },
  'trash-bag': { color: '#1F2328', accent: '#F5C400', label: 'Dover Roll' },
  sponge: { color: '#FACC15', accent: '#16A34A', label: 'Scotch-Brite' },
  gloves: { color: '#FACC15', label: 'Mucambo' },
  backpack: { color: '#1D4ED8', accent: '#F26B1D', label: 'Sestini' },
  kit: { color: '#F26B1D', accent: '#1D4ED8', label: 'Kit Escolar' },
  planner: { color: '#BE185D', accent: '#F5C400', label: 'Planner' },
  'gift-card': { color: '#F26B1D', accent: '#1F2328', label: 'Presente' },
  service: { color: '#0F766E', accent: '#F26B1D', label: 'Instalação' },
  chair: { color: '#1F2937', accent: '#F26B1D', label: 'Cavaletti' },
  'desk-organizer': { color: '#1F2937', accent: '#F26B1D', label: 'Waleu' },
  whiteboard: { color: '#1D4ED8', accent: '#DC2626', label: 'Stalo' },
  'archive-box': { color: '#FACC15', label: 'Chies' },
  'tray-organizer': { color: '#4B5563', label: 'Acrimet' },
  jar: { color: '#C8102E', accent: '#7A1F1F', label: 'Nescafé' },
  printer: { color: '#1F2328', label: 'Epson' },
  'coffee-maker': { color: '#1F2328', accent: '#E4002B', label: 'MONDIAL' },
  'espresso-machine': { color: '#1F2328', accent: '#C0A062', label: 'DOLCE GUSTO' },
  ups: { color: '#1F2328', accent: '#0057A8', label: 'SMS' },
  webcam: { color: '#1F2328', accent: '#00B8FC', label: 'LOGITECH' },
  footrest: { color: '#1F2328', accent: '#00A19A', label: 'RELIZA' },
  broom: { color: '#E31F26', accent: '#F1F3F5', label: 'NOVIÇA' },
  squeegee: { color: '#F58220', accent: '#0057A8', label: 'BETTANIN' },
  'mop-bucket': { color: '#E4002B', accent: '#0057A8', label: 'FLASH LIMP' },
  'ink-bottle': { color: '#00AEEF', accent: '#F1F3F5', label: 'EPSON' },
  sharpener: { color: '#EC4899', accent: '#F39200', label: 'MAPED' },
  ruler: { color: '#CBD5E1', accent: '#E4E8EC', label: 'ACRIMET' },
  'thermal-roll': { color: '#003F7D', accent: '#E4E8EC', label: 'ELGIN' },
  'tea-box': { color: '#E4002B', accent: '#00843D', label: 'LEÃO' },
  'coffee-filter': { color: '#D3122A', accent: '#FFDE00', label: 'MELITTA' },
  'water-bottle': { color: '#0072CE', accent: '#F1F3F5', label: 'CRYSTAL' },
  'dropper-bottle': { color: '#0057A8', accent: '#F1F3F5', label: 'ZERO-CAL' },
  'detergent-box': { color: '#00A859', accent: '#F1F3F5', label: 'YPÊ' },
  'cup-set': { color: '#003B7A', accent: '#E2001A', label: 'TRAMONTINA' },
  cutlery: { color: '#F1F3F5', accent: '#F1F3F5', label: 'STRAWPLAST' },
  stirrers: { color: '#F1F3F5', accent: '#F1F3F5', label: 'STRAWPLAST' },
  'filter-holder': { color: '#D3122A', accent: '#FFDE00', label: 'MELITTA' },
};

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const variants = Number(arg('variants') ?? 1);
  const only = arg('only')?.split(',');
  const [w, h] = (arg('size') ?? '216x268').split('x').map(Number) as [number, number];
  const out = arg('out') ?? '/tmp/contact-sheet.png';
  const names = TEMPLATE_NAMES.filter((n) => !only || only.includes(n));
  const catalogue = process.argv.includes('--catalogue');
  const cols = variants > 1 && !catalogue ? variants : Math.min(names.length, Number(arg('cols') ?? 8));
  const cells: { name: string; spec: ImageSpec }[] = [];
  if (catalogue) {
    const pattern = new RegExp(arg('catalogue')?.startsWith('--') ? '' : (arg('catalogue') ?? ''), 'i');
    for (const product of demoProducts()) {
      if (pattern.test(product.name)) cells.push({ name: product.name, spec: product.images[0]! });
    }
  }
  for (const name of catalogue ? [] : names) {
    for (let v = 0; v < variants; v++) {
      const spec: ImageSpec = { template: name, variant: v, ...SAMPLE_SPECS[name] };
      const color = arg('color');
      const accent = arg('accent');
      const label = arg('label');
      if (color) spec.color = color;
      if (accent) spec.accent = accent === 'none' ? undefined : accent;
      if (label !== undefined) spec.label = label;
      cells.push({ name: `${name} v${v}`, spec });
    }
  }
  const caption = 22;
  const gap = 8;
  const rows = Math.ceil(cells.length / cols);
  const width = cols * (w + gap) + gap;
  const height = rows * (h + caption + gap) + gap;
  const composites = await Promise.all(
    cells.map(async (cell, i) => {
      const x = gap + (i % cols) * (w + gap);
      const y = gap + Math.floor(i / cols) * (h + caption + gap);
      const img = await sharp(await rasterizeSvg(renderProductSvg(cell.spec), w, h))
        .png()
        .toBuffer();
      const label = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${caption}"><text x="4" y="16" font-family="DejaVu Sans" font-size="13" fill="#57606A">${escapeXml(cell.name)}</text></svg>`,
      );
      return [
        { input: img, left: x, top: y },
        { input: label, left: x, top: y + h },
      ];
    }),
  );
  await sharp({ create: { width, height, channels: 3, background: '#FFFFFF' } })
    .composite(composites.flat())
    .png()
    .toFile(out);
  console.log(`${cells.length} images -> ${out} (${width}x${height})`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  await main();
}

/**
 * What each product is drawn as. A product line shares one drawing by default (`Line.template`),
 * but a line often mixes kinds of products (archive boxes among folders, printers among IT
 * items): the kind a product's name says it is decides its picture, so the picture matches the
 * product. First match wins; a name that matches nothing keeps its line's drawing.
 */
import type { ImageTemplate, SeedProduct } from '../types';

const KINDS: readonly (readonly [RegExp, ImageTemplate])[] = [
  [/^garrafa térmica/, 'thermos'],
  [/^biscoito/, 'biscuits'],
  [/^lixeira basculante/, 'swing-bin'],
  [/^lixeira/, 'pedal-bin'],
  [/^ssd .*m\.2/, 'ssd-m2'],
  [/^(ssd|hd externo)/, 'ssd'],
  [/^suporte para (monitor|notebook)/, 'monitor-stand'],
  [/^(caixa arquivo|arquivo para pastas)/, 'archive-box'],
  [/^(organizador de (mesa|gaveta)|caixa de correspondência|caixa organizadora)/, 'tray-organizer'],
  [/^porta-lápis/, 'desk-organizer'],
  [/^impressora/, 'printer'],
  [/^(café solúvel .*vidro|achocolatado)/, 'jar'],
  [/^(pasta az|fichário)/, 'binder'],
  [/^(pasta|envelope plástico)/, 'folder'],
  [/^mouse pad/, 'mouse'],
  [/^copo/, 'cup'],
  [/^cápsula/, 'coffee-capsules'],
  [/^(café torrado|café solúvel|cappuccino)/, 'coffee-pack'],
  [/^(açúcar|adoçante em pó)/, 'sugar'],
  [/^(toner)/, 'toner'],
  [/^cartucho/, 'ink-cartridge'],
  [/^(pen drive|cartão de memória)/, 'usb-drive'],
  [/^cabo /, 'cable'],
  [/^(lápis|lapiseira|grafite)/, 'pencil'],
  [/^(marca-texto)/, 'highlighter'],
  [/^(grampeador|perfurador)/, 'stapler'],
  [/^grampo /, 'staples'],
  [/^(clipes|prendedor de papel|percevejo)/, 'clips'],
  [/^(tesoura|estilete)/, 'scissors'],
  [/^(papel higiênico)/, 'toilet-paper'],
  [/^(papel toalha)/, 'paper-towel'],
  [/^saco para lixo/, 'trash-bag'],
  [/^(luva)/, 'gloves'],
  [/^(esponja|lã de aço)/, 'sponge'],
  [/^cafeteira (espresso|de cápsulas)/, 'espresso-machine'],
  [/^cafeteira/, 'coffee-maker'],
  [/^nobreak/, 'ups'],
  [/^webcam/, 'webcam'],
  [/^apoio para os pés/, 'footrest'],
  [/^vassoura/, 'broom'],
  [/^rodo /, 'squeegee'],
  [/^balde (mop|espremedor)/, 'mop-bucket'],
  [/^(garrafa de tinta|kit garrafas de tinta|tinta para reabastecedor)/, 'ink-bottle'],
  [/^apontador/, 'sharpener'],
  [/^(régua|jogo de esquadros)/, 'ruler'],
  [/^(bobina térmica|etiqueta térmica)/, 'thermal-roll'],
  [/^chá /, 'tea-box'],
  [/^filtro de papel/, 'coffee-filter'],
  [/^água mineral/, 'water-bottle'],
  [/^adoçante líquido/, 'dropper-bottle'],
  [/^sabão em pó/, 'detergent-box'],
  [/^jogo de xícaras/, 'cup-set'],
  [/^colher descartável/, 'cutlery'],
  [/^mexedor/, 'stirrers'],
  [/^porta-filtro/, 'filter-holder'],
  [/^suporte para fita adesiva/, 'tape'],
  [/^tinta guache/, 'ink-bottle'],
];

/** The drawing a product name calls for, or undefined to keep the line's. */
export function pictureKind(name: string): ImageTemplate | undefined {
  const lower = name.toLowerCase();
  return KINDS.find(([pattern]) => pattern.test(lower))?.[1];
}

/** Draws every image of a product (main, gallery, variants) as the kind of product it is. */
export function assignPictureKinds(products: SeedProduct[]): void {
  for (const product of products) {
    const template = pictureKind(product.name);
    if (!template) continue;
    for (const image of product.images) image.template = template;
    for (const variant of product.variants ?? []) variant.image.template = template;
  }
}

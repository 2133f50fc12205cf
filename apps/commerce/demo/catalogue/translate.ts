/**
 * English and German names for the demo products, generated from their Portuguese names with a
 * merchandiser's glossary: phrases first ("Caneta Esferográfica" → "Ballpoint Pen"), then single
 * words; brands, models and measures stay as they are. Pack sizes are rewritten the way each
 * language says them ("Caixa com 50 Unidades" → "Box of 50" / "50er-Box").
 */
import type { LocalizedText, SeedCategory, SeedProduct } from '../types';
import { flattenCategories } from './categories';

type Pair = [en: string, de: string];

/** Longer phrases come first so that they win over their words. */
const PHRASES: Record<string, Pair> = {
  'caneta esferográfica': ['Ballpoint Pen', 'Kugelschreiber'],
  'caneta gel': ['Gel Pen', 'Gelschreiber'],
  'caneta marca-texto': ['Highlighter', 'Textmarker'],
  'caneta hidrográfica': ['Felt-Tip Pen', 'Filzstift'],
  'marca-texto': ['Highlighter', 'Textmarker'],
  'papel sulfite': ['Copy Paper', 'Kopierpapier'],
  'papel higiênico': ['Toilet Paper', 'Toilettenpapier'],
  'papel toalha': ['Paper Towel', 'Papierhandtuch'],
  'toalha de papel': ['Paper Towel', 'Papierhandtuch'],
  'notas adesivas': ['Sticky Notes', 'Haftnotizen'],
  'bloco de notas adesivas': ['Sticky Notes Pad', 'Haftnotizblock'],
  'fita adesiva': ['Adhesive Tape', 'Klebeband'],
  'quadro branco': ['Whiteboard', 'Whiteboard'],
  'pasta suspensa': ['Hanging File', 'Hängemappe'],
  'caderno universitário': ['College Notebook', 'Collegeblock'],
  'capa dura': ['Hardcover', 'Hardcover'],
  'café torrado e moído': ['Roast and Ground Coffee', 'Gerösteter gemahlener Kaffee'],
  'café em grãos': ['Coffee Beans', 'Kaffeebohnen'],
  'saco de lixo': ['Trash Bags', 'Müllbeutel'],
  'sem fio': ['Wireless', 'Kabellos'],
  'com fio': ['Wired', 'Kabelgebunden'],
  'água sanitária': ['Bleach', 'Bleichmittel'],
  'detergente líquido': ['Liquid Detergent', 'Flüssigspülmittel'],
  'álcool em gel': ['Hand Sanitizer Gel', 'Desinfektionsgel'],
  'impressora multifuncional': ['All-in-One Printer', 'Multifunktionsdrucker'],
  'tanque de tinta': ['Ink Tank', 'Tintentank'],
  'lombo largo': ['Wide Spine', 'breiter Rücken'],
  'lombo estreito': ['Narrow Spine', 'schmaler Rücken'],
  'arquivo morto': ['Archive Box', 'Archivbox'],
  'cadeira de escritório': ['Office Chair', 'Bürostuhl'],
  'garantia estendida': ['Extended Warranty', 'Garantieverlängerung'],
  'vale-presente': ['Gift Card', 'Geschenkkarte'],
  'pastas suspensas': ['Hanging Files', 'Hängemappen'],
  'não fiscal': ['Non-Fiscal', 'Nicht-Fiskal'],
  'desodorizador de ambiente': ['Air Freshener', 'Raumduft'],
  'limpa-vidros': ['Glass Cleaner', 'Glasreiniger'],
  'mouse pad': ['Mouse Pad', 'Mauspad'],
  'em pó': ['Powder', 'Pulver'],
  'calculadora de bolso': ['Pocket Calculator', 'Taschenrechner'],
  'calculadora de mesa': ['Desk Calculator', 'Tischrechner'],
};

const WORDS: Record<string, Pair> = {
  caneta: ['Pen', 'Stift'],
  canetas: ['Pens', 'Stifte'],
  papel: ['Paper', 'Papier'],
  pasta: ['Folder', 'Mappe'],
  café: ['Coffee', 'Kaffee'],
  tinta: ['Ink', 'Tinte'],
  impressora: ['Printer', 'Drucker'],
  caderno: ['Notebook', 'Heft'],
  quadro: ['Board', 'Tafel'],
  mouse: ['Mouse', 'Maus'],
  marcador: ['Marker', 'Marker'],
  kit: ['Kit', 'Set'],
  mesa: ['Desk', 'Tisch'],
  calculadora: ['Calculator', 'Taschenrechner'],
  bloco: ['Pad', 'Block'],
  fita: ['Tape', 'Band'],
  estojo: ['Case', 'Etui'],
  lápis: ['Pencil', 'Bleistift'],
  garrafa: ['Bottle', 'Flasche'],
  grampeador: ['Stapler', 'Hefter'],
  grampo: ['Staples', 'Heftklammern'],
  grampos: ['Staples', 'Heftklammern'],
  monitor: ['Monitor', 'Monitor'],
  resma: ['Ream', 'Ries'],
  resmas: ['Reams', 'Ries'],
  saco: ['Bag', 'Beutel'],
  cabo: ['Cable', 'Kabel'],
  rolos: ['Rolls', 'Rollen'],
  rolo: ['Roll', 'Rolle'],
  etiqueta: ['Label', 'Etikett'],
  etiquetas: ['Labels', 'Etiketten'],
  cola: ['Glue', 'Kleber'],
  tesoura: ['Scissors', 'Schere'],
  teclado: ['Keyboard', 'Tastatur'],
  microfone: ['Microphone', 'Mikrofon'],
  toalha: ['Towel', 'Handtuch'],
  toalhas: ['Towels', 'Handtücher'],
  copo: ['Cup', 'Becher'],
  envelope: ['Envelope', 'Umschlag'],
  envelopes: ['Envelopes', 'Umschläge'],
  cadeira: ['Chair', 'Stuhl'],
  apontador: ['Sharpener', 'Spitzer'],
  lapiseira: ['Mechanical Pencil', 'Druckbleistift'],
  agenda: ['Planner', 'Terminplaner'],
  cartucho: ['Cartridge', 'Patrone'],
  cartuchos: ['Cartridges', 'Patronen'],
  detergente: ['Detergent', 'Spülmittel'],
  álcool: ['Alcohol', 'Alkohol'],
  água: ['Water', 'Wasser'],
  desinfetante: ['Disinfectant', 'Desinfektionsmittel'],
  lixo: ['Trash', 'Müll'],
  açúcar: ['Sugar', 'Zucker'],
  suporte: ['Stand', 'Ständer'],
  clipes: ['Clips', 'Klammern'],
  bobina: ['Roll', 'Rolle'],
  borracha: ['Eraser', 'Radiergummi'],
  cartão: ['Card', 'Karte'],
  filtro: ['Filter', 'Filter'],
  sabonete: ['Soap', 'Seife'],
  cápsula: ['Capsule', 'Kapsel'],
  cápsulas: ['Capsules', 'Kapseln'],
  organizador: ['Organizer', 'Organizer'],
  gaveta: ['Drawer', 'Schublade'],
  perfurador: ['Hole Punch', 'Locher'],
  moldura: ['Frame', 'Rahmen'],
  fichário: ['Ring Binder', 'Ringbuch'],
  refil: ['Refill', 'Nachfüllung'],
  mochila: ['Backpack', 'Rucksack'],
  jogo: ['Set', 'Set'],
  adaptador: ['Adapter', 'Adapter'],
  carregador: ['Charger', 'Ladegerät'],
  limpador: ['Cleaner', 'Reiniger'],
  sabão: ['Soap', 'Seife'],
  esponja: ['Sponge', 'Schwamm'],
  pano: ['Cloth', 'Tuch'],
  panos: ['Cloths', 'Tücher'],
  luva: ['Gloves', 'Handschuhe'],
  lixeira: ['Waste Bin', 'Mülleimer'],
  cafeteira: ['Coffee Maker', 'Kaffeemaschine'],
  xícaras: ['Cups', 'Tassen'],
  chá: ['Tea', 'Tee'],
  biscoito: ['Biscuits', 'Kekse'],
  serviço: ['Service', 'Service'],
  vassoura: ['Broom', 'Besen'],
  rodo: ['Squeegee', 'Abzieher'],
  balde: ['Bucket', 'Eimer'],
  régua: ['Ruler', 'Lineal'],
  compasso: ['Compass', 'Zirkel'],
  estilete: ['Utility Knife', 'Cuttermesser'],
  adoçante: ['Sweetener', 'Süßstoff'],
  guardanapo: ['Napkins', 'Servietten'],
  colher: ['Spoon', 'Löffel'],
  mexedor: ['Stirrer', 'Rührstäbchen'],
  achocolatado: ['Chocolate Drink', 'Kakaogetränk'],
  memória: ['Memory', 'Speicher'],
  apagador: ['Eraser', 'Schwamm'],
  arquivo: ['File', 'Ablage'],
  caixa: ['Box', 'Box'],
  percevejo: ['Push Pins', 'Reißzwecken'],
  latonado: ['Brass-Plated', 'Vermessingt'],
  galvanizado: ['Galvanised', 'Verzinkt'],
  depósito: ['Reservoir', 'Behälter'],
  adesiva: ['Adhesive', 'Klebe'],
  adesivo: ['Adhesive', 'Klebe'],
  redonda: ['Round', 'Rund'],
  empacotamento: ['Packing', 'Verpackung'],
  pulverizador: ['Spray', 'Sprühflasche'],
  ciano: ['Cyan', 'Cyan'],
  clássico: ['Classic', 'Klassik'],
  sachê: ['Sachet', 'Beutel'],
  // Colours.
  preto: ['Black', 'Schwarz'],
  preta: ['Black', 'Schwarz'],
  azul: ['Blue', 'Blau'],
  branco: ['White', 'Weiß'],
  branca: ['White', 'Weiß'],
  verde: ['Green', 'Grün'],
  amarelo: ['Yellow', 'Gelb'],
  amarela: ['Yellow', 'Gelb'],
  rosa: ['Pink', 'Rosa'],
  vermelho: ['Red', 'Rot'],
  vermelha: ['Red', 'Rot'],
  cinza: ['Grey', 'Grau'],
  laranja: ['Orange', 'Orange'],
  lilás: ['Lilac', 'Flieder'],
  marrom: ['Brown', 'Braun'],
  fumê: ['Smoked', 'Rauchglas'],
  transparente: ['Clear', 'Transparent'],
  colorido: ['Coloured', 'Farbig'],
  colorida: ['Colour', 'Farb'],
  coloridos: ['Coloured', 'Farbige'],
  cores: ['Colours', 'Farben'],
  cor: ['Colour', 'Farbe'],
  // Qualities.
  original: ['Original', 'Original'],
  originais: ['Original', 'Original'],
  média: ['Medium', 'Mittel'],
  fina: ['Fine', 'Fein'],
  grande: ['Large', 'Groß'],
  largo: ['Wide', 'Breit'],
  plástico: ['Plastic', 'Kunststoff'],
  plástica: ['Plastic', 'Kunststoff'],
  elástico: ['Elastic', 'Gummizug'],
  escolar: ['School', 'Schul'],
  escritório: ['Office', 'Büro'],
  multiuso: ['Multi-Purpose', 'Mehrzweck'],
  térmica: ['Thermal', 'Thermo'],
  recarregável: ['Rechargeable', 'Wiederaufladbar'],
  inteligente: ['Smart', 'Smart'],
  pautado: ['Ruled', 'Liniert'],
  descartável: ['Disposable', 'Einweg'],
  tradicional: ['Traditional', 'Traditionell'],
  retrátil: ['Retractable', 'Einziehbar'],
  neutro: ['Neutral', 'Neutral'],
  permanente: ['Permanent', 'Permanent'],
  corretiva: ['Correction', 'Korrektur'],
  dupla: ['Double', 'Doppel'],
  duplo: ['Double', 'Doppel'],
  tripla: ['Triple', 'Dreifach'],
  profissional: ['Professional', 'Profi'],
  científica: ['Scientific', 'Wissenschaftlich'],
  metálico: ['Metal', 'Metall'],
  metálica: ['Metal', 'Metall'],
  aço: ['Steel', 'Stahl'],
  inox: ['Stainless', 'Edelstahl'],
  alumínio: ['Aluminium', 'Aluminium'],
  madeira: ['Wood', 'Holz'],
  magnético: ['Magnetic', 'Magnetisch'],
  giratória: ['Swivel', 'Dreh'],
  ergonômico: ['Ergonomic', 'Ergonomisch'],
  ajustável: ['Adjustable', 'Verstellbar'],
  regulável: ['Adjustable', 'Verstellbar'],
  externo: ['External', 'Extern'],
  óptico: ['Optical', 'Optisch'],
  digital: ['Digital', 'Digital'],
  elétrica: ['Electric', 'Elektrisch'],
  solúvel: ['Instant', 'Instant'],
  refinado: ['Refined', 'Raffiniert'],
  intenso: ['Intense', 'Intensiv'],
  reforçado: ['Heavy-Duty', 'Verstärkt'],
  extraforte: ['Extra Strong', 'Extra stark'],
  forte: ['Strong', 'Stark'],
  monocromática: ['Mono', 'Monochrom'],
  compatível: ['Compatible', 'Kompatibel'],
  // Units and packs.
  folhas: ['Sheets', 'Blatt'],
  folha: ['Sheet', 'Blatt'],
  unidades: ['Units', 'Stück'],
  litros: ['Litres', 'Liter'],
  litro: ['Litre', 'Liter'],
  metros: ['Metres', 'Meter'],
  meses: ['Months', 'Monate'],
  peças: ['Pieces', 'Teile'],
  dígitos: ['Digits', 'Stellen'],
  furos: ['Holes', 'Löcher'],
  portas: ['Ports', 'Ports'],
  tomadas: ['Sockets', 'Steckdosen'],
  matérias: ['Subjects', 'Fächer'],
  funções: ['Functions', 'Funktionen'],
  tamanho: ['Size', 'Größe'],
  // Small words.
  com: ['with', 'mit'],
  sem: ['without', 'ohne'],
  para: ['for', 'für'],
  e: ['and', 'und'],
  em: ['in', 'in'],
  de: ['', ''],
  do: ['', ''],
  a: ['', ''],
  os: ['', ''],
  x: ['x', 'x'],
};

const PACK: Record<string, Pair> = {
  caixa: ['Box', 'Box'],
  pacote: ['Pack', 'Packung'],
  pacotes: ['Packs', 'Packungen'],
  fardo: ['Bundle', 'Gebinde'],
  galão: ['Jug', 'Kanister'],
  lata: ['Tin', 'Dose'],
};

const LANGS = { en: 0, de: 1 } as const;

/** "Caixa com 50 Unidades" → "Box of 50" / "50er-Box"; "Pacote com 100 Folhas" → "Pack of 100 Sheets". */
function packOf(name: string, lang: keyof typeof LANGS): string {
  return name.replace(
    /\b(Caixa|Pacote|Pacotes|Fardo|Galão|Lata)\s+(?:com|de)\s+(\d+)(?:\s+(Unidades|Folhas|Rolos|Cápsulas|Sachês|Pacotes))?/giu,
    (_whole, pack: string, count: string, unit: string | undefined) => {
      const container = PACK[pack.toLowerCase()]![LANGS[lang]];
      const what = unit && unit.toLowerCase() !== 'unidades' ? translateWords(unit, lang) : '';
      if (lang === 'en') return `${container} of ${count}${what ? ` ${what}` : ''}`;
      return what ? `${container} mit ${count} ${what}` : `${count}er-${container}`;
    },
  );
}

function translateWords(text: string, lang: keyof typeof LANGS): string {
  const index = LANGS[lang];
  let out = text;
  for (const phrase of Object.keys(PHRASES).sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`(?<![\\p{L}-])${phrase}(?![\\p{L}-])`, 'giu'), PHRASES[phrase]![index]);
  }
  return out
    .split(/\s+/)
    .map((word) => {
      const entry = WORDS[word.toLowerCase()];
      if (!entry) return word;
      return entry[index];
    })
    .filter((word) => word !== '')
    .join(' ');
}

const EN_NOUNS =
  'Stapler|Calculator|Bottle|Printer|Pen|Pencil|Marker|Cup|Mouse|Bag|Backpack|Planner|Folder|Notebook|Paper|Stand|Tape|Label|Sharpener|Utility Knife|Broom|Push Pins|Staples|Ink|Card|Coffee';
const EN_QUALIFIERS =
  'Scientific|Thermal|Disposable|Optical|Permanent|School|Professional|Heavy-Duty|Adjustable|Desk|Rechargeable|Coloured|Adhesive|Round|Instant|Galvanised|Brass-Plated|Memory|Trash|Whiteboard|Packing|Notebook';

/** English puts the qualifier first: "Stapler Desk" → "Desk Stapler", "Bag for Trash" → "Trash Bag". */
function englishOrder(name: string): string {
  return name.replace(
    new RegExp(`\\b(${EN_NOUNS})\\s+(?:for\\s+)?(${EN_QUALIFIERS})\\b`, 'g'),
    (_whole, noun: string, qualifier: string) => `${qualifier} ${noun}`,
  );
}

/** A Portuguese product name in English or German. */
export function translateName(name: string, lang: keyof typeof LANGS): string {
  let out = packOf(name, lang);
  if (lang === 'en') out = out.replace(/(\d),(\d)/g, '$1.$2'); // 1,0mm → 1.0mm
  out = translateWords(out, lang).replace(/\s+/g, ' ').trim();
  if (lang === 'en') out = englishOrder(out);
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** The texts of a product in the en and german store views. */
export interface ProductTranslations {
  en: { name: string; shortDescription: string };
  de: { name: string; shortDescription: string };
}

/**
 * English and German names and short descriptions for every product and variant: the short
 * description names the product's category in that language and its brand (the long
 * descriptions follow in descriptions.ts, `assignDescriptions`).
 */
export function assignTranslations(products: SeedProduct[], categories: SeedCategory[]): void {
  const names = new Map<string, LocalizedText>(
    flattenCategories(categories).map(({ category }) => [category.key, category.name]),
  );
  for (const product of products) {
    const category = names.get(product.categories[0] ?? '');
    const en = translateName(product.name, 'en');
    const de = translateName(product.name, 'de');
    product.translations = {
      en: {
        name: en,
        shortDescription: `<p>${en}: ${category?.en ?? 'office supplies'} by ${product.manufacturer}, delivered all over Brazil.</p>`,
      },
      de: {
        name: de,
        shortDescription: `<p>${de}: ${category?.de ?? 'Bürobedarf'} von ${product.manufacturer}, Lieferung in ganz Brasilien.</p>`,
      },
    };
    for (const variant of product.variants ?? []) {
      variant.translations = {
        en: { name: translateName(variant.name, 'en') },
        de: { name: translateName(variant.name, 'de') },
      };
    }
  }
}

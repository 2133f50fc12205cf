/**
 * English and German long descriptions for the demo products, built from the same blocks as the
 * Portuguese ones (build.ts `describe`): a paragraph about the product, one about where it serves
 * and the specification list. The prose comes from the product's kind (the line's copy family),
 * its translated name, brand, colour and category; the specification rows from a glossary of
 * their labels and values. No translation service: what the glossary does not know (model
 * numbers, brands, sizes) stays as it is.
 */
import type { LocalizedText, SeedCategory } from '../types';
import type { Draft, Kind } from './build';
import { flattenCategories } from './categories';
import { translateName } from './translate';

export type Lang = 'en' | 'de';
type Pair = readonly [en: string, de: string];
const AT: Record<Lang, 0 | 1> = { en: 0, de: 1 };

/** What a description is built from: the product's own data and its specification rows. */
export interface DescriptionBlocks {
  name: string;
  brand: string;
  kind: Kind;
  /** Specification rows as the Portuguese description lists them (label, value). */
  specs: readonly (readonly [string, string])[];
}

interface Copy {
  /** First paragraph: the product itself. */
  about: (name: string, brand: string) => string;
  /** Second paragraph: where it serves. */
  more: string;
}

const COPY: Record<Kind, Record<Lang, Copy>> = {
  writing: {
    en: {
      about: (n, b) => `${n} by ${b} with a smooth, even line that dries quickly and does not smudge.`,
      more: 'Made for everyday notes, forms and signatures at the office, at school and at home.',
    },
    de: {
      about: (n, b) => `${n} von ${b} mit gleichmäßigem Strich, der schnell trocknet und nicht verschmiert.`,
      more: 'Für Notizen, Formulare und Unterschriften im Büro, in der Schule und zu Hause.',
    },
  },
  paper: {
    en: {
      about: (n, b) => `${n} by ${b}, smooth and bright, for clean prints and handwriting.`,
      more: 'Runs through laser and inkjet printers and copiers without jams, sheet after sheet.',
    },
    de: {
      about: (n, b) => `${n} von ${b}, glatt und hell, für saubere Ausdrucke und Handschrift.`,
      more: 'Läuft Blatt für Blatt ohne Papierstau durch Laser- und Tintenstrahldrucker und Kopierer.',
    },
  },
  filing: {
    en: {
      about: (n, b) => `${n} by ${b} that keeps documents flat, labelled and easy to find.`,
      more: 'Ideal for filing invoices, contracts and the paperwork of the office, on the shelf or in the drawer.',
    },
    de: {
      about: (n, b) => `${n} von ${b}: hält Dokumente glatt, beschriftet und schnell auffindbar.`,
      more: 'Ideal zum Ablegen von Rechnungen, Verträgen und Büropapieren, im Regal oder in der Schublade.',
    },
  },
  desk: {
    en: {
      about: (n, b) => `${n} by ${b}, sturdy and made to be used every day on the desk.`,
      more: 'Keeps the workstation tidy and the daily tasks of the office quick.',
    },
    de: {
      about: (n, b) => `${n} von ${b}, robust und für den täglichen Einsatz am Schreibtisch gemacht.`,
      more: 'Hält den Arbeitsplatz ordentlich und die täglichen Büroaufgaben schnell erledigt.',
    },
  },
  calculator: {
    en: {
      about: (n, b) => `${n} by ${b} with a clear display and keys that respond at every press.`,
      more: 'For the accounts of the office, the shop counter and the classroom.',
    },
    de: {
      about: (n, b) => `${n} von ${b} mit gut lesbarem Display und Tasten, die bei jedem Druck reagieren.`,
      more: 'Für die Buchhaltung im Büro, die Ladentheke und den Unterricht.',
    },
  },
  furniture: {
    en: {
      about: (n, b) => `${n} by ${b}, built for comfort through a full working day.`,
      more: 'Helps posture and well-being at the office and in the home office.',
    },
    de: {
      about: (n, b) => `${n} von ${b}, gebaut für Komfort über den ganzen Arbeitstag.`,
      more: 'Unterstützt Haltung und Wohlbefinden im Büro und im Homeoffice.',
    },
  },
  printer: {
    en: {
      about: (n, b) => `${n} by ${b} with sharp text and bright colours at a low cost per page.`,
      more: 'Fits small offices and home offices that print, copy and scan every day.',
    },
    de: {
      about: (n, b) => `${n} von ${b} mit scharfem Text und kräftigen Farben bei niedrigen Seitenkosten.`,
      more: 'Passt zu kleinen Büros und Homeoffices, die täglich drucken, kopieren und scannen.',
    },
  },
  ink: {
    en: {
      about: (n, b) => `${n} by ${b} for sharp text and steady colours up to the last page.`,
      more: 'Check the compatible printers in the list below before you buy.',
    },
    de: {
      about: (n, b) => `${n} von ${b} für scharfen Text und gleichbleibende Farben bis zur letzten Seite.`,
      more: 'Prüfen Sie vor dem Kauf die kompatiblen Drucker in der Liste unten.',
    },
  },
  peripheral: {
    en: {
      about: (n, b) => `${n} by ${b}, plug and play on Windows, macOS and Linux.`,
      more: 'Comfortable for long working days at the office and for video calls from home.',
    },
    de: {
      about: (n, b) => `${n} von ${b}, Plug-and-Play unter Windows, macOS und Linux.`,
      more: 'Bequem für lange Arbeitstage im Büro und für Videokonferenzen von zu Hause.',
    },
  },
  storage: {
    en: {
      about: (n, b) => `${n} by ${b} to carry and keep files, photos and backups safe.`,
      more: 'Small enough for the pocket, reliable enough for the office backups.',
    },
    de: {
      about: (n, b) =>
        `${n} von ${b}, um Dateien, Fotos und Sicherungen mitzunehmen und sicher aufzubewahren.`,
      more: 'Klein genug für die Tasche, zuverlässig genug für die Datensicherung im Büro.',
    },
  },
  power: {
    en: {
      about: (n, b) => `${n} by ${b} that protects computers and devices from power cuts and surges.`,
      more: 'Keeps the office working when the power flickers and saves the work in progress.',
    },
    de: {
      about: (n, b) => `${n} von ${b}, schützt Computer und Geräte vor Stromausfall und Überspannung.`,
      more: 'Hält das Büro bei Stromschwankungen am Laufen und sichert die laufende Arbeit.',
    },
  },
  cleaning: {
    en: {
      about: (n, b) => `${n} by ${b} that cleans thoroughly and leaves a fresh scent.`,
      more: 'For the daily cleaning of offices, shops, kitchens and bathrooms.',
    },
    de: {
      about: (n, b) => `${n} von ${b}, reinigt gründlich und hinterlässt einen frischen Duft.`,
      more: 'Für die tägliche Reinigung von Büros, Geschäften, Küchen und Waschräumen.',
    },
  },
  hygiene: {
    en: {
      about: (n, b) => `${n} by ${b}, soft and absorbent, in a pack sized for businesses.`,
      more: 'Keeps the washrooms of the office stocked for the whole team.',
    },
    de: {
      about: (n, b) => `${n} von ${b}, weich und saugfähig, in einer Packungsgröße für Firmen.`,
      more: 'Hält die Waschräume des Büros für das ganze Team gut bestückt.',
    },
  },
  coffee: {
    en: {
      about: (n, b) => `${n} by ${b} with a balanced body and aroma, Brazilian coffee at its best.`,
      more: 'For the coffee break of the office, the reception and the meeting room.',
    },
    de: {
      about: (n, b) =>
        `${n} von ${b} mit ausgewogenem Körper und Aroma, brasilianischer Kaffee vom Feinsten.`,
      more: 'Für die Kaffeepause im Büro, am Empfang und im Besprechungsraum.',
    },
  },
  pantry: {
    en: {
      about: (n, b) => `${n} by ${b} for the office kitchen, practical and hygienic.`,
      more: 'Everything the coffee break needs, in quantities for the whole team.',
    },
    de: {
      about: (n, b) => `${n} von ${b} für die Büroküche, praktisch und hygienisch.`,
      more: 'Alles, was die Kaffeepause braucht, in Mengen für das ganze Team.',
    },
  },
  school: {
    en: {
      about: (n, b) => `${n} by ${b}, sturdy and colourful for the whole school year.`,
      more: 'On the school supply lists of Brazilian schools, from primary school to university.',
    },
    de: {
      about: (n, b) => `${n} von ${b}, robust und farbenfroh für das ganze Schuljahr.`,
      more: 'Steht auf den Materiallisten brasilianischer Schulen, von der Grundschule bis zur Universität.',
    },
  },
  service: {
    en: {
      about: (n, b) => `${n} by ${b}, booked with your order and confirmed by e-mail.`,
      more: 'No delivery: the service is scheduled with you after the purchase.',
    },
    de: {
      about: (n, b) => `${n} von ${b}, mit Ihrer Bestellung gebucht und per E-Mail bestätigt.`,
      more: 'Kein Versand: Der Service wird nach dem Kauf mit Ihnen vereinbart.',
    },
  },
  digital: {
    en: {
      about: (n, b) => `${n} by ${b}, a file to download as soon as the payment is confirmed.`,
      more: 'Download it from your account and print it as often as you need.',
    },
    de: {
      about: (n, b) => `${n} von ${b}, eine Datei zum Herunterladen, sobald die Zahlung bestätigt ist.`,
      more: 'Laden Sie sie in Ihrem Konto herunter und drucken Sie sie so oft Sie möchten.',
    },
  },
  kit: {
    en: {
      about: (n, b) => `${n} by ${b}: the items that go together, in one order.`,
      more: 'Put together by our team to save time on the office and school shopping.',
    },
    de: {
      about: (n, b) => `${n} von ${b}: Artikel, die zusammengehören, in einer Bestellung.`,
      more: 'Von unserem Team zusammengestellt, damit der Büro- und Schuleinkauf schneller geht.',
    },
  },
};

/** Specification labels of the Portuguese descriptions. */
const LABELS: Record<string, Pair> = {
  Marca: ['Brand', 'Marke'],
  'Código (SKU)': ['SKU', 'Artikelnummer (SKU)'],
  Cor: ['Colour', 'Farbe'],
  'Cores disponíveis': ['Available colours', 'Verfügbare Farben'],
  'Dimensões da embalagem': ['Package dimensions', 'Verpackungsmaße'],
  Peso: ['Weight', 'Gewicht'],
  'Peso (itens padrão)': ['Weight (default items)', 'Gewicht (Standardartikel)'],
  'Compatível com': ['Compatible with', 'Kompatibel mit'],
  Capacidade: ['Capacity', 'Kapazität'],
  Produtos: ['Products', 'Produkte'],
  Formato: ['Format', 'Format'],
  Intensidade: ['Intensity', 'Intensität'],
  Itens: ['Items', 'Artikel'],
  Funções: ['Functions', 'Funktionen'],
  Ponta: ['Tip', 'Spitze'],
  Rendimento: ['Page yield', 'Reichweite'],
  Velocidade: ['Speed', 'Geschwindigkeit'],
  Garantia: ['Warranty', 'Garantie'],
  Grampo: ['Staples', 'Heftklammern'],
  Regulagem: ['Adjustment', 'Verstellung'],
  Tamanho: ['Size', 'Größe'],
  Traço: ['Line width', 'Strichbreite'],
  Folhas: ['Sheets', 'Blätter'],
  Voltagem: ['Voltage', 'Spannung'],
  Vigência: ['Coverage', 'Laufzeit'],
  Páginas: ['Pages', 'Seiten'],
  Lombo: ['Spine', 'Rücken'],
  Certificação: ['Certification', 'Zertifizierung'],
  Gramatura: ['Paper weight', 'Grammatur'],
  Recarregável: ['Refillable', 'Nachfüllbar'],
  Conectividade: ['Connectivity', 'Konnektivität'],
  Tecnologia: ['Technology', 'Technologie'],
  Conexão: ['Connection', 'Verbindung'],
  Pilha: ['Battery', 'Batterie'],
  Selo: ['Seal', 'Siegel'],
  Embalagem: ['Packaging', 'Verpackung'],
  Conservação: ['Keeps warm', 'Warmhaltung'],
  Atendimento: ['Service area', 'Servicegebiet'],
  Prazo: ['Lead time', 'Frist'],
  Valores: ['Amounts', 'Beträge'],
  Validade: ['Valid for', 'Gültigkeit'],
};

/** Specification values written in words (the rest are measures, models and codes). */
const VALUES: Record<string, Pair> = {
  'Até 350 folhas de 75 g/m²': ['Up to 350 sheets of 75 g/m²', 'Bis zu 350 Blatt à 75 g/m²'],
  '20 folhas de 75 g/m²': ['20 sheets of 75 g/m²', '20 Blatt à 75 g/m²'],
  '25 folhas': ['25 sheets', '25 Blatt'],
  '100 folhas de 75 g/m²': ['100 sheets of 75 g/m²', '100 Blatt à 75 g/m²'],
  '12 meses contra defeitos de fabricação': [
    '12 months against manufacturing defects',
    '12 Monate auf Herstellungsfehler',
  ],
  '12 meses': ['12 months', '12 Monate'],
  '23/6 a 23/13': ['23/6 to 23/13', '23/6 bis 23/13'],
  'Conferência de 300 passos, custo/venda/margem, cálculo de impostos': [
    '300-step check, cost/sell/margin, tax calculation',
    '300-Schritt-Kontrolle, Kosten/Verkauf/Marge, Steuerberechnung',
  ],
  'Impressão, cópia e digitalização': ['Print, copy and scan', 'Drucken, Kopieren und Scannen'],
  'Impressão, cópia, digitalização, fax e e-mail': [
    'Print, copy, scan, fax and e-mail',
    'Drucken, Kopieren, Scannen, Fax und E-Mail',
  ],
  'Altura a gás (classe 3)': ['Gas lift height (class 3)', 'Höhe per Gasfeder (Klasse 3)'],
  'Altura, braços e mecanismo relax': [
    'Height, armrests and tilt mechanism',
    'Höhe, Armlehnen und Wippmechanik',
  ],
  'Ofício (245 x 335 mm)': ['Legal (245 x 335 mm)', 'Folio (245 x 335 mm)'],
  'Ofício 2 (216 x 330 mm)': ['Legal (216 x 330 mm)', 'Folio (216 x 330 mm)'],
  'PDF (A4 e tablet)': ['PDF (A4 and tablet)', 'PDF (A4 und Tablet)'],
  'Média 1,0 mm': ['Medium 1.0 mm', 'Mittel 1,0 mm'],
  'Redonda 2,0 mm': ['Round 2.0 mm', 'Rund 2,0 mm'],
  '2 e 5 mm': ['2 and 5 mm', '2 und 5 mm'],
  'Sim (carga BLS-G2-7)': ['Yes (BLS-G2-7 refill)', 'Ja (Mine BLS-G2-7)'],
  '80 folhas pautadas de 90 g/m²': ['80 ruled sheets of 90 g/m²', '80 linierte Blatt à 90 g/m²'],
  'Wi-Fi, Wi-Fi Direct e USB': ['Wi-Fi, Wi-Fi Direct and USB', 'WLAN, Wi-Fi Direct und USB'],
  Bivolt: ['Dual voltage (127/220 V)', 'Zweispannung (127/220 V)'],
  'Até 4.500 páginas em preto e 7.500 em cores': [
    'Up to 4,500 pages in black and 7,500 in colour',
    'Bis zu 4.500 Seiten in Schwarz und 7.500 in Farbe',
  ],
  '1.000 páginas': ['1,000 pages', '1.000 Seiten'],
  '2.600 páginas': ['2,600 pages', '2.600 Seiten'],
  'Até 20 ppm': ['Up to 20 ppm', 'Bis zu 20 S./Min.'],
  'Até 27 ppm em preto e em cores': [
    'Up to 27 ppm in black and in colour',
    'Bis zu 27 S./Min. in Schwarz und Farbe',
  ],
  'Receptor USB 2,4 GHz': ['2.4 GHz USB receiver', 'USB-Empfänger 2,4 GHz'],
  '1 AA (inclusa)': ['1 AA (included)', '1 AA (enthalten)'],
  'Pureza ABIC': ['ABIC purity seal', 'ABIC-Reinheitssiegel'],
  Vácuo: ['Vacuum packed', 'Vakuumverpackt'],
  'Até 12 horas quente': ['Up to 12 hours hot', 'Bis zu 12 Stunden heiß'],
  'Cadernos, Lápis preto, Lápis de cor, Complementos (opcional)': [
    'Notebooks, Graphite pencils, Colouring pencils, Extras (optional)',
    'Hefte, Bleistifte, Buntstifte, Extras (optional)',
  ],
  'Caderno, Canetas, Lapiseira (opcional), Marca-texto (opcional), Calculadora científica (opcional)': [
    'Notebook, Pens, Mechanical pencil (optional), Highlighter (optional), Scientific calculator (optional)',
    'Heft, Stifte, Druckbleistift (optional), Textmarker (optional), Wissenschaftlicher Taschenrechner (optional)',
  ],
  'Teclado e mouse, Reuniões online (opcional), Ergonomia (opcional), Papel (opcional)': [
    'Keyboard and mouse, Online meetings (optional), Ergonomics (optional), Paper (optional)',
    'Tastatur und Maus, Online-Meetings (optional), Ergonomie (optional), Papier (optional)',
  ],
  'Café, Açúcar ou adoçante, Copos e acessórios (opcional), Filtro de papel (opcional)': [
    'Coffee, Sugar or sweetener, Cups and accessories (optional), Paper filters (optional)',
    'Kaffee, Zucker oder Süßstoff, Becher und Zubehör (optional), Papierfilter (optional)',
  ],
  'Capital e Grande São Paulo': ['São Paulo city and metropolitan area', 'São Paulo und Großraum São Paulo'],
  'Até 5 dias úteis após a entrega': [
    'Within 5 working days of delivery',
    'Innerhalb von 5 Werktagen nach der Lieferung',
  ],
  '12 meses após a garantia do fabricante': [
    '12 months after the manufacturer’s warranty',
    '12 Monate nach der Herstellergarantie',
  ],
  '24 meses após a garantia do fabricante': [
    '24 months after the manufacturer’s warranty',
    '24 Monate nach der Herstellergarantie',
  ],
  'R$ 50,00, R$ 100,00 ou R$ 200,00': [
    'R$ 50.00, R$ 100.00 or R$ 200.00',
    'R$ 50,00, R$ 100,00 oder R$ 200,00',
  ],
};

/** Decimal commas become points in English ('2,5 cm' → '2.5 cm'); German writes them as Portuguese does. */
function decimals(value: string, lang: Lang): string {
  return lang === 'en' ? value.replace(/(\d),(\d)/g, '$1.$2') : value;
}

/** A specification value in the language: the glossary's words, colours and product names translated. */
export function translateSpecValue(label: string, value: string, lang: Lang): string {
  const known = VALUES[value];
  if (known) return known[AT[lang]];
  if (label === 'Cor' || label === 'Cores disponíveis')
    return value
      .split(', ')
      .map((color) => translateName(color, lang))
      .join(', ');
  if (label === 'Produtos')
    return value
      .split('; ')
      .map((line) =>
        line.replace(/^(\d+ x )(.*)$/, (_all, qty: string, name: string) => qty + translateName(name, lang)),
      )
      .join('; ');
  return decimals(value, lang);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The long description (HTML) of a product in English or German. */
export function translateDescription(
  blocks: DescriptionBlocks,
  category: LocalizedText | undefined,
  lang: Lang,
): string {
  const name = translateName(blocks.name, lang);
  const categoryName = category?.[lang] ?? (lang === 'en' ? 'office supplies' : 'Bürobedarf');
  const copy = COPY[blocks.kind][lang];
  const range =
    lang === 'en'
      ? `From our “${categoryName}” range, delivered all over Brazil.`
      : `Aus unserem Sortiment „${categoryName}“, Lieferung in ganz Brasilien.`;
  const rows = blocks.specs.map(([label, value]) => {
    const translatedLabel = LABELS[label]?.[AT[lang]] ?? label;
    return `<li><strong>${escapeHtml(translatedLabel)}:</strong> ${escapeHtml(translateSpecValue(label, value, lang))}</li>`;
  });
  return `<p>${escapeHtml(`${copy.about(name, blocks.brand)} ${range}`)}</p><p>${escapeHtml(copy.more)}</p><ul>${rows.join('')}</ul>`;
}

/**
 * Adds the English and German long descriptions to the products' translations (after
 * `assignTranslations`), each from the product's kind, name, brand, first category and specs.
 */
export function assignDescriptions(products: Draft[], categories: SeedCategory[]): void {
  const names = new Map<string, LocalizedText>(
    flattenCategories(categories).map(({ category }) => [category.key, category.name]),
  );
  for (const product of products) {
    const category = names.get(product.categories[0] ?? '');
    const blocks = {
      name: product.name,
      brand: product.manufacturer,
      kind: product.kind,
      specs: product.specs,
    };
    for (const lang of ['en', 'de'] as const) {
      const texts = product.translations?.[lang];
      if (texts) texts.description = translateDescription(blocks, category, lang);
    }
  }
}

/** Whether the glossary knows a specification label (the catalogue test keeps every label known). */
export function knowsSpecLabel(label: string): boolean {
  return label in LABELS;
}

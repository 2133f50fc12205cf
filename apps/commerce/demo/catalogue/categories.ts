/**
 * The category tree: five departments (department → category → subcategory → sub-subcategory)
 * and two landing pages kept out of the menu. A category's key is its url_path, so a product's
 * `categories: ['papelaria/cadernos-e-blocos/cadernos']` reads like the URL it appears under.
 */
import type { LocalizedText, SeedCategory } from '../types';

type Names = readonly [pt: string, en: string, de: string];

interface Node {
  urlKey: string;
  names: Names;
  children?: Node[];
  extra?: Partial<SeedCategory>;
}

const node = (urlKey: string, names: Names, children?: Node[], extra?: Partial<SeedCategory>): Node => ({
  urlKey,
  names,
  ...(children ? { children } : {}),
  ...(extra ? { extra } : {}),
});

const text = (pt: string, en: string, de: string): LocalizedText => ({ pt, en, de });

/** Standard copy of a category page without hand-written text. */
function standardCopy([pt, en, de]: Names): Partial<SeedCategory> {
  return {
    description: text(
      `<p>${pt} das melhores marcas para escritório, escola e empresa, com entrega rápida, 3% de desconto no Pix e parcelamento em até 10x no cartão.</p>`,
      `<p>${en} from the best brands for office, school and business, with fast delivery, 3% off with Pix and up to 10 card instalments.</p>`,
      `<p>${de} der besten Marken für Büro, Schule und Unternehmen – schnelle Lieferung, 3 % Rabatt bei Zahlung per Pix und bis zu 10 Raten mit Karte.</p>`,
    ),
    metaTitle: text(`${pt} | Escritório Total`, `${en} | Escritório Total`, `${de} | Escritório Total`),
    metaDescription: text(
      `Compre ${pt.toLowerCase()} na Escritório Total: marcas originais, pronta entrega e frete grátis na Grande São Paulo acima de R$ 500.`,
      `Buy ${en.toLowerCase()} at Escritório Total: genuine brands, ready to ship and free delivery in Greater São Paulo above R$ 500.`,
      `${de} bei Escritório Total kaufen: Originalmarken, sofort lieferbar, versandkostenfrei im Großraum São Paulo ab R$ 500.`,
    ),
  };
}

const TREE: Node[] = [
  node(
    'escritorio',
    ['Escritório', 'Office', 'Büro'],
    [
      node(
        'arquivo-e-organizacao',
        ['Arquivo e Organização', 'Filing and Organisation', 'Ablage und Organisation'],
        [
          node(
            'pastas',
            ['Pastas', 'Folders', 'Mappen'],
            [
              node('pastas-az', ['Pastas AZ', 'Lever Arch Files', 'Ordner']),
              node('pastas-suspensas', ['Pastas Suspensas', 'Hanging Folders', 'Hängemappen']),
              node('pastas-plasticas', ['Pastas Plásticas', 'Plastic Folders', 'Kunststoffmappen']),
            ],
          ),
          node('caixas-e-organizadores', [
            'Caixas Arquivo e Organizadores',
            'Archive Boxes and Organisers',
            'Archivboxen und Organizer',
          ]),
        ],
      ),
      node(
        'grampeadores-e-perfuradores',
        ['Grampeadores e Perfuradores', 'Staplers and Punches', 'Hefter und Locher'],
        [
          node('grampeadores', ['Grampeadores', 'Staplers', 'Heftgeräte']),
          node('grampos-e-clipes', [
            'Grampos e Clipes',
            'Staples and Clips',
            'Heftklammern und Büroklammern',
          ]),
          node('perfuradores', ['Perfuradores', 'Hole Punches', 'Locher']),
        ],
      ),
      node('calculadoras', ['Calculadoras', 'Calculators', 'Taschenrechner']),
      node('quadros-e-murais', ['Quadros e Murais', 'Boards', 'Tafeln und Pinnwände']),
      node('moveis-e-ergonomia', ['Móveis e Ergonomia', 'Furniture and Ergonomics', 'Möbel und Ergonomie']),
    ],
    {
      description: text(
        '<p>Tudo para o escritório funcionar: pastas e arquivos, grampeadores, calculadoras, quadros brancos, cadeiras e acessórios ergonômicos das marcas em que as empresas confiam.</p><p>Compre para a sua empresa com CNPJ, pague com boleto ou Pix e receba rápido.</p>',
        '<p>Everything an office needs: folders and filing, staplers, calculators, whiteboards, chairs and ergonomic accessories from the brands businesses trust.</p><p>Buy for your company with a CNPJ, pay by boleto or Pix and get it fast.</p>',
        '<p>Alles, was ein Büro braucht: Mappen und Ablage, Hefter, Taschenrechner, Whiteboards, Bürostühle und ergonomisches Zubehör von Marken, denen Unternehmen vertrauen.</p><p>Kaufen Sie mit CNPJ für Ihr Unternehmen, zahlen Sie per Boleto oder Pix und erhalten Sie Ihre Ware schnell.</p>',
      ),
      metaTitle: text(
        'Material de Escritório | Escritório Total',
        'Office Supplies | Escritório Total',
        'Bürobedarf | Escritório Total',
      ),
      metaDescription: text(
        'Material de escritório com preço de atacado: pastas, grampeadores, calculadoras, quadros e cadeiras. 3% off no Pix e frete grátis na Grande SP acima de R$ 500.',
        'Office supplies at wholesale prices: folders, staplers, calculators, boards and chairs. 3% off with Pix and free delivery in Greater São Paulo above R$ 500.',
        'Bürobedarf zu Großhandelspreisen: Mappen, Hefter, Rechner, Tafeln und Stühle. 3 % Rabatt mit Pix, versandkostenfrei im Großraum São Paulo ab R$ 500.',
      ),
      metaKeywords: text(
        'material de escritório, pastas, grampeador, calculadora, quadro branco, cadeira de escritório',
        'office supplies, folders, stapler, calculator, whiteboard, office chair',
        'Bürobedarf, Mappen, Hefter, Taschenrechner, Whiteboard, Bürostuhl',
      ),
    },
  ),
  node(
    'papelaria',
    ['Papelaria', 'Stationery', 'Schreibwaren'],
    [
      node(
        'escrita',
        ['Escrita', 'Writing', 'Schreiben'],
        [
          node(
            'canetas',
            ['Canetas', 'Pens', 'Stifte'],
            [
              node('canetas-esferograficas', ['Canetas Esferográficas', 'Ballpoint Pens', 'Kugelschreiber']),
              node('canetas-gel', [
                'Canetas Gel e Rollerball',
                'Gel and Rollerball Pens',
                'Gel- und Tintenroller',
              ]),
              node('canetas-ponta-fina', ['Canetas Ponta Fina', 'Fineliners', 'Fineliner']),
            ],
          ),
          node('lapis-e-lapiseiras', [
            'Lápis e Lapiseiras',
            'Pencils and Mechanical Pencils',
            'Bleistifte und Druckbleistifte',
          ]),
          node('marca-textos', ['Marca-Textos', 'Highlighters', 'Textmarker']),
          node('marcadores', ['Marcadores e Pincéis Atômicos', 'Markers', 'Marker und Filzstifte']),
          node('borrachas-e-corretivos', [
            'Borrachas, Apontadores e Corretivos',
            'Erasers, Sharpeners and Correction',
            'Radiergummis, Spitzer und Korrektur',
          ]),
        ],
      ),
      node(
        'cadernos-e-blocos',
        ['Cadernos e Blocos', 'Notebooks and Pads', 'Hefte und Blöcke'],
        [
          node('cadernos', ['Cadernos', 'Notebooks', 'Hefte']),
          node('blocos-adesivos', ['Blocos Adesivos', 'Sticky Notes', 'Haftnotizen']),
          node('agendas-e-planners', ['Agendas e Planners', 'Diaries and Planners', 'Kalender und Planer']),
        ],
      ),
      node(
        'papeis-e-envelopes',
        ['Papéis e Envelopes', 'Paper and Envelopes', 'Papier und Umschläge'],
        [
          node('papel-sulfite', ['Papel Sulfite', 'Copy Paper', 'Kopierpapier']),
          node('papeis-especiais', ['Papéis Especiais', 'Speciality Paper', 'Spezialpapier']),
          node('envelopes-e-etiquetas', [
            'Envelopes e Etiquetas',
            'Envelopes and Labels',
            'Umschläge und Etiketten',
          ]),
        ],
      ),
      node('colas-e-fitas', ['Colas e Fitas Adesivas', 'Glue and Tape', 'Kleber und Klebebänder']),
      node('tesouras-e-estiletes', ['Tesouras e Estiletes', 'Scissors and Cutters', 'Scheren und Cutter']),
      node('material-escolar', [
        'Material Escolar e Arte',
        'School and Art Supplies',
        'Schul- und Malbedarf',
      ]),
    ],
    {
      description: text(
        '<p>A papelaria completa: canetas, lápis, marca-textos, cadernos, blocos adesivos, papel sulfite, colas, fitas e material escolar de BIC, Faber-Castell, Pilot, Stabilo, Tilibra, Jandaia e Chamex.</p><p>Preços de papelaria de bairro com a variedade de um atacado.</p>',
        '<p>The complete stationery shop: pens, pencils, highlighters, notebooks, sticky notes, copy paper, glue, tape and school supplies from BIC, Faber-Castell, Pilot, Stabilo, Tilibra, Jandaia and Chamex.</p><p>Neighbourhood prices with a wholesaler’s range.</p>',
        '<p>Das komplette Schreibwarensortiment: Kugelschreiber, Bleistifte, Textmarker, Hefte, Haftnotizen, Kopierpapier, Kleber, Klebeband und Schulbedarf von BIC, Faber-Castell, Pilot, Stabilo, Tilibra, Jandaia und Chamex.</p><p>Preise wie im Laden um die Ecke, Auswahl wie im Großhandel.</p>',
      ),
      metaTitle: text(
        'Papelaria Online | Escritório Total',
        'Online Stationery | Escritório Total',
        'Schreibwaren online | Escritório Total',
      ),
      metaDescription: text(
        'Papelaria online com canetas, cadernos, papel sulfite A4, marca-textos e material escolar das melhores marcas. Pague com Pix e ganhe 3% de desconto.',
        'Online stationery with pens, notebooks, A4 copy paper, highlighters and school supplies from the best brands. Pay with Pix and get 3% off.',
        'Schreibwaren online: Stifte, Hefte, A4-Kopierpapier, Textmarker und Schulbedarf der besten Marken. Mit Pix bezahlen und 3 % sparen.',
      ),
      metaKeywords: text(
        'papelaria, caneta, caderno, papel sulfite, marca-texto, material escolar',
        'stationery, pen, notebook, copy paper, highlighter, school supplies',
        'Schreibwaren, Kugelschreiber, Heft, Kopierpapier, Textmarker, Schulbedarf',
      ),
    },
  ),
  node(
    'informatica',
    ['Informática', 'IT and Computing', 'Computer und IT'],
    [
      node(
        'impressao',
        ['Impressão', 'Printing', 'Drucken'],
        [
          node(
            'impressoras',
            ['Impressoras', 'Printers', 'Drucker'],
            [
              node('impressoras-jato-de-tinta', [
                'Impressoras Jato de Tinta',
                'Inkjet Printers',
                'Tintenstrahldrucker',
              ]),
              node('impressoras-laser', ['Impressoras Laser', 'Laser Printers', 'Laserdrucker']),
              node('impressoras-termicas', [
                'Impressoras Térmicas e Etiquetas',
                'Thermal and Label Printers',
                'Thermo- und Etikettendrucker',
              ]),
            ],
          ),
          node('cartuchos-e-toners', ['Cartuchos, Tintas e Toners', 'Ink and Toner', 'Tinte und Toner']),
        ],
      ),
      node(
        'perifericos',
        ['Periféricos', 'Peripherals', 'Peripheriegeräte'],
        [
          node('mouses-e-teclados', ['Mouses e Teclados', 'Mice and Keyboards', 'Mäuse und Tastaturen']),
          node('headsets-e-webcams', ['Headsets e Webcams', 'Headsets and Webcams', 'Headsets und Webcams']),
          node('monitores', ['Monitores', 'Monitors', 'Monitore']),
        ],
      ),
      node('armazenamento', [
        'Pen Drives e Armazenamento',
        'USB Drives and Storage',
        'USB-Sticks und Speicher',
      ]),
      node('cabos-e-energia', [
        'Cabos, Adaptadores e Energia',
        'Cables, Adapters and Power',
        'Kabel, Adapter und Strom',
      ]),
      node('servicos', ['Serviços e Garantias', 'Services and Warranties', 'Services und Garantien']),
    ],
    {
      description: text(
        '<p>Impressoras, cartuchos e toners originais, mouses, teclados, headsets, monitores, pen drives e cabos para montar e manter o escritório conectado.</p><p>Precisa de ajuda? Contrate a instalação da impressora ou a garantia estendida junto com o produto.</p>',
        '<p>Printers, genuine ink and toner, mice, keyboards, headsets, monitors, USB drives and cables to set up and keep the office connected.</p><p>Need help? Add printer installation or an extended warranty to your order.</p>',
        '<p>Drucker, Original-Tinte und -Toner, Mäuse, Tastaturen, Headsets, Monitore, USB-Sticks und Kabel, damit das Büro verbunden bleibt.</p><p>Brauchen Sie Hilfe? Buchen Sie die Druckerinstallation oder eine Garantieverlängerung gleich mit.</p>',
      ),
      metaTitle: text(
        'Informática para Escritório | Escritório Total',
        'Office IT and Computing | Escritório Total',
        'Computer und IT fürs Büro | Escritório Total',
      ),
      metaDescription: text(
        'Impressoras Epson, HP, Brother e Canon, cartuchos e toners originais, periféricos Logitech e Multilaser, pen drives Kingston e SanDisk em até 10x.',
        'Epson, HP, Brother and Canon printers, genuine ink and toner, Logitech and Multilaser peripherals, Kingston and SanDisk drives in up to 10 instalments.',
        'Drucker von Epson, HP, Brother und Canon, Original-Tinte und -Toner, Logitech- und Multilaser-Zubehör, Kingston- und SanDisk-Speicher in bis zu 10 Raten.',
      ),
      metaKeywords: text(
        'impressora, cartucho, toner, mouse, teclado, monitor, pen drive',
        'printer, ink cartridge, toner, mouse, keyboard, monitor, usb drive',
        'Drucker, Tintenpatrone, Toner, Maus, Tastatur, Monitor, USB-Stick',
      ),
    },
  ),
  node(
    'limpeza',
    ['Limpeza', 'Cleaning', 'Reinigung'],
    [
      node(
        'produtos-de-limpeza',
        ['Produtos de Limpeza', 'Cleaning Products', 'Reinigungsmittel'],
        [
          node('detergentes-e-multiusos', [
            'Detergentes, Sabão e Multiusos',
            'Detergents, Soap and All-Purpose Cleaners',
            'Spülmittel, Seife und Allzweckreiniger',
          ]),
          node('desinfetantes-e-agua-sanitaria', [
            'Desinfetantes e Água Sanitária',
            'Disinfectants and Bleach',
            'Desinfektionsmittel und Bleichmittel',
          ]),
        ],
      ),
      node('papel-higienico-e-toalha', [
        'Papel Higiênico e Papel Toalha',
        'Toilet Paper and Paper Towels',
        'Toilettenpapier und Papiertücher',
      ]),
      node('utensilios-de-limpeza', ['Utensílios de Limpeza', 'Cleaning Tools', 'Reinigungszubehör']),
      node('sacos-de-lixo-e-lixeiras', [
        'Sacos de Lixo e Lixeiras',
        'Bin Bags and Bins',
        'Müllbeutel und Mülleimer',
      ]),
      node('higiene-pessoal', ['Higiene Pessoal', 'Personal Hygiene', 'Körperpflege und Hygiene']),
    ],
    {
      description: text(
        '<p>Produtos de limpeza e higiene para manter o escritório, a loja ou o condomínio em ordem: detergentes, água sanitária, desinfetantes, papel higiênico, papel toalha, sacos de lixo e utensílios.</p><p>Embalagens econômicas e fardos para quem compra para a empresa.</p>',
        '<p>Cleaning and hygiene products to keep the office, shop or building tidy: detergents, bleach, disinfectants, toilet paper, paper towels, bin bags and tools.</p><p>Economy packs and bulk bundles for business buyers.</p>',
        '<p>Reinigungs- und Hygieneprodukte für Büro, Geschäft oder Wohnanlage: Spülmittel, Bleichmittel, Desinfektionsmittel, Toilettenpapier, Papiertücher, Müllbeutel und Zubehör.</p><p>Sparpackungen und Großgebinde für Firmenkunden.</p>',
      ),
      metaTitle: text(
        'Produtos de Limpeza para Empresas | Escritório Total',
        'Cleaning Supplies for Businesses | Escritório Total',
        'Reinigungsbedarf für Unternehmen | Escritório Total',
      ),
      metaDescription: text(
        'Produtos de limpeza Ypê, Veja, Limpol, papel higiênico Neve, papel toalha Santher e Scott, sacos de lixo e utensílios Bettanin e Noviça com entrega rápida.',
        'Ypê, Veja and Limpol cleaning products, Neve toilet paper, Santher and Scott paper towels, bin bags and Bettanin and Noviça tools with fast delivery.',
        'Reinigungsmittel von Ypê, Veja und Limpol, Toilettenpapier von Neve, Papiertücher von Santher und Scott, Müllbeutel und Zubehör von Bettanin und Noviça.',
      ),
      metaKeywords: text(
        'produtos de limpeza, detergente, água sanitária, papel higiênico, papel toalha, saco de lixo',
        'cleaning products, detergent, bleach, toilet paper, paper towel, bin bags',
        'Reinigungsmittel, Spülmittel, Bleichmittel, Toilettenpapier, Papiertücher, Müllbeutel',
      ),
    },
  ),
  node(
    'copa-e-cozinha',
    ['Copa e Cozinha', 'Coffee Break and Pantry', 'Kaffeeküche'],
    [
      node(
        'cafe',
        ['Café', 'Coffee', 'Kaffee'],
        [
          node('cafe-torrado-e-moido', ['Café Torrado e Moído', 'Ground Coffee', 'Gemahlener Kaffee']),
          node('cafe-em-capsulas', ['Café em Cápsulas', 'Coffee Capsules', 'Kaffeekapseln']),
          node('cafe-soluvel-e-cappuccino', [
            'Café Solúvel e Cappuccino',
            'Instant Coffee and Cappuccino',
            'Instantkaffee und Cappuccino',
          ]),
        ],
      ),
      node('acucar-e-adocantes', ['Açúcar e Adoçantes', 'Sugar and Sweeteners', 'Zucker und Süßstoff']),
      node('descartaveis', ['Copos e Descartáveis', 'Cups and Disposables', 'Becher und Einwegartikel']),
      node('utensilios-de-copa', ['Utensílios de Copa', 'Pantry Equipment', 'Küchenzubehör']),
      node('lanches-e-bebidas', [
        'Chás, Lanches e Bebidas',
        'Tea, Snacks and Drinks',
        'Tee, Snacks und Getränke',
      ]),
    ],
    {
      description: text(
        '<p>O coffee break da empresa em um só lugar: café torrado e moído, cápsulas, açúcar, adoçantes, copos descartáveis, garrafas térmicas, filtros, chás e biscoitos.</p><p>Melitta, Pilão, 3 Corações, Nescafé Dolce Gusto, União e Copobras com preço de atacado.</p>',
        '<p>The office coffee break in one place: ground coffee, capsules, sugar, sweeteners, disposable cups, vacuum flasks, filters, tea and biscuits.</p><p>Melitta, Pilão, 3 Corações, Nescafé Dolce Gusto, União and Copobras at wholesale prices.</p>',
        '<p>Alles für die Kaffeepause im Büro: gemahlener Kaffee, Kapseln, Zucker, Süßstoff, Einwegbecher, Thermoskannen, Filter, Tee und Kekse.</p><p>Melitta, Pilão, 3 Corações, Nescafé Dolce Gusto, União und Copobras zu Großhandelspreisen.</p>',
      ),
      metaTitle: text(
        'Copa e Cozinha: Café e Coffee Break | Escritório Total',
        'Coffee Break and Pantry | Escritório Total',
        'Kaffeeküche und Kaffeepause | Escritório Total',
      ),
      metaDescription: text(
        'Café Melitta, Pilão e 3 Corações, cápsulas Dolce Gusto, açúcar União, copos Copobras e tudo para o coffee break do escritório com frete grátis na Grande SP acima de R$ 500.',
        'Melitta, Pilão and 3 Corações coffee, Dolce Gusto capsules, União sugar, Copobras cups and everything for the office coffee break, free delivery in Greater São Paulo above R$ 500.',
        'Kaffee von Melitta, Pilão und 3 Corações, Dolce-Gusto-Kapseln, Zucker von União, Becher von Copobras – versandkostenfrei im Großraum São Paulo ab R$ 500.',
      ),
      metaKeywords: text(
        'café, cápsulas, açúcar, copo descartável, coffee break, garrafa térmica',
        'coffee, capsules, sugar, disposable cups, coffee break, vacuum flask',
        'Kaffee, Kapseln, Zucker, Einwegbecher, Kaffeepause, Thermoskanne',
      ),
    },
  ),
  node('ofertas', ['Ofertas', 'Deals', 'Angebote'], undefined, {
    includeInMenu: false,
    description: text(
      '<p>Produtos com preço especial por tempo limitado. Aproveite: no Pix você ainda ganha 3% de desconto sobre o preço promocional.</p>',
      '<p>Products at special prices for a limited time. With Pix you still get 3% off the sale price.</p>',
      '<p>Produkte zum Sonderpreis für kurze Zeit. Mit Pix sparen Sie zusätzlich 3 % auf den Aktionspreis.</p>',
    ),
  }),
  node('volta-as-aulas', ['Volta às Aulas', 'Back to School', 'Schulanfang'], undefined, {
    includeInMenu: false,
    description: text(
      '<p>Lista de material escolar resolvida: cadernos, lápis, borrachas, lápis de cor, mochilas e kits prontos para o ano letivo de 2027.</p>',
      '<p>School list sorted: notebooks, pencils, erasers, colouring pencils, backpacks and ready-made kits for the 2027 school year.</p>',
      '<p>Die Schulliste erledigt: Hefte, Bleistifte, Radiergummis, Buntstifte, Rucksäcke und fertige Sets für das Schuljahr 2027.</p>',
    ),
  }),
];

function toSeed(n: Node, parentKey: string, level: number): SeedCategory {
  const key = parentKey ? `${parentKey}/${n.urlKey}` : n.urlKey;
  const [pt, en, de] = n.names;
  return {
    key,
    name: { pt, en, de },
    urlKey: n.urlKey,
    ...(level > 1 ? standardCopy(n.names) : {}),
    ...n.extra,
    ...(n.children ? { children: n.children.map((c) => toSeed(c, key, level + 1)) } : {}),
  };
}

/** The demo category tree (fresh objects on every call). */
export function categoryTree(): SeedCategory[] {
  return TREE.map((n) => toSeed(n, '', 1));
}

/** Every category of a tree, depth first, with its level (1 = department). */
export function flattenCategories(
  tree: SeedCategory[],
  level = 1,
): { category: SeedCategory; level: number }[] {
  return tree.flatMap((category) => [
    { category, level },
    ...flattenCategories(category.children ?? [], level + 1),
  ]);
}

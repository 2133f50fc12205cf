/**
 * Products made of other products (bundles, grouped) and the ones without a parcel (virtual
 * services, downloadable planners, the gift card). SKUs 600001–600999. Members are simple
 * products of the other tables, referenced by SKU.
 */

import type { ImageSpec, SeedProduct } from '../../types';
import {
  brandColors,
  brandLabel,
  type Dims,
  type Draft,
  describe,
  formatDims,
  formatKg,
  slugify,
} from '../build';

type Option = NonNullable<SeedProduct['bundleOptions']>[number];

const C = {
  escolar: 'papelaria/material-escolar',
  voltaAsAulas: 'volta-as-aulas',
  mouses: 'informatica/perifericos/mouses-e-teclados',
  moveis: 'escritorio/moveis-e-ergonomia',
  cafe: 'copa-e-cozinha/cafe/cafe-torrado-e-moido',
  descartaveis: 'copa-e-cozinha/descartaveis',
  sulfite: 'papelaria/papeis-e-envelopes/papel-sulfite',
  detergentes: 'limpeza/produtos-de-limpeza/detergentes-e-multiusos',
  cartuchos: 'informatica/impressao/cartuchos-e-toners',
  servicos: 'informatica/servicos',
  agendas: 'papelaria/cadernos-e-blocos/agendas-e-planners',
  ofertas: 'ofertas',
} as const;

/** One option of a bundle: `[sku, qty]` pairs, the first one is the default. */
function option(
  title: string,
  required: boolean,
  type: Option['type'],
  position: number,
  selections: [sku: string, qty: number][],
  canChangeQty = false,
): Option {
  return {
    title,
    required,
    type,
    position,
    selections: selections.map(([sku, qty], index) => ({
      sku,
      qty,
      isDefault: index === 0,
      canChangeQty,
      position: index + 1,
    })),
  };
}

interface Common {
  sku: string;
  name: string;
  categories: string[];
  brand: string;
  about: string;
  more: string;
  short: string;
  image: ImageSpec;
  newFrom?: string;
}

function base(c: Common, type: SeedProduct['type'], extraSpecs: [string, string][]): Draft {
  const specs: [string, string][] = [['Marca', c.brand], ['Código (SKU)', c.sku], ...extraSpecs];
  return {
    sku: c.sku,
    type,
    name: c.name,
    urlKey: slugify(c.name),
    categories: c.categories,
    manufacturer: c.brand,
    priceCents: 0,
    stockQty: 0,
    description: describe([c.about, c.more], specs),
    specs,
    shortDescription: c.short,
    metaTitle: `${c.name} | Escritório Total`,
    metaDescription: `${c.short} Compre na Escritório Total com 3% de desconto no Pix.`,
    images: [c.image],
    ...(c.newFrom ? { newFrom: c.newFrom } : {}),
    kind: type === 'virtual' ? 'service' : type === 'downloadable' ? 'digital' : 'kit',
    galleryCount: 0,
  };
}

function kitImage(brand: string, variant?: number): ImageSpec {
  const [color, accent] = brandColors(brand);
  return { template: 'kit', color, accent, label: brandLabel(brand), ...(variant ? { variant } : {}) };
}

/** Parcel of a composite: total weight of the given members and a box that fits them. */
function parcel(members: [Draft, number][], dims: Dims): Pick<SeedProduct, 'weightKg' | 'dims'> {
  const weightKg =
    Math.round(members.reduce((sum, [p, qty]) => sum + (p.weightKg ?? 0) * qty, 0) * 1000) / 1000;
  return { weightKg, dims: { heightCm: dims[0], widthCm: dims[1], lengthCm: dims[2] } };
}

export function compositeProducts(bySku: Map<string, Draft>): Draft[] {
  const get = (sku: string): Draft => {
    const p = bySku.get(sku);
    if (p?.type !== 'simple') throw new Error(`Composite member ${sku} is not a simple product`);
    return p;
  };

  const bundle = (c: Common, dims: Dims, options: Option[]): Draft => {
    const defaults = options.flatMap((o) =>
      o.selections.filter((s) => s.isDefault).map((s) => [get(s.sku), s.qty] as [Draft, number]),
    );
    const from = options
      .filter((o) => o.required)
      .reduce((sum, o) => sum + Math.min(...o.selections.map((s) => get(s.sku).priceCents * s.qty)), 0);
    const box = parcel(defaults, dims);
    return {
      ...base(c, 'bundle', [
        ['Itens', options.map((o) => `${o.title}${o.required ? '' : ' (opcional)'}`).join(', ')],
        ['Dimensões da embalagem', formatDims(dims)],
        ['Peso (itens padrão)', formatKg(box.weightKg ?? 0)],
      ]),
      priceCents: from,
      ...box,
      bundleOptions: options,
    };
  };

  /** `alternatives`: the shopper picks one of the members (one parcel is the heaviest of them). */
  const grouped = (
    c: Common,
    dims: Dims,
    items: [sku: string, qty: number][],
    alternatives = false,
  ): Draft => {
    const members = items.map(([sku, qty]) => [get(sku), qty] as [Draft, number]);
    const heaviest = [...members].sort(
      ([a, qa], [b, qb]) => (b.weightKg ?? 0) * qb - (a.weightKg ?? 0) * qa,
    )[0]!;
    const box = parcel(alternatives ? [heaviest] : members, dims);
    return {
      ...base(c, 'grouped', [
        ['Produtos', members.map(([p, qty]) => `${qty} x ${p.name}`).join('; ')],
        ['Dimensões da embalagem', formatDims(dims)],
        ['Peso', formatKg(box.weightKg ?? 0)],
      ]),
      priceCents: Math.min(...members.map(([p]) => p.priceCents)),
      ...box,
      groupedItems: items.map(([sku, qty], index) => ({ sku, qty, position: index + 1 })),
    };
  };

  const service = (c: Common, priceCents: number, specs: [string, string][]): Draft => ({
    ...base(c, 'virtual', specs),
    priceCents,
    stockQty: 999,
  });

  return [
    bundle(
      {
        sku: '600001',
        name: 'Kit Escolar Fundamental',
        categories: [C.escolar, C.voltaAsAulas],
        brand: 'Escritório Total',
        about:
          'O kit com o básico da lista de material do Ensino Fundamental, montado do seu jeito: escolha os cadernos, o lápis preto e a caixa de lápis de cor, e complete com cola, tesoura sem ponta, estojo e régua.',
        more: 'Todos os itens de marcas conhecidas (Tilibra, Jandaia, Faber-Castell, Tris, Pritt, Maped), com certificação do Inmetro para uso infantil.',
        short: 'Monte o kit escolar do Ensino Fundamental com cadernos, lápis e lápis de cor.',
        image: kitImage('Faber-Castell'),
        newFrom: '2026-11-03',
      },
      [20, 30, 35],
      [
        option(
          'Cadernos',
          true,
          'radio',
          1,
          [
            ['200712', 2],
            ['200714', 2],
            ['200716', 2],
          ],
          true,
        ),
        option('Lápis preto', true, 'select', 2, [
          ['200302', 1],
          ['200305', 1],
        ]),
        option('Lápis de cor', true, 'radio', 3, [
          ['201501', 1],
          ['201502', 1],
          ['201503', 1],
        ]),
        option('Complementos', false, 'checkbox', 4, [
          ['201301', 1],
          ['201404', 1],
          ['201511', 1],
          ['201512', 1],
          ['200605', 1],
        ]),
      ],
    ),
    bundle(
      {
        sku: '600002',
        name: 'Kit Escolar Ensino Médio',
        categories: [C.escolar, C.voltaAsAulas],
        brand: 'Escritório Total',
        about:
          'Kit para o Ensino Médio e o cursinho: caderno de matérias com capa dura, canetas para anotações e, se quiser, lapiseira, marca-texto e calculadora científica.',
        more: 'Escolha as versões de cada item e ajuste as quantidades no carrinho.',
        short: 'Kit de material para o Ensino Médio com caderno, canetas e calculadora opcional.',
        image: kitImage('Tilibra'),
      },
      [15, 25, 32],
      [
        option('Caderno', true, 'radio', 1, [
          ['200711', 1],
          ['200713', 1],
          ['200718', 1],
        ]),
        option(
          'Canetas',
          true,
          'checkbox',
          2,
          [
            ['200018', 2],
            ['200111', 1],
            ['200112', 1],
          ],
          true,
        ),
        option('Lapiseira', false, 'select', 3, [
          ['200307', 1],
          ['200311', 1],
        ]),
        option('Marca-texto', false, 'radio', 4, [
          ['200414', 2],
          ['200411', 1],
          ['200413', 1],
        ]),
        option('Calculadora científica', false, 'radio', 5, [
          ['100123', 1],
          ['100124', 1],
        ]),
      ],
    ),
    bundle(
      {
        sku: '600003',
        name: 'Kit Escritório Home Office',
        categories: [C.mouses, C.moveis],
        brand: 'Escritório Total',
        about:
          'Tudo para trabalhar bem em casa: teclado e mouse sem fio, headset ou webcam para as reuniões, suporte ergonômico e uma resma de papel para as impressões do mês.',
        more: 'Produtos Logitech, Intelbras, Multilaser, Reliza e Chamex com garantia dos fabricantes.',
        short: 'Kit Home Office com teclado e mouse, acessórios para reuniões e suporte ergonômico.',
        image: kitImage('Logitech'),
        newFrom: '2026-10-20',
      },
      [20, 40, 50],
      [
        option('Teclado e mouse', true, 'radio', 1, [
          ['300117', 1],
          ['300120', 1],
          ['300116', 1],
        ]),
        option('Reuniões online', false, 'checkbox', 2, [
          ['300131', 1],
          ['300136', 1],
          ['300132', 1],
        ]),
        option('Ergonomia', false, 'radio', 3, [
          ['100165', 1],
          ['100167', 1],
          ['100164', 1],
        ]),
        option(
          'Papel',
          false,
          'select',
          4,
          [
            ['201001', 1],
            ['201003', 1],
          ],
          true,
        ),
      ],
    ),
    bundle(
      {
        sku: '600004',
        name: 'Kit Café para Escritório',
        categories: [C.cafe],
        brand: 'Escritório Total',
        about:
          'O café do mês da equipe em um pedido: escolha a marca do café, o açúcar ou adoçante e complete com copinhos, mexedores, guardanapos e filtros.',
        more: 'Melitta, Pilão, 3 Corações, União, Linea, Copobras e Strawplast.',
        short: 'Kit de café para o escritório com açúcar, copos e filtros à sua escolha.',
        image: kitImage('Melitta'),
      },
      [20, 30, 40],
      [
        option(
          'Café',
          true,
          'radio',
          1,
          [
            ['500001', 2],
            ['500003', 2],
            ['500005', 2],
          ],
          true,
        ),
        option('Açúcar ou adoçante', true, 'select', 2, [
          ['500041', 1],
          ['500042', 1],
          ['500046', 1],
        ]),
        option(
          'Copos e acessórios',
          false,
          'checkbox',
          3,
          [
            ['500052', 1],
            ['500056', 1],
            ['500057', 1],
          ],
          true,
        ),
        option('Filtro de papel', false, 'radio', 4, [
          ['500073', 1],
          ['500074', 1],
        ]),
      ],
    ),
    grouped(
      {
        sku: '600011',
        name: 'Papel Sulfite A4 75g Caixa com 10 Resmas',
        categories: [C.sulfite],
        brand: 'Chamex',
        about:
          'Compre papel sulfite A4 por caixa com 10 resmas (5.000 folhas) e economize no frete e no preço por folha. Escolha a marca: Chamex, Report Premium, Report Multiuso ou Reciclato.',
        more: 'Ideal para escritórios, escolas e gráficas rápidas. Cada caixa pesa cerca de 23 kg.',
        short: 'Caixa com 10 resmas de papel sulfite A4 75g das principais marcas.',
        image: { template: 'paper-ream', color: '#E4002B', accent: '#FFD100', label: 'CX 10 RESMAS' },
      },
      [26, 30, 44],
      [
        ['201001', 10],
        ['201003', 10],
        ['201004', 10],
        ['201006', 10],
      ],
      true,
    ),
    grouped(
      {
        sku: '600012',
        name: 'Papel Sulfite Chamequinho Colorido A4 Kit 4 Cores',
        categories: [C.sulfite],
        brand: 'Chamex',
        about:
          'Os quatro tons de Chamequinho (azul, rosa, amarelo e verde) em um só pedido, pacotes de 100 folhas A4 75g para trabalhos escolares, avisos e materiais de escritório.',
        more: 'Cores suaves que não desbotam e passam bem na impressora.',
        short: 'Kit com 4 pacotes de papel colorido Chamequinho A4 de 100 folhas.',
        image: { template: 'paper-ream', color: '#EC4899', accent: '#FACC15', label: 'CHAMEQUINHO' },
      },
      [4, 21, 29.7],
      [
        ['201008', 1],
        ['201009', 1],
        ['201010', 1],
        ['201011', 1],
      ],
    ),
    grouped(
      {
        sku: '600013',
        name: 'Kit Limpeza para Escritório',
        categories: [C.detergentes],
        brand: 'Ypê',
        about:
          'A reposição de limpeza do mês para um escritório pequeno: detergente, água sanitária, limpador multiuso, esponjas, panos, sacos de lixo e papel higiênico. Ajuste as quantidades de cada item.',
        more: 'Marcas Ypê, Veja, Scotch-Brite, Dover e Neve.',
        short: 'Kit de limpeza mensal para escritório com as quantidades ajustáveis.',
        image: { template: 'cleaning-bottle', color: '#00A859', accent: '#F1F3F5', label: 'KIT LIMPEZA' },
      },
      [30, 40, 50],
      [
        ['400001', 6],
        ['400021', 2],
        ['400005', 2],
        ['400061', 2],
        ['400064', 1],
        ['400082', 2],
        ['400041', 2],
      ],
    ),
    grouped(
      {
        sku: '600014',
        name: 'Kit Coffee Break para Reuniões',
        categories: [C.descartaveis],
        brand: 'Escritório Total',
        about:
          'Coffee break para reuniões e treinamentos: café, açúcar em sachê, copos para água e café, mexedores e biscoitos wafer. Escolha as quantidades conforme o número de participantes.',
        more: 'Melitta, União, Copobras, Strawplast e Bauducco.',
        short: 'Kit coffee break com café, açúcar, copos, mexedores e biscoitos.',
        image: { template: 'cup', color: '#7C4A2D', accent: '#F26B1D', label: 'COFFEEBREAK' },
      },
      [25, 30, 40],
      [
        ['500001', 2],
        ['500042', 1],
        ['500051', 2],
        ['500052', 2],
        ['500056', 1],
        ['500085', 4],
      ],
    ),
    grouped(
      {
        sku: '600015',
        name: 'Cartuchos de Tinta HP 664 Preto e Colorido Originais',
        categories: [C.cartuchos],
        brand: 'HP',
        about:
          'Leve o par de cartuchos HP 664 originais, preto e colorido, para as impressoras HP DeskJet Ink Advantage 1115, 2136, 2676, 3776 e 5076.',
        more: 'Qualidade HP original e rendimento garantido.',
        short: 'Par de cartuchos HP 664 preto e colorido originais.',
        image: { template: 'ink-cartridge', color: '#0096D6', accent: '#1F2328', label: 'HP 664' },
      },
      [4, 15, 15],
      [
        ['300031', 1],
        ['300032', 1],
      ],
    ),
    grouped(
      {
        sku: '600016',
        name: 'Kit Garrafas de Tinta Epson T544 4 Cores Originais',
        categories: [C.cartuchos],
        brand: 'Epson',
        about:
          'As quatro garrafas de tinta Epson T544 originais (preta, ciano, magenta e amarela) para as EcoTank L1250, L3150, L3250, L5190 e L5290.',
        more: 'Rendimento de até 4.500 páginas em preto e 7.500 em cores.',
        short: 'Kit com as 4 garrafas de tinta Epson T544 originais.',
        image: { template: 'glue', color: '#003399', accent: '#00AEEF', label: 'EPSON T544' },
      },
      [8, 15, 15],
      [
        ['300035', 1],
        ['300036', 1],
        ['300037', 1],
        ['300038', 1],
      ],
    ),
    service(
      {
        sku: '600021',
        name: 'Serviço de Instalação de Impressora',
        categories: [C.servicos],
        brand: 'Escritório Total',
        about:
          'Um técnico da nossa equipe instala a sua impressora no local: desembalagem, abastecimento dos tanques ou cartuchos, conexão à rede Wi-Fi, instalação dos drivers em até 3 computadores e teste de impressão.',
        more: 'Atendimento em até 5 dias úteis após a entrega da impressora, na cidade de São Paulo e na Grande São Paulo. Agendamento pelo WhatsApp.',
        short: 'Instalação da impressora no local, com configuração de rede e drivers.',
        image: { template: 'service', color: '#F26B1D', accent: '#1F2328', label: 'INSTALAÇÃO' },
      },
      14990,
      [
        ['Atendimento', 'Capital e Grande São Paulo'],
        ['Prazo', 'Até 5 dias úteis após a entrega'],
      ],
    ),
    service(
      {
        sku: '600022',
        name: 'Garantia Estendida 12 Meses',
        categories: [C.servicos],
        brand: 'Escritório Total',
        about:
          'Amplie por mais 12 meses a garantia de fábrica de impressoras, monitores, calculadoras e periféricos comprados na Escritório Total. Cobre defeitos de funcionamento com reparo ou troca do produto.',
        more: 'A cobertura começa no fim da garantia do fabricante. O certificado é enviado por e-mail após a confirmação do pagamento.',
        short: 'Mais 12 meses de garantia após a garantia do fabricante.',
        image: { template: 'service', color: '#1D4ED8', accent: '#F26B1D', label: 'GARANTIA 12' },
      },
      9990,
      [['Vigência', '12 meses após a garantia do fabricante']],
    ),
    service(
      {
        sku: '600023',
        name: 'Garantia Estendida 24 Meses',
        categories: [C.servicos],
        brand: 'Escritório Total',
        about:
          'Dois anos a mais de tranquilidade para os equipamentos do escritório: reparo ou troca em caso de defeito de funcionamento, sem custo de mão de obra nem de peças.',
        more: 'A cobertura começa no fim da garantia do fabricante. O certificado é enviado por e-mail após a confirmação do pagamento.',
        short: 'Mais 24 meses de garantia após a garantia do fabricante.',
        image: { template: 'service', color: '#16A34A', accent: '#F26B1D', label: 'GARANTIA 24' },
      },
      17990,
      [['Vigência', '24 meses após a garantia do fabricante']],
    ),
    service(
      {
        sku: '600024',
        name: 'Serviço de Montagem de Cadeira de Escritório',
        categories: [C.servicos],
        brand: 'Escritório Total',
        about:
          'Montagem profissional da cadeira de escritório no seu endereço, com regulagem de altura, encosto e braços para a pessoa que vai usá-la.',
        more: 'Disponível na cidade de São Paulo e na Grande São Paulo, em até 5 dias úteis após a entrega.',
        short: 'Montagem e regulagem da cadeira de escritório no local.',
        image: { template: 'service', color: '#6B7280', accent: '#F26B1D', label: 'MONTAGEM' },
      },
      8990,
      [['Atendimento', 'Capital e Grande São Paulo']],
    ),
    {
      ...base(
        {
          sku: '600031',
          name: 'Planner Digital 2027 (PDF)',
          categories: [C.agendas],
          brand: 'Escritório Total',
          about:
            'Planner digital 2027 com visão anual, mensal e semanal, metas, hábitos, finanças e páginas de anotações. Imprima em A4 ou use no tablet com a versão hiperlinkada.',
          more: 'Arquivo liberado para download logo após a confirmação do pagamento, na área Minha Conta.',
          short: 'Planner 2027 em PDF para imprimir ou usar no tablet.',
          image: { template: 'planner', color: '#F26B1D', accent: '#1F2328', label: 'PLANNER 2027' },
          newFrom: '2026-10-15',
        },
        'downloadable',
        [
          ['Formato', 'PDF (A4 e tablet)'],
          ['Páginas', '420'],
        ],
      ),
      priceCents: 2990,
      stockQty: 999,
      downloadableLinks: [
        {
          title: 'Planner Digital 2027 – PDF A4 para imprimir',
          priceCents: 0,
          sampleUrl: '/media/downloadable/amostra-planner-digital-2027.pdf',
        },
        { title: 'Versão hiperlinkada para tablet (GoodNotes e Notability)', priceCents: 990 },
      ],
    },
    {
      ...base(
        {
          sku: '600032',
          name: 'Agenda Digital Escolar 2027 (PDF)',
          categories: [C.agendas],
          brand: 'Escritório Total',
          about:
            'Agenda escolar digital 2027 com calendário letivo, horário de aulas, controle de tarefas e provas e páginas para anotações de cada matéria.',
          more: 'Imprima quantas vezes quiser para uso pessoal. Download liberado após a confirmação do pagamento.',
          short: 'Agenda escolar 2027 em PDF com horário de aulas e controle de tarefas.',
          image: { template: 'planner', color: '#7E22CE', accent: '#FACC15', label: 'AGENDA 2027' },
        },
        'downloadable',
        [
          ['Formato', 'PDF (A4)'],
          ['Páginas', '180'],
        ],
      ),
      priceCents: 1990,
      stockQty: 999,
      downloadableLinks: [
        {
          title: 'Agenda Digital Escolar 2027 – PDF A4',
          priceCents: 0,
          sampleUrl: '/media/downloadable/amostra-agenda-escolar-2027.pdf',
        },
        { title: 'Capas personalizáveis (pacote com 12 modelos)', priceCents: 490 },
      ],
    },
    {
      ...base(
        {
          sku: '600041',
          name: 'Vale-Presente Escritório Total',
          categories: [C.ofertas],
          brand: 'Escritório Total',
          about:
            'Presenteie com o Vale-Presente Escritório Total: o presenteado escolhe o que quiser entre milhares de produtos de papelaria, escritório, informática, limpeza e copa.',
          more: 'O código é enviado por e-mail ao destinatário e vale por 12 meses, em uma ou mais compras no site.',
          short: 'Vale-presente digital de R$ 50, R$ 100 ou R$ 200, válido por 12 meses.',
          image: { template: 'gift-card', color: '#F26B1D', accent: '#FFFFFF', label: 'ESC. TOTAL' },
        },
        'giftcard',
        [
          ['Valores', 'R$ 50,00, R$ 100,00 ou R$ 200,00'],
          ['Validade', '12 meses'],
        ],
      ),
      priceCents: 5000,
      stockQty: 999,
      giftCardAmountsCents: [5000, 10000, 20000],
    },
  ];
}

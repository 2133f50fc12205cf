/** Informática: printers, ink and toner, peripherals, storage, cables. SKUs 300001–300999. */
import { configurable, type Draft, fromLine, item, type Line, lead } from '../build';

const C = {
  jato: 'informatica/impressao/impressoras/impressoras-jato-de-tinta',
  laser: 'informatica/impressao/impressoras/impressoras-laser',
  termicas: 'informatica/impressao/impressoras/impressoras-termicas',
  cartuchos: 'informatica/impressao/cartuchos-e-toners',
  mouses: 'informatica/perifericos/mouses-e-teclados',
  headsets: 'informatica/perifericos/headsets-e-webcams',
  monitores: 'informatica/perifericos/monitores',
  armazenamento: 'informatica/armazenamento',
  cabos: 'informatica/cabos-e-energia',
} as const;

// There is no printer drawing among the image templates: printers use the boxed 'kit' drawing
// in the brand's colours.
const LINES: Line[] = [
  {
    category: C.jato,
    template: 'kit',
    kind: 'printer',
    weightKg: 5.5,
    dims: [25, 40, 48],
    about: (i) =>
      `${i.name}: imprime, copia e digitaliza com baixo custo por página, conexão Wi-Fi e impressão pelo celular com o aplicativo do fabricante.`,
    more: 'Acompanha cabo de força, cabo USB e o primeiro kit de tintas. Garantia de 12 meses do fabricante; contrate também a instalação com nossa equipe.',
    short: (i) => `Multifuncional ${i.brand} com Wi-Fi e baixo custo por página.`,
    specs: () => [
      ['Funções', 'Impressão, cópia e digitalização'],
      ['Conectividade', 'Wi-Fi, Wi-Fi Direct e USB'],
      ['Voltagem', 'Bivolt'],
      ['Garantia', '12 meses'],
    ],
    items: [
      item('300001', 'Impressora Multifuncional Epson EcoTank L3250 Tanque de Tinta Wi-Fi', 'Epson', 109990, {
        gallery: 2,
        specs: [['Rendimento', 'Até 4.500 páginas em preto e 7.500 em cores']],
      }),
      item(
        '300002',
        'Impressora Multifuncional Epson EcoTank L4260 Tanque de Tinta Wi-Fi Duplex',
        'Epson',
        149990,
        {
          weightKg: 6,
        },
      ),
      item(
        '300003',
        'Impressora Multifuncional Epson EcoTank L6270 Tanque de Tinta Wi-Fi Duplex ADF',
        'Epson',
        229990,
        {
          weightKg: 7.5,
          dims: [28, 42, 50],
          gallery: 1,
        },
      ),
      item('300004', 'Impressora Multifuncional HP Smart Tank 581 Tanque de Tinta Wi-Fi', 'HP', 119990, {
        weightKg: 5.2,
      }),
      item('300005', 'Impressora Multifuncional HP DeskJet Ink Advantage 2874 Wi-Fi', 'HP', 44990, {
        weightKg: 4,
        dims: [20, 35, 45],
        about:
          'Multifuncional HP DeskJet Ink Advantage 2874 com Wi-Fi e impressão pelo app HP Smart. Compacta e econômica para quem imprime pouco em casa ou no home office; usa cartuchos HP 667.',
      }),
      item('300006', 'Impressora Multifuncional Canon Mega Tank G3110 Wi-Fi', 'Canon', 104990),
      item('300007', 'Impressora Multifuncional Brother DCP-T420W Tanque de Tinta Wi-Fi', 'Brother', 99990),
    ],
  },
  {
    category: C.laser,
    template: 'kit',
    kind: 'printer',
    weightKg: 7.5,
    dims: [28, 42, 48],
    about: (i) =>
      `${i.name}: impressão laser rápida e nítida, ideal para documentos, boletos e relatórios, com custo por página baixo e toner que não seca.`,
    more: 'Para escritórios que imprimem muito em preto e branco. Acompanha toner inicial e cabo de força.',
    short: (i) => `Impressora laser ${i.brand} rápida e econômica para o escritório.`,
    specs: () => [
      ['Tecnologia', 'Laser'],
      ['Garantia', '12 meses'],
    ],
    items: [
      item('300011', 'Impressora Laser HP LaserJet M111w Monocromática Wi-Fi', 'HP', 99990, {
        weightKg: 5.5,
        dims: [25, 38, 42],
        specs: [['Velocidade', 'Até 20 ppm']],
      }),
      item('300012', 'Impressora Multifuncional Laser HP LaserJet M141w Monocromática Wi-Fi', 'HP', 149990),
      item('300013', 'Impressora Laser Brother HL-L2350DW Monocromática Duplex Wi-Fi', 'Brother', 139990),
      item('300014', 'Impressora Multifuncional Laser Brother DCP-L2540DW Duplex Wi-Fi', 'Brother', 219990, {
        weightKg: 11,
        dims: [35, 45, 50],
      }),
      item('300015', 'Impressora Multifuncional Laser Colorida HP Color LaserJet Pro M479fdw', 'HP', 449990, {
        weightKg: 23,
        dims: [48, 50, 55],
        gallery: 2,
        specs: [
          ['Velocidade', 'Até 27 ppm em preto e em cores'],
          ['Funções', 'Impressão, cópia, digitalização, fax e e-mail'],
        ],
      }),
      item(
        '300016',
        'Impressora Multifuncional Laser Canon imageCLASS MF264dw Monocromática',
        'Canon',
        189990,
        {
          weightKg: 10.5,
          dims: [35, 45, 50],
        },
      ),
    ],
  },
  {
    category: C.termicas,
    template: 'kit',
    kind: 'printer',
    weightKg: 2.2,
    dims: [18, 20, 28],
    about: (i) =>
      `${i.name}: impressão térmica direta, sem tinta nem fita, rápida e silenciosa, para cupons, pedidos, senhas e etiquetas.`,
    more: 'Compatível com os principais sistemas de PDV e emissores de pedido. Suporte técnico do fabricante em todo o Brasil.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para comércio e expedição.`,
    items: [
      item('300021', 'Impressora Térmica Não Fiscal Elgin i9 USB e Ethernet', 'Elgin', 79990, {
        specs: [['Velocidade', '250 mm/s']],
      }),
      item('300022', 'Impressora Térmica Não Fiscal Elgin i8 USB', 'Elgin', 64990),
      item('300023', 'Impressora Térmica Não Fiscal Epson TM-T20X USB e Serial', 'Epson', 99990),
      item('300024', 'Impressora de Etiquetas Térmica Elgin L42 Pro USB', 'Elgin', 139990, {
        weightKg: 2.8,
        about:
          'Impressora de etiquetas Elgin L42 Pro, térmica direta e por transferência, até 104 mm de largura. Ideal para etiquetas de envio dos marketplaces, códigos de barras e gôndolas.',
      }),
      item('300025', 'Bobina Térmica 80mm x 40m Elgin Caixa com 30 Rolos', 'Elgin', 12990, {
        image: { template: 'paper-towel', color: '#F1F3F5' },
        weightKg: 6,
        dims: [17, 25, 42],
        about:
          'Bobina de papel térmico 80 mm x 40 m para impressoras não fiscais e PDVs. Impressão nítida e duradoura; caixa com 30 rolos.',
      }),
      item('300026', 'Etiqueta Térmica 100x150mm Rolo com 500 Etiquetas', 'Elgin', 5990, {
        image: { template: 'paper-towel', color: '#FFFFFF' },
        weightKg: 1.1,
        dims: [11, 15, 15],
        about:
          'Rolo com 500 etiquetas térmicas de 100 x 150 mm para impressoras de etiqueta: o tamanho padrão das etiquetas de envio dos Correios e dos marketplaces.',
      }),
    ],
  },
  {
    category: C.cartuchos,
    template: 'ink-cartridge',
    kind: 'ink',
    weightKg: 0.1,
    dims: [4, 11, 13],
    about: (i) =>
      `${i.name}: suprimento original com qualidade de impressão garantida pelo fabricante, cores fiéis e texto nítido página após página.`,
    more: 'Verifique a compatibilidade com o modelo da sua impressora na tabela abaixo antes de comprar.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} original.`,
    items: [
      item('300031', 'Cartucho de Tinta HP 664 Preto Original', 'HP', 7990, {
        color: 'Preto',
        specs: [['Compatível com', 'HP DeskJet Ink Advantage 1115, 2136, 2676, 3776, 5076']],
      }),
      item('300032', 'Cartucho de Tinta HP 664 Colorido Original', 'HP', 8990, {
        image: { color: '#00AEEF', accent: '#EC008C' },
        specs: [['Compatível com', 'HP DeskJet Ink Advantage 1115, 2136, 2676, 3776, 5076']],
      }),
      item('300033', 'Cartucho de Tinta HP 667XL Preto Original', 'HP', 13990, {
        color: 'Preto',
        image: { accent: '#0096D6' },
        specs: [['Compatível com', 'HP DeskJet Ink Advantage 2374, 2774, 2874, 6075, 6475']],
      }),
      item('300034', 'Cartucho de Tinta HP 667 Tricolor Original', 'HP', 8490, {
        image: { color: '#EC008C', accent: '#FACC15' },
        specs: [['Compatível com', 'HP DeskJet Ink Advantage 2374, 2774, 2874, 6075, 6475']],
      }),
      item('300035', 'Garrafa de Tinta Epson T544 Preta 65ml Original', 'Epson', 6990, {
        color: 'Preto',
        image: { template: 'glue' },
        specs: [['Compatível com', 'Epson EcoTank L1250, L3150, L3250, L5190, L5290']],
      }),
      item('300036', 'Garrafa de Tinta Epson T544 Ciano 65ml Original', 'Epson', 6990, {
        color: 'Ciano',
        image: { template: 'glue' },
        specs: [['Compatível com', 'Epson EcoTank L1250, L3150, L3250, L5190, L5290']],
      }),
      item('300037', 'Garrafa de Tinta Epson T544 Magenta 65ml Original', 'Epson', 6990, {
        color: 'Magenta',
        image: { template: 'glue' },
        specs: [['Compatível com', 'Epson EcoTank L1250, L3150, L3250, L5190, L5290']],
      }),
      item('300038', 'Garrafa de Tinta Epson T544 Amarela 65ml Original', 'Epson', 6990, {
        color: 'Amarelo',
        image: { template: 'glue' },
        specs: [['Compatível com', 'Epson EcoTank L1250, L3150, L3250, L5190, L5290']],
      }),
      item('300039', 'Garrafa de Tinta HP GT53XL Preta 135ml Original', 'HP', 6990, {
        color: 'Preto',
        image: { template: 'glue' },
        specs: [['Compatível com', 'HP Smart Tank 514, 517, 581, 617']],
      }),
      item('300040', 'Garrafa de Tinta Canon GI-190 Preta 135ml Original', 'Canon', 6490, {
        color: 'Preto',
        image: { template: 'glue' },
        specs: [['Compatível com', 'Canon Mega Tank G1110, G2110, G3110, G4110']],
      }),
      item('300041', 'Garrafa de Tinta Brother BTD60BK Preta 108ml Original', 'Brother', 5990, {
        color: 'Preto',
        image: { template: 'glue' },
        specs: [['Compatível com', 'Brother DCP-T220, DCP-T420W, DCP-T520W, DCP-T820DW']],
      }),
      item('300042', 'Toner HP 105A Preto W1105A Original', 'HP', 34990, {
        color: 'Preto',
        image: { template: 'toner' },
        weightKg: 0.8,
        dims: [10, 12, 38],
        specs: [
          ['Rendimento', '1.000 páginas'],
          ['Compatível com', 'HP Laser 107w, MFP 135w, MFP 137fnw'],
        ],
      }),
      item('300043', 'Toner Brother TN-1060 Preto Original', 'Brother', 24990, {
        color: 'Preto',
        image: { template: 'toner' },
        weightKg: 0.7,
        dims: [10, 12, 36],
        specs: [
          ['Rendimento', '1.000 páginas'],
          ['Compatível com', 'Brother HL-1212W, DCP-1617NW'],
        ],
      }),
      item('300044', 'Toner Brother TN-2370 Preto Original', 'Brother', 42990, {
        color: 'Preto',
        image: { template: 'toner' },
        weightKg: 0.9,
        dims: [10, 12, 38],
        specs: [
          ['Rendimento', '2.600 páginas'],
          ['Compatível com', 'Brother HL-L2350DW, DCP-L2540DW, MFC-L2720DW'],
        ],
      }),
    ],
  },
  {
    category: C.mouses,
    template: 'mouse',
    kind: 'peripheral',
    weightKg: 0.15,
    dims: [5, 10, 15],
    about: (i) =>
      `${i.name}: plug and play, sem instalação de drivers, compatível com Windows, macOS, Linux e ChromeOS.`,
    more: 'Conforto para o dia inteiro de trabalho no escritório ou no home office. Garantia do fabricante.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} plug and play.`,
    items: [
      item('300111', 'Mouse Óptico USB Logitech M90 Preto', 'Logitech', 3990, { color: 'Preto' }),
      item('300112', 'Mouse Sem Fio Logitech Pebble M350 Grafite', 'Logitech', 10990, { color: 'Grafite' }),
      item('300113', 'Mouse Sem Fio Logitech MX Master 3S Grafite', 'Logitech', 64990, {
        color: 'Grafite',
        weightKg: 0.3,
        gallery: 2,
        about:
          'Logitech MX Master 3S: sensor de 8.000 DPI que funciona até sobre vidro, cliques silenciosos, roda de rolagem eletromagnética MagSpeed e conexão a até 3 computadores via Bluetooth ou receptor Logi Bolt.',
      }),
      item('300115', 'Mouse Sem Fio Multilaser 2.4GHz 1200 DPI Preto', 'Multilaser', 3490, {
        color: 'Preto',
      }),
      item('300116', 'Teclado USB Logitech K120 ABNT2 Preto', 'Logitech', 6490, {
        color: 'Preto',
        image: { template: 'keyboard' },
        weightKg: 0.6,
        dims: [4, 16, 47],
      }),
      item('300117', 'Teclado e Mouse Sem Fio Logitech MK270 ABNT2', 'Logitech', 15990, {
        color: 'Preto',
        image: { template: 'keyboard' },
        weightKg: 0.8,
        dims: [5, 17, 48],
      }),
      item('300118', 'Teclado Sem Fio Logitech K380 Multi-Device Bluetooth Grafite', 'Logitech', 22990, {
        color: 'Grafite',
        image: { template: 'keyboard' },
        weightKg: 0.5,
        dims: [4, 14, 30],
      }),
      item('300119', 'Teclado USB Multilaser Slim ABNT2 Preto', 'Multilaser', 3990, {
        color: 'Preto',
        image: { template: 'keyboard' },
        weightKg: 0.55,
        dims: [4, 16, 46],
      }),
      item('300120', 'Teclado e Mouse Sem Fio Intelbras CSI 50 ABNT2', 'Intelbras', 11990, {
        color: 'Preto',
        image: { template: 'keyboard' },
        weightKg: 0.8,
        dims: [5, 17, 48],
      }),
      item('300121', 'Mouse Pad Multilaser Standard Preto', 'Multilaser', 1290, {
        about:
          'Mouse pad com superfície de tecido para deslizamento preciso e base de borracha antiderrapante.',
        short: 'Mouse pad Multilaser com base antiderrapante.',
        color: 'Preto',
        image: { template: 'desk-organizer' },
        weightKg: 0.08,
        dims: [1, 18, 22],
      }),
    ],
  },
  {
    category: C.headsets,
    template: 'headset',
    kind: 'peripheral',
    weightKg: 0.3,
    dims: [8, 18, 22],
    about: (i) =>
      `${i.name}: áudio claro nas videochamadas, microfone com redução de ruído e ajuste confortável para longas reuniões.`,
    more: 'Compatível com Teams, Zoom, Google Meet e os principais softphones de call center.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para reuniões online.`,
    items: [
      item('300131', 'Headset USB Logitech H390 com Microfone', 'Logitech', 22990, { color: 'Preto' }),
      item('300132', 'Headset Logitech H111 P2 com Microfone', 'Logitech', 8990, { color: 'Cinza' }),
      item('300133', 'Headset USB Intelbras CHS 55 Biauricular', 'Intelbras', 15990, { color: 'Preto' }),
      item('300134', 'Headset Multilaser Office P2 com Microfone Preto', 'Multilaser', 4990, {
        color: 'Preto',
      }),
      item('300135', 'Webcam Logitech C920s Full HD 1080p com Microfone', 'Logitech', 39990, {
        image: { template: 'kit' },
        weightKg: 0.35,
        dims: [10, 12, 18],
        about:
          'Webcam Logitech C920s Full HD 1080p a 30 qps, correção automática de luz, dois microfones estéreo e tampa de privacidade. A webcam das reuniões que precisam de boa imagem.',
      }),
      item('300136', 'Webcam Logitech C270 HD 720p com Microfone', 'Logitech', 14990, {
        about:
          'Webcam Logitech C270 HD 720p com correção automática de luz, microfone com redução de ruído e clipe universal para monitores e notebooks.',
        image: { template: 'kit' },
        weightKg: 0.2,
        dims: [9, 10, 16],
      }),
    ],
  },
  {
    category: C.monitores,
    template: 'monitor',
    kind: 'peripheral',
    weightKg: 4.5,
    dims: [14, 45, 62],
    about: (i) =>
      `${i.name}: imagem nítida e cores consistentes, bordas finas para montar duas telas lado a lado e ajuste de inclinação.`,
    more: 'Mais produtividade com menos troca de janelas. Modo de luz azul reduzida e sem cintilação para proteger a visão.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} com imagem nítida e bordas finas.`,
    specs: () => [['Garantia', '12 meses']],
    items: [
      item('300141', 'Monitor LG 24" IPS Full HD 24MR400 HDMI', 'LG', 69990, { gallery: 1 }),
      item('300142', 'Monitor Samsung 24" IPS Full HD T350 HDMI', 'Samsung', 74990),
      item('300143', 'Monitor AOC 24" IPS Full HD 24B1XH5 HDMI', 'AOC', 64990),
      item('300144', 'Monitor LG UltraWide 29" IPS Full HD 29WQ600', 'LG', 119990, {
        weightKg: 6,
        dims: [15, 44, 80],
      }),
      item('300145', 'Monitor Dell 27" IPS QHD P2723D', 'Dell', 219990, {
        weightKg: 8,
        dims: [18, 50, 72],
      }),
      item('300146', 'Monitor Dell UltraSharp 27" 4K U2723QE USB-C', 'Dell', 449990, {
        weightKg: 9.5,
        dims: [20, 52, 74],
        gallery: 2,
        about:
          'Dell UltraSharp U2723QE: painel IPS Black 4K de 27" com contraste 2000:1, 98% DCI-P3, hub USB-C com 90 W de carga, RJ45 e ajuste de altura, giro e rotação. Para quem trabalha com imagem, planilhas grandes e código.',
      }),
    ],
  },
  {
    category: C.armazenamento,
    template: 'usb-drive',
    kind: 'storage',
    weightKg: 0.03,
    dims: [1.5, 9, 14],
    about: (i) =>
      `${i.name}: armazenamento confiável para levar arquivos, fotos e backups com você, com transferência rápida e compatibilidade com computadores, TVs e sons automotivos.`,
    more: 'Produto original com garantia do fabricante.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} com garantia do fabricante.`,
    items: [
      item('300151', 'Pen Drive Kingston DataTraveler Exodia 32GB USB 3.2', 'Kingston', 3490),
      item('300152', 'Pen Drive Kingston DataTraveler Exodia 64GB USB 3.2', 'Kingston', 4990, {
        image: { color: '#1D4ED8' },
      }),
      item('300153', 'Pen Drive SanDisk Cruzer Blade 32GB USB 2.0', 'SanDisk', 2990),
      item('300154', 'Pen Drive SanDisk Ultra Flair 128GB USB 3.0', 'SanDisk', 8990, {
        image: { color: '#B8BEC6' },
      }),
      item(
        '300155',
        'Cartão de Memória microSD SanDisk Ultra 64GB Classe 10 com Adaptador',
        'SanDisk',
        5490,
        {
          image: { color: '#6B7280' },
        },
      ),
      item(
        '300156',
        'Cartão de Memória microSD Kingston Canvas Select Plus 128GB com Adaptador',
        'Kingston',
        7990,
        {
          image: { color: '#1F2328' },
        },
      ),
      item('300157', 'SSD Kingston A400 480GB SATA 2,5"', 'Kingston', 27990, {
        about:
          'SSD SATA de 2,5" para substituir o HD do notebook ou do desktop: o computador liga e abre os programas muito mais rápido. Leituras de até 500 MB/s.',
        image: { color: '#374151' },
        weightKg: 0.1,
        dims: [2, 12, 16],
      }),
      item('300158', 'SSD Kingston NV2 1TB NVMe M.2 2280', 'Kingston', 44990, {
        about:
          'SSD NVMe M.2 2280 com leituras de até 3.500 MB/s, para desktops e notebooks com slot M.2 PCIe. Ideal para acelerar o sistema e programas pesados.',
        image: { color: '#0F172A' },
        weightKg: 0.05,
        dims: [1.5, 10, 15],
      }),
      item('300159', 'HD Externo Seagate Expansion 1TB USB 3.0 Preto', 'Seagate', 39990, {
        color: 'Preto',
        weightKg: 0.3,
        dims: [4, 13, 16],
      }),
    ],
  },
  {
    category: C.cabos,
    template: 'cable',
    kind: 'power',
    weightKg: 0.15,
    dims: [4, 12, 18],
    about: (i) =>
      `${i.name}: construção reforçada, conectores com acabamento de qualidade e certificação do Inmetro quando aplicável.`,
    more: 'Organize a mesa e proteja seus equipamentos com acessórios de procedência.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} com construção reforçada.`,
    items: [
      item('300171', 'Cabo HDMI 2.0 4K Multilaser 2 Metros', 'Multilaser', 2490),
      item('300172', 'Cabo HDMI 2.0 4K Elgin 3 Metros', 'Elgin', 3990),
      item('300173', 'Cabo USB-C para USB-C Multilaser 1 Metro 60W', 'Multilaser', 2990, { color: 'Branco' }),
      item('300174', 'Carregador de Parede USB-C 20W Multilaser Branco', 'Multilaser', 4990, {
        color: 'Branco',
        image: { template: 'usb-drive' },
      }),
      item('300175', 'Filtro de Linha Intelbras 5 Tomadas Bivolt Preto', 'Intelbras', 5990, {
        color: 'Preto',
        weightKg: 0.4,
        dims: [5, 8, 35],
      }),
      item('300176', 'Nobreak SMS Net4+ 600VA Bivolt', 'SMS', 49990, {
        image: { template: 'kit' },
        weightKg: 4.5,
        dims: [18, 12, 30],
        about:
          'Nobreak SMS Net4+ 600VA com entrada bivolt automática, 6 tomadas, proteção contra surtos, subtensão e sobretensão, e autonomia para salvar o trabalho e desligar o computador com segurança.',
      }),
      item('300177', 'Nobreak Intelbras XNB 720VA Bivolt', 'Intelbras', 54990, {
        image: { template: 'kit' },
        weightKg: 5,
        dims: [18, 12, 32],
      }),
      item('300179', 'Hub USB 3.0 4 Portas Multilaser', 'Multilaser', 4490, {
        image: { template: 'usb-drive' },
      }),
    ],
  },
];

export function itProducts(): Draft[] {
  return [
    ...LINES.flatMap(fromLine),
    configurable({
      sku: '300101',
      name: 'Mouse Sem Fio Logitech M170',
      brand: 'Logitech',
      category: C.mouses,
      template: 'mouse',
      kind: 'peripheral',
      priceCents: 6990,
      colors: ['CZ', 'AZ', 'VM'],
      feminine: false,
      stock: { VM: 4 },
      weightKg: 0.12,
      dims: [5, 10, 15],
      about:
        'Mouse sem fio Logitech M170 com receptor USB plug and play, alcance de até 10 metros e pilha com duração de até 12 meses. Formato ambidestro e compacto.',
      more: 'Conexão estável de 2,4 GHz e desligamento automático para economizar energia.',
      short: 'Mouse sem fio Logitech M170 com pilha que dura até 12 meses.',
      specs: [
        ['Conexão', 'Receptor USB 2,4 GHz'],
        ['Pilha', '1 AA (inclusa)'],
      ],
    }),
  ];
}

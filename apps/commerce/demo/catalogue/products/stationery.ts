/** Papelaria: writing, notebooks, paper, glue and tape, scissors, school supplies. SKUs 200001–201999. */
import { configurable, type Draft, fromLine, item, type Line, lead } from '../build';

const C = {
  esfero: 'papelaria/escrita/canetas/canetas-esferograficas',
  gel: 'papelaria/escrita/canetas/canetas-gel',
  pontaFina: 'papelaria/escrita/canetas/canetas-ponta-fina',
  lapis: 'papelaria/escrita/lapis-e-lapiseiras',
  marcaTextos: 'papelaria/escrita/marca-textos',
  marcadores: 'papelaria/escrita/marcadores',
  borrachas: 'papelaria/escrita/borrachas-e-corretivos',
  cadernos: 'papelaria/cadernos-e-blocos/cadernos',
  adesivos: 'papelaria/cadernos-e-blocos/blocos-adesivos',
  agendas: 'papelaria/cadernos-e-blocos/agendas-e-planners',
  sulfite: 'papelaria/papeis-e-envelopes/papel-sulfite',
  especiais: 'papelaria/papeis-e-envelopes/papeis-especiais',
  envelopes: 'papelaria/papeis-e-envelopes/envelopes-e-etiquetas',
  colas: 'papelaria/colas-e-fitas',
  tesouras: 'papelaria/tesouras-e-estiletes',
  escolar: 'papelaria/material-escolar',
} as const;

const PEN: [number, [number, number, number]] = [0.01, [1.5, 2, 16]];
const PEN_BOX: [number, [number, number, number]] = [0.35, [3, 10, 16]];

const LINES: Line[] = [
  {
    category: C.esfero,
    template: 'pen',
    kind: 'writing',
    weightKg: PEN[0],
    dims: PEN[1],
    about: (i) =>
      `${i.name}: escrita macia e uniforme, tinta de secagem rápida que não borra e ponta de esfera de tungstênio que dura até o fim da carga.`,
    more: 'A caneta de todo dia na escola, no escritório e no balcão de atendimento. Compre em caixa e economize.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} com escrita macia e tinta que não borra.`,
    items: [
      item('200011', 'Caneta Esferográfica BIC Cristal Média 1,0mm Azul Caixa com 50 Unidades', 'BIC', 6990, {
        color: 'Azul',
        weightKg: PEN_BOX[0],
        dims: PEN_BOX[1],
      }),
      item(
        '200012',
        'Caneta Esferográfica BIC Cristal Média 1,0mm Preta Caixa com 50 Unidades',
        'BIC',
        6990,
        {
          color: 'Preto',
          weightKg: PEN_BOX[0],
          dims: PEN_BOX[1],
        },
      ),
      item('200013', 'Caneta Esferográfica BIC Cristal Fina 0,8mm Azul Caixa com 50 Unidades', 'BIC', 7490, {
        color: 'Azul',
        weightKg: PEN_BOX[0],
        dims: PEN_BOX[1],
      }),
      item('200014', 'Caneta Esferográfica BIC 4 Cores Original 1,0mm', 'BIC', 1290, {
        image: { color: '#1D4ED8', accent: '#DC2626' },
        weightKg: 0.02,
        about:
          'A clássica BIC 4 Cores: azul, preta, vermelha e verde em uma só caneta retrátil. Ideal para anotações, correções e destaques sem trocar de caneta.',
      }),
      item(
        '200015',
        'Caneta Esferográfica Compactor Economic 1,0mm Azul Caixa com 50 Unidades',
        'Compactor',
        3990,
        {
          color: 'Azul',
          weightKg: PEN_BOX[0],
          dims: PEN_BOX[1],
        },
      ),
      item(
        '200017',
        'Caneta Esferográfica Faber-Castell Trilux 032 Média Azul Caixa com 50 Unidades',
        'Faber-Castell',
        4590,
        {
          color: 'Azul',
          weightKg: PEN_BOX[0],
          dims: PEN_BOX[1],
        },
      ),
      item('200018', 'Caneta Esferográfica Pilot BPS-GP Fina 0,7mm Azul', 'Pilot', 690, { color: 'Azul' }),
      item('200020', 'Caneta Esferográfica Pentel BK77 0,7mm Preta', 'Pentel', 690, { color: 'Preto' }),
      item('200021', 'Caneta Esferográfica Uni-ball Jetstream 0,7mm Azul', 'Uni-ball', 1290, {
        color: 'Azul',
      }),
      item('200022', 'Caneta Esferográfica Parker Jotter Aço Inoxidável', 'Parker', 14990, {
        color: 'Prata',
        weightKg: 0.12,
        dims: [3, 6, 18],
        gallery: 1,
        about:
          'Parker Jotter em aço inoxidável com clipe em forma de flecha e mecanismo retrátil de clique. Carga Quink Flow de escrita suave. Vem em estojo, pronta para presentear.',
      }),
      item('200023', 'Caneta Esferográfica Cross Classic Century Cromada', 'Cross', 39990, {
        color: 'Prata',
        weightKg: 0.15,
        dims: [3, 6, 18],
        about:
          'Cross Classic Century cromada, o design clássico de caneta executiva desde 1946, com acionamento por giro e garantia vitalícia do fabricante. Em estojo de presente.',
      }),
    ],
  },
  {
    category: C.gel,
    template: 'pen',
    kind: 'writing',
    weightKg: PEN[0],
    dims: PEN[1],
    about: (i) =>
      `${i.name}: tinta gel de cor intensa, resistente à água e ao desbotamento, com escrita deslizante e traço firme do começo ao fim.`,
    more: 'Perfeita para assinaturas, anotações caprichadas e lettering.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} de escrita deslizante e cor intensa.`,
    items: [
      item('200111', 'Caneta Gel Uni-ball Signo UM-120 0,7mm Preta', 'Uni-ball', 1490, { color: 'Preto' }),
      item('200112', 'Caneta Gel Uni-ball Signo UM-120 0,7mm Azul', 'Uni-ball', 1490, { color: 'Azul' }),
      item('200113', 'Caneta Gel Pentel EnerGel BL77 0,7mm Azul', 'Pentel', 1590, { color: 'Azul' }),
      item('200114', 'Caneta Gel Pentel EnerGel BL77 0,7mm Preta', 'Pentel', 1590, { color: 'Preto' }),
      item('200115', 'Caneta Gel Cis Glitter 1,0mm Estojo com 10 Cores', 'Cis', 2990, {
        image: { color: '#EC4899' },
        weightKg: 0.12,
        dims: [2, 9, 17],
      }),
      item('200117', 'Caneta Gel BIC Gel-ocity Quick Dry 0,7mm Preta', 'BIC', 990, { color: 'Preto' }),
      item('200118', 'Caneta Rollerball Uni-ball Eye Micro UB-150 0,5mm Azul', 'Uni-ball', 1390, {
        about:
          'Caneta rollerball Uni-ball Eye Micro com tinta líquida pigmentada Super Ink, à prova d’água e resistente a fraudes, com visor do nível de tinta.',
        color: 'Azul',
      }),
    ],
  },
  {
    category: C.pontaFina,
    template: 'pen',
    kind: 'writing',
    weightKg: PEN[0],
    dims: PEN[1],
    about: (i) =>
      `${i.name}: ponta fina e firme, protegida por anel metálico, para traços precisos em anotações, mapas mentais, desenhos técnicos e lettering.`,
    more: 'Tinta à base de água que não atravessa o papel e não borra o marca-texto por cima.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para traços precisos.`,
    items: [
      item('200201', 'Caneta Ponta Fina Stabilo Point 88 0,4mm Estojo com 10 Cores', 'Stabilo', 6990, {
        weightKg: 0.1,
        dims: [2, 9, 18],
        gallery: 1,
      }),
      item('200202', 'Caneta Ponta Fina Stabilo Point 88 0,4mm Preta', 'Stabilo', 790, { color: 'Preto' }),
      item('200203', 'Caneta Fine Pen Faber-Castell 0,4mm Estojo com 24 Cores', 'Faber-Castell', 8990, {
        weightKg: 0.2,
        dims: [2, 14, 18],
      }),
      item('200204', 'Caneta Fine Pen Faber-Castell 0,4mm Azul', 'Faber-Castell', 490, { color: 'Azul' }),
      item('200205', 'Caneta Nanquim Sakura Pigma Micron 0,3mm Preta', 'Sakura', 1990, { color: 'Preto' }),
    ],
  },
  {
    category: C.lapis,
    template: 'pencil',
    kind: 'school',
    weightKg: 0.01,
    dims: [1, 1, 18],
    about: (i) =>
      `${i.name}: grafite resistente que não quebra ao apontar, traço escuro e uniforme, fácil de apagar.`,
    more: 'Item obrigatório da lista de material escolar e do estojo de quem desenha, rascunha e estuda.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} com grafite resistente.`,
    items: [
      item(
        '200301',
        'Lápis Preto Faber-Castell EcoLápis Max Nº 2 Caixa com 72 Unidades',
        'Faber-Castell',
        9990,
        {
          weightKg: 0.65,
          dims: [4, 12, 19],
        },
      ),
      item(
        '200302',
        'Kit Lápis Preto Faber-Castell EcoLápis Nº 2 com Borracha e Apontador',
        'Faber-Castell',
        990,
        {
          weightKg: 0.06,
          dims: [2, 8, 20],
        },
      ),
      item('200303', 'Lápis Preto Faber-Castell Regent 1250 Nº 2', 'Faber-Castell', 180),
      item('200305', 'Lápis Preto Jumbo Triangular Tris Caixa com 12 Unidades', 'Tris', 2990, {
        weightKg: 0.2,
        dims: [2, 9, 19],
      }),
      item('200306', 'Lápis Preto Staedtler Noris HB Nº 2 Caixa com 12 Unidades', 'Staedtler', 3990, {
        weightKg: 0.13,
        dims: [2, 6, 19],
      }),
      item('200307', 'Lapiseira Pentel P205 0,5mm Preta', 'Pentel', 2490, {
        color: 'Preto',
        weightKg: 0.02,
        about:
          'Lapiseira Pentel P205 0,5mm, corpo em plástico rígido com clipe metálico, grip serrilhado e borracha sob a tampa. A lapiseira técnica preferida de estudantes e arquitetos há décadas.',
      }),
      item('200308', 'Lapiseira Pentel Graph Gear 500 0,5mm', 'Pentel', 5990, {
        about:
          'Lapiseira técnica Pentel Graph Gear 500 com corpo e grip metálicos, indicador de dureza do grafite e ponteira fixa de 4 mm para desenho técnico com régua.',
        weightKg: 0.03,
        image: { color: '#374151' },
      }),
      item('200309', 'Grafite Pentel Hi-Polymer 0,5mm HB Tubo com 12 Minas', 'Pentel', 490, {
        about:
          'Grafite Pentel Hi-Polymer 0,5 mm HB, resistente à quebra e de traço escuro e uniforme. Tubo com 12 minas e tampa dosadora que libera uma mina por vez.',
        short: 'Grafite Pentel Hi-Polymer 0,5 mm HB, resistente e de traço uniforme.',
        weightKg: 0.01,
        dims: [1, 1.5, 7],
      }),
      item('200311', 'Lapiseira Faber-Castell Polymatic 0,7mm Azul', 'Faber-Castell', 990, {
        about:
          'Lapiseira com mecanismo de avanço por clique, ponteira metálica que protege o grafite e borracha sob a tampa, para traços sempre finos e uniformes sem precisar apontar.',
        color: 'Azul',
      }),
      item('200312', 'Lapiseira BIC Velocity 0,7mm Preta', 'BIC', 1790, {
        about:
          'Lapiseira com mecanismo de avanço por clique, ponteira metálica que protege o grafite e borracha sob a tampa, para traços sempre finos e uniformes sem precisar apontar.',
        color: 'Preto',
      }),
    ],
  },
  {
    category: C.marcaTextos,
    template: 'highlighter',
    kind: 'writing',
    weightKg: 0.02,
    dims: [2, 3, 13],
    about: (i) =>
      `${i.name}: tinta fluorescente à base de água, ponta chanfrada para traço fino (2 mm) ou grosso (5 mm) e tampa com clipe.`,
    more: 'Destaque o que importa em livros, apostilas e contratos sem manchar o verso da folha.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} com tinta fluorescente e ponta chanfrada.`,
    items: [
      item('200411', 'Marca-Texto Stabilo Boss Original Estojo com 6 Cores', 'Stabilo', 4990, {
        weightKg: 0.15,
        dims: [3, 10, 14],
        gallery: 1,
      }),
      item(
        '200412',
        'Marca-Texto Faber-Castell Grifpen Amarelo Caixa com 12 Unidades',
        'Faber-Castell',
        3590,
        {
          color: 'Amarelo',
          weightKg: 0.18,
          dims: [3, 8, 14],
        },
      ),
      item(
        '200413',
        'Marca-Texto Faber-Castell Textliner Tons Pastel Estojo com 5 Cores',
        'Faber-Castell',
        3490,
        {
          image: { color: '#F9A8D4' },
          weightKg: 0.1,
          dims: [2, 9, 14],
        },
      ),
      item('200414', 'Marca-Texto Pilot Lumi Color 200-SL Amarelo', 'Pilot', 390, { color: 'Amarelo' }),
      item('200416', 'Marca-Texto Stabilo Boss Pastel Estojo com 6 Cores', 'Stabilo', 5490, {
        image: { color: '#C4B5FD' },
        weightKg: 0.15,
        dims: [3, 10, 14],
      }),
      item('200417', 'Marca-Texto Pilot Lumi Color Kit com 6 Cores', 'Pilot', 2290, {
        image: { color: '#F97316' },
        weightKg: 0.1,
        dims: [2, 9, 14],
      }),
    ],
  },
  {
    category: C.marcadores,
    template: 'marker',
    kind: 'writing',
    weightKg: 0.02,
    dims: [2, 2, 14],
    about: (i) =>
      `${i.name}: tinta de alta cobertura, ponta resistente que não afunda e secagem rápida, para escrever em diversas superfícies.`,
    more: 'Indispensável para identificar caixas, arquivos, estoques e apresentações.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} de alta cobertura.`,
    items: [
      item('200511', 'Pincel Atômico Pilot 1100-P Azul', 'Pilot', 590, { color: 'Azul' }),
      item('200512', 'Pincel Atômico Pilot 1100-P Preto', 'Pilot', 590, { color: 'Preto' }),
      item('200513', 'Marcador Permanente Sharpie Fine Preto', 'Sharpie', 790, { color: 'Preto' }),
      item('200514', 'Marcador Permanente Sharpie Fine Estojo com 12 Cores', 'Sharpie', 6990, {
        image: { color: '#7E22CE' },
        weightKg: 0.18,
        dims: [2, 13, 16],
      }),
      item('200516', 'Marcador para Quadro Branco Pilot WBM-7 Kit com 4 Cores', 'Pilot', 2990, {
        weightKg: 0.09,
        dims: [2, 8, 14],
      }),
      item(
        '200517',
        'Marcador para Quadro Branco Faber-Castell Recarregável Kit com 4 Cores',
        'Faber-Castell',
        2490,
        {
          weightKg: 0.09,
          dims: [2, 8, 14],
        },
      ),
      item('200518', 'Tinta para Reabastecedor de Marcador de Quadro Branco Pilot 20ml Azul', 'Pilot', 590, {
        color: 'Azul',
        image: { template: 'glue' },
        about:
          'Tinta para reabastecer marcadores de quadro branco recarregáveis Pilot WBM-7. Cada frasco recarrega cerca de 3 marcadores e reduz o descarte de plástico.',
      }),
      item('200520', 'Marcador Uni-ball Paint Marker PX-20 Branco', 'Uni-ball', 1790, {
        color: 'Branco',
        about:
          'Marcador à base de óleo Uni Paint PX-20 com tinta opaca que escreve em metal, vidro, plástico, borracha e madeira. Resistente à água e à luz.',
      }),
    ],
  },
  {
    category: C.borrachas,
    template: 'eraser',
    kind: 'school',
    weightKg: 0.02,
    dims: [1.5, 3, 6],
    about: (i) =>
      `${i.name}: item de qualidade para o estojo escolar e a mesa de trabalho, com acabamento caprichado e material atóxico.`,
    more: 'Para o estojo escolar e a gaveta do escritório: pequenos itens que fazem diferença no dia a dia.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para o estojo e a mesa de trabalho.`,
    items: [
      item('200601', 'Borracha Faber-Castell Dust-Free Preta', 'Faber-Castell', 390, { color: 'Preto' }),
      item('200602', 'Borracha Branca Mercur Record 40 Caixa com 40 Unidades', 'Mercur', 2690, {
        color: 'Branco',
        weightKg: 0.4,
        dims: [3, 10, 14],
      }),
      item('200604', 'Apontador com Depósito Faber-Castell', 'Faber-Castell', 390, {
        image: { color: '#1D4ED8' },
      }),
      item('200605', 'Apontador com Depósito Maped Shaker', 'Maped', 690, { image: { color: '#EC4899' } }),
      item('200606', 'Fita Corretiva BIC Tipp-Ex Mini Pocket Mouse 5mm x 6m', 'BIC', 790, {
        image: { template: 'tape', color: '#F1F3F5' },
        about:
          'Fita corretiva Tipp-Ex Mini Pocket Mouse: corrige na hora, sem tempo de secagem, e permite escrever por cima imediatamente. Compacta, cabe em qualquer estojo.',
      }),
      item('200608', 'Caneta Corretiva Pentel ZL62 7ml', 'Pentel', 1290, {
        image: { template: 'pen', color: '#F1F3F5' },
      }),
      item('200609', 'Fita Corretiva Maped Correct Mini 5mm x 6m', 'Maped', 590, {
        image: { template: 'tape', color: '#0069B4' },
      }),
      item('200610', 'Apontador de Mesa Manual Maped Croc Croc', 'Maped', 4990, {
        image: { color: '#16A34A' },
        weightKg: 0.3,
        dims: [10, 10, 14],
        about:
          'Apontador de mesa com manivela em formato de crocodilo, depósito grande e ajuste para lápis de diferentes diâmetros. Diversão garantida para as crianças.',
      }),
    ],
  },
  {
    category: C.cadernos,
    template: 'notebook',
    kind: 'school',
    weightKg: 0.45,
    dims: [2, 20, 27.5],
    about: (i) =>
      `${i.name}: papel offset de ótima qualidade, folhas bem presas e capa com acabamento resistente que não descasca.`,
    more: 'Cadernos para estudantes de todas as idades e para quem ainda gosta de anotar tudo à mão.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} com papel de ótima qualidade.`,
    items: [
      item(
        '200711',
        'Caderno Universitário Espiral Tilibra 10 Matérias 160 Folhas Capa Dura',
        'Tilibra',
        3290,
        {
          weightKg: 0.85,
          dims: [2.5, 20, 27.5],
        },
      ),
      item('200712', 'Caderno Universitário Espiral Tilibra 1 Matéria 80 Folhas', 'Tilibra', 1490),
      item(
        '200713',
        'Caderno Universitário Espiral Jandaia 15 Matérias 240 Folhas Capa Dura',
        'Jandaia',
        4290,
        {
          weightKg: 1.2,
          dims: [3.5, 20, 27.5],
        },
      ),
      item('200714', 'Caderno Universitário Espiral Jandaia 1 Matéria 96 Folhas', 'Jandaia', 1390),
      item('200715', 'Caderno Brochurão Tilibra Capa Dura 80 Folhas', 'Tilibra', 1190, {
        dims: [1.5, 20, 27.5],
      }),
      item('200716', 'Caderno Brochura Jandaia Capa Dura 96 Folhas', 'Jandaia', 1290, {
        weightKg: 0.35,
        dims: [1.5, 14, 20],
      }),
      item('200717', 'Caderno Universitário Foroni 20 Matérias 320 Folhas Capa Dura', 'Foroni', 5490, {
        weightKg: 1.6,
        dims: [4.5, 20, 27.5],
      }),
      item('200718', 'Caderno Universitário Credeal 10 Matérias 200 Folhas Capa Dura', 'Credeal', 3490, {
        weightKg: 1,
        dims: [3, 20, 27.5],
      }),
      item('200719', 'Caderno de Desenho Tilibra Universitário 96 Folhas Capa Dura', 'Tilibra', 1990, {
        weightKg: 0.6,
      }),
      item('200721', 'Caderno Quadriculado Brochura Jandaia 1x1cm 96 Folhas', 'Jandaia', 1490, {
        weightKg: 0.35,
        dims: [1.5, 14, 20],
      }),
      item('200722', 'Caderno Smart Universitário DAC 80 Folhas Reposicionáveis', 'DAC', 5990, {
        weightKg: 0.7,
        about:
          'Caderno Smart DAC com sistema de discos: as 80 folhas reposicionáveis podem ser retiradas e recolocadas em qualquer ordem. Capa em polipropileno e elástico de fechamento.',
      }),
      item('200723', 'Fichário Universitário Tilibra 4 Argolas Capa Dura', 'Tilibra', 4990, {
        about:
          'Fichário universitário Tilibra com capa dura, 4 argolas metálicas de abertura fácil e bolso interno. Acompanha 96 folhas pautadas e divisórias para organizar as matérias.',
        image: { template: 'binder' },
        weightKg: 0.8,
        dims: [5, 25, 30],
      }),
      item('200724', 'Refil de Folhas para Fichário Universitário Tilibra 96 Folhas', 'Tilibra', 1490, {
        about:
          'Refil com 96 folhas pautadas e furadas para fichários universitários de 4 argolas, em papel offset de 56 g/m² com margem.',
        short: 'Refil de 96 folhas pautadas para fichário universitário de 4 argolas.',
        image: { template: 'paper-ream', color: '#E30613' },
        weightKg: 0.5,
        dims: [1.5, 20, 27.5],
      }),
    ],
  },
  {
    category: C.adesivos,
    template: 'sticky-notes',
    kind: 'desk',
    weightKg: 0.1,
    dims: [2, 8, 8],
    about: (i) =>
      `${i.name}: adesivo que cola e descola sem deixar resíduos, em papel que aceita caneta, lápis e marca-texto.`,
    more: 'Lembretes, marcações de página e quadros de tarefas: o jeito mais rápido de organizar ideias.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} que cola e descola sem deixar marcas.`,
    items: [
      item('200811', 'Bloco de Notas Adesivas Post-it 38x50mm Amarelo Pacote com 4', '3M', 1290, {
        short: 'Bloco Post-it 38x50 mm para lembretes rápidos, pacote com 4.',
        color: 'Amarelo',
        weightKg: 0.08,
        dims: [2, 5, 8],
      }),
      item(
        '200812',
        'Bloco de Notas Adesivas Post-it Super Sticky 76x76mm Cores Neon Pacote com 5',
        '3M',
        4990,
        {
          short: 'Blocos Post-it Super Sticky com adesão reforçada em cores neon.',
          image: { color: '#F472B6' },
          weightKg: 0.45,
          dims: [6, 8, 8],
        },
      ),
      item('200813', 'Marcador de Página Adesivo Post-it Flags 4 Cores 200 Unidades', '3M', 2290, {
        short: 'Marcadores de página Post-it Flags em 4 cores, reposicionáveis.',
        image: { color: '#22C55E' },
        weightKg: 0.04,
        dims: [1, 5, 8],
      }),
      item('200814', 'Bloco de Notas Adesivas Maxprint 76x76mm 100 Folhas Amarelo', 'Maxprint', 490, {
        color: 'Amarelo',
      }),
      item('200815', 'Bloco de Notas Adesivas BRW 76x76mm 4 Cores Neon 400 Folhas', 'BRW', 1590, {
        image: { color: '#F97316' },
        weightKg: 0.35,
        dims: [4, 8, 8],
      }),
      item('200816', 'Flip Chart Adesivo Post-it Easel Pad 63,5x77,5cm 30 Folhas', '3M', 19990, {
        short: 'Flip chart autoadesivo Post-it para workshops e reuniões.',
        image: { template: 'whiteboard' },
        weightKg: 3.5,
        dims: [4, 65, 80],
        about:
          'Bloco flip chart autoadesivo Post-it Easel Pad: as folhas grandes colam em paredes e portas sem danificar a pintura. Ideal para workshops, treinamentos e sessões de brainstorming.',
      }),
    ],
  },
  {
    category: C.agendas,
    template: 'planner',
    kind: 'paper',
    weightKg: 0.5,
    dims: [2.5, 15, 21],
    about: (i) =>
      `${i.name}: capa resistente, papel de gramatura alta que não transparece a caneta, marcador de página em fita e calendários anuais.`,
    more: 'Planeje a semana, acompanhe prazos e registre reuniões em um só lugar.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para planejar o ano com organização.`,
    items: [
      item('200901', 'Agenda 2027 Tilibra Executiva Diária Preta', 'Tilibra', 4990, { color: 'Preto' }),
      item('200902', 'Agenda Permanente Foroni Capa Dura Azul', 'Foroni', 2490, { color: 'Azul' }),
      item('200903', 'Planner Semanal Cícero 2027 A5 Capa Dura', 'Cícero', 8990, { gallery: 1 }),
      item('200904', 'Agenda Escolar 2027 Jandaia', 'Jandaia', 1990, { weightKg: 0.35 }),
      item('200905', 'Planner Mensal Tilibra 2027 Espiral Rosa', 'Tilibra', 3990, { color: 'Rosa' }),
      item('200906', 'Caderneta Cícero Clássica 14x21cm Pontilhada Preta', 'Cícero', 5990, {
        color: 'Preto',
      }),
    ],
  },
  {
    category: C.sulfite,
    template: 'paper-ream',
    kind: 'paper',
    weightKg: 2.3,
    dims: [5, 21, 29.7],
    about: (i) =>
      `${i.name}: papel branco de alta alvura, corte preciso e superfície uniforme que não enrosca na impressora nem na copiadora.`,
    more: 'Para impressões a laser e jato de tinta, cópias e uso geral no escritório e na escola. Embalagem protegida contra umidade.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand}, alta alvura e ótimo desempenho na impressora.`,
    specs: () => [['Certificação', 'FSC®']],
    items: [
      item('201001', 'Papel Sulfite A4 Chamex 75g Resma 500 Folhas', 'Chamex', 3390, {
        gallery: 2,
        specs: [
          ['Formato', 'A4 (210 x 297 mm)'],
          ['Gramatura', '75 g/m²'],
        ],
      }),
      item('201002', 'Papel Sulfite Ofício Chamex 75g Resma 500 Folhas', 'Chamex', 3590, {
        weightKg: 2.7,
        dims: [5, 21.6, 33],
        specs: [['Formato', 'Ofício 2 (216 x 330 mm)']],
      }),
      item('201003', 'Papel Sulfite A4 Report Premium 75g Resma 500 Folhas', 'Report', 3190, {
        specs: [['Formato', 'A4 (210 x 297 mm)']],
      }),
      item('201004', 'Papel Sulfite A4 Report Multiuso 75g Resma 500 Folhas', 'Report', 2990),
      item('201005', 'Papel Sulfite A4 Chamex Super 90g Resma 500 Folhas', 'Chamex', 5490, {
        weightKg: 2.8,
        dims: [5.5, 21, 29.7],
      }),
      item('201006', 'Papel Sulfite A4 Reciclato 75g Resma 500 Folhas', 'Reciclato', 3990, {
        image: { color: '#E8DCC2' },
        about:
          'Papel sulfite A4 Reciclato, feito com 100% de aparas recicladas, na cor natural. Mesma performance do papel branco na impressora, com menor impacto ambiental.',
      }),
      item('201007', 'Papel Sulfite A3 Chamex 75g Resma 500 Folhas', 'Chamex', 7490, {
        weightKg: 4.7,
        dims: [5, 29.7, 42],
      }),
      item('201008', 'Papel Sulfite A4 Chamequinho Colorido 75g 100 Folhas Azul', 'Chamex', 990, {
        color: 'Azul',
        weightKg: 0.47,
        dims: [1, 21, 29.7],
      }),
      item('201009', 'Papel Sulfite A4 Chamequinho Colorido 75g 100 Folhas Rosa', 'Chamex', 990, {
        color: 'Rosa',
        weightKg: 0.47,
        dims: [1, 21, 29.7],
      }),
      item('201010', 'Papel Sulfite A4 Chamequinho Colorido 75g 100 Folhas Amarelo', 'Chamex', 990, {
        color: 'Amarelo',
        weightKg: 0.47,
        dims: [1, 21, 29.7],
      }),
      item('201011', 'Papel Sulfite A4 Chamequinho Colorido 75g 100 Folhas Verde', 'Chamex', 990, {
        color: 'Verde',
        weightKg: 0.47,
        dims: [1, 21, 29.7],
      }),
    ],
  },
  {
    category: C.especiais,
    template: 'paper-ream',
    kind: 'paper',
    weightKg: 0.5,
    dims: [1, 21, 29.7],
    about: (i) =>
      `${i.name}: papel especial com acabamento uniforme para impressões, convites, certificados e trabalhos que pedem um toque profissional.`,
    more: 'Verifique na impressora a gramatura máxima suportada antes de imprimir.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para impressões especiais.`,
    items: [
      item(
        '201101',
        'Papel Fotográfico Glossy A4 180g Masterprint Pacote com 50 Folhas',
        'Masterprint',
        2990,
        {
          weightKg: 0.6,
        },
      ),
      item('201102', 'Papel Fotográfico Epson Glossy A4 20 Folhas', 'Epson', 4990, { weightKg: 0.3 }),
      item('201103', 'Papel Couché Brilho A4 170g Off Paper Pacote com 50 Folhas', 'Off Paper', 3490, {
        weightKg: 0.55,
      }),
      item('201104', 'Papel Vergê A4 180g Branco Off Paper Pacote com 50 Folhas', 'Off Paper', 2990, {
        color: 'Branco',
        weightKg: 0.6,
      }),
      item('201105', 'Papel Kraft Natural A4 180g Off Paper Pacote com 50 Folhas', 'Off Paper', 2790, {
        image: { color: '#C9A27A' },
        weightKg: 0.6,
      }),
      item('201106', 'Bloco de Desenho Canson A4 140g 20 Folhas', 'Canson', 2490, {
        image: { template: 'notebook' },
        weightKg: 0.25,
      }),
      item('201107', 'Papel Cartão A4 240g Off Paper Pacote com 50 Folhas Branco', 'Off Paper', 3990, {
        color: 'Branco',
        weightKg: 0.8,
        dims: [2, 21, 29.7],
      }),
    ],
  },
  {
    category: C.envelopes,
    template: 'envelope',
    kind: 'paper',
    weightKg: 0.3,
    dims: [2, 12, 24],
    about: (i) =>
      `${i.name}: papel de boa gramatura, colagem firme e dimensões padronizadas, ideal para correspondências, documentos e expedição.`,
    more: 'Compre em caixa para o setor administrativo, o financeiro ou a expedição da sua empresa.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para correspondência e expedição.`,
    items: [
      item(
        '201201',
        'Envelope Saco Kraft Natural 24x34cm 80g Scrity Caixa com 250 Unidades',
        'Scrity',
        10990,
        {
          image: { color: '#C9A27A' },
          weightKg: 3.4,
          dims: [10, 25, 36],
        },
      ),
      item('201202', 'Envelope Saco Kraft Ouro 26x36cm Scrity Pacote com 10 Unidades', 'Scrity', 1290, {
        image: { color: '#D4A017' },
        weightKg: 0.2,
        dims: [1, 27, 37],
      }),
      item('201203', 'Envelope Carta Branco 114x229mm Scrity Caixa com 100 Unidades', 'Scrity', 2990, {
        color: 'Branco',
        weightKg: 0.5,
        dims: [4, 12, 24],
      }),
      item('201204', 'Etiqueta Adesiva Pimaco 6180 Carta 25,4x66,7mm 100 Folhas', 'Pimaco', 5990, {
        image: { template: 'paper-ream' },
        weightKg: 0.9,
        dims: [2, 22, 28],
        about:
          'Etiqueta adesiva Pimaco 6180, tamanho carta, 30 etiquetas de 25,4 x 66,7 mm por folha (3.000 no total). Para impressoras jato de tinta e laser, com modelos prontos no Word e no site do fabricante.',
      }),
      item('201205', 'Etiqueta Adesiva Pimaco A4263 A4 38,1x99,0mm 100 Folhas', 'Pimaco', 6490, {
        image: { template: 'paper-ream' },
        weightKg: 0.95,
        dims: [2, 21, 29.7],
      }),
      item('201207', 'Etiqueta Adesiva Pimaco 6181 Carta 25,4x101,6mm 100 Folhas', 'Pimaco', 5990, {
        image: { template: 'paper-ream' },
        weightKg: 0.9,
        dims: [2, 22, 28],
      }),
      item('201208', 'Etiqueta Adesiva Redonda Pimaco TP19 19mm 4 Cores', 'Pimaco', 590, {
        image: { template: 'sticky-notes', color: '#22C55E' },
        weightKg: 0.02,
        dims: [1, 8, 12],
      }),
    ],
  },
  {
    category: C.colas,
    template: 'glue',
    kind: 'school',
    weightKg: 0.05,
    dims: [3, 3, 10],
    about: (i) =>
      `${i.name}: fixação segura e aplicação fácil, sem sujeira, para o escritório, a escola e a expedição.`,
    more: 'Um básico que não pode faltar no escritório, na escola e em casa.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} de fixação segura.`,
    items: [
      item('201301', 'Cola Bastão Pritt 20g', 'Pritt', 890),
      item('201302', 'Cola Bastão Pritt 40g', 'Pritt', 1490, { weightKg: 0.07, dims: [4, 4, 12] }),
      item('201303', 'Cola Branca Tenaz 90g', 'Tenaz', 490, { weightKg: 0.1, dims: [4, 5, 12] }),
      item('201304', 'Cola Branca Tenaz 1kg', 'Tenaz', 2290, { weightKg: 1.05, dims: [20, 10, 10] }),
      item('201305', 'Cola Instantânea Loctite Super Bonder 5g', 'Loctite', 1290, {
        weightKg: 0.02,
        dims: [2, 7, 12],
        about:
          'Cola instantânea Loctite Super Bonder: cola em segundos metal, borracha, cerâmica, madeira, couro e a maioria dos plásticos. Bico aplicador de precisão.',
      }),
      item('201307', 'Fita Adesiva Transparente Scotch 12mm x 33m 3M', '3M', 390, {
        image: { template: 'tape', color: '#CBD5E1' },
        weightKg: 0.03,
        dims: [1.5, 6, 6],
      }),
      item('201308', 'Fita Adesiva Scotch Mágica 3M 19mm x 33m', '3M', 1990, {
        image: { template: 'tape', color: '#16A34A' },
        weightKg: 0.05,
        dims: [2, 7, 7],
        about:
          'Fita Scotch Mágica: invisível no papel, aceita escrita com caneta e lápis e não amarelece com o tempo. Ideal para consertar folhas rasgadas e fixar documentos.',
      }),
      item('201309', 'Fita Crepe Adelbras 18mm x 50m', 'Adelbras', 590, {
        color: 'Bege',
        image: { template: 'tape' },
        weightKg: 0.1,
        dims: [2, 9, 9],
      }),
      item('201310', 'Fita Adesiva para Empacotamento Adelbras 45mm x 100m Transparente', 'Adelbras', 890, {
        color: 'Transparente',
        image: { template: 'tape' },
        weightKg: 0.3,
        dims: [5, 11, 11],
      }),
      item('201311', 'Fita Dupla Face Scotch Fixa Forte 24mm x 2m 3M', '3M', 2990, {
        image: { template: 'tape', color: '#6B7280' },
        weightKg: 0.05,
        dims: [3, 7, 7],
      }),
      item(
        '201312',
        'Fita Adesiva Marrom para Empacotamento Adelbras 48mm x 45m Pacote com 4',
        'Adelbras',
        2490,
        {
          color: 'Marrom',
          image: { template: 'tape' },
          weightKg: 0.55,
          dims: [5, 10, 20],
        },
      ),
    ],
  },
  {
    category: C.tesouras,
    template: 'scissors',
    kind: 'desk',
    weightKg: 0.08,
    dims: [1.5, 8, 22],
    about: (i) =>
      `${i.name}: lâminas de aço inoxidável afiadas e cabo anatômico, para cortes precisos em papel, papelão, tecido e fitas.`,
    more: 'Ferramenta de corte para o escritório, o almoxarifado e o material escolar.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} de corte preciso.`,
    items: [
      item('201401', 'Tesoura Multiuso Mundial 21cm Cabo Preto', 'Mundial', 3490, { color: 'Preto' }),
      item('201402', 'Tesoura Escolar Mundial 13cm Ponta Redonda Azul', 'Mundial', 690, {
        color: 'Azul',
        dims: [1.5, 6, 16],
      }),
      item('201403', 'Tesoura Multiuso Tramontina 8" Aço Inox Cabo Preto', 'Tramontina', 2990, {
        color: 'Preto',
      }),
      item('201404', 'Tesoura Escolar Maped Essentials 13cm Sem Ponta Azul', 'Maped', 790, {
        color: 'Azul',
        dims: [1.5, 6, 16],
      }),
      item('201405', 'Tesoura Infantil Tramontina 12cm Ponta Redonda Rosa', 'Tramontina', 890, {
        color: 'Rosa',
        dims: [1.5, 6, 16],
      }),
      item('201406', 'Estilete Largo Cis 18mm com Trava', 'Cis', 490, {
        image: { color: '#F6C700' },
        weightKg: 0.04,
        dims: [2, 4, 17],
      }),
      item('201407', 'Estilete Profissional Olfa L-1 18mm', 'Olfa', 3990, {
        weightKg: 0.08,
        dims: [2, 5, 19],
        about:
          'Estilete profissional Olfa L-1 com lâmina de 18 mm em aço-carbono japonês, trava por rosca e corpo resistente. Ideal para papelão, carpetes e materiais espessos.',
      }),
    ],
  },
  {
    category: C.escolar,
    template: 'pencil',
    kind: 'school',
    weightKg: 0.2,
    dims: [2, 9, 19],
    about: (i) =>
      `${i.name}: material atóxico, cores vivas e acabamento caprichado, aprovado pelo Inmetro para uso infantil.`,
    more: 'Tudo para a lista de material escolar e para as aulas de arte, com marcas que os professores indicam.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand}, cores vivas e material atóxico.`,
    items: [
      item('201501', 'Lápis de Cor Faber-Castell EcoLápis 12 Cores', 'Faber-Castell', 1490, {
        image: { color: '#DC2626' },
        weightKg: 0.1,
      }),
      item('201502', 'Lápis de Cor Faber-Castell EcoLápis 24 Cores', 'Faber-Castell', 2790, {
        image: { color: '#16A34A' },
      }),
      item('201503', 'Lápis de Cor Faber-Castell EcoLápis 36 Cores', 'Faber-Castell', 3990, {
        image: { color: '#1D4ED8' },
        weightKg: 0.3,
        dims: [2, 14, 19],
      }),
      item('201504', 'Lápis de Cor Faber-Castell SuperSoft 50 Cores Estojo Lata', 'Faber-Castell', 11990, {
        image: { color: '#7E22CE' },
        weightKg: 0.6,
        dims: [2, 19, 22],
        gallery: 1,
      }),
      item('201505', 'Caneta Hidrográfica Faber-Castell Vai e Vem 12 Cores', 'Faber-Castell', 2490, {
        image: { template: 'marker', color: '#F97316' },
        weightKg: 0.15,
      }),
      item('201506', 'Giz de Cera Acrilex Grosso 12 Cores', 'Acrilex', 990, {
        image: { color: '#FACC15' },
        weightKg: 0.15,
        dims: [2, 9, 12],
      }),
      item('201507', 'Tinta Guache Acrilex 15ml 12 Cores', 'Acrilex', 1990, {
        image: { template: 'glue', color: '#1D4ED8' },
        weightKg: 0.25,
        dims: [3, 12, 18],
      }),
      item('201508', 'Massa de Modelar Acrilex Soft 12 Cores 180g', 'Acrilex', 1290, {
        image: { template: 'kit', color: '#EC4899' },
        weightKg: 0.2,
        dims: [3, 10, 16],
      }),
      item('201509', 'Mochila Escolar Sestini Magic Preta', 'Sestini', 19990, {
        color: 'Preto',
        image: { template: 'backpack' },
        weightKg: 0.6,
        dims: [15, 30, 45],
        gallery: 2,
        about:
          'Mochila Sestini Magic com compartimento principal amplo, bolso frontal organizador, porta-garrafa lateral e alças acolchoadas reguláveis. Tecido resistente com garantia de 1 ano.',
      }),
      item('201510', 'Mochila para Notebook 15,6" Multilaser Preta', 'Multilaser', 12990, {
        color: 'Preto',
        image: { template: 'backpack' },
        weightKg: 0.8,
        dims: [15, 32, 46],
        about:
          'Mochila para notebook de até 15,6" com compartimento acolchoado, bolsos para carregador e acessórios e tecido repelente à água. Boa para a faculdade e o trabalho híbrido.',
      }),
      item('201511', 'Estojo Escolar Duplo com Zíper Tilibra Azul', 'Tilibra', 2990, {
        color: 'Azul',
        image: { template: 'kit' },
        weightKg: 0.15,
        dims: [5, 10, 22],
      }),
      item('201512', 'Régua de Plástico 30cm Acrimet Cristal', 'Acrimet', 290, {
        color: 'Transparente',
        image: { template: 'kit' },
        weightKg: 0.03,
        dims: [0.3, 4, 32],
      }),
      item('201513', 'Jogo de Esquadros Acrimet 4 Peças Cristal', 'Acrimet', 1290, {
        color: 'Transparente',
        image: { template: 'kit', color: '#93C5FD' },
        weightKg: 0.12,
        dims: [1, 18, 28],
      }),
      item('201514', 'Compasso Escolar Maped Study com Grafite', 'Maped', 1490, {
        image: { template: 'kit' },
        weightKg: 0.05,
        dims: [2, 6, 16],
      }),
    ],
  },
];

export function stationeryProducts(): Draft[] {
  return [
    ...LINES.flatMap(fromLine),
    configurable({
      sku: '200001',
      name: 'Caneta Esferográfica BIC Cristal Média 1,0mm',
      brand: 'BIC',
      category: C.esfero,
      template: 'pen',
      kind: 'writing',
      priceCents: 179,
      colors: ['AZ', 'PR', 'VM', 'VD'],
      feminine: true,
      weightKg: 0.01,
      dims: [1.5, 2, 16],
      about:
        'A caneta mais vendida do mundo: corpo cristal sextavado que deixa ver o nível de tinta, ponta média de 1,0 mm em tungstênio e até 2 km de escrita.',
      more: 'Tampa ventilada de segurança e tampinha traseira. Em azul, preta, vermelha e verde.',
      short: 'Caneta BIC Cristal ponta média 1,0 mm, escrita macia e econômica.',
      specs: [
        ['Ponta', 'Média 1,0 mm'],
        ['Traço', '0,4 mm'],
      ],
    }),
    configurable({
      sku: '200101',
      name: 'Caneta Gel Retrátil Pilot G2 0,7mm',
      brand: 'Pilot',
      category: C.gel,
      template: 'pen',
      kind: 'writing',
      priceCents: 1490,
      colors: ['AZ', 'PR', 'VM', 'VD'],
      feminine: true,
      stock: { VD: 0 },
      weightKg: 0.012,
      dims: [1.5, 2, 16],
      about:
        'Pilot G2, a caneta gel retrátil mais vendida dos Estados Unidos: tinta gel de secagem rápida, grip emborrachado confortável e carga substituível.',
      more: 'Escrita lisa e contínua, sem falhas, ideal para quem escreve muito.',
      short: 'Caneta gel retrátil Pilot G2 0,7 mm com grip emborrachado.',
      specs: [
        ['Ponta', '0,7 mm'],
        ['Recarregável', 'Sim (carga BLS-G2-7)'],
      ],
    }),
    configurable({
      sku: '200401',
      name: 'Marca-Texto Stabilo Boss Original',
      brand: 'Stabilo',
      category: C.marcaTextos,
      template: 'highlighter',
      kind: 'writing',
      priceCents: 890,
      colors: ['AM', 'VD', 'RS', 'LA', 'AZ', 'LL'],
      feminine: false,
      salePercent: 15,
      weightKg: 0.02,
      dims: [2, 4, 12],
      about:
        'O marca-texto mais vendido da Europa: ponta chanfrada para traços de 2 e 5 mm, tinta à base de água que não borra impressões e anti-ressecamento (até 4 horas destampado).',
      more: 'Corpo achatado que não rola da mesa. Seis cores fluorescentes para organizar os estudos por assunto.',
      short: 'Marca-texto Stabilo Boss Original com tinta anti-ressecamento.',
      specs: [['Traço', '2 e 5 mm']],
    }),
    configurable({
      sku: '200501',
      name: 'Marcador para Quadro Branco Pilot WBM-7 Recarregável',
      brand: 'Pilot',
      category: C.marcadores,
      template: 'marker',
      kind: 'writing',
      priceCents: 790,
      colors: ['AZ', 'PR', 'VM', 'VD'],
      feminine: false,
      weightKg: 0.02,
      dims: [2, 2, 14],
      about:
        'Marcador para quadro branco Pilot WBM-7 com ponta redonda de 2 mm, tinta que apaga com facilidade sem deixar manchas e corpo recarregável.',
      more: 'Recarregue com a tinta Pilot para quadro branco e use o mesmo marcador por muito mais tempo.',
      short: 'Marcador recarregável Pilot WBM-7 para quadro branco.',
      specs: [['Ponta', 'Redonda 2,0 mm']],
    }),
    configurable({
      sku: '200701',
      name: 'Caderno Inteligente Grande Basic 80 Folhas Pautado',
      brand: 'Caderno Inteligente',
      category: C.cadernos,
      template: 'notebook',
      kind: 'school',
      priceCents: 11990,
      colors: ['PR', 'AZ', 'RS', 'VD', 'CZ'],
      feminine: false,
      stock: { RS: 0, CZ: 3 },
      weightKg: 0.75,
      dims: [3, 21, 28],
      about:
        'Caderno de discos com capa dura e 80 folhas pautadas de 90 g/m² que podem ser retiradas, reposicionadas e complementadas com refis. Elástico de fechamento e discos de alumínio.',
      more: 'Monte o caderno do seu jeito, matéria por matéria, e troque a capa quando quiser.',
      short: 'Caderno Inteligente Grande com folhas reposicionáveis e capa dura.',
      specs: [
        ['Folhas', '80 folhas pautadas de 90 g/m²'],
        ['Tamanho', '20 x 27,5 cm'],
      ],
    }),
    configurable({
      sku: '200801',
      name: 'Bloco de Notas Adesivas Post-it 76x76mm 100 Folhas',
      brand: '3M',
      category: C.adesivos,
      template: 'sticky-notes',
      kind: 'desk',
      priceCents: 990,
      colors: ['AM', 'RS', 'AZ', 'VD'],
      feminine: false,
      weightKg: 0.09,
      dims: [2, 8, 8],
      about:
        'O Post-it original de 76 x 76 mm com 100 folhas: adesivo reposicionável da 3M que cola, descola e cola de novo sem deixar marcas.',
      more: 'Em amarelo clássico e em cores para organizar tarefas no quadro kanban.',
      short: 'Bloco Post-it 76x76 mm com 100 folhas reposicionáveis.',
      specs: [['Folhas', '100']],
    }),
  ];
}

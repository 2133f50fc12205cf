/** Escritório: filing, staplers, calculators, boards, furniture. SKUs 100001–100999. */
import { configurable, type Draft, fromLine, item, type Line, lead } from '../build';

const C = {
  pastasAz: 'escritorio/arquivo-e-organizacao/pastas/pastas-az',
  suspensas: 'escritorio/arquivo-e-organizacao/pastas/pastas-suspensas',
  plasticas: 'escritorio/arquivo-e-organizacao/pastas/pastas-plasticas',
  caixas: 'escritorio/arquivo-e-organizacao/caixas-e-organizadores',
  grampeadores: 'escritorio/grampeadores-e-perfuradores/grampeadores',
  grampos: 'escritorio/grampeadores-e-perfuradores/grampos-e-clipes',
  perfuradores: 'escritorio/grampeadores-e-perfuradores/perfuradores',
  calculadoras: 'escritorio/calculadoras',
  quadros: 'escritorio/quadros-e-murais',
  moveis: 'escritorio/moveis-e-ergonomia',
} as const;

const LINES: Line[] = [
  {
    category: C.pastasAz,
    template: 'binder',
    kind: 'filing',
    weightKg: 0.75,
    dims: [8, 28.5, 35],
    about: (i) =>
      `${i.name}: mecanismo de alavanca em aço niquelado com trava, prendedor de papel e furo de argola no lombo para retirar a pasta da prateleira com facilidade.`,
    more: 'Indicada para arquivar notas fiscais, contratos e documentos contábeis perfurados em 2 furos, com etiqueta no lombo para identificação.',
    short: (i) => `Pasta AZ ${i.brand} com mecanismo de alavanca para arquivar até 350 folhas.`,
    specs: () => [['Capacidade', 'Até 350 folhas de 75 g/m²']],
    items: [
      item('100001', 'Pasta AZ Lombo Largo Ofício Dello Preta', 'Dello', 1890, { color: 'Preto' }),
      item('100002', 'Pasta AZ Lombo Largo Ofício Dello Azul', 'Dello', 1890, { color: 'Azul' }),
      item('100003', 'Pasta AZ Frama Ofício Lombo Largo Marmorizada Preta', 'Frama', 1590, {
        color: 'Preto',
      }),
      item('100004', 'Pasta AZ Frama A4 Lombo Estreito Vermelha', 'Frama', 1490, {
        color: 'Vermelho',
        dims: [5.5, 28.5, 32],
        weightKg: 0.6,
      }),
      item('100005', 'Pasta AZ Chies Ofício Lombo Largo Verde', 'Chies', 1790, { color: 'Verde' }),
      item('100006', 'Pasta AZ Polipropileno Dello Ofício Lombo Largo Cristal', 'Dello', 2990, {
        color: 'Transparente',
      }),
    ],
  },
  {
    category: C.suspensas,
    template: 'folder',
    kind: 'filing',
    weightKg: 0.9,
    dims: [4, 24, 36],
    about: (i) =>
      `${i.name} para arquivos de aço e gaveteiros: hastes que correm no trilho do arquivo, visor e etiqueta para identificar cada pasta.`,
    more: 'Organiza os documentos do dia a dia do escritório na vertical, à vista e sem amassar.',
    short: (i) => `Pasta suspensa ${i.brand} com visor e etiqueta para arquivo de gaveta.`,
    items: [
      item(
        '100011',
        'Pasta Suspensa Marmorizada Dello com Grampo Plástico Caixa com 50 Unidades',
        'Dello',
        8990,
        {
          weightKg: 2.8,
          dims: [8, 24, 36],
        },
      ),
      item('100012', 'Pasta Suspensa Kraft Chies com Haste Metálica Pacote com 10 Unidades', 'Chies', 3290, {
        image: { color: '#C9A27A' },
      }),
      item('100013', 'Pasta Suspensa Plástica Dello Azul Pacote com 10 Unidades', 'Dello', 5490, {
        color: 'Azul',
      }),
      item('100015', 'Arquivo para Pastas Suspensas Polionda Dello Fumê', 'Dello', 6990, {
        color: 'Fumê',
        weightKg: 0.8,
        dims: [27, 18, 38],
        about:
          'Arquivo portátil em polionda para até 20 pastas suspensas ofício, com alça, tampa e trilhos laterais. Leve, resistente à umidade e fácil de limpar.',
      }),
    ],
  },
  {
    category: C.plasticas,
    template: 'folder',
    kind: 'filing',
    weightKg: 0.2,
    dims: [1.5, 24, 34],
    about: (i) =>
      `${i.name}, em plástico resistente que protege os documentos de umidade, poeira e dobras, ideal para o transporte de papéis entre casa, escola e escritório.`,
    more: 'Fácil de limpar e reutilizável: uma pasta que dura muito mais que as de papelão.',
    short: (i) => `Pasta plástica ${i.brand} para proteger e transportar documentos.`,
    items: [
      item('100021', 'Pasta Catálogo Dello Ofício com 50 Envelopes Preta', 'Dello', 2290, {
        color: 'Preto',
        weightKg: 0.55,
        dims: [2.5, 25, 34],
      }),
      item('100022', 'Pasta Catálogo Acrimet A4 com 20 Envelopes Azul', 'Acrimet', 1390, {
        color: 'Azul',
        weightKg: 0.3,
      }),
      item('100023', 'Pasta L Dello A4 Cristal Pacote com 10 Unidades', 'Dello', 1590, {
        color: 'Transparente',
      }),
      item('100024', 'Pasta com Grampo Trilho Dello Ofício Azul', 'Dello', 490, {
        color: 'Azul',
        weightKg: 0.08,
      }),
      item('100025', 'Envelope Plástico Ofício 4 Furos Dello Pacote com 100 Unidades', 'Dello', 3990, {
        color: 'Transparente',
        weightKg: 1.2,
        dims: [3, 24, 34],
      }),
      item('100026', 'Pasta Sanfonada Dello A4 com 12 Divisórias Fumê', 'Dello', 4990, {
        color: 'Fumê',
        weightKg: 0.45,
        dims: [4, 26, 34],
      }),
      item('100027', 'Pasta Maleta Polionda Dello com Alça 4cm Preta', 'Dello', 2190, {
        color: 'Preto',
        weightKg: 0.35,
        dims: [5, 26, 36],
      }),
      item('100028', 'Pasta Classificadora Chies Kraft com Grampo Trilho', 'Chies', 390, {
        image: { color: '#C9A27A' },
        weightKg: 0.06,
      }),
    ],
  },
  {
    category: C.caixas,
    template: 'desk-organizer',
    kind: 'desk',
    weightKg: 0.4,
    dims: [12, 12, 25],
    about: (i) =>
      `${i.name}: mantém a mesa e o arquivo organizados, com acabamento liso, cantos arredondados e material resistente para o uso diário.`,
    more: 'Um escritório organizado economiza tempo: cada coisa no seu lugar, à mão quando você precisa.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para deixar o escritório organizado.`,
    items: [
      item('100041', 'Caixa Arquivo Morto Polionda Dello Azul', 'Dello', 590, {
        color: 'Azul',
        image: { template: 'folder' },
        weightKg: 0.3,
        dims: [2, 26, 36],
        about:
          'Caixa arquivo morto em polionda para documentos ofício, montagem fácil, visor para etiqueta e furos laterais que ajudam a retirar a caixa da estante.',
      }),
      item(
        '100042',
        'Caixa Arquivo Morto de Papelão Ofício Polycart Pacote com 25 Unidades',
        'Polycart',
        8990,
        {
          image: { template: 'folder', color: '#C9A27A' },
          weightKg: 7,
          dims: [8, 36, 48],
          about:
            'Caixa arquivo morto em papelão ondulado reforçado, tamanho ofício, com campos impressos para data, assunto e número. Entregue desmontada em pacote com 25 unidades.',
        },
      ),
      item('100043', 'Caixa Arquivo Morto Polionda Chies Amarela', 'Chies', 549, {
        color: 'Amarelo',
        image: { template: 'folder' },
        weightKg: 0.3,
        dims: [2, 26, 36],
      }),
      item('100044', 'Caixa Organizadora Plástica Acrimet 4 Litros com Tampa Cristal', 'Acrimet', 2190, {
        color: 'Transparente',
        weightKg: 0.45,
        dims: [12, 20, 30],
      }),
      item('100045', 'Organizador de Mesa Acrimet com 3 Divisórias Fumê', 'Acrimet', 2990, { color: 'Fumê' }),
      item('100046', 'Porta-Lápis Acrimet Cristal', 'Acrimet', 890, {
        color: 'Transparente',
        weightKg: 0.12,
        dims: [11, 8, 8],
      }),
      item('100047', 'Caixa de Correspondência Tripla Acrimet Fumê', 'Acrimet', 5990, {
        color: 'Fumê',
        weightKg: 1.1,
        dims: [22, 27, 36],
      }),
      item('100049', 'Organizador de Gaveta Dello com 4 Divisórias Preto', 'Dello', 2490, {
        color: 'Preto',
        dims: [6, 24, 32],
      }),
      item('100051', 'Suporte para Fita Adesiva Acrimet Grande Preto', 'Acrimet', 2190, {
        color: 'Preto',
        weightKg: 0.5,
        dims: [8, 8, 17],
      }),
    ],
  },
  {
    category: C.grampeadores,
    template: 'stapler',
    kind: 'desk',
    weightKg: 0.3,
    dims: [6, 6, 18],
    about: (i) =>
      `${i.name} com estrutura metálica, base emborrachada antideslizante e carregamento frontal rápido. Grampeia com firmeza, sem enroscar, e faz grampeamento aberto ou fechado.`,
    more: 'Grampeador de uso diário para escritórios, escolas e repartições, fácil de recarregar e com peças resistentes.',
    short: (i) => `Grampeador ${i.brand} resistente para o dia a dia do escritório.`,
    specs: () => [['Garantia', '12 meses contra defeitos de fabricação']],
    items: [
      item('100061', 'Grampeador de Mesa 26/6 Jocar Office 20 Folhas Preto', 'Jocar Office', 2490, {
        color: 'Preto',
        specs: [
          ['Grampo', '26/6'],
          ['Capacidade', '20 folhas de 75 g/m²'],
        ],
      }),
      item('100062', 'Grampeador de Mesa 26/6 Cis Metálico 25 Folhas Azul', 'Cis', 3990, {
        color: 'Azul',
        specs: [
          ['Grampo', '26/6'],
          ['Capacidade', '25 folhas'],
        ],
      }),
      item('100063', 'Grampeador de Mesa Maped Essentials Metal 26/6 25 Folhas Preto', 'Maped', 3290, {
        color: 'Preto',
      }),
      item('100064', 'Grampeador Alicate 26/6 Jocar Office 20 Folhas Preto', 'Jocar Office', 4590, {
        color: 'Preto',
        about:
          'Grampeador alicate 26/6 em metal cromado, ideal para fixar etiquetas, cartazes e embalagens onde o grampeador de mesa não alcança. Mola reforçada e pega ergonômica.',
      }),
      item('100065', 'Grampeador de Mesa Bacchi 26/6 Executivo 30 Folhas Preto', 'Bacchi', 7990, {
        color: 'Preto',
        weightKg: 0.55,
        gallery: 1,
      }),
      item('100066', 'Grampeador Mini 26/6 Cis 12 Folhas Rosa', 'Cis', 1290, {
        color: 'Rosa',
        weightKg: 0.1,
        dims: [4, 4, 11],
      }),
      item('100067', 'Grampeador Profissional Jocar Office 23/13 100 Folhas Preto', 'Jocar Office', 19990, {
        color: 'Preto',
        weightKg: 1.6,
        dims: [12, 9, 32],
        specs: [
          ['Grampo', '23/6 a 23/13'],
          ['Capacidade', '100 folhas de 75 g/m²'],
        ],
      }),
      item('100068', 'Extrator de Grampos Jocar Office Tipo Espátula', 'Jocar Office', 390, {
        weightKg: 0.03,
        dims: [1, 3, 15],
        about: 'Extrator de grampos tipo espátula em aço, remove grampos 26/6 e 24/6 sem rasgar o papel.',
      }),
      item('100069', 'Grampeador Tapeceiro Jocar Office 106/6 a 106/8 Preto', 'Jocar Office', 5990, {
        color: 'Preto',
        weightKg: 0.9,
        dims: [6, 18, 22],
        about:
          'Grampeador tapeceiro para fixar tecidos, lonas, cartazes e telas em madeira. Corpo metálico, gatilho com trava de segurança e regulagem de força.',
      }),
    ],
  },
  {
    category: C.grampos,
    template: 'staples',
    kind: 'desk',
    weightKg: 0.2,
    dims: [2, 6, 11],
    about: (i) =>
      `${i.name}: material de qualidade com acabamento uniforme e sem rebarbas, para prender e organizar papéis com segurança.`,
    more: 'Tenha sempre uma caixa reserva na gaveta: é o item que mais acaba no escritório.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand}, embalagem econômica para o escritório.`,
    items: [
      item('100081', 'Grampo 26/6 Galvanizado Jocar Office Caixa com 5000 Unidades', 'Jocar Office', 790),
      item('100082', 'Grampo 26/6 Cobreado Cis Caixa com 5000 Unidades', 'Cis', 990, {
        image: { color: '#B87333' },
      }),
      item('100083', 'Grampo 23/13 Galvanizado Jocar Office Caixa com 5000 Unidades', 'Jocar Office', 2490, {
        weightKg: 0.55,
        dims: [3, 7, 12],
      }),
      item('100085', 'Grampo Trilho Plástico Dello Pacote com 50 Unidades Branco', 'Dello', 1290, {
        color: 'Branco',
        weightKg: 0.15,
        dims: [2, 10, 20],
      }),
      item('100086', 'Clipes Galvanizado Nº 2/0 ACC Caixa com 500g', 'ACC', 1590, {
        image: { template: 'clips' },
        weightKg: 0.52,
        dims: [4, 8, 12],
      }),
      item('100087', 'Clipes Galvanizado Nº 3/0 Cis Caixa com 50 Unidades', 'Cis', 390, {
        image: { template: 'clips' },
        weightKg: 0.06,
        dims: [2, 5, 8],
      }),
      item('100088', 'Clipes Coloridos Nº 2/0 Cis Caixa com 100 Unidades', 'Cis', 690, {
        image: { template: 'clips', color: '#F97316' },
        weightKg: 0.08,
        dims: [2, 5, 8],
      }),
      item('100089', 'Prendedor de Papel Binder Clip 32mm Cis Caixa com 12 Unidades Preto', 'Cis', 1290, {
        color: 'Preto',
        image: { template: 'clips' },
        weightKg: 0.15,
        dims: [3, 6, 9],
      }),
      item('100090', 'Elástico Látex Amarelo Nº 18 Mamute Pacote com 500g', 'Mamute', 2990, {
        color: 'Amarelo',
        image: { template: 'clips' },
        weightKg: 0.51,
        dims: [4, 12, 18],
        about:
          'Elástico de látex natural Nº 18, amarelo, com alta elasticidade e resistência. Ideal para prender maços de documentos, envelopes e cédulas.',
      }),
      item('100091', 'Percevejo Latonado Cis Caixa com 100 Unidades', 'Cis', 390, {
        image: { template: 'clips', color: '#C9A227' },
        weightKg: 0.05,
        dims: [2, 4, 6],
      }),
    ],
  },
  {
    category: C.perfuradores,
    template: 'stapler',
    kind: 'desk',
    weightKg: 0.45,
    dims: [7, 11, 16],
    about: (i) =>
      `${i.name} com guia de papel para centralizar os furos, depósito de confetes com tampa e base antiderrapante. Furos de 6 mm com distância de 80 mm, padrão para pastas e fichários.`,
    more: 'Perfure documentos para pastas AZ, fichários e classificadores sem esforço.',
    short: (i) => `Perfurador ${i.brand} com guia de papel e depósito de confetes.`,
    items: [
      item('100101', 'Perfurador 2 Furos Jocar Office 20 Folhas Preto', 'Jocar Office', 3290, {
        color: 'Preto',
      }),
      item('100102', 'Perfurador 2 Furos Cis Metálico 30 Folhas Preto', 'Cis', 5490, {
        color: 'Preto',
        weightKg: 0.7,
      }),
      item('100103', 'Perfurador 2 Furos Maped Essentials Metal 20 Folhas Azul', 'Maped', 3990, {
        color: 'Azul',
      }),
      item('100104', 'Perfurador Profissional Bacchi 2 Furos 100 Folhas', 'Bacchi', 29990, {
        weightKg: 3.2,
        dims: [14, 16, 30],
      }),
      item('100105', 'Perfurador 1 Furo Cis 10 Folhas', 'Cis', 1490, {
        about:
          'Perfurador de 1 furo com corpo metálico, compacto para a gaveta ou o estojo. Ideal para tags, cartões, etiquetas e argolas de chaveiro.',
        weightKg: 0.12,
        dims: [5, 5, 10],
      }),
    ],
  },
  {
    category: C.calculadoras,
    template: 'calculator',
    kind: 'calculator',
    weightKg: 0.2,
    dims: [4, 12, 17],
    about: (i) =>
      `${i.name}: visor amplo e nítido, teclas macias de borracha e alimentação solar com bateria de reserva, para fazer contas o dia todo sem trocar pilha.`,
    more: 'Calculadora de confiança para o caixa, a contabilidade, o financeiro e os estudos.',
    short: (i) => `Calculadora ${i.brand} com visor grande e teclas macias.`,
    specs: () => [['Garantia', '12 meses']],
    items: [
      item('100121', 'Calculadora de Mesa Casio MX-12B 12 Dígitos Preta', 'Casio', 6490, { color: 'Preto' }),
      item('100122', 'Calculadora de Mesa Casio DJ-120D Plus 12 Dígitos', 'Casio', 14990, {
        weightKg: 0.35,
        dims: [5, 17, 22],
        specs: [['Funções', 'Conferência de 300 passos, custo/venda/margem, cálculo de impostos']],
      }),
      item('100123', 'Calculadora Científica Casio FX-82MS 240 Funções', 'Casio', 9990, {
        color: 'Cinza',
        dims: [3, 9, 17],
        about:
          'Calculadora científica Casio FX-82MS com 240 funções, visor de 2 linhas, frações, estatística, trigonometria e memória. Aceita em vestibulares e concursos que permitem calculadora científica.',
      }),
      item('100124', 'Calculadora Científica Casio FX-991ES Plus 417 Funções', 'Casio', 16990, {
        color: 'Preto',
        dims: [3, 9, 17],
        about:
          'Calculadora científica Casio FX-991ES Plus com visor natural (as expressões aparecem como no livro), 417 funções, integrais, matrizes, vetores e resolução de equações. Indicada para engenharia e ensino superior.',
      }),
      item('100125', 'Calculadora Financeira HP 12C Gold', 'HP', 49990, {
        color: 'Dourado',
        weightKg: 0.25,
        dims: [3, 10, 15],
        gallery: 2,
        about:
          'A clássica HP 12C Gold, padrão do mercado financeiro: mais de 120 funções, notação RPN, cálculos de juros, amortização, fluxo de caixa, VPL e TIR. Acompanha capa protetora.',
      }),
      item('100126', 'Calculadora de Bolso Procalc PC50 8 Dígitos', 'Procalc', 1490, {
        color: 'Preto',
        weightKg: 0.08,
        dims: [2, 8, 12],
      }),
      item('100127', 'Calculadora de Mesa Procalc PC292 12 Dígitos', 'Procalc', 4290, { color: 'Preto' }),
      item('100128', 'Calculadora com Bobina Elgin MA-5121 12 Dígitos Bivolt', 'Elgin', 32990, {
        color: 'Cinza',
        weightKg: 1.2,
        dims: [10, 22, 30],
        about:
          'Calculadora com impressão em bobina Elgin MA-5121: impressão bicolor (negativos em vermelho), 12 dígitos, conferência de lançamentos e alimentação bivolt. Ideal para caixa, comércio e contabilidade.',
      }),
      item('100130', 'Calculadora de Mesa Tenwin 2212 12 Dígitos Branca', 'Tenwin', 2990, {
        color: 'Branco',
      }),
      item('100131', 'Calculadora de Bolso Casio HL-815L 8 Dígitos', 'Casio', 3490, {
        color: 'Preto',
        weightKg: 0.09,
        dims: [2, 9, 13],
      }),
    ],
  },
  {
    category: C.quadros,
    template: 'whiteboard',
    kind: 'desk',
    weightKg: 1.8,
    dims: [2.5, 42, 62],
    about: (i) =>
      `${i.name}: superfície lisa de alto brilho, fácil de apagar, moldura com cantos arredondados e kit de fixação na parede incluso.`,
    more: 'Para reuniões, salas de aula e planejamento da equipe: ideias à vista de todos.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para reuniões, avisos e planejamento.`,
    items: [
      item('100141', 'Quadro Branco Stalo 60x40cm Moldura de Alumínio', 'Stalo', 8990, { color: 'Branco' }),
      item('100142', 'Quadro Branco Stalo 120x90cm Moldura de Alumínio', 'Stalo', 27990, {
        color: 'Branco',
        weightKg: 6.5,
        dims: [3, 92, 122],
        gallery: 1,
      }),
      item('100143', 'Quadro Branco Souza 90x60cm Moldura de Alumínio', 'Souza', 15990, {
        color: 'Branco',
        weightKg: 3.8,
        dims: [3, 62, 92],
      }),
      item('100144', 'Quadro de Cortiça Souza 60x40cm Moldura de Madeira', 'Souza', 7990, {
        image: { color: '#C49A6C' },
        about:
          'Quadro de cortiça natural com moldura de madeira, perfeito como mural de recados, avisos e escalas. Use com percevejos ou alfinetes de mapa.',
      }),
      item('100145', 'Quadro Branco Magnético Stalo 150x100cm Moldura de Alumínio', 'Stalo', 49990, {
        color: 'Branco',
        weightKg: 11,
        dims: [3, 102, 152],
      }),
      item('100146', 'Apagador para Quadro Branco Radex com Porta-Marcador', 'Radex', 1290, {
        image: { template: 'eraser' },
        weightKg: 0.1,
        dims: [4, 6, 14],
        about: 'Apagador em feltro para quadro branco com compartimento para guardar até 2 marcadores.',
      }),
      item('100147', 'Cavalete Flip Chart Stalo com Quadro Branco 90x60cm', 'Stalo', 39990, {
        color: 'Branco',
        weightKg: 9,
        dims: [8, 65, 110],
      }),
    ],
  },
  {
    category: C.moveis,
    template: 'chair',
    kind: 'furniture',
    weightKg: 11,
    dims: [55, 60, 70],
    about: (i) =>
      `${i.name}, com espuma injetada de alta densidade, revestimento fácil de limpar e estrutura reforçada para o uso diário de até 8 horas.`,
    more: 'Produto entregue desmontado, com manual de montagem e ferramentas. Garantia de 12 meses.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para mais conforto no trabalho.`,
    items: [
      item('100161', 'Cadeira de Escritório Giratória Secretária Frisokar Preta', 'Frisokar', 39990, {
        color: 'Preto',
        gallery: 2,
        specs: [
          ['Regulagem', 'Altura a gás (classe 3)'],
          ['Capacidade', '110 kg'],
        ],
      }),
      item(
        '100162',
        'Cadeira de Escritório Presidente Frisokar Encosto em Tela com Braços',
        'Frisokar',
        89990,
        {
          color: 'Preto',
          weightKg: 17,
          dims: [65, 65, 72],
          gallery: 2,
          specs: [
            ['Regulagem', 'Altura, braços e mecanismo relax'],
            ['Capacidade', '120 kg'],
          ],
        },
      ),
      item('100163', 'Cadeira Fixa Interlocutor Frisokar Base Trapézio Preta', 'Frisokar', 24990, {
        color: 'Preto',
        weightKg: 7,
        dims: [45, 55, 65],
      }),
      item('100164', 'Apoio para os Pés Reliza Ergonômico Regulável', 'Reliza', 12990, {
        color: 'Preto',
        image: { template: 'desk-organizer' },
        weightKg: 1.8,
        dims: [12, 35, 45],
        about:
          'Apoio para os pés com plataforma antiderrapante e regulagem de altura e inclinação, que ajuda a manter a postura correta e melhora a circulação. Atende à NR-17.',
      }),
      item('100165', 'Suporte para Notebook Multilaser Ajustável em Alumínio', 'Multilaser', 7990, {
        color: 'Prata',
        image: { template: 'desk-organizer' },
        weightKg: 0.7,
        dims: [4, 24, 28],
        about:
          'Suporte dobrável em alumínio com 6 níveis de altura para notebooks de até 15,6", eleva a tela à altura dos olhos e melhora a ventilação.',
      }),
      item('100166', 'Apoio de Punho para Mouse Reliza em Gel Preto', 'Reliza', 3990, {
        color: 'Preto',
        image: { template: 'mouse' },
        weightKg: 0.2,
        dims: [3, 20, 24],
        about:
          'Mouse pad com apoio de punho em gel, base antiderrapante e superfície de tecido para precisão do mouse.',
      }),
      item('100167', 'Suporte para Monitor Reliza em MDF com Gaveta Preto', 'Reliza', 8990, {
        color: 'Preto',
        image: { template: 'desk-organizer' },
        weightKg: 2.6,
        dims: [10, 25, 52],
        about:
          'Suporte para monitor em MDF com gaveta frontal, eleva a tela em 10 cm e libera espaço na mesa.',
      }),
    ],
  },
];

/** Folders sold in colours: one configurable. */
const pastaElastico = (): Draft =>
  configurable({
    sku: '100030',
    name: 'Pasta Polionda com Elástico Dello Ofício Lombo 2cm',
    brand: 'Dello',
    category: C.plasticas,
    template: 'folder',
    kind: 'filing',
    priceCents: 590,
    colors: ['AZ', 'VM', 'VD', 'PR', 'AM'],
    feminine: true,
    stock: { AM: 0 },
    weightKg: 0.12,
    dims: [2, 25, 35],
    about:
      'Pasta com elástico em polionda, tamanho ofício e lombo de 2 cm, leve e resistente à água. A mais vendida para organizar trabalhos, provas e documentos por cor.',
    more: 'Escolha uma cor para cada cliente, matéria ou projeto e encontre tudo de relance.',
    short: 'Pasta com elástico Dello em polionda, tamanho ofício, em 5 cores.',
    specs: [
      ['Tamanho', 'Ofício (245 x 335 mm)'],
      ['Lombo', '2 cm'],
    ],
  });

export function officeProducts(): Draft[] {
  return [...LINES.flatMap(fromLine), pastaElastico()];
}

/** Copa e Cozinha: coffee, sugar, disposables, pantry equipment, tea and snacks. SKUs 500001–500999. */
import { type Draft, fromLine, item, type Line, lead } from '../build';

const C = {
  moido: 'copa-e-cozinha/cafe/cafe-torrado-e-moido',
  capsulas: 'copa-e-cozinha/cafe/cafe-em-capsulas',
  soluvel: 'copa-e-cozinha/cafe/cafe-soluvel-e-cappuccino',
  acucar: 'copa-e-cozinha/acucar-e-adocantes',
  descartaveis: 'copa-e-cozinha/descartaveis',
  utensilios: 'copa-e-cozinha/utensilios-de-copa',
  lanches: 'copa-e-cozinha/lanches-e-bebidas',
} as const;

const LINES: Line[] = [
  {
    category: C.moido,
    template: 'coffee-pack',
    kind: 'coffee',
    weightKg: 0.52,
    dims: [6, 10, 18],
    about: (i) =>
      `${i.name}: grãos selecionados, torra uniforme e moagem ideal para coador de papel, de pano e cafeteira elétrica. Embalagem a vácuo que preserva o aroma.`,
    more: 'O cafezinho que mantém a equipe animada. Para o escritório, compre em fardo e economize.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand}, aroma intenso e sabor equilibrado.`,
    specs: () => [
      ['Selo', 'Pureza ABIC'],
      ['Embalagem', 'Vácuo'],
    ],
    items: [
      item('500001', 'Café Torrado e Moído Melitta Tradicional 500g', 'Melitta', 3290, {
        gallery: 1,
        specs: [['Intensidade', '6']],
      }),
      item('500002', 'Café Torrado e Moído Melitta Extra Forte 500g', 'Melitta', 3390, {
        image: { color: '#1F2328', accent: '#D3122A' },
        specs: [['Intensidade', '9']],
      }),
      item('500003', 'Café Torrado e Moído Pilão Tradicional 500g', 'Pilão', 3290, {
        specs: [['Intensidade', '8']],
      }),
      item('500004', 'Café Torrado e Moído Pilão Extraforte 500g', 'Pilão', 3390, {
        image: { color: '#1F2328', accent: '#C8102E' },
        specs: [['Intensidade', '10']],
      }),
      item('500005', 'Café Torrado e Moído 3 Corações Tradicional 500g', '3 Corações', 3190),
      item('500006', 'Café Torrado e Moído 3 Corações Extraforte 500g', '3 Corações', 3290, {
        image: { color: '#4A0D0D', accent: '#F1C400' },
      }),
      item('500007', 'Café Torrado em Grãos Melitta Tradicional 1kg', 'Melitta', 6990, {
        weightKg: 1.03,
        dims: [8, 12, 24],
        about:
          'Café torrado em grãos Melitta Tradicional, pacote de 1 kg com válvula que preserva o frescor. Ideal para moedores e máquinas de espresso automáticas do escritório.',
      }),
      item('500008', 'Café Torrado e Moído Café do Ponto Tradicional 500g', 'Café do Ponto', 3590),
      item('500009', 'Café Torrado e Moído Orfeu Clássico 250g', 'Orfeu', 3990, {
        weightKg: 0.27,
        dims: [5, 8, 16],
        about:
          'Café especial Orfeu Clássico, 100% arábica das montanhas do Sul de Minas, com notas de chocolate e caramelo. Torra média e moagem para coador.',
      }),
      item('500010', 'Café Torrado e Moído Pilão Tradicional Fardo com 10 Pacotes de 500g', 'Pilão', 31990, {
        image: { color: '#8B0D1F' },
        weightKg: 5.3,
        dims: [20, 22, 38],
      }),
    ],
  },
  {
    category: C.capsulas,
    template: 'coffee-capsules',
    kind: 'coffee',
    weightKg: 0.15,
    dims: [6, 12, 14],
    about: (i) =>
      `${i.name}: café na medida certa em cada cápsula, sempre fresco, com crema e sabor de cafeteria em segundos.`,
    more: 'Praticidade para a copa do escritório: sem pó, sem filtro e sem desperdício.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} com sabor de cafeteria.`,
    items: [
      item('500021', 'Cápsula Nescafé Dolce Gusto Espresso Intenso 10 Cápsulas', 'Dolce Gusto', 2790, {
        specs: [['Compatível com', 'Máquinas Nescafé Dolce Gusto']],
      }),
      item('500022', 'Cápsula Nescafé Dolce Gusto Cappuccino 10 Cápsulas', 'Dolce Gusto', 3190, {
        image: { color: '#7C4A2D' },
        weightKg: 0.2,
        specs: [['Compatível com', 'Máquinas Nescafé Dolce Gusto']],
      }),
      item('500023', 'Cápsula Nescafé Dolce Gusto Café au Lait 10 Cápsulas', 'Dolce Gusto', 2790, {
        image: { color: '#C8A27A' },
        specs: [['Compatível com', 'Máquinas Nescafé Dolce Gusto']],
      }),
      item('500024', 'Cápsula de Café 3 Corações TRES Espresso Intenso 10 Cápsulas', '3 Corações', 2290, {
        specs: [['Compatível com', 'Máquinas TRES']],
      }),
      item(
        '500025',
        'Cápsula de Café Pilão Ristretto Intensidade 12 Compatível Nespresso 10 Cápsulas',
        'Pilão',
        2190,
        {
          specs: [['Compatível com', 'Máquinas Nespresso Original']],
        },
      ),
      item('500026', 'Cápsula de Café Orfeu Intenso Compatível Nespresso 10 Cápsulas', 'Orfeu', 2690, {
        specs: [['Compatível com', 'Máquinas Nespresso Original']],
      }),
    ],
  },
  {
    category: C.soluvel,
    template: 'coffee-pack',
    kind: 'coffee',
    weightKg: 0.3,
    dims: [14, 8, 8],
    about: (i) =>
      `${i.name}: preparo instantâneo, é só adicionar água quente ou leite. Sabor marcante e rendimento alto.`,
    more: 'Para a copa, o café da tarde e os dias de reunião longa.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} de preparo instantâneo.`,
    items: [
      item('500031', 'Café Solúvel Nescafé Original Vidro 200g', 'Nescafé', 2990, {
        image: { template: 'cup' },
        weightKg: 0.45,
      }),
      item('500032', 'Café Solúvel Nescafé Matinal Sachê 160g', 'Nescafé', 2290, { weightKg: 0.18 }),
      item('500033', 'Cappuccino 3 Corações Classic 200g', '3 Corações', 1690, {
        image: { color: '#8B5E3C' },
      }),
      item('500034', 'Cappuccino Melitta Classic 200g', 'Melitta', 1790, { image: { color: '#A16207' } }),
    ],
  },
  {
    category: C.acucar,
    template: 'sugar',
    kind: 'pantry',
    weightKg: 1.02,
    dims: [20, 10, 6],
    about: (i) =>
      `${i.name}: qualidade e procedência garantidas, ideal para adoçar o café, o chá e as receitas da copa.`,
    more: 'Mantenha a copa sempre abastecida com embalagens práticas e econômicas.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para a copa do escritório.`,
    items: [
      item('500041', 'Açúcar Refinado União 1kg', 'União', 599),
      item('500042', 'Açúcar Refinado União Sachê 5g Caixa com 400 Unidades', 'União', 4290, {
        weightKg: 2.1,
        dims: [12, 18, 25],
        about:
          'Açúcar refinado União em sachês individuais de 5 g, prático e higiênico para a copa, o atendimento e o coffee break de reuniões. Caixa com 400 sachês.',
      }),
      item('500043', 'Açúcar Cristal Caravelas 5kg', 'Caravelas', 2690, {
        weightKg: 5.05,
        dims: [30, 22, 10],
      }),
      item('500044', 'Açúcar Demerara União 1kg', 'União', 1090, { image: { color: '#B45309' } }),
      item('500045', 'Adoçante Líquido Zero-Cal Sucralose 75ml', 'Zero-Cal', 1090, {
        image: { template: 'cleaning-bottle' },
        weightKg: 0.1,
        dims: [12, 5, 5],
      }),
      item('500046', 'Adoçante em Pó Linea Sucralose Sachê Caixa com 50 Unidades', 'Linea', 1590, {
        weightKg: 0.1,
        dims: [6, 8, 12],
      }),
    ],
  },
  {
    category: C.descartaveis,
    template: 'cup',
    kind: 'pantry',
    weightKg: 0.3,
    dims: [10, 8, 30],
    about: (i) =>
      `${i.name}: descartável resistente, em embalagem higiênica, produzido conforme as normas da ABNT.`,
    more: 'Descartáveis práticos para a copa, o bebedouro e o coffee break.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} prático para a copa.`,
    items: [
      item('500051', 'Copo Descartável Copobras 180ml Branco Pacote com 100 Unidades', 'Copobras', 790, {
        color: 'Branco',
      }),
      item('500052', 'Copo Descartável para Café Copobras 50ml Pacote com 100 Unidades', 'Copobras', 490, {
        image: { color: '#FDE68A' },
        weightKg: 0.12,
        dims: [6, 6, 25],
      }),
      item(
        '500053',
        'Copo Descartável Copobras 200ml Transparente Caixa com 2500 Unidades',
        'Copobras',
        17990,
        {
          color: 'Transparente',
          weightKg: 5.5,
          dims: [40, 40, 60],
        },
      ),
      item('500054', 'Copo Descartável Copozan 300ml Pacote com 50 Unidades', 'Copozan', 790, {
        color: 'Transparente',
      }),
      item('500055', 'Copo de Papel Copobras 240ml Pacote com 50 Unidades', 'Copobras', 1990, {
        image: { color: '#F1F3F5', accent: '#92400E' },
      }),
      item('500056', 'Mexedor de Café Plástico 9cm Strawplast Pacote com 500 Unidades', 'Strawplast', 990, {
        image: { color: '#93C5FD' },
        weightKg: 0.25,
        dims: [4, 10, 14],
      }),
      item('500057', 'Guardanapo de Papel Snob Folha Dupla 33x33cm Pacote com 50 Unidades', 'Santher', 690, {
        image: { template: 'paper-towel' },
        weightKg: 0.2,
        dims: [5, 17, 17],
      }),
      item(
        '500059',
        'Colher Descartável de Sobremesa Strawplast Branca Pacote com 50 Unidades',
        'Strawplast',
        590,
        {
          color: 'Branco',
          weightKg: 0.1,
          dims: [3, 6, 16],
        },
      ),
    ],
  },
  {
    category: C.utensilios,
    template: 'cup',
    kind: 'pantry',
    weightKg: 1,
    dims: [30, 14, 14],
    about: (i) =>
      `${i.name}: durável, fácil de limpar e pensado para o uso intenso da copa de empresas e escritórios.`,
    more: 'Equipe a copa com utensílios que aguentam o ritmo da equipe.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para a copa.`,
    items: [
      item('500071', 'Garrafa Térmica Invicta Magic Pump 1 Litro Preta', 'Invicta', 7990, {
        color: 'Preto',
        image: { template: 'cleaning-bottle' },
        specs: [['Conservação', 'Até 12 horas quente']],
      }),
      item('500072', 'Garrafa Térmica Termolar Lumina 1,8 Litro Inox', 'Termolar', 9990, {
        color: 'Prata',
        image: { template: 'cleaning-bottle' },
        weightKg: 1.3,
        dims: [34, 16, 16],
        gallery: 1,
      }),
      item('500073', 'Filtro de Papel Melitta 103 Caixa com 30 Unidades', 'Melitta', 590, {
        about:
          'Filtro de papel tamanho 103 com microfuros que realçam o aroma e retêm o pó, para coadores e cafeteiras elétricas de até 30 xícaras.',
        image: { template: 'coffee-pack', color: '#F1F3F5' },
        weightKg: 0.08,
        dims: [4, 12, 16],
      }),
      item('500074', 'Filtro de Papel 3 Corações 103 Caixa com 30 Unidades', '3 Corações', 549, {
        about:
          'Filtro de papel tamanho 103 com microfuros que realçam o aroma e retêm o pó, para coadores e cafeteiras elétricas de até 30 xícaras.',
        image: { template: 'coffee-pack', color: '#FEF3C7' },
        weightKg: 0.08,
        dims: [4, 12, 16],
      }),
      item('500075', 'Cafeteira Elétrica Mondial Pratic C-30 15 Xícaras Preta', 'Mondial', 10990, {
        color: 'Preto',
        image: { template: 'kit' },
        weightKg: 1.4,
        dims: [30, 20, 25],
        specs: [['Voltagem', '127 V']],
      }),
      item('500076', 'Cafeteira Espresso Nescafé Dolce Gusto Genio S Basic Preta', 'Dolce Gusto', 59990, {
        color: 'Preto',
        image: { template: 'kit' },
        weightKg: 3.2,
        dims: [34, 20, 34],
        gallery: 2,
        also: C.capsulas,
        about:
          'Cafeteira Nescafé Dolce Gusto Genio S Basic com 15 bar de pressão, escolha do tamanho da bebida e modo espresso intenso. Mais de 30 variedades de cápsulas: espresso, cappuccino, chás e chocolates.',
        specs: [['Voltagem', '127 V']],
      }),
      item('500077', 'Jogo de Xícaras para Café Tramontina Porcelana 75ml 6 Peças', 'Tramontina', 8990, {
        color: 'Branco',
        weightKg: 1.2,
        dims: [12, 20, 30],
      }),
      item('500078', 'Porta-Filtro de Café Melitta 103 Plástico', 'Melitta', 1490, {
        image: { color: '#D3122A' },
        weightKg: 0.15,
        dims: [10, 14, 14],
      }),
    ],
  },
  {
    category: C.lanches,
    template: 'coffee-pack',
    kind: 'pantry',
    weightKg: 0.2,
    dims: [6, 10, 18],
    about: (i) =>
      `${i.name}: um lanche ou uma bebida para a pausa do café, em embalagem prática para a copa.`,
    more: 'Monte o coffee break das reuniões e o lanche da tarde da equipe em uma única compra.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para a pausa do café.`,
    items: [
      item('500081', 'Chá de Camomila Leão 10 Sachês', 'Leão', 590, { image: { color: '#FDE047' } }),
      item('500082', 'Chá Mate Leão Tostado Natural Granel 250g', 'Leão', 1490, { weightKg: 0.27 }),
      item('500083', 'Achocolatado em Pó Nescau 2.0 550g', 'Nescau', 1590, {
        image: { template: 'sugar' },
        weightKg: 0.57,
      }),
      item('500084', 'Biscoito Cream Cracker Vitarella 350g', 'Vitarella', 590, { weightKg: 0.36 }),
      item('500085', 'Biscoito Wafer Bauducco Chocolate 140g', 'Bauducco', 490, { weightKg: 0.15 }),
      item('500086', 'Água Mineral sem Gás Crystal 500ml Fardo com 12 Unidades', 'Crystal', 2290, {
        image: { template: 'cleaning-bottle', color: '#BAE6FD' },
        weightKg: 6.2,
        dims: [22, 18, 26],
      }),
    ],
  },
];

export function coffeeProducts(): Draft[] {
  return LINES.flatMap(fromLine);
}

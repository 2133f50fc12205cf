/** Limpeza: cleaning products, paper goods, tools, bin bags, hygiene. SKUs 400001–400999. */
import { type Draft, fromLine, item, type Line, lead } from '../build';

const C = {
  detergentes: 'limpeza/produtos-de-limpeza/detergentes-e-multiusos',
  desinfetantes: 'limpeza/produtos-de-limpeza/desinfetantes-e-agua-sanitaria',
  papeis: 'limpeza/papel-higienico-e-toalha',
  utensilios: 'limpeza/utensilios-de-limpeza',
  lixo: 'limpeza/sacos-de-lixo-e-lixeiras',
  higiene: 'limpeza/higiene-pessoal',
} as const;

const BOTTLE_500: [number, [number, number, number]] = [0.55, [20, 7, 7]];

const LINES: Line[] = [
  {
    category: C.detergentes,
    template: 'cleaning-bottle',
    kind: 'cleaning',
    weightKg: BOTTLE_500[0],
    dims: BOTTLE_500[1],
    about: (i) =>
      `${i.name}: limpeza eficiente com rendimento alto, fórmula biodegradável e embalagem prática que facilita a dosagem.`,
    more: 'Produto regularizado pela Anvisa. Mantenha fora do alcance de crianças e animais.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} de alto rendimento.`,
    items: [
      item('400001', 'Detergente Líquido Ypê Neutro 500ml', 'Ypê', 249, { image: { color: '#FDE68A' } }),
      item('400002', 'Detergente Líquido Ypê Limão 500ml', 'Ypê', 249, { image: { color: '#A3E635' } }),
      item('400003', 'Detergente Líquido Limpol Neutro 500ml', 'Limpol', 229),
      item('400004', 'Detergente Líquido Ypê Neutro Caixa com 24 Unidades de 500ml', 'Ypê', 5490, {
        image: { color: '#FCD34D' },
        weightKg: 12.8,
        dims: [22, 30, 42],
      }),
      item('400005', 'Limpador Multiuso Veja Original 500ml', 'Veja', 799),
      item('400006', 'Limpa-Vidros Veja Vidrex com Álcool 500ml Pulverizador', 'Veja', 1190, {
        image: { color: '#38BDF8' },
      }),
      item('400007', 'Sabão em Pó Tixan Ypê Primavera 800g', 'Ypê', 1290, {
        image: { template: 'sugar', color: '#00A859' },
        weightKg: 0.82,
        dims: [18, 6, 14],
      }),
      item('400008', 'Sabão em Barra Ypê Glicerinado Neutro Pacote com 5 Unidades de 160g', 'Ypê', 1190, {
        image: { template: 'sponge', color: '#FEF3C7' },
        weightKg: 0.82,
        dims: [6, 10, 22],
      }),
      item('400009', 'Lava-Roupas Líquido Omo Lavagem Perfeita 3 Litros', 'Omo', 5490, {
        weightKg: 3.2,
        dims: [30, 12, 18],
      }),
      item('400010', 'Lustra-Móveis Poliflor Lavanda 200ml', 'Poliflor', 990, { weightKg: 0.25 }),
      item('400012', 'Limpador Cremoso Cif Original 450ml', 'Cif', 1090, { weightKg: 0.6 }),
    ],
  },
  {
    category: C.desinfetantes,
    template: 'cleaning-bottle',
    kind: 'cleaning',
    weightKg: 1.05,
    dims: [26, 9, 9],
    about: (i) =>
      `${i.name}: elimina 99,9% dos germes e bactérias de pisos, banheiros e superfícies laváveis, com perfume agradável e duradouro.`,
    more: 'Produto saneante regularizado pela Anvisa. Não misture com outros produtos e use luvas.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} que elimina 99,9% dos germes.`,
    items: [
      item('400021', 'Água Sanitária Ypê 2 Litros', 'Ypê', 699, {
        image: { color: '#F1F3F5' },
        weightKg: 2.1,
        dims: [30, 11, 11],
      }),
      item('400022', 'Água Sanitária Qboa 1 Litro', 'Qboa', 499),
      item('400023', 'Água Sanitária Ypê Galão 5 Litros', 'Ypê', 1690, {
        image: { color: '#E5E7EB' },
        weightKg: 5.3,
        dims: [32, 16, 22],
      }),
      item('400024', 'Desinfetante Pinho Sol Original 1 Litro', 'Pinho Sol', 1390),
      item('400025', 'Desinfetante Veja Lavanda 1 Litro', 'Veja', 999, { image: { color: '#A78BFA' } }),
      item('400026', 'Desinfetante Bak Ypê Lavanda 2 Litros', 'Ypê', 1190, {
        image: { color: '#C4B5FD' },
        weightKg: 2.1,
        dims: [30, 11, 11],
      }),
      item('400027', 'Álcool Etílico Líquido 70% Coperalcool 1 Litro', 'Coperalcool', 999),
      item('400028', 'Desinfetante Sanitário Pato Gel Marine 500ml', 'Pato', 1290, {
        weightKg: 0.55,
        dims: [22, 8, 10],
      }),
    ],
  },
  {
    category: C.papeis,
    template: 'toilet-paper',
    kind: 'hygiene',
    weightKg: 1.3,
    dims: [20, 30, 40],
    about: (i) =>
      `${i.name}: folhas macias e resistentes, picote preciso e rolos que rendem mais, para banheiros e copas do escritório.`,
    more: 'Compre em fardo e nunca deixe faltar: a reposição é automática com a sua lista de compras.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} macio e resistente.`,
    items: [
      item('400041', 'Papel Higiênico Neve Folha Dupla Neutro 30m 12 Rolos', 'Neve', 2490),
      item('400042', 'Papel Higiênico Neve Supremo Folha Tripla 20m 12 Rolos', 'Neve', 3290, {
        image: { color: '#DBEAFE' },
      }),
      item('400043', 'Papel Higiênico Personal Vip Folha Dupla 30m 12 Rolos', 'Santher', 2190, {
        short: 'Papel higiênico Personal Vip folha dupla, macio e resistente.',
      }),
      item('400044', 'Papel Higiênico Rolão Santher Folha Simples 300m Fardo com 8 Rolos', 'Santher', 6990, {
        weightKg: 5,
        dims: [20, 40, 40],
        about:
          'Papel higiênico rolão de 300 m, folha simples, para dispensers de alto tráfego em empresas, escolas e shoppings. Troca menos vezes e reduz o desperdício.',
      }),
      item('400045', 'Papel Toalha Scott Duramax 58 Toalhas 2 Rolos', 'Scott', 1490, {
        image: { template: 'paper-towel' },
        weightKg: 0.5,
        dims: [23, 12, 24],
      }),
      item('400046', 'Papel Toalha Interfolhado Santher 2 Dobras Branco 1000 Folhas', 'Santher', 2290, {
        color: 'Branco',
        image: { template: 'paper-towel' },
        weightKg: 1.4,
        dims: [12, 22, 24],
      }),
      item(
        '400047',
        'Papel Toalha Interfolhado Santher Premium 20x21cm Fardo com 2400 Folhas',
        'Santher',
        6990,
        {
          image: { template: 'paper-towel', color: '#E0F2FE' },
          weightKg: 4.3,
          dims: [25, 24, 42],
        },
      ),
      item('400048', 'Papel Toalha Bobina Santher 20cm x 200m Fardo com 6 Rolos', 'Santher', 8990, {
        image: { template: 'paper-towel', color: '#F8FAFC' },
        weightKg: 7,
        dims: [20, 40, 60],
      }),
    ],
  },
  {
    category: C.utensilios,
    template: 'sponge',
    kind: 'cleaning',
    weightKg: 0.1,
    dims: [5, 11, 22],
    about: (i) => `${i.name}: durável e eficiente, ajuda a limpar melhor com menos esforço e menos produto.`,
    more: 'Troque esponjas e panos com frequência para manter a higiene da copa e dos banheiros.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} durável para a limpeza do dia a dia.`,
    items: [
      item('400061', 'Esponja Multiuso Scotch-Brite Pacote com 4 Unidades', 'Scotch-Brite', 990),
      item('400062', 'Esponja Multiuso Esfrebom Bettanin Pacote com 4 Unidades', 'Bettanin', 790, {
        image: { color: '#FACC15' },
      }),
      item('400063', 'Lã de Aço Bombril Pacote com 8 Unidades', 'Bombril', 399, { weightKg: 0.07 }),
      item('400064', 'Pano Multiuso Scotch-Brite Rolo com 25 Panos Azul', 'Scotch-Brite', 1890, {
        color: 'Azul',
        image: { template: 'paper-towel' },
        weightKg: 0.3,
        dims: [12, 12, 30],
      }),
      item('400065', 'Pano de Chão Saco Alvejado Bettanin 45x70cm', 'Bettanin', 590, {
        color: 'Branco',
        weightKg: 0.15,
        dims: [2, 20, 30],
      }),
      item('400066', 'Vassoura Noviça Ultra com Cabo', 'Noviça', 2490, {
        image: { template: 'kit' },
        weightKg: 0.6,
        dims: [8, 30, 130],
      }),
      item('400067', 'Rodo de Espuma Bettanin 40cm com Cabo', 'Bettanin', 2990, {
        image: { template: 'kit' },
        weightKg: 0.7,
        dims: [8, 40, 130],
      }),
      item('400068', 'Luva Multiuso Scotch-Brite Tamanho M Amarela', 'Scotch-Brite', 890, {
        color: 'Amarelo',
        image: { template: 'gloves' },
        weightKg: 0.06,
        dims: [1, 14, 30],
      }),
      item(
        '400069',
        'Luva Nitrílica Descartável Supermax Tamanho M Caixa com 100 Unidades',
        'Supermax',
        4990,
        {
          color: 'Azul',
          image: { template: 'gloves' },
          weightKg: 0.55,
          dims: [7, 13, 24],
        },
      ),
      item('400070', 'Borrifador Plástico Noviça 500ml', 'Noviça', 990, {
        image: { template: 'cleaning-bottle', color: '#F1F3F5' },
        weightKg: 0.08,
        dims: [24, 8, 10],
      }),
      item('400071', 'Balde Mop Giratório Flash Limp 8 Litros', 'Flash Limp', 12990, {
        image: { template: 'kit' },
        weightKg: 2.3,
        dims: [30, 30, 50],
        gallery: 1,
      }),
    ],
  },
  {
    category: C.lixo,
    template: 'trash-bag',
    kind: 'cleaning',
    weightKg: 0.5,
    dims: [8, 12, 25],
    about: (i) =>
      `${i.name}: plástico resistente que não rasga nem vaza, tamanho certo para lixeiras de escritório, copa e áreas comuns.`,
    more: 'Separe o lixo reciclável e o orgânico com sacos de cores diferentes.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} resistente e sem vazamentos.`,
    items: [
      item('400081', 'Saco para Lixo Dover Roll 30 Litros Preto Rolo com 50 Unidades', 'Dover', 1490, {
        color: 'Preto',
        weightKg: 0.45,
      }),
      item('400082', 'Saco para Lixo Dover Roll 100 Litros Preto Rolo com 25 Unidades', 'Dover', 2490, {
        color: 'Preto',
        weightKg: 0.9,
      }),
      item('400083', 'Saco para Lixo Embalixo 50 Litros Azul Pacote com 30 Unidades', 'Embalixo', 1290, {
        color: 'Azul',
      }),
      item(
        '400084',
        'Saco para Lixo Reforçado Embalixo 200 Litros Preto Pacote com 50 Unidades',
        'Embalixo',
        8990,
        {
          color: 'Preto',
          weightKg: 4.5,
          dims: [15, 30, 40],
        },
      ),
      item('400085', 'Lixeira com Pedal Tramontina Inox 12 Litros', 'Tramontina', 29990, {
        about:
          'Lixeira em aço inox com pedal, balde interno removível e fechamento suave. Elegante para recepções, copas e banheiros do escritório.',
        short: 'Lixeira Tramontina em aço inox com pedal e balde removível.',
        color: 'Prata',
        weightKg: 2.8,
        dims: [42, 28, 32],
      }),
      item('400086', 'Lixeira Basculante Sanremo 10 Litros Branca', 'Sanremo', 2990, {
        about:
          'Lixeira plástica com tampa basculante, fácil de limpar, ideal para mesas de trabalho, salas e banheiros.',
        short: 'Lixeira Sanremo de 10 litros com tampa basculante.',
        color: 'Branco',
        weightKg: 0.5,
        dims: [38, 22, 28],
      }),
    ],
  },
  {
    category: C.higiene,
    template: 'cleaning-bottle',
    kind: 'hygiene',
    weightKg: 0.55,
    dims: [20, 7, 7],
    about: (i) =>
      `${i.name}: higiene e cuidado para as mãos de quem trabalha, estuda e atende o público, com fórmula dermatologicamente testada.`,
    more: 'Mantenha os banheiros e a recepção sempre abastecidos.',
    short: (i) => `${lead(i.name, i.brand)} ${i.brand} para banheiros e recepção.`,
    items: [
      item('400101', 'Sabonete Líquido Palmolive Nutri-Milk Refil 500ml', 'Palmolive', 1390, {
        image: { color: '#FDF2F8' },
      }),
      item('400102', 'Sabonete Líquido Erva-Doce Premisse Galão 5 Litros', 'Premisse', 4990, {
        image: { color: '#BBF7D0' },
        weightKg: 5.2,
        dims: [32, 16, 22],
      }),
      item('400103', 'Álcool em Gel 70% Asseptgel Crystal 500g', 'Asseptgel', 1290),
      item('400104', 'Álcool em Gel 70% Asseptgel Galão 5kg', 'Asseptgel', 6990, {
        image: { color: '#7DD3FC' },
        weightKg: 5.2,
        dims: [32, 16, 22],
      }),
      item('400105', 'Dispenser para Papel Toalha Interfolhado Premisse Branco', 'Premisse', 4990, {
        about:
          'Dispenser de parede para papel toalha interfolhado de 2 e 3 dobras, com visor de nível e chave. Acompanha buchas e parafusos.',
        short: 'Dispenser Premisse para papel toalha interfolhado.',
        color: 'Branco',
        image: { template: 'paper-towel' },
        weightKg: 0.9,
        dims: [30, 14, 28],
      }),
      item('400106', 'Dispenser para Sabonete Líquido Premisse 800ml Branco', 'Premisse', 3990, {
        about:
          'Dispenser de parede para sabonete líquido e álcool em gel com reservatório de 800 ml, visor e válvula que não pinga.',
        short: 'Dispenser Premisse para sabonete líquido e álcool em gel.',
        color: 'Branco',
        weightKg: 0.5,
        dims: [22, 11, 12],
      }),
      item('400107', 'Desodorizador de Ambiente Bom Ar Lavanda 360ml', 'Bom Ar', 1690, {
        about:
          'Desodorizador de ambiente em aerossol que elimina odores e deixa um perfume suave de lavanda em salas, banheiros e recepções.',
        short: 'Bom Ar Lavanda para deixar o ambiente perfumado.',
        image: { color: '#A78BFA' },
        weightKg: 0.3,
        dims: [22, 7, 7],
      }),
    ],
  },
];

export function cleaningProducts(): Draft[] {
  return LINES.flatMap(fromLine);
}

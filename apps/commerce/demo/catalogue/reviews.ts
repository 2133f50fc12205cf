/**
 * Shopper reviews. Texts come from pools per product kind plus a general pool (delivery,
 * price); which products get reviews, how many and with what stars is decided by a PRNG seeded
 * with the SKU, so the catalogue is the same on every run.
 */

import type { SeedReview } from '../types';
import { type Draft, hash, type Kind, prng } from './build';

type Stars = 2 | 3 | 4 | 5;
type Entry = readonly [stars: Stars, summary: string, text: string];

const GENERAL: Entry[] = [
  [
    5,
    'Chegou antes do prazo',
    'Pedido chegou em dois dias, bem embalado e com nota fiscal. Produto exatamente como na foto.',
  ],
  [
    5,
    'Recomendo a loja',
    'Segunda compra que faço aqui e de novo tudo certo. Paguei no Pix e ainda ganhei o desconto.',
  ],
  [
    5,
    'Ótimo custo-benefício',
    'Preço melhor que o da papelaria do bairro e a qualidade é a mesma. Vou comprar sempre por aqui.',
  ],
  [
    4,
    'Bom produto',
    'Atendeu ao que eu precisava. Só achei o frete um pouco caro para o interior, mas o produto é bom.',
  ],
  [
    4,
    'Compraria de novo',
    'Produto de qualidade, chegou no prazo. Tiro uma estrela porque a caixa veio um pouco amassada.',
  ],
  [3, 'Razoável', 'Cumpre o que promete, mas esperava um pouco mais pelo preço. A entrega foi rápida.'],
  [3, 'Entrega demorou', 'O produto é bom, porém a entrega levou mais dias do que o informado no carrinho.'],
  [
    2,
    'Veio diferente do anúncio',
    'A embalagem era de outra versão. O atendimento pelo WhatsApp resolveu, mas deu trabalho.',
  ],
  [
    2,
    'Atraso na entrega',
    'Demorou quase duas semanas para chegar. O produto em si é bom, mas o prazo não foi cumprido.',
  ],
];

const BY_KIND: Partial<Record<Kind, Entry[]>> = {
  writing: [
    [
      5,
      'Escrita perfeita',
      'Escreve macio, não falha e a tinta não borra. Comprei a caixa para o escritório inteiro.',
    ],
    [
      5,
      'A melhor que já usei',
      'Uso para estudar e fazer resumos, a cor é viva e não atravessa a folha do caderno.',
    ],
    [
      4,
      'Muito boa',
      'Boa qualidade e secagem rápida. Uma das unidades veio com a tinta meio falhando no começo.',
    ],
    [3, 'Dá para o gasto', 'Escreve bem, mas a tinta acabou mais rápido do que eu esperava.'],
    [
      2,
      'Algumas falharam',
      'De uma caixa, umas cinco vieram falhando. Para uso no balcão de atendimento não serviu.',
    ],
  ],
  school: [
    [
      5,
      'Lista de material resolvida',
      'Comprei para a lista do meu filho e chegou tudo certinho. A qualidade é a que a escola pede.',
    ],
    [5, 'Qualidade de sempre', 'Marca que eu usava na escola e continua boa. As crianças adoraram.'],
    [4, 'Bom para a escola', 'Material bom e resistente. Achei que viria em embalagem mais caprichada.'],
    [3, 'Ok', 'Cumpre o papel, mas já vi mais barato na época de volta às aulas.'],
    [2, 'Quebrou rápido', 'Na segunda semana de aula já estava com problema. Esperava mais dessa marca.'],
  ],
  paper: [
    [
      5,
      'Não enrosca na impressora',
      'Papel branco, folhas bem cortadas e nenhum atolamento na impressora do escritório.',
    ],
    [5, 'Compro todo mês', 'Compramos em caixa para a empresa e o preço aqui é o melhor que encontrei.'],
    [
      4,
      'Boa qualidade',
      'Bom papel para o dia a dia. Uma resma veio com a embalagem rasgada, mas as folhas estavam ok.',
    ],
    [3, 'Normal', 'Nada de especial, atende para impressões internas.'],
  ],
  filing: [
    [
      5,
      'Arquivo organizado',
      'Organizei toda a contabilidade do ano com essas pastas. Material firme e bem acabado.',
    ],
    [4, 'Resistente', 'Boa qualidade, aguenta bastante papel. Só a etiqueta do lombo poderia ser maior.'],
    [3, 'Esperava mais', 'É boa, mas o plástico é mais fino do que parecia nas fotos.'],
  ],
  desk: [
    [5, 'Prático e resistente', 'Uso todos os dias no escritório e continua como novo. Recomendo.'],
    [5, 'Vale cada centavo', 'Qualidade muito superior aos genéricos que eu comprava antes.'],
    [4, 'Bom', 'Funciona bem, só é um pouco menor do que eu imaginava.'],
    [3, 'Funciona', 'Faz o que promete, mas o acabamento poderia ser melhor.'],
    [2, 'Não gostei', 'Emperrou algumas vezes na primeira semana. Vou ver se melhora com o uso.'],
  ],
  calculator: [
    [
      5,
      'Teclas ótimas',
      'Visor grande, teclas macias e funciona só com a luz do escritório. Perfeita para o financeiro.',
    ],
    [5, 'Original', 'Produto original, com nota fiscal e garantia. Chegou bem embalado.'],
    [4, 'Boa calculadora', 'Cumpre bem a função. O manual poderia ser em português.'],
  ],
  furniture: [
    [5, 'Muito confortável', 'Trabalho oito horas sentado e acabaram as dores nas costas. Montagem fácil.'],
    [4, 'Boa compra', 'Confortável e bonita. A montagem levou mais tempo do que eu pensava.'],
    [3, 'Mediana', 'É firme, mas a espuma do assento é mais dura do que eu gostaria.'],
  ],
  printer: [
    [
      5,
      'Instalação simples',
      'Configurei o Wi-Fi pelo celular em dez minutos. Imprime rápido e a tinta rende muito.',
    ],
    [5, 'Economia de verdade', 'Troquei a impressora de cartucho por esta e o custo por página caiu muito.'],
    [4, 'Muito boa', 'Ótima qualidade de impressão. O aplicativo às vezes perde a conexão.'],
    [3, 'Um pouco barulhenta', 'Imprime bem, mas faz bastante barulho e é lenta na primeira página.'],
    [
      2,
      'Suporte demorado',
      'Deu erro no cabeçote no primeiro mês e o suporte do fabricante demorou para atender.',
    ],
  ],
  ink: [
    [5, 'Original e com bom rendimento', 'Produto original, lacrado, e a impressora reconheceu na hora.'],
    [4, 'Rende bem', 'Bom rendimento, mas o preço ainda é salgado.'],
    [3, 'Caro', 'Qualidade boa, mas é caro. Compro porque a impressora não aceita compatível.'],
  ],
  peripheral: [
    [
      5,
      'Funcionou de primeira',
      'Plug and play de verdade, conectei e já estava funcionando. Muito confortável.',
    ],
    [5, 'Excelente', 'Uso para reuniões o dia inteiro e a qualidade é excelente.'],
    [4, 'Bom', 'Bom produto pelo preço. O cabo poderia ser um pouco mais comprido.'],
    [3, 'Razoável', 'Funciona, mas o acabamento é simples.'],
    [2, 'Parou de funcionar', 'Depois de três meses começou a falhar. Acionei a garantia.'],
  ],
  storage: [
    [5, 'Rápido e original', 'Velocidade de gravação boa e capacidade real, testei antes de usar.'],
    [4, 'Bom', 'Funciona bem, só esquenta um pouco em cópias grandes.'],
  ],
  power: [
    [5, 'Qualidade', 'Bem construído e sem mau contato. Organizou a mesa do escritório.'],
    [4, 'Cumpre o prometido', 'Funciona bem, a embalagem é que veio um pouco danificada.'],
  ],
  cleaning: [
    [5, 'Rende muito', 'Rende bastante e o cheiro é agradável. Compramos em quantidade para o escritório.'],
    [5, 'Limpeza de verdade', 'A equipe da limpeza aprovou, deixa tudo limpo sem esforço.'],
    [4, 'Bom produto', 'Limpa bem, mas o perfume é um pouco forte.'],
    [3, 'Normal', 'Cumpre o que promete, nada além disso.'],
  ],
  hygiene: [
    [5, 'Macio e resistente', 'Qualidade excelente, os funcionários e clientes elogiaram.'],
    [4, 'Bom custo-benefício', 'Rende bem e o preço no fardo compensa.'],
    [3, 'Ok', 'Bom, mas já usei marcas mais macias.'],
  ],
  coffee: [
    [5, 'Café saboroso', 'Café encorpado e aroma ótimo. O pessoal do escritório aprovou na hora.'],
    [5, 'Nosso café de todo dia', 'Compramos todo mês para a copa. Sempre fresquinho e bem embalado.'],
    [4, 'Gostoso', 'Sabor bom, um pouco mais suave do que eu esperava.'],
    [3, 'Mais ou menos', 'É bom, mas prefiro o extraforte.'],
    [2, 'Veio com data próxima', 'O café é bom, mas chegou com validade curta.'],
  ],
  pantry: [
    [5, 'Prático para a copa', 'Facilitou muito o dia a dia da copa da empresa. Recomendo.'],
    [4, 'Bom', 'Bom produto e entrega rápida. Embalagem poderia ser mais resistente.'],
    [3, 'Regular', 'Atende, mas a qualidade caiu em relação à última compra.'],
  ],
  kit: [
    [5, 'Kit completo', 'Veio tudo o que estava na descrição, muito prático comprar tudo de uma vez.'],
    [4, 'Vale a pena', 'Economizei tempo e dinheiro comprando o kit. Só queria mais opções de marcas.'],
  ],
  service: [
    [5, 'Técnico muito atencioso', 'O técnico chegou no horário, instalou tudo e ainda explicou como usar.'],
    [4, 'Resolveu', 'Serviço bem feito. O agendamento pelo WhatsApp demorou um pouco.'],
  ],
  digital: [
    [5, 'Lindo e funcional', 'Uso no tablet com os links e ficou muito organizado. Download na hora.'],
    [4, 'Gostei', 'Bonito e completo, só senti falta de uma versão em tons neutros.'],
  ],
};

const NICKNAMES = [
  'Mariana S.',
  'João Paulo',
  'Fernanda R.',
  'Carlos (Campinas)',
  'Patrícia M.',
  'Ricardo T.',
  'Ana Beatriz',
  'Luciana do RH',
  'Marcos V.',
  'Juliana C.',
  'Pedro H.',
  'Aline F.',
  'Thiago B.',
  'Camila O.',
  'Rafael G.',
  'Beatriz L.',
  'Eduardo N.',
  'Priscila A.',
  'Gustavo M.',
  'Renata K.',
  'Diego S.',
  'Larissa P.',
  'Vanessa D.',
  'Roberto Almeida',
  'Sônia Maria',
  'Mãe do Davi',
  'Prof. Helena',
  'Contabilidade Lima',
  'José Carlos',
  'Tatiane (Osasco)',
  'André Luiz',
  'Cláudia F.',
  'Felipe R.',
  'Márcia Regina',
  'Bruno C.',
  'Débora N.',
  'Leandro P.',
  'Simone B.',
  'Escritório Nogueira',
  'Paulo César',
];

const STAR_WEIGHTS: [Stars, number][] = [
  [5, 0.47],
  [4, 0.3],
  [3, 0.13],
  [2, 0.1],
];

function pickStars(r: number): Stars {
  let acc = 0;
  for (const [stars, weight] of STAR_WEIGHTS) {
    acc += weight;
    if (r < acc) return stars;
  }
  return 5;
}

const clamp = (n: number) => Math.min(5, Math.max(1, n));

function isoDate(start: Date, days: number): string {
  return new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const COUNTS = [1, 1, 2, 2, 2, 3, 3, 4, 5, 6];
const LAST_REVIEW_DAY = Date.UTC(2026, 10, 28);

/** Reviews of one product (1–6), or none. */
export function reviewsFor(p: Draft): SeedReview[] {
  const rnd = prng(`reviews:${p.sku}`);
  const count = COUNTS[Math.floor(rnd() * COUNTS.length)]!;
  const pool = [...(BY_KIND[p.kind] ?? []), ...GENERAL];
  const used = new Set<number>();
  const first = p.newFrom ? Date.parse(`${p.newFrom}T00:00:00Z`) + 3 * 86_400_000 : Date.UTC(2026, 0, 8);
  const span = Math.max(1, Math.floor((LAST_REVIEW_DAY - first) / 86_400_000));
  const reviews: SeedReview[] = [];
  for (let n = 0; n < count; n++) {
    const stars = pickStars(rnd());
    // Prefer an unused text with the wanted stars, product-specific first; else any unused one.
    let index = pool.findIndex((e, i) => e[0] === stars && !used.has(i) && rnd() < 0.7);
    if (index < 0) index = pool.findIndex((e, i) => e[0] === stars && !used.has(i));
    if (index < 0) index = pool.findIndex((_, i) => !used.has(i));
    used.add(index);
    const [s, summary, text] = pool[index]!;
    const jitter = () => Math.floor(rnd() * 3) - 1;
    reviews.push({
      nickname: NICKNAMES[(hash(p.sku) + n * 7) % NICKNAMES.length]!,
      summary,
      text,
      ratings: { quality: s, price: clamp(s + jitter()), delivery: clamp(s + jitter()) },
      createdAt: isoDate(new Date(first), Math.floor(rnd() * span)),
    });
  }
  return reviews.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

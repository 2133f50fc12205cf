import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { countPosts } from '../../src/modules/blog/repository';
import { sanitizePostHtml } from '../../src/modules/blog/sanitize';
import { insertWithFreeSlug } from '../../src/modules/blog/service';
import { type CoverArt, renderCover } from './cover-art';

/**
 * The demo blog: five published posts by the store's team, with generated covers. Written into a
 * database whose blog is empty (first start); returns how many posts were written.
 */
export async function seedBlogPosts(db: Kysely<Database>, now = new Date()): Promise<number> {
  if ((await countPosts(db)) > 0) return 0;
  const covers = await Promise.all(DEMO_POSTS.map((post) => renderCover(post.cover)));
  for (const [i, post] of DEMO_POSTS.entries()) {
    const publishedAt = new Date(now.getTime() - post.daysAgo * 86_400_000);
    await insertWithFreeSlug(db, post.title, {
      title: post.title,
      excerpt: post.excerpt,
      content: sanitizePostHtml(post.content),
      cover: covers[i]!,
      authorCustomerId: null,
      authorName: post.author,
      status: 'published',
      locale: 'pt_BR',
      createdAt: publishedAt,
      publishedAt,
    });
  }
  return DEMO_POSTS.length;
}

interface DemoPost {
  title: string;
  excerpt: string;
  author: string;
  daysAgo: number;
  content: string;
  cover: CoverArt;
}

// Oldest last: the list shows the newest first.
export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Organização do escritório: 7 hábitos para uma mesa que trabalha a seu favor',
    excerpt:
      'Uma mesa organizada economiza minutos todos os dias. Veja sete hábitos simples, e os itens que ajudam, para manter o espaço de trabalho em ordem sem esforço.',
    author: 'Mariana Lopes',
    daysAgo: 3,
    cover: {
      kicker: 'Organização',
      title: '7 hábitos para uma mesa organizada',
      color: '#F26B1D',
      products: [
        { template: 'desk-organizer', color: '#2B3036', variant: 1 },
        { template: 'sticky-notes', color: '#FFD23F', variant: 2 },
        { template: 'binder', color: '#1E6FD9', label: 'ARQUIVO', variant: 1 },
      ],
    },
    content: `
<p>Quem trabalha em uma mesa bagunçada perde tempo procurando caneta, grampeador e aquele documento que "estava aqui agora mesmo". A boa notícia é que organizar o escritório não exige uma grande reforma: exige hábitos. Reunimos os sete que mais fazem diferença no dia a dia da nossa equipe e dos nossos clientes.</p>
<h2>1. Tudo tem um lugar (e volta para ele)</h2>
<p>Defina um lugar fixo para cada item de uso diário. Um <strong>organizador de mesa</strong> com divisórias para canetas, clipes e tesoura resolve 80% do problema. O segredo é devolver cada objeto ao seu lugar ao terminar de usá-lo.</p>
<h2>2. Só o essencial ao alcance da mão</h2>
<p>Na superfície da mesa fica apenas o que você usa todos os dias. O resto vai para gavetas, prateleiras ou arquivos. Menos itens à vista significam menos distração.</p>
<h2>3. Papéis: arquivar, digitalizar ou descartar</h2>
<p>Papel solto é o principal inimigo da mesa limpa. Ao receber um documento, decida na hora:</p>
<ul>
<li><strong>Arquivar</strong> em pastas suspensas ou fichários identificados por assunto;</li>
<li><strong>Digitalizar</strong> o que precisa ser guardado, mas não consultado no papel;</li>
<li><strong>Descartar</strong> (com fragmentação, se tiver dados pessoais) o que não tem mais uso.</li>
</ul>
<h2>4. Etiquetas em tudo</h2>
<p>Pastas, caixas-arquivo e gavetas etiquetadas poupam tempo de todo mundo, principalmente em escritórios compartilhados. Um rotulador ou etiquetas adesivas simples já resolvem.</p>
<h2>5. Bloco de notas em vez de lembretes espalhados</h2>
<p>Os <em>post-its</em> são ótimos para lembretes rápidos, mas viram poluição visual quando se acumulam no monitor. Concentre as tarefas do dia em um único bloco ou planner e descarte as notas cumpridas.</p>
<h2>6. Cabos sob controle</h2>
<p>Presilhas, canaletas e uma régua de tomadas fixada sob a mesa deixam o espaço mais limpo e seguro.</p>
<h2>7. Cinco minutos no fim do dia</h2>
<p>Reserve os últimos cinco minutos do expediente para guardar o que ficou fora do lugar e separar o que será feito amanhã. Começar o dia com a mesa limpa muda o ritmo de trabalho.</p>
<blockquote>Organização não é um projeto de fim de semana; é uma rotina de poucos minutos por dia.</blockquote>
<p>Precisa de organizadores, pastas ou etiquetas? Confira a seção de <a href="https://www.escritoriototal.com.br/papelaria">papelaria</a> da loja.</p>`,
  },
  {
    title: 'Volta às aulas sem aperto: como montar a lista de material escolar e economizar',
    excerpt:
      'Pesquisa de preços, reaproveitamento e compra em kits: dicas práticas para fazer a lista de material escolar caber no orçamento sem abrir mão da qualidade.',
    author: 'Rafael Nunes',
    daysAgo: 11,
    cover: {
      kicker: 'Volta às aulas',
      title: 'Lista de material escolar sem aperto',
      color: '#1E6FD9',
      products: [
        { template: 'backpack', color: '#E63946', variant: 0 },
        { template: 'notebook', color: '#2E9E6A', label: 'ESCOLAR', variant: 3 },
        { template: 'pencil', color: '#FFB703', variant: 1 },
      ],
    },
    content: `
<p>Janeiro e fevereiro são os meses em que a lista de material escolar chega e, com ela, a preocupação com o orçamento. Com um pouco de planejamento dá para comprar tudo o que a escola pede, com qualidade, gastando menos.</p>
<h2>Comece pelo que já existe em casa</h2>
<p>Antes de sair comprando, faça um inventário: tesouras, réguas, estojos e mochilas em bom estado podem ser reaproveitados. Cadernos com poucas folhas usadas viram blocos de rascunho.</p>
<h2>Leia a lista com atenção</h2>
<p>A Lei nº 12.886/2013 proíbe que escolas particulares exijam materiais de uso coletivo, como papel higiênico, produtos de limpeza ou grandes quantidades de folhas sulfite. Se a lista trouxer itens assim, vale conversar com a escola.</p>
<h2>Compare preço por unidade</h2>
<p>Embalagens maiores costumam sair mais em conta: uma caixa com 12 lápis ou um pacote com 10 cadernos tem preço unitário menor do que itens avulsos. Some o que precisa para todos os filhos e compre junto.</p>
<ul>
<li>Lápis, borrachas e canetas: prefira caixas e kits;</li>
<li>Cadernos: confira se a escola pede capa dura, número de matérias e tipo de pauta;</li>
<li>Papel sulfite: uma resma de 500 folhas atende vários meses de trabalhos.</li>
</ul>
<h2>Qualidade também é economia</h2>
<p>Uma mochila com costura reforçada ou uma lapiseira de boa marca dura o ano inteiro — às vezes mais de um. Material barato que quebra em março sai caro.</p>
<h2>Envolva as crianças</h2>
<p>Deixar que escolham a cor do caderno ou o estampado do estojo, dentro do orçamento, aumenta o cuidado com o material ao longo do ano.</p>
<p>Ah, e não esqueça de etiquetar tudo com nome e turma: é o jeito mais simples de o material voltar para casa.</p>`,
  },
  {
    title: 'Como escolher papel sulfite: gramatura, alvura e formato explicados',
    excerpt:
      'A4 ou carta? 75 ou 90 g/m²? Entenda o que significam gramatura, alvura e opacidade e escolha o papel sulfite certo para impressões do dia a dia e documentos importantes.',
    author: 'Camila Ferreira',
    daysAgo: 19,
    cover: {
      kicker: 'Guia de compra',
      title: 'Como escolher papel sulfite',
      color: '#2E9E6A',
      products: [
        { template: 'paper-ream', color: '#FFFFFF', accent: '#2E9E6A', label: 'A4 75g', variant: 0 },
        { template: 'folder', color: '#F26B1D', variant: 2 },
        { template: 'envelope', color: '#C9A27A', variant: 1 },
      ],
    },
    content: `
<p>Papel sulfite parece tudo igual até a impressora atolar ou o contrato sair com o verso aparecendo. Três características explicam quase todas as diferenças entre uma resma e outra.</p>
<h2>Formato: A4, carta ou ofício</h2>
<p>O <strong>A4</strong> (210 × 297 mm) é o padrão no Brasil para documentos e impressões. O formato <strong>carta</strong> (216 × 279 mm) aparece em modelos e sistemas americanos, e o <strong>ofício</strong> (216 × 330 mm) ainda é pedido por alguns cartórios e órgãos públicos. Confira o que a sua impressora e os seus modelos usam antes de comprar.</p>
<h2>Gramatura: o peso do papel</h2>
<p>A gramatura é o peso em gramas de um metro quadrado de papel (g/m²). Quanto maior, mais encorpada a folha.</p>
<ul>
<li><strong>75 g/m²</strong>: o mais comum, ideal para impressões internas, rascunhos e cópias;</li>
<li><strong>90 g/m²</strong>: mais firme e opaco, bom para propostas, currículos e impressão frente e verso;</li>
<li><strong>120 g/m² ou mais</strong>: para capas, certificados e materiais de apresentação (verifique se a impressora aceita).</li>
</ul>
<h2>Alvura e opacidade</h2>
<p>A <em>alvura</em> indica o quanto o papel é branco; papéis mais brancos dão mais contraste a textos e cores. A <em>opacidade</em> diz quanto da impressão do verso aparece do outro lado — importante em documentos impressos frente e verso.</p>
<h2>Dicas para não ter problemas na impressora</h2>
<ol>
<li>Guarde as resmas fechadas, deitadas e longe de umidade;</li>
<li>Ventile as folhas antes de colocá-las na bandeja;</li>
<li>Não misture gramaturas na mesma bandeja.</li>
</ol>
<p>Para o dia a dia do escritório, uma caixa de resmas A4 de 75 g/m² costuma ser a escolha mais econômica; deixe algumas resmas de 90 g/m² para os documentos que vão para clientes.</p>`,
  },
  {
    title: 'Café no escritório: como montar uma copa que a equipe vai adorar',
    excerpt:
      'Cafeteira, cápsulas ou coado? Veja como escolher o café, calcular o consumo e montar uma copa prática, econômica e bem abastecida para a sua equipe.',
    author: 'Mariana Lopes',
    daysAgo: 32,
    cover: {
      kicker: 'Copa e cozinha',
      title: 'Café no escritório: monte a copa ideal',
      color: '#7A4B2A',
      products: [
        { template: 'coffee-pack', color: '#3D2817', accent: '#F26B1D', variant: 0 },
        { template: 'cup', color: '#FFFFFF', variant: 1 },
        { template: 'sugar', color: '#F6F8FA', variant: 0 },
      ],
    },
    content: `
<p>O cafezinho é quase uma instituição nos escritórios brasileiros. Uma copa bem montada melhora o clima da equipe e, com algum planejamento, cabe no orçamento.</p>
<h2>Quanto café a equipe consome?</h2>
<p>Uma conta simples ajuda a planejar as compras: em média, cada pessoa toma de duas a três xícaras por dia. Um pacote de 500 g de café torrado e moído rende cerca de 60 xícaras de 100 ml no coador.</p>
<h2>Coado, cafeteira elétrica ou cápsulas?</h2>
<ul>
<li><strong>Coado ou cafeteira elétrica</strong>: o menor custo por xícara; bom para equipes grandes;</li>
<li><strong>Cápsulas</strong>: praticidade e variedade, com custo por xícara maior; bom para equipes pequenas ou salas de reunião;</li>
<li><strong>Máquina automática com grãos</strong>: investimento maior, café fresco e custo por xícara baixo a longo prazo.</li>
</ul>
<h2>Não é só café</h2>
<p>Uma copa completa tem açúcar e adoçante, chás, copos (de preferência reutilizáveis ou biodegradáveis), mexedores, guardanapos e produtos de limpeza para manter tudo em ordem.</p>
<h2>Sustentabilidade na copa</h2>
<p>Canecas identificadas para cada pessoa reduzem o uso de copos descartáveis. A borra do café pode virar adubo para as plantas do escritório.</p>
<h2>Organize a reposição</h2>
<p>Defina um responsável e uma lista mínima de estoque. Comprar os itens da copa junto com o material de escritório economiza frete — e, acima de R$ 500 na Grande São Paulo, o frete é grátis.</p>`,
  },
  {
    title: 'Impressoras para pequenas empresas: laser ou jato de tinta?',
    excerpt:
      'Volume de impressão, custo por página e tipo de documento decidem a melhor impressora para uma pequena empresa. Compare laser e jato de tinta e veja como economizar em toner e cartuchos.',
    author: 'Equipe Escritório Total',
    daysAgo: 47,
    cover: {
      kicker: 'Informática',
      title: 'Laser ou jato de tinta? Impressoras para pequenas empresas',
      color: '#34495E',
      products: [
        { template: 'toner', color: '#2B3036', label: 'TONER', variant: 0 },
        { template: 'ink-cartridge', color: '#00A6D6', variant: 1 },
        { template: 'paper-ream', color: '#FFFFFF', accent: '#F26B1D', label: 'A4', variant: 2 },
      ],
    },
    content: `
<p>Escolher a impressora de uma pequena empresa vai além do preço na etiqueta. O que pesa no bolso ao longo dos meses é o <strong>custo por página</strong> — e ele depende muito do tipo de equipamento.</p>
<h2>Quando a laser vale a pena</h2>
<p>Impressoras a laser monocromáticas são imbatíveis para quem imprime muitos documentos em preto e branco: notas, contratos, boletos e relatórios. O toner rende milhares de páginas, a impressão é rápida e o custo por página é baixo.</p>
<h2>Quando escolher jato de tinta</h2>
<p>As jato de tinta, especialmente as de <em>tanque de tinta</em>, são boas para quem imprime em cores: materiais de divulgação, fotos de produtos e apresentações. Modelos com tanque têm custo por página colorida bem menor que os de cartucho.</p>
<h2>Perguntas para fazer antes de comprar</h2>
<ol>
<li>Quantas páginas a empresa imprime por mês?</li>
<li>Qual a proporção de impressões coloridas?</li>
<li>Várias pessoas vão imprimir? Então a conexão em rede ou Wi-Fi é essencial;</li>
<li>Precisa digitalizar documentos? Uma multifuncional com alimentador automático economiza tempo.</li>
</ol>
<h2>Como economizar em suprimentos</h2>
<ul>
<li>Use o modo rascunho para documentos internos;</li>
<li>Configure a impressão frente e verso como padrão;</li>
<li>Compre toner e cartuchos compatíveis com o modelo exato da impressora e guarde-os lacrados;</li>
<li>Use papel de boa qualidade: papel úmido ou de gramatura errada causa atolamentos e desgasta o equipamento.</li>
</ul>
<p>Ficou com dúvida sobre qual suprimento serve na sua impressora? Fale com a nossa equipe pelo WhatsApp: ajudamos a encontrar o toner ou cartucho certo.</p>`,
  },
];

/**
 * Shopping queries for the demo catalogue with the products a shopper expects at the top (by
 * SKU), the yardstick of search relevance (relevance.api.test.ts scores the live search with
 * them). Each list names the products that answer the query; any of them in the first three
 * counts as a hit. `store` is the store view searched (the default, Portuguese, when absent).
 */
export interface JudgedQuery {
  query: string;
  kind: 'word' | 'words' | 'plural' | 'accent' | 'prefix' | 'brand' | 'sku' | 'typo' | 'english';
  expected: string[];
  store?: string;
}

/** SKUs from `first` to `last` that the catalogue has (gaps in a range are skipped by the test). */
function range(first: number, last: number): string[] {
  const skus: string[] = [];
  for (let sku = first; sku <= last; sku++) skus.push(String(sku));
  return skus;
}

const COFFEE = range(500001, 500010);
const PENS = [...range(200011, 200023), ...range(200111, 200118), ...range(200201, 200205)];
const BALLPOINTS = range(200011, 200023);
const STAPLERS = [...range(100061, 100067), '100069'];
const PRINTERS = range(300001, 300024);
const NOTEBOOKS = range(200711, 200722);
const CALCULATORS = range(100121, 100131);
const KEYBOARDS = ['300116', '300117', '300118', '300119', '300120'];
const MICE = ['300111', '300112', '300113', '300115', '300117', '300120'];
const COPY_PAPER = range(201001, 201011);
const TOILET_PAPER = range(400041, 400044);
const SCISSORS = range(201401, 201405);

export const JUDGED_QUERIES: JudgedQuery[] = [
  // One word, typed in full.
  { query: 'café', kind: 'word', expected: COFFEE },
  { query: 'caneta', kind: 'word', expected: PENS },
  { query: 'grampeador', kind: 'word', expected: STAPLERS },
  { query: 'grampo', kind: 'word', expected: ['100081', '100082', '100083', '100085'] },
  { query: 'clipes', kind: 'word', expected: ['100086', '100087', '100088'] },
  { query: 'impressora', kind: 'word', expected: PRINTERS },
  { query: 'toner', kind: 'word', expected: ['300042', '300043', '300044'] },
  { query: 'cartucho', kind: 'word', expected: range(300031, 300034) },
  { query: 'mouse', kind: 'word', expected: MICE },
  { query: 'teclado', kind: 'word', expected: KEYBOARDS },
  { query: 'headset', kind: 'word', expected: range(300131, 300134) },
  { query: 'webcam', kind: 'word', expected: ['300135', '300136'] },
  { query: 'monitor', kind: 'word', expected: range(300141, 300146) },
  { query: 'calculadora', kind: 'word', expected: CALCULATORS },
  { query: 'caderno', kind: 'word', expected: NOTEBOOKS },
  { query: 'agenda', kind: 'word', expected: ['200901', '200902', '200904'] },
  { query: 'lapiseira', kind: 'word', expected: ['200307', '200308', '200311', '200312'] },
  { query: 'borracha', kind: 'word', expected: ['200601', '200602'] },
  { query: 'apontador', kind: 'word', expected: ['200604', '200605', '200610'] },
  { query: 'tesoura', kind: 'word', expected: SCISSORS },
  { query: 'estilete', kind: 'word', expected: ['201406', '201407'] },
  { query: 'cola', kind: 'word', expected: range(201301, 201305) },
  { query: 'detergente', kind: 'word', expected: range(400001, 400004) },
  { query: 'desinfetante', kind: 'word', expected: ['400024', '400025', '400026', '400028'] },
  { query: 'adoçante', kind: 'word', expected: ['500045', '500046'] },
  { query: 'cafeteira', kind: 'word', expected: ['500075', '500076'] },
  { query: 'biscoito', kind: 'word', expected: ['500084', '500085'] },
  { query: 'vassoura', kind: 'word', expected: ['400066'] },
  { query: 'esponja', kind: 'word', expected: ['400061', '400062'] },
  { query: 'mochila', kind: 'word', expected: ['201509', '201510'] },
  { query: 'nobreak', kind: 'word', expected: ['300176', '300177'] },
  { query: 'ssd', kind: 'word', expected: ['300157', '300158'] },
  { query: 'envelope', kind: 'word', expected: ['201201', '201202', '201203', '100025'] },
  { query: 'cadeira', kind: 'word', expected: ['100161', '100162', '100163'] },
  { query: 'perfurador', kind: 'word', expected: range(100101, 100105) },
  // Plurals of a word the names hold in the singular, and the other way round.
  { query: 'canetas', kind: 'plural', expected: PENS },
  { query: 'grampeadores', kind: 'plural', expected: STAPLERS },
  { query: 'cadernos', kind: 'plural', expected: NOTEBOOKS },
  { query: 'impressoras', kind: 'plural', expected: PRINTERS },
  { query: 'calculadoras', kind: 'plural', expected: CALCULATORS },
  { query: 'lixeiras', kind: 'plural', expected: ['400085', '400086'] },
  { query: 'tesouras', kind: 'plural', expected: SCISSORS },
  { query: 'teclados', kind: 'plural', expected: KEYBOARDS },
  { query: 'cápsula', kind: 'plural', expected: range(500021, 500026) },
  { query: 'monitores', kind: 'plural', expected: range(300141, 300146) },
  // Accents and case left out or added.
  { query: 'cafe', kind: 'accent', expected: COFFEE },
  { query: 'CAFÉ', kind: 'accent', expected: COFFEE },
  { query: 'lapis', kind: 'accent', expected: range(200301, 200306) },
  { query: 'agua sanitaria', kind: 'accent', expected: range(400021, 400023) },
  { query: 'alcool gel', kind: 'accent', expected: ['400103', '400104'] },
  { query: 'acucar', kind: 'accent', expected: range(500041, 500044) },
  { query: 'pilao', kind: 'accent', expected: ['500003', '500004', '500010', '500025'] },
  { query: 'cha', kind: 'accent', expected: ['500081', '500082'] },
  // The word being typed.
  { query: 'caf', kind: 'prefix', expected: COFFEE },
  { query: 'grampea', kind: 'prefix', expected: STAPLERS },
  { query: 'calcul', kind: 'prefix', expected: CALCULATORS },
  { query: 'impres', kind: 'prefix', expected: PRINTERS },
  { query: 'detergen', kind: 'prefix', expected: range(400001, 400004) },
  // Several words.
  { query: 'papel a4', kind: 'words', expected: ['201001', '201003', '201004', '201005', '201006'] },
  { query: 'mouse sem fio', kind: 'words', expected: ['300112', '300113', '300115'] },
  { query: 'caneta azul', kind: 'words', expected: ['200011', '200013', '200015', '200017', '200018'] },
  { query: 'café pilão', kind: 'words', expected: ['500003', '500004', '500010'] },
  { query: 'papel higiênico', kind: 'words', expected: TOILET_PAPER },
  { query: 'papel toalha', kind: 'words', expected: range(400045, 400048) },
  { query: 'saco de lixo', kind: 'words', expected: range(400081, 400084) },
  { query: 'pasta az', kind: 'words', expected: range(100001, 100006) },
  { query: 'arquivo morto', kind: 'words', expected: range(100041, 100043) },
  { query: 'marca texto', kind: 'words', expected: range(200411, 200417) },
  { query: 'quadro branco', kind: 'words', expected: ['100141', '100142', '100143', '100145'] },
  { query: 'impressora laser', kind: 'words', expected: range(300011, 300016) },
  { query: 'cabo hdmi', kind: 'words', expected: ['300171', '300172'] },
  { query: 'pen drive', kind: 'words', expected: range(300151, 300154) },
  { query: 'lápis de cor', kind: 'words', expected: range(201501, 201504) },
  { query: 'copo descartável', kind: 'words', expected: range(500051, 500054) },
  { query: 'cartão de memória', kind: 'words', expected: ['300155', '300156'] },
  { query: 'fita adesiva', kind: 'words', expected: ['201307', '201308', '201310', '201312'] },
  { query: 'café em grãos', kind: 'words', expected: ['500007'] },
  // Brands.
  {
    query: 'faber castell',
    kind: 'brand',
    expected: [
      '200017',
      '200203',
      '200204',
      '200301',
      '200302',
      '200303',
      '200311',
      '200412',
      '200413',
      '201501',
      '201502',
      '201503',
      '201504',
      '201505',
      '200601',
      '200604',
      '200517',
    ],
  },
  {
    query: 'bic',
    kind: 'brand',
    expected: ['200011', '200012', '200013', '200014', '200117', '200312', '200606'],
  },
  {
    query: 'epson',
    kind: 'brand',
    expected: ['300001', '300002', '300003', '300023', '300035', '300036', '300037', '300038', '201102'],
  },
  {
    query: 'logitech',
    kind: 'brand',
    expected: [
      '300111',
      '300112',
      '300113',
      '300116',
      '300117',
      '300118',
      '300131',
      '300132',
      '300135',
      '300136',
    ],
  },
  {
    query: 'tilibra',
    kind: 'brand',
    expected: ['200711', '200712', '200715', '200719', '200723', '200724', '200901', '200905', '201511'],
  },
  { query: 'melitta', kind: 'brand', expected: ['500001', '500002', '500007', '500034', '500073', '500078'] },
  { query: 'post-it', kind: 'brand', expected: ['200811', '200812', '200813', '200816'] },
  {
    query: 'ypê',
    kind: 'brand',
    expected: ['400001', '400002', '400004', '400007', '400008', '400021', '400023', '400026'],
  },
  { query: 'casio', kind: 'brand', expected: ['100121', '100122', '100123', '100124', '100131'] },
  // SKUs and models.
  { query: '500001', kind: 'sku', expected: ['500001'] },
  { query: '300042', kind: 'sku', expected: ['300042'] },
  { query: '200711', kind: 'sku', expected: ['200711'] },
  { query: 'l3250', kind: 'sku', expected: ['300001'] },
  { query: 'hp 664', kind: 'sku', expected: ['300031', '300032'] },
  { query: 'fx-82ms', kind: 'sku', expected: ['100123'] },
  // One typo.
  { query: 'grampeadro', kind: 'typo', expected: STAPLERS },
  { query: 'cadreno', kind: 'typo', expected: NOTEBOOKS },
  { query: 'impresora', kind: 'typo', expected: PRINTERS },
  { query: 'calculdora', kind: 'typo', expected: CALCULATORS },
  { query: 'teclaod', kind: 'typo', expected: KEYBOARDS },
  { query: 'detergnte', kind: 'typo', expected: range(400001, 400004) },
  { query: 'mochla', kind: 'typo', expected: ['201509', '201510'] },
  { query: 'lapizeira', kind: 'typo', expected: ['200307', '200308', '200311', '200312'] },
  { query: 'tesoira', kind: 'typo', expected: SCISSORS },
  { query: 'grampeadro mesa', kind: 'typo', expected: ['100061', '100062', '100063', '100065'] },
  // English words in the English store.
  { query: 'coffee', kind: 'english', store: 'en', expected: COFFEE },
  { query: 'ballpoint pen', kind: 'english', store: 'en', expected: BALLPOINTS },
  { query: 'stapler', kind: 'english', store: 'en', expected: STAPLERS },
  { query: 'printer', kind: 'english', store: 'en', expected: PRINTERS },
  { query: 'copy paper', kind: 'english', store: 'en', expected: COPY_PAPER },
  { query: 'wireless mouse', kind: 'english', store: 'en', expected: ['300112', '300113', '300115'] },
  { query: 'toilet paper', kind: 'english', store: 'en', expected: TOILET_PAPER },
  { query: 'calculator', kind: 'english', store: 'en', expected: CALCULATORS },
  { query: 'scissors', kind: 'english', store: 'en', expected: SCISSORS },
  { query: 'trash bags', kind: 'english', store: 'en', expected: range(400081, 400084) },
];

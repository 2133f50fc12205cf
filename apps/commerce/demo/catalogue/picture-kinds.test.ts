import { describe, expect, it } from 'vitest';
import { pictureKind } from './picture-kinds';

describe('pictureKind', () => {
  it.each([
    ['Garrafa Térmica Invicta Magic Pump 1 Litro Preta', 'thermos'],
    ['Lixeira Basculante Sanremo 10 Litros Branca', 'swing-bin'],
    ['Lixeira com Pedal Tramontina Inox 12 Litros', 'pedal-bin'],
    ['SSD Kingston A400 480GB SATA 2,5"', 'ssd'],
    ['SSD Kingston NV2 1TB NVMe M.2 2280', 'ssd-m2'],
    ['HD Externo Seagate Expansion 1TB USB 3.0 Preto', 'ssd'],
    ['Biscoito Cream Cracker Vitarella 350g', 'biscuits'],
    ['Suporte para Monitor Reliza em MDF com Gaveta Preto', 'monitor-stand'],
    ['Suporte para Notebook Multilaser Ajustável em Alumínio', 'monitor-stand'],
    ['Cafeteira Elétrica Mondial Pratic C-30 15 Xícaras Preta', 'coffee-maker'],
    ['Cafeteira Espresso Nescafé Dolce Gusto Genio S Basic Preta', 'espresso-machine'],
    ['Nobreak SMS Net4+ 600VA Bivolt', 'ups'],
    ['Webcam Logitech C920s Full HD 1080p com Microfone', 'webcam'],
    ['Vassoura Noviça Ultra com Cabo', 'broom'],
    ['Rodo de Espuma Bettanin 40cm com Cabo', 'squeegee'],
    ['Balde Mop Giratório Flash Limp 8 Litros', 'mop-bucket'],
    ['Apoio para os Pés Reliza Ergonômico Regulável', 'footrest'],
    ['Garrafa de Tinta Epson T544 Ciano 65ml Original', 'ink-bottle'],
    ['Tinta para Reabastecedor de Marcador de Quadro Branco Pilot 20ml Azul', 'ink-bottle'],
    ['Apontador com Depósito Maped Shaker', 'sharpener'],
    ['Jogo de Esquadros Acrimet 4 Peças Cristal', 'ruler'],
    ['Bobina Térmica 80mm x 40m Elgin Caixa com 30 Rolos', 'thermal-roll'],
    ['Chá Mate Leão Tostado Natural Granel 250g', 'tea-box'],
    ['Filtro de Papel Melitta 103 Caixa com 30 Unidades', 'coffee-filter'],
    ['Água Mineral sem Gás Crystal 500ml Fardo com 12 Unidades', 'water-bottle'],
    ['Adoçante Líquido Zero-Cal Sucralose 75ml', 'dropper-bottle'],
    ['Sabão em Pó Tixan Ypê Primavera 800g', 'detergent-box'],
    ['Jogo de Xícaras para Café Tramontina Porcelana 75ml 6 Peças', 'cup-set'],
    ['Colher Descartável de Sobremesa Strawplast Branca Pacote com 50 Unidades', 'cutlery'],
    ['Mexedor de Café Plástico 9cm Strawplast Pacote com 500 Unidades', 'stirrers'],
    ['Porta-Filtro de Café Melitta 103 Plástico', 'filter-holder'],
    ['Suporte para Fita Adesiva Acrimet Grande Preto', 'tape'],
    ['Tinta Guache Acrilex 15ml 12 Cores', 'ink-bottle'],
  ])('draws %s as %s', (name, template) => {
    expect(pictureKind(name)).toBe(template);
  });

  it('keeps the line’s drawing for other stands and drives', () => {
    expect(pictureKind('Suporte para Cabo Acrimet Preto')).toBeUndefined();
    expect(pictureKind('Pen Drive SanDisk Cruzer Blade 32GB USB 2.0')).toBe('usb-drive');
  });

  it('keeps a wrist rest a mouse accessory, not a footrest', () => {
    expect(pictureKind('Apoio de Punho para Mouse Reliza em Gel Preto')).toBeUndefined();
  });

  it('keeps powdered sweetener with sugar and disposable cups with cups', () => {
    expect(pictureKind('Adoçante em Pó Linea Sucralose Sachê Caixa com 50 Unidades')).toBe('sugar');
    expect(pictureKind('Copo Descartável para Café Copobras 50ml Pacote com 100 Unidades')).toBe('cup');
  });
});

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
  ])('draws %s as %s', (name, template) => {
    expect(pictureKind(name)).toBe(template);
  });

  it('keeps the line’s drawing for other stands and drives', () => {
    expect(pictureKind('Suporte para Fita Adesiva Acrimet Grande Preto')).toBeUndefined();
    expect(pictureKind('Pen Drive SanDisk Cruzer Blade 32GB USB 2.0')).toBe('usb-drive');
  });

  it('keeps a wrist rest a mouse accessory, not a footrest', () => {
    expect(pictureKind('Apoio de Punho para Mouse Reliza em Gel Preto')).toBeUndefined();
  });
});

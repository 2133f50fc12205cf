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
  ])('draws %s as %s', (name, template) => {
    expect(pictureKind(name)).toBe(template);
  });

  it('keeps the line’s drawing for other stands and drives', () => {
    expect(pictureKind('Suporte para Fita Adesiva Acrimet Grande Preto')).toBeUndefined();
    expect(pictureKind('Pen Drive SanDisk Cruzer Blade 32GB USB 2.0')).toBe('usb-drive');
  });
});

import { describe, expect, it } from 'vitest';
import type { MenuCategoryNode } from './chrome.documents';
import { menuCategories } from './menu-categories';

function node(name: string, overrides: Partial<MenuCategoryNode> = {}): MenuCategoryNode {
  const slug = name.toLowerCase().replaceAll(' ', '-');
  return { uid: slug, name, url_path: slug, url_suffix: '.html', include_in_menu: 1, ...overrides };
}

describe('menuCategories (rules §4)', () => {
  it('keeps only categories included in the menu', () => {
    const menu = menuCategories([node('Papelaria'), node('Ofertas', { include_in_menu: 0 }), null], 'pt-BR');
    expect(menu.map((category) => category.name)).toEqual(['Papelaria']);
  });

  it('removes duplicates by name, keeping the one with children', () => {
    const menu = menuCategories(
      [
        node('Informática', { uid: 'empty' }),
        node('Informática', { uid: 'full', children: [node('Periféricos')] }),
        node('Informática', { uid: 'later-empty' }),
      ],
      'pt-BR',
    );
    expect(menu).toHaveLength(1);
    expect(menu[0]?.uid).toBe('full');
  });

  it('keeps the first of duplicates when none has children', () => {
    const menu = menuCategories(
      [node('Limpeza', { uid: 'first' }), node('Limpeza', { uid: 'second' })],
      'pt-BR',
    );
    expect(menu.map((category) => category.uid)).toEqual(['first']);
  });

  it('sorts by name in the shopper language, accents included', () => {
    const menu = menuCategories([node('Papelaria'), node('Escritório'), node('Copa e Cozinha')], 'pt-BR');
    expect(menu.map((category) => category.name)).toEqual(['Copa e Cozinha', 'Escritório', 'Papelaria']);
  });

  it('applies the same rules to sub-categories and builds /{url_path}{url_suffix} links', () => {
    const [department] = menuCategories(
      [
        node('Escritório', {
          url_path: 'escritorio',
          children: [
            node('Calculadoras', { url_path: 'escritorio/calculadoras' }),
            node('Arquivo', { url_path: 'escritorio/arquivo', include_in_menu: 0 }),
          ],
        }),
      ],
      'pt-BR',
    );
    expect(department?.path).toBe('/escritorio.html');
    expect(department?.children.map((child) => child.path)).toEqual(['/escritorio/calculadoras.html']);
  });
});

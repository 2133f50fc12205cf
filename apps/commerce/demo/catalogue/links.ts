/**
 * Related, up-sell and cross-sell links. Related products share the main category, up-sells are
 * the next pricier products of that category, cross-sells come from complementary categories
 * (a printer sells ink and paper, coffee sells sugar and cups).
 */
import { type Draft, hash, prng } from './build';

/** Leaf category → categories whose products complete a purchase. */
const COMPLEMENTS: Record<string, string[]> = {
  'escritorio/arquivo-e-organizacao/pastas/pastas-az': [
    'escritorio/grampeadores-e-perfuradores/perfuradores',
    'escritorio/arquivo-e-organizacao/caixas-e-organizadores',
  ],
  'escritorio/arquivo-e-organizacao/pastas/pastas-suspensas': [
    'escritorio/arquivo-e-organizacao/caixas-e-organizadores',
  ],
  'escritorio/arquivo-e-organizacao/pastas/pastas-plasticas': [
    'papelaria/papeis-e-envelopes/envelopes-e-etiquetas',
  ],
  'escritorio/arquivo-e-organizacao/caixas-e-organizadores': [
    'papelaria/papeis-e-envelopes/envelopes-e-etiquetas',
  ],
  'escritorio/grampeadores-e-perfuradores/grampeadores': [
    'escritorio/grampeadores-e-perfuradores/grampos-e-clipes',
  ],
  'escritorio/grampeadores-e-perfuradores/grampos-e-clipes': [
    'escritorio/grampeadores-e-perfuradores/grampeadores',
  ],
  'escritorio/grampeadores-e-perfuradores/perfuradores': [
    'escritorio/arquivo-e-organizacao/pastas/pastas-az',
  ],
  'escritorio/calculadoras': ['papelaria/escrita/canetas/canetas-esferograficas', 'informatica/servicos'],
  'escritorio/quadros-e-murais': ['papelaria/escrita/marcadores'],
  'escritorio/moveis-e-ergonomia': ['informatica/perifericos/mouses-e-teclados', 'informatica/servicos'],
  'papelaria/escrita/canetas/canetas-esferograficas': [
    'papelaria/cadernos-e-blocos/cadernos',
    'papelaria/escrita/marca-textos',
  ],
  'papelaria/escrita/canetas/canetas-gel': ['papelaria/cadernos-e-blocos/agendas-e-planners'],
  'papelaria/escrita/canetas/canetas-ponta-fina': [
    'papelaria/escrita/marca-textos',
    'papelaria/cadernos-e-blocos/cadernos',
  ],
  'papelaria/escrita/lapis-e-lapiseiras': [
    'papelaria/escrita/borrachas-e-corretivos',
    'papelaria/cadernos-e-blocos/cadernos',
  ],
  'papelaria/escrita/marca-textos': ['papelaria/cadernos-e-blocos/blocos-adesivos'],
  'papelaria/escrita/marcadores': ['escritorio/quadros-e-murais'],
  'papelaria/escrita/borrachas-e-corretivos': ['papelaria/escrita/lapis-e-lapiseiras'],
  'papelaria/cadernos-e-blocos/cadernos': [
    'papelaria/escrita/canetas/canetas-esferograficas',
    'papelaria/material-escolar',
  ],
  'papelaria/cadernos-e-blocos/blocos-adesivos': ['papelaria/escrita/marca-textos'],
  'papelaria/cadernos-e-blocos/agendas-e-planners': ['papelaria/escrita/canetas/canetas-gel'],
  'papelaria/papeis-e-envelopes/papel-sulfite': [
    'informatica/impressao/cartuchos-e-toners',
    'escritorio/grampeadores-e-perfuradores/grampeadores',
  ],
  'papelaria/papeis-e-envelopes/papeis-especiais': ['informatica/impressao/cartuchos-e-toners'],
  'papelaria/papeis-e-envelopes/envelopes-e-etiquetas': ['papelaria/colas-e-fitas'],
  'papelaria/colas-e-fitas': ['papelaria/tesouras-e-estiletes'],
  'papelaria/tesouras-e-estiletes': ['papelaria/colas-e-fitas'],
  'papelaria/material-escolar': [
    'papelaria/cadernos-e-blocos/cadernos',
    'papelaria/escrita/lapis-e-lapiseiras',
  ],
  'informatica/impressao/impressoras/impressoras-jato-de-tinta': [
    'informatica/impressao/cartuchos-e-toners',
    'papelaria/papeis-e-envelopes/papel-sulfite',
    'informatica/servicos',
  ],
  'informatica/impressao/impressoras/impressoras-laser': [
    'informatica/impressao/cartuchos-e-toners',
    'papelaria/papeis-e-envelopes/papel-sulfite',
    'informatica/servicos',
  ],
  'informatica/impressao/impressoras/impressoras-termicas': ['informatica/cabos-e-energia'],
  'informatica/impressao/cartuchos-e-toners': ['papelaria/papeis-e-envelopes/papel-sulfite'],
  'informatica/perifericos/mouses-e-teclados': [
    'informatica/perifericos/headsets-e-webcams',
    'escritorio/moveis-e-ergonomia',
  ],
  'informatica/perifericos/headsets-e-webcams': ['informatica/perifericos/mouses-e-teclados'],
  'informatica/perifericos/monitores': ['informatica/cabos-e-energia', 'informatica/servicos'],
  'informatica/armazenamento': ['informatica/cabos-e-energia'],
  'informatica/cabos-e-energia': ['informatica/perifericos/monitores'],
  'limpeza/produtos-de-limpeza/detergentes-e-multiusos': ['limpeza/utensilios-de-limpeza'],
  'limpeza/produtos-de-limpeza/desinfetantes-e-agua-sanitaria': [
    'limpeza/utensilios-de-limpeza',
    'limpeza/sacos-de-lixo-e-lixeiras',
  ],
  'limpeza/papel-higienico-e-toalha': ['limpeza/higiene-pessoal'],
  'limpeza/utensilios-de-limpeza': ['limpeza/produtos-de-limpeza/detergentes-e-multiusos'],
  'limpeza/sacos-de-lixo-e-lixeiras': ['limpeza/produtos-de-limpeza/desinfetantes-e-agua-sanitaria'],
  'limpeza/higiene-pessoal': ['limpeza/papel-higienico-e-toalha'],
  'copa-e-cozinha/cafe/cafe-torrado-e-moido': [
    'copa-e-cozinha/acucar-e-adocantes',
    'copa-e-cozinha/descartaveis',
    'copa-e-cozinha/utensilios-de-copa',
  ],
  'copa-e-cozinha/cafe/cafe-em-capsulas': [
    'copa-e-cozinha/acucar-e-adocantes',
    'copa-e-cozinha/utensilios-de-copa',
  ],
  'copa-e-cozinha/cafe/cafe-soluvel-e-cappuccino': [
    'copa-e-cozinha/acucar-e-adocantes',
    'copa-e-cozinha/descartaveis',
  ],
  'copa-e-cozinha/acucar-e-adocantes': [
    'copa-e-cozinha/cafe/cafe-torrado-e-moido',
    'copa-e-cozinha/descartaveis',
  ],
  'copa-e-cozinha/descartaveis': [
    'copa-e-cozinha/cafe/cafe-torrado-e-moido',
    'copa-e-cozinha/lanches-e-bebidas',
  ],
  'copa-e-cozinha/utensilios-de-copa': ['copa-e-cozinha/cafe/cafe-torrado-e-moido'],
  'copa-e-cozinha/lanches-e-bebidas': [
    'copa-e-cozinha/descartaveis',
    'copa-e-cozinha/cafe/cafe-torrado-e-moido',
  ],
};

/** Products that can be offered as links (visible, sold on their own). */
const linkable = (p: Draft) => p.type !== 'giftcard';

/** Adds links to about three products in four, deterministically. */
export function addLinks(products: Draft[]): void {
  const byCategory = new Map<string, Draft[]>();
  for (const p of products) {
    if (!linkable(p)) continue;
    const main = p.categories[0]!;
    byCategory.set(main, [...(byCategory.get(main) ?? []), p]);
  }
  for (const p of products) {
    if (!linkable(p) || hash(`links:${p.sku}`) % 4 === 0) continue;
    const rnd = prng(`links:${p.sku}`);
    const siblings = (byCategory.get(p.categories[0]!) ?? []).filter((s) => s.sku !== p.sku);
    if (siblings.length > 0) {
      const at = Math.floor(rnd() * siblings.length);
      const count = Math.min(siblings.length, 2 + Math.floor(rnd() * 3));
      p.related = Array.from({ length: count }, (_, i) => siblings[(at + i) % siblings.length]!.sku);
      const pricier = siblings
        .filter((s) => s.priceCents > p.priceCents)
        .sort((a, b) => a.priceCents - b.priceCents);
      if (pricier.length > 0) p.upsell = pricier.slice(0, 1 + Math.floor(rnd() * 2)).map((s) => s.sku);
    }
    const complements = (COMPLEMENTS[p.categories[0]!] ?? []).flatMap((key) => byCategory.get(key) ?? []);
    if (complements.length > 0) {
      const count = Math.min(complements.length, 1 + Math.floor(rnd() * 3));
      const picked = new Set<string>();
      while (picked.size < count) picked.add(complements[Math.floor(rnd() * complements.length)]!.sku);
      p.crosssell = [...picked];
    }
  }
}

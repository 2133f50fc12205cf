import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import messages from '../messages/pt-BR/product.json';
import { PriceBlock, type PriceTranslate } from './price-block';

const t: PriceTranslate = (key, values = {}) => {
  const [group, name] = key.split('.') as ['price', string];
  const template = (messages as unknown as Record<string, Record<string, string>>)[group]?.[name] ?? key;
  return template.replace(/\{(\w+)[^}]*\}/g, (_, field: string) => String(values[field] ?? ''));
};

/** The text a screen reader reads: the markup's text, without aria-hidden parts. */
function accessibleText(html: string): string {
  return html
    .replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>.*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('PriceBlock', () => {
  it('reads a "from" price with a space between the words and the amount', () => {
    const html = renderToStaticMarkup(
      <PriceBlock
        locale="pt-BR"
        currency="BRL"
        finalCents={6490}
        regularCents={6490}
        rate={1}
        isFromPrice
        t={t}
      />,
    );
    const text = accessibleText(html);
    expect(text).toContain('A partir de R$ 64,90');
    expect(text).not.toMatch(/deR\$/);
  });

  it('names the final price of a fixed-price product', () => {
    const html = renderToStaticMarkup(
      <PriceBlock locale="pt-BR" currency="BRL" finalCents={6490} regularCents={6490} rate={1} t={t} />,
    );
    expect(accessibleText(html)).toMatch(/^[^:]+: R\$ 64,90/);
  });
});

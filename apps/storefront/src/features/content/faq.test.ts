import { describe, expect, it } from 'vitest';
import { filterFaq, htmlToText, parseFaq } from './faq';

const CMS = `<p>Dúvidas comuns.</p>
<dl class="faq">
<dt>Quais são as formas de pagamento?</dt>
<dd>Pix com 3% de desconto, boleto com vencimento em 2 dias e cartão em até 10x (com juros a partir da 4ª parcela).</dd>
<dt>Tem cupom de desconto?</dt>
<dd>Sim: use <strong>ESP10</strong> e ganhe 10% de desconto. Veja em <a href="/cupons">Cupons</a>.</dd>
<dt>Os produtos têm nota fiscal &amp; garantia?</dt>
<dd>Todos os pedidos são enviados com nota fiscal eletrônica.</dd>
</dl>
<p>Não achou? Fale conosco.</p>`;

describe('parseFaq', () => {
  it('reads the questions and answers in order, with the text around the list', () => {
    const faq = parseFaq(CMS);
    expect(faq.items.map((item) => item.question)).toEqual([
      'Quais são as formas de pagamento?',
      'Tem cupom de desconto?',
      'Os produtos têm nota fiscal & garantia?',
    ]);
    expect(faq.items[1]).toMatchObject({
      id: 'faq-2',
      answerHtml:
        'Sim: use <strong>ESP10</strong> e ganhe 10% de desconto. Veja em <a href="/cupons">Cupons</a>.',
      answerText: 'Sim: use ESP10 e ganhe 10% de desconto. Veja em Cupons .',
    });
    expect(faq.before).toBe('<p>Dúvidas comuns.</p>');
    expect(faq.after).toBe('<p>Não achou? Fale conosco.</p>');
  });

  it('keeps a page without a definition list as it is', () => {
    expect(parseFaq('<p>Em breve.</p>')).toEqual({ before: '<p>Em breve.</p>', after: '', items: [] });
  });
});

describe('filterFaq', () => {
  const { items } = parseFaq(CMS);

  it('keeps every question for an empty search', () => {
    expect(filterFaq(items, '  ')).toHaveLength(3);
  });

  it('matches words in questions and answers, ignoring accents and case', () => {
    expect(filterFaq(items, 'CARTAO').map((item) => item.id)).toEqual(['faq-1']);
    expect(filterFaq(items, 'esp10').map((item) => item.id)).toEqual(['faq-2']);
    expect(filterFaq(items, 'nota eletronica').map((item) => item.id)).toEqual(['faq-3']);
  });

  it('needs every word of the search', () => {
    expect(filterFaq(items, 'boleto cupom')).toEqual([]);
  });
});

describe('htmlToText', () => {
  it('drops tags and decodes the usual entities', () => {
    expect(htmlToText('<b>A&nbsp;&amp;&lt;B&gt;</b>\n  C')).toBe('A &<B> C');
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findStoreView } from '../modules/store/stores';
import { MESSAGES } from './messages';
import { scanSourceMessages } from './source-messages';
import { englishOf, recognise, translate } from './translate';

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const placeholders = (text: string) => [...text.matchAll(/%(\d+)/g)].map((m) => m[1]).sort();
const pt = findStoreView('default')!;
const en = findStoreView('en')!;
const de = findStoreView('german')!;

describe('server message catalogue', () => {
  it('has a Portuguese and a German text for every English key, with the same placeholders', () => {
    const problems: string[] = [];
    for (const [key, translations] of Object.entries(MESSAGES)) {
      for (const language of ['pt', 'de'] as const) {
        const text = translations[language];
        if (!text?.trim()) problems.push(`${key}: no ${language}`);
        else if (placeholders(text).join() !== placeholders(key).join()) {
          problems.push(`${key}: ${language} placeholders differ`);
        }
      }
      if (key.replace(/%\d+/g, '').trim().length < 2)
        problems.push(`${key}: a key needs text besides placeholders`);
    }
    expect(problems).toEqual([]);
  });

  it('knows every message written in the server source (errors, user errors, labels)', () => {
    const found = scanSourceMessages(srcRoot);
    // The scan must see the messages it exists for; an empty result would pass vacuously.
    expect(found.length).toBeGreaterThan(150);
    expect(found.map((m) => m.text)).toContain('Log in or register to use the coupon %1.');
    const missing = found
      .filter((message) => {
        // A template literal's parts are `%n`; any text in their place must be recognised.
        const sample = message.text.replace(/%(\d+)/g, (_, n) => `«${n}»`);
        return recognise(sample) === undefined;
      })
      .map((m) => `${m.file}:${m.line} ${JSON.stringify(m.text)}`);
    expect(missing).toEqual([]);
  });

  it('translates by store view, with parameters, nested messages and Portuguese originals', () => {
    const coupon = 'Log in or register to use the coupon ESP10.';
    expect([pt, en, de].map((s) => translate(s, coupon))).toEqual([
      'Entre na sua conta ou cadastre-se para usar o cupom ESP10.',
      coupon,
      'Melden Sie sich an oder registrieren Sie sich, um den Gutschein ESP10 zu verwenden.',
    ]);
    const minimum = 'Unable to place order: O pedido mínimo é de R$ 100,00, sem contar o frete.';
    expect(translate(pt, minimum)).toBe(
      'Não foi possível fazer o pedido: O pedido mínimo é de R$ 100,00, sem contar o frete.',
    );
    expect(translate(en, minimum)).toBe(
      'Unable to place order: The minimum order is R$ 100.00, excluding shipping.',
    );
    expect(englishOf(minimum)).toBe(
      'Unable to place order: The minimum order is R$ 100.00, excluding shipping.',
    );
    expect(translate(de, 'Desconto Pix (3%)')).toBe('Pix-Rabatt (3 %)');
    expect(translate(en, 'Pedido não encontrado')).toBe('Order not found');
    expect(translate(de, 'Use no máximo 255 caracteres em a mensagem.')).toBe(
      'Verwenden Sie höchstens 255 Zeichen für die Nachricht.',
    );
    expect(translate(pt, 'The most you may purchase is %1.', [10000])).toBe(
      'A quantidade máxima que você pode comprar é 10000.',
    );
    // Unknown text is answered as it is.
    expect(translate(pt, 'Something nobody wrote')).toBe('Something nobody wrote');
  });
});

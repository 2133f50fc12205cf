import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  clientMessagesOf,
  messagesOf,
  PAGE_MESSAGES,
  type PageMessagesPart,
  pageMessagesOf,
} from './i18n';
import { LOCALES, localeOf } from './locales';
import { type MessageTree, mergeMessages, pickMessages } from './message-tree';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every message a client component or hook reads, as a path ('account.login.submit'): for each
 * call `t('submit')` of a `const t = useTranslations('account.login')` (the closest one above it),
 * its literal key, or the fixed start of a template key (t(`nav.${key}`) reads under 'nav').
 */
function messagesReadInTheBrowser(): Map<string, string> {
  const read = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const source = readFileSync(file, 'utf8');
    const translators = [...source.matchAll(/const (\w+) = useTranslations\(\s*'([\w.]+)'\s*\)/g)];
    for (const name of new Set(translators.map((match) => match[1]!))) {
      for (const call of source.matchAll(new RegExp(`\\b${name}\\(\\s*['\`]([\\w.]*)`, 'g'))) {
        const namespace = translators.findLast((match) => match[1] === name && match.index < call.index)?.[2];
        if (!namespace) continue;
        const fixed = call[1]!.replace(/\.$/, '');
        read.set(fixed ? `${namespace}.${fixed}` : namespace, path.relative(SRC, file));
      }
    }
  }
  return read;
}

const SENT = [...CLIENT_MESSAGES, ...Object.values(PAGE_MESSAGES).flat()];
const covered = (key: string) => SENT.some((sent) => key === sent || key.startsWith(`${sent}.`));

describe('messages sent to the browser', () => {
  const locale = localeOf('default');

  it('every message a client component reads exists and is sent, with every page or by PageMessages', () => {
    const read = messagesReadInTheBrowser();
    expect(read.size).toBeGreaterThan(100);
    const all = messagesOf(locale) as MessageTree;
    const missing = [...read].filter(([key]) => {
      try {
        pickMessages(all, [key]);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
    expect([...read].filter(([key]) => !covered(key))).toEqual([]);
  });

  it('every page carries the chrome’s words, not those of checkout, forms, My Account or the product page', () => {
    const messages = clientMessagesOf(locale) as MessageTree;
    expect(Object.keys(messages)).not.toContain('checkout');
    expect(Object.keys(messages)).not.toContain('forms');
    expect(
      pickMessages(messages, ['account.login.submit', 'product.price.pix', 'errors.titles']),
    ).toBeTruthy();
    for (const part of [
      'account.addresses',
      'account.pages',
      'product.gallery',
      'product.page',
      'layout.promo',
    ]) {
      expect(() => pickMessages(messages, [part])).toThrow(`No message at ${part}`);
    }
  });

  it('a page adds exactly the parts it asks for, compiled like the others', () => {
    const messages = pageMessagesOf(locale, ['checkout', 'product']) as MessageTree;
    expect(Object.keys(messages).sort()).toEqual(['checkout', 'product']);
    expect(Object.keys(messages.product as MessageTree)).toEqual([
      'page',
      'gallery',
      'configurable',
      'bundle',
      'grouped',
      'downloadable',
      'giftCard',
      'reviewForm',
      'tiers',
    ]);
    expect(Object.keys((messages.product as MessageTree).page as MessageTree)).toEqual(['sku']);
  });

  it('every locale has every message that is sent', () => {
    for (const code of LOCALES.map((entry) => entry.code)) {
      expect(() => clientMessagesOf(localeOf(code))).not.toThrow();
      expect(() =>
        pageMessagesOf(localeOf(code), Object.keys(PAGE_MESSAGES) as PageMessagesPart[]),
      ).not.toThrow();
    }
  });

  it('a page’s parts join the chrome’s, key by key, in the browser (MergedMessages)', () => {
    const chrome = clientMessagesOf(locale) as MessageTree;
    const merged = mergeMessages(chrome, pageMessagesOf(locale, ['account']) as MessageTree);
    expect(pickMessages(merged, ['account.login', 'account.addresses', 'cart'])).toEqual(
      pickMessages(messagesOf(locale) as MessageTree, ['account.login', 'account.addresses', 'cart']),
    );
    expect(chrome.account).not.toHaveProperty('addresses');
  });
});

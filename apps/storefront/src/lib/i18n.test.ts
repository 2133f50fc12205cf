import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, clientMessagesOf, PAGE_NAMESPACES, pageMessagesOf } from './i18n';
import { localeOf } from './locales';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every namespace a client component or hook asks for with useTranslations('…'). */
function namespacesReadInTheBrowser(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)) {
          found.add(match[1]!);
        }
      }
    }
  };
  walk(SRC);
  return found;
}

describe('messages sent to the browser', () => {
  const locale = localeOf('default');

  it('every namespace a client component reads is sent, with every page or by PageMessages', () => {
    const sent = new Set<string>([...CLIENT_NAMESPACES, ...PAGE_NAMESPACES]);
    const read = namespacesReadInTheBrowser();
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((namespace) => !sent.has(namespace))).toEqual([]);
  });

  it('every page carries the chrome namespaces but not the page ones', () => {
    const messages = clientMessagesOf(locale);
    expect(Object.keys(messages).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    for (const namespace of PAGE_NAMESPACES) expect(messages).not.toHaveProperty(namespace);
  });

  it('a page adds exactly the namespaces it asks for, compiled like the others', () => {
    const messages = pageMessagesOf(locale, ['checkout']);
    expect(Object.keys(messages)).toEqual(['checkout']);
    expect(messages.checkout).toBeTypeOf('object');
  });
});

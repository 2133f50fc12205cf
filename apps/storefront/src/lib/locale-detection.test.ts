import { describe, expect, it } from 'vitest';
import { acceptedLanguages, detectBrowserLocale, isCrawler } from './locale-detection';

describe('browser-language detection', () => {
  it('orders languages by quality, then by position', () => {
    expect(acceptedLanguages('de;q=0.5, en-US, pt-BR;q=0.9, fr;q=0')).toEqual(['en-us', 'pt-br', 'de']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('picks the first language the store has, on the primary subtag', () => {
    expect(detectBrowserLocale('en-GB,en;q=0.9')?.code).toBe('en');
    expect(detectBrowserLocale('de-AT')?.code).toBe('german');
    expect(detectBrowserLocale('pt-PT,en;q=0.8')?.code).toBe('default');
    expect(detectBrowserLocale('fr-FR, de;q=0.7')?.code).toBe('german');
    expect(detectBrowserLocale('fr-FR, ja')).toBeUndefined();
    expect(detectBrowserLocale('*')).toBeUndefined();
  });

  it('recognises crawlers and audits', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 ... Chrome-Lighthouse')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBe(false);
  });
});

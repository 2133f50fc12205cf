import { describe, expect, it } from 'vitest';
import { stripLocalePrefix } from './preferences';

describe('stripLocalePrefix', () => {
  it('drops the URL prefix of a locale', () => {
    expect(stripLocalePrefix('/en/sobre-nos')).toBe('/sobre-nos');
    expect(stripLocalePrefix('/german')).toBe('/');
    expect(stripLocalePrefix('/sobre-nos')).toBe('/sobre-nos');
    expect(stripLocalePrefix('/')).toBe('/');
  });

  it('drops the internal segments the proxy rewrites to', () => {
    expect(stripLocalePrefix('/default')).toBe('/');
    expect(stripLocalePrefix('/default/Faq')).toBe('/Faq');
    expect(stripLocalePrefix('/en~BRL/AboutUs')).toBe('/AboutUs');
    expect(stripLocalePrefix('/default~USD/live~/papelaria.html')).toBe('/papelaria.html');
  });

  it('keeps paths whose first segment only looks like a locale', () => {
    expect(stripLocalePrefix('/english/x')).toBe('/english/x');
    expect(stripLocalePrefix('/en~XYZ/x')).toBe('/en~XYZ/x');
  });
});

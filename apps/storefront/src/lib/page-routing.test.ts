import { describe, expect, it } from 'vitest';
import { internalPagePath } from './page-routing';

const route = (url: string, currency?: string) => {
  const { pathname, searchParams } = new URL(url, 'http://store.test');
  return internalPagePath(pathname, searchParams, currency);
};

describe('internalPagePath', () => {
  it('renders un-prefixed URLs in the default locale, in its currency unless another was chosen', () => {
    expect(route('/')).toBe('/default');
    expect(route('/sobre-nos')).toBe('/default/sobre-nos');
    expect(route('/sobre-nos', 'BRL')).toBe('/default/sobre-nos');
    expect(route('/sobre-nos', 'USD')).toBe('/default~USD/sobre-nos');
  });

  it('serves prefixed URLs as they are in the locale currency, and rewrites them for another', () => {
    expect(route('/en')).toBeUndefined();
    expect(route('/en/AboutUs', 'USD')).toBeUndefined();
    expect(route('/en/AboutUs', 'BRL')).toBe('/en~BRL/AboutUs');
    expect(route('/german', 'USD')).toBe('/german~USD');
  });

  it('ignores currency cookies that are not store currencies', () => {
    expect(route('/Faq', 'XYZ')).toBe('/default/Faq');
    expect(route('/en/Faq', 'usd')).toBeUndefined();
  });

  it('sends catalogue URLs whose query changes the page to the live renderer', () => {
    expect(route('/papelaria.html?page=2')).toBe('/default/live~/papelaria.html');
    expect(route('/en/caneta.html?variant=CAN-1', 'USD')).toBe('/en/live~/caneta.html');
    expect(route('/german/papelaria.html?sort=name_asc', 'BRL')).toBe('/german~BRL/live~/papelaria.html');
  });

  it('keeps catalogue URLs cached when the query only carries campaign tags or router parameters', () => {
    expect(route('/papelaria.html?utm_source=news&gclid=1')).toBe('/default/papelaria.html');
    expect(route('/en/papelaria.html?_rsc=abc')).toBeUndefined();
    // Named routes read their own query (they are rendered per request).
    expect(route('/produto?sku=CAN-1')).toBe('/default/produto');
  });

  it('passes internal paths that come back through the proxy', () => {
    expect(route('/default/sobre-nos')).toBeUndefined();
    expect(route('/default~USD/sobre-nos')).toBeUndefined();
    expect(route('/en~BRL/AboutUs')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { internalPagePath } from './page-routing';

const route = (url: string, currency?: string) => {
  const { pathname, searchParams } = new URL(url, 'http://store.test');
  return internalPagePath(pathname, searchParams, currency);
};

describe('internalPagePath', () => {
  it('renders un-prefixed URLs in the default locale, in its currency unless another was chosen', () => {
    expect(route('/')).toBe('/default~BRL');
    expect(route('/sobre-nos')).toBe('/default~BRL/sobre-nos');
    expect(route('/sobre-nos', 'BRL')).toBe('/default~BRL/sobre-nos');
    expect(route('/sobre-nos', 'USD')).toBe('/default~USD/sobre-nos');
  });

  it('renders prefixed URLs under their locale, in its currency unless another was chosen', () => {
    expect(route('/en')).toBe('/en~USD');
    expect(route('/en/AboutUs', 'USD')).toBe('/en~USD/AboutUs');
    expect(route('/en/AboutUs', 'BRL')).toBe('/en~BRL/AboutUs');
    expect(route('/german', 'USD')).toBe('/german~USD');
  });

  it('ignores currency cookies that are not store currencies', () => {
    expect(route('/Faq', 'XYZ')).toBe('/default~BRL/Faq');
    expect(route('/en/Faq', 'usd')).toBe('/en~USD/Faq');
  });

  it('sends catalogue URLs whose query changes the page to the live renderer', () => {
    expect(route('/papelaria.html?page=2')).toBe('/default~BRL/live~/papelaria.html');
    expect(route('/en/caneta.html?variant=CAN-1', 'USD')).toBe('/en~USD/live~/caneta.html');
    expect(route('/german/papelaria.html?sort=name_asc', 'BRL')).toBe('/german~BRL/live~/papelaria.html');
  });

  it('keeps catalogue URLs cached when the query only carries campaign tags or router parameters', () => {
    expect(route('/papelaria.html?utm_source=news&gclid=1')).toBe('/default~BRL/papelaria.html');
    expect(route('/en/papelaria.html?_rsc=abc')).toBe('/en~USD/papelaria.html');
    // Named routes read their own query (they are rendered per request).
    expect(route('/produto?sku=CAN-1')).toBe('/default~BRL/produto');
  });

  it('passes internal paths that come back through the proxy', () => {
    expect(route('/default/sobre-nos')).toBeUndefined();
    expect(route('/default~USD/sobre-nos')).toBeUndefined();
    expect(route('/en~BRL/AboutUs')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { LOGIN_PARAM, loginPath, RETURN_TO_PARAM, safeReturnTo } from './return-to';

const ORIGIN = 'https://loja.example';

describe('safeReturnTo', () => {
  it.each([
    ['/customer/order-history', '/customer/order-history'],
    ['/en/customer/order-history/000000012', '/en/customer/order-history/000000012'],
    ['/customer?tab=1#orders', '/customer?tab=1#orders'],
  ])('follows the store path %s', (value, expected) => {
    expect(safeReturnTo(value, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'customer',
    'https://evil.example/customer',
    '//evil.example/customer',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    ' /customer',
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value, ORIGIN)).toBeUndefined();
  });
});

describe('loginPath', () => {
  it('asks home for the login modal and carries the page to return to', () => {
    const path = loginPath('/en', '/en/customer/my-profile');
    const url = new URL(path, ORIGIN);
    expect(url.pathname).toBe('/en');
    expect(url.searchParams.get(LOGIN_PARAM)).toBe('1');
    expect(safeReturnTo(url.searchParams.get(RETURN_TO_PARAM), ORIGIN)).toBe('/en/customer/my-profile');
  });
});

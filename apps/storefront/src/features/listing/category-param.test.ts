import { describe, expect, it } from 'vitest';
import { categoryUidOf } from './category-param';

describe('categoryUidOf', () => {
  it('turns a numeric id into its uid and keeps a uid', () => {
    expect(categoryUidOf('18')).toBe('MTg=');
    expect(categoryUidOf(['MTc=', 'x'])).toBe('MTc=');
  });

  it('refuses empty or malformed values', () => {
    expect(categoryUidOf(undefined)).toBeUndefined();
    expect(categoryUidOf(' ')).toBeUndefined();
    expect(categoryUidOf('<script>')).toBeUndefined();
  });
});

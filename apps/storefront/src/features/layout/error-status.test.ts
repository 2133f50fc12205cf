import { describe, expect, it } from 'vitest';
import { errorKind, statusOf } from './error-status';

describe('error page status (rules §2/§8)', () => {
  it('maps the statuses with their own title and groups the rest', () => {
    expect([400, 403, 404, 500, 502, 418].map(errorKind)).toEqual([
      'badRequest',
      'forbidden',
      'notFound',
      'serverError',
      'other',
      'other',
    ]);
  });

  it('defaults to 500', () => {
    expect(statusOf(new Error('boom'))).toBe(500);
    expect(statusOf('not an error')).toBe(500);
    expect(statusOf({ statusCode: 200 })).toBe(500);
  });

  it('reads the status an error carries', () => {
    expect(statusOf(Object.assign(new Error('denied'), { statusCode: 403 }))).toBe(403);
    expect(statusOf({ status: 400 })).toBe(400);
  });
});

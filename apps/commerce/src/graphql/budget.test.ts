import { describe, expect, it } from 'vitest';
import { createCostBudget, exemptAddresses } from './budget';

describe('createCostBudget', () => {
  it('lets a client spend its points, refuses it once they run out, and refills over the minute', () => {
    const budget = createCostBudget({ pointsPerMinute: 6000 });
    const t = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(budget.admit('a', t)).toEqual({ ok: true });
      budget.charge('a', 2500, t); // the third request overdraws: it ran, the next is refused
    }
    expect(budget.admit('a', t)).toEqual({ ok: false, retryAfterSeconds: 15 });
    expect(budget.admit('b', t)).toEqual({ ok: true }); // another client is unaffected
    expect(budget.admit('a', t + 14_000)).toMatchObject({ ok: false });
    expect(budget.admit('a', t + 15_100)).toEqual({ ok: true });
    expect(budget.admit('a', t + 60_000 * 10)).toEqual({ ok: true });
  });

  it('lets a client owe at most one minute', () => {
    const budget = createCostBudget({ pointsPerMinute: 600 });
    budget.charge('a', 1_000_000, 0);
    expect(budget.admit('a', 0)).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(budget.admit('a', 60_000)).toEqual({ ok: true });
  });

  it('never limits exempt clients, and is off at 0', () => {
    const budget = createCostBudget({ pointsPerMinute: 100, exempt: (c) => c === '127.0.0.1' });
    budget.charge('127.0.0.1', 10_000, 0);
    expect(budget.admit('127.0.0.1', 0)).toEqual({ ok: true });
    expect(budget.size()).toBe(0);
    const off = createCostBudget({ pointsPerMinute: 0 });
    off.charge('a', 10_000, 0);
    expect(off.admit('a', 0)).toEqual({ ok: true });
  });
});

describe('exemptAddresses', () => {
  it('matches loopback (IPv4, IPv6, mapped) and exact addresses', () => {
    const exempt = exemptAddresses('loopback, 10.0.0.5');
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '::ffff:127.0.0.1',
      '10.0.0.5',
      '::ffff:10.0.0.5',
    ])
      expect(exempt(address)).toBe(true);
    for (const address of ['203.0.113.7', '10.0.0.6', '::2', '1127.0.0.1'])
      expect(exempt(address)).toBe(false);
    expect(exemptAddresses('none')('127.0.0.1')).toBe(false);
  });
});

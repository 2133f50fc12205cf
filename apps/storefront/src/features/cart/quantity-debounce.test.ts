import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_QUANTITY_DEBOUNCE_MS, createKeyedDebouncer, shouldSendQuantity } from './quantity-debounce';

describe('shouldSendQuantity (rules §4: only quantities greater than 0)', () => {
  it('sends a new positive whole quantity', () => {
    expect(shouldSendQuantity(3, 2)).toBe(true);
  });

  it('never sends 0, negatives, fractions or the current quantity', () => {
    expect(shouldSendQuantity(0, 2)).toBe(false);
    expect(shouldSendQuantity(-1, 2)).toBe(false);
    expect(shouldSendQuantity(1.5, 2)).toBe(false);
    expect(shouldSendQuantity(Number.NaN, 2)).toBe(false);
    expect(shouldSendQuantity(2, 2)).toBe(false);
  });
});

describe('createKeyedDebouncer (rules §9: 1000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only the last quantity, 1000 ms after the last change', () => {
    const send = vi.fn();
    const debouncer = createKeyedDebouncer<number>(send);
    debouncer.schedule('line-1', 2);
    vi.advanceTimersByTime(600);
    debouncer.schedule('line-1', 3);
    vi.advanceTimersByTime(CART_QUANTITY_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('line-1', 3);
  });

  it('keeps one timer per line', () => {
    const send = vi.fn();
    const debouncer = createKeyedDebouncer<number>(send);
    debouncer.schedule('a', 2);
    debouncer.schedule('b', 5);
    vi.advanceTimersByTime(CART_QUANTITY_DEBOUNCE_MS);
    expect(send.mock.calls).toEqual([
      ['a', 2],
      ['b', 5],
    ]);
  });

  it('drops a pending quantity when cancelled (the line was removed)', () => {
    const send = vi.fn();
    const debouncer = createKeyedDebouncer<number>(send);
    debouncer.schedule('a', 2);
    debouncer.schedule('b', 2);
    debouncer.cancel('a');
    vi.advanceTimersByTime(CART_QUANTITY_DEBOUNCE_MS);
    expect(send).toHaveBeenCalledExactlyOnceWith('b', 2);
    debouncer.schedule('c', 4);
    debouncer.cancelAll();
    vi.advanceTimersByTime(CART_QUANTITY_DEBOUNCE_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

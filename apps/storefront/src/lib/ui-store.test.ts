import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOverlay, dismissNotification, notify, openOverlay, useUiStore } from './ui-store';

const messages = () => useUiStore.getState().notifications.map((notification) => notification.message);

beforeEach(() => {
  vi.useFakeTimers();
  useUiStore.setState({ overlay: null, notifications: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('overlays (rules §2)', () => {
  it('keeps one overlay open: opening the cart replaces the mobile menu', () => {
    openOverlay('menu');
    openOverlay('cart');
    expect(useUiStore.getState().overlay).toBe('cart');
  });

  it("ignores the replaced overlay's late close event", () => {
    openOverlay('menu');
    openOverlay('login');
    closeOverlay('menu');
    expect(useUiStore.getState().overlay).toBe('login');
    closeOverlay('login');
    expect(useUiStore.getState().overlay).toBeNull();
  });
});

describe('notify (rules §4/§9)', () => {
  it('closes a notification after 3000 ms', () => {
    notify({ message: 'Cart has been cleared', type: 'success' });
    vi.advanceTimersByTime(2_999);
    expect(messages()).toEqual(['Cart has been cleared']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('keeps persistent notifications until dismissed', () => {
    const id = notify({
      message: 'You are not authorized, please log in.',
      type: 'warning',
      persistent: true,
    });
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['You are not authorized, please log in.']);
    dismissNotification(id ?? -1);
    expect(messages()).toEqual([]);
  });

  it('ignores duplicates and keeps the newest three', () => {
    expect(notify({ message: 'one' })).toBeTypeOf('number');
    expect(notify({ message: 'one' })).toBeUndefined();
    notify({ message: 'two' });
    notify({ message: 'three' });
    notify({ message: 'four' });
    expect(messages()).toEqual(['two', 'three', 'four']);
    vi.advanceTimersByTime(3_000);
    expect(messages()).toEqual([]);
  });
});

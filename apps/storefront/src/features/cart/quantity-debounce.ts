/** Rules §4/§9: a line's quantity is sent 1000 ms after the shopper stops changing it. */
export const CART_QUANTITY_DEBOUNCE_MS = 1_000;

/**
 * Whether a quantity typed or stepped to should be sent (rules §4: only when greater than 0; a
 * line is removed with its remove button, not by typing 0). Unchanged quantities are not sent.
 */
export function shouldSendQuantity(next: number, current: number): boolean {
  return Number.isInteger(next) && next > 0 && next !== current;
}

export interface KeyedDebouncer<T> {
  /** Replaces the pending value of `key`; `send` runs with the last value after the delay. */
  schedule(key: string, value: T): void;
  /** Drops the pending value of `key` (the line was removed, the component unmounted). */
  cancel(key: string): void;
  /** Drops every pending value. */
  cancelAll(): void;
}

/** One timer per key (cart line): each line's last quantity is sent once its stepper goes quiet. */
export function createKeyedDebouncer<T>(
  send: (key: string, value: T) => void,
  delayMs = CART_QUANTITY_DEBOUNCE_MS,
): KeyedDebouncer<T> {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const cancel = (key: string) => {
    clearTimeout(timers.get(key));
    timers.delete(key);
  };
  return {
    schedule(key, value) {
      cancel(key);
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          send(key, value);
        }, delayMs),
      );
    },
    cancel,
    cancelAll() {
      for (const key of [...timers.keys()]) cancel(key);
    },
  };
}

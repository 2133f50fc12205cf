import { describe, expect, it } from 'vitest';
import { enqueueNotification, MAX_NOTIFICATIONS, type Notification } from './notification-queue';

function notification(id: number, message = `message ${id}`): Notification {
  return { id, message, title: undefined, type: 'info', persistent: false };
}

describe('enqueueNotification (rules §4/§9)', () => {
  it('adds a notification at the end', () => {
    const queue = enqueueNotification([notification(1)], notification(2));
    expect(queue.map((shown) => shown.id)).toEqual([1, 2]);
  });

  it('ignores a notification whose message is already shown', () => {
    const before = [notification(1, 'Cart has been cleared')];
    const after = enqueueNotification(before, notification(2, 'Cart has been cleared'));
    expect(after).toBe(before);
  });

  it('shows at most three, dropping the oldest', () => {
    let queue: readonly Notification[] = [];
    for (let id = 1; id <= 4; id++) queue = enqueueNotification(queue, notification(id));
    expect(MAX_NOTIFICATIONS).toBe(3);
    expect(queue.map((shown) => shown.id)).toEqual([2, 3, 4]);
  });
});

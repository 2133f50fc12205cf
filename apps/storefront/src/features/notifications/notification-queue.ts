/** Rules §4/§9: at most 3 notifications on screen. */
export const MAX_NOTIFICATIONS = 3;

export type NotificationType = 'success' | 'danger' | 'warning' | 'info';

export interface NotificationInput {
  /** The text shown, already in the shopper's language; also the identity for duplicates. */
  message: string;
  title?: string;
  type?: NotificationType;
  /** Persistent notifications stay until dismissed; the others close after 3000 ms. */
  persistent?: boolean;
}

export interface Notification extends Required<Omit<NotificationInput, 'title'>> {
  id: number;
  title: string | undefined;
}

/**
 * The queue after adding a notification (rules §4): one whose message is already shown is
 * ignored; beyond three, the oldest is dropped. Returns the same array when nothing changes.
 */
export function enqueueNotification(
  queue: readonly Notification[],
  notification: Notification,
): readonly Notification[] {
  if (queue.some((shown) => shown.message === notification.message)) return queue;
  return [...queue, notification].slice(-MAX_NOTIFICATIONS);
}

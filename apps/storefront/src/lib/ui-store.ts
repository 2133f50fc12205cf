import { useCallback } from 'react';
import { create } from 'zustand';
import {
  enqueueNotification,
  type Notification,
  type NotificationInput,
} from '../features/notifications/notification-queue';
import { TIMINGS } from './behaviour/timings';

/**
 * UI state shared by the whole page (STYLE §4: the small UI store): which overlay is open and the
 * notifications on screen. Server state (cart, wishlist, customer) lives in TanStack Query.
 */

/** Rules §2 overlays handled by the site chrome, plus the listing's filter sidebar. */
export type Overlay = 'menu' | 'cart' | 'wishlist' | 'login' | 'newsletter' | 'filter';

interface UiState {
  /** One overlay at a time: opening one closes the other (the mobile menu closes first, rules §2). */
  overlay: Overlay | null;
  notifications: readonly Notification[];
}

export const useUiStore = create<UiState>(() => ({ overlay: null, notifications: [] }));

/**
 * Opens an overlay. Whatever was open closes, so opening the cart, the wishlist or the login
 * modal from the phone menu closes the menu first (rules §2). The listing's filter sidebar calls
 * `openOverlay('filter')` and renders its own Dialog with `useOverlay('filter')`.
 */
export function openOverlay(overlay: Overlay) {
  useUiStore.setState({ overlay });
}

/**
 * Closes an overlay if it is the open one. Dialogs call this from their close event, which also
 * fires after another overlay replaced them; the guard keeps that late event from closing the new one.
 */
export function closeOverlay(overlay: Overlay) {
  useUiStore.setState((state) => (state.overlay === overlay ? { overlay: null } : state));
}

/** Open state and (stable) handlers of one overlay, for the component that renders its Dialog. */
export function useOverlay(overlay: Overlay) {
  const isOpen = useUiStore((state) => state.overlay === overlay);
  const open = useCallback(() => openOverlay(overlay), [overlay]);
  const close = useCallback(() => closeOverlay(overlay), [overlay]);
  return { isOpen, open, close };
}

let nextNotificationId = 1;
const dismissTimers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Shows a notification (rules §4/§9): at most 3, a message already shown is ignored, the oldest
 * goes when a fourth arrives, and it closes after 3000 ms unless `persistent`. Returns its id, or
 * `undefined` when it was a duplicate.
 */
export function notify(input: NotificationInput): number | undefined {
  const notification: Notification = {
    id: nextNotificationId++,
    message: input.message,
    title: input.title,
    type: input.type ?? 'info',
    persistent: input.persistent ?? false,
  };
  const before = useUiStore.getState().notifications;
  const after = enqueueNotification(before, notification);
  if (after === before) return undefined;
  for (const dropped of before) {
    if (!after.includes(dropped)) clearDismissTimer(dropped.id);
  }
  useUiStore.setState({ notifications: after });
  if (!notification.persistent) {
    dismissTimers.set(
      notification.id,
      setTimeout(() => dismissNotification(notification.id), TIMINGS.notificationDismissMs),
    );
  }
  return notification.id;
}

export function dismissNotification(id: number) {
  clearDismissTimer(id);
  useUiStore.setState((state) => ({
    notifications: state.notifications.filter((notification) => notification.id !== id),
  }));
}

function clearDismissTimer(id: number) {
  clearTimeout(dismissTimers.get(id));
  dismissTimers.delete(id);
}

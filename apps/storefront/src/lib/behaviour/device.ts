import { useSyncExternalStore } from 'react';
import { TIMINGS } from './timings';

/** Rules §9 breakpoints (the same as Tailwind's screens), smallest first. */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Rules §9: below 768 px is a phone; below 1366 px a small desktop. */
const MOBILE_BELOW = 768;
const SMALL_DESKTOP_BELOW = 1366;

export interface Device {
  width: number;
  /** The largest breakpoint the width reaches (`xs` also for widths under 320 px). */
  breakpoint: Breakpoint;
  isMobile: boolean;
  isSmallDesktop: boolean;
}

/** The device class of a viewport width. */
export function deviceOf(width: number): Device {
  let breakpoint: Breakpoint = 'xs';
  for (const [name, min] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) {
    if (width >= min) breakpoint = name;
  }
  return {
    width,
    breakpoint,
    isMobile: width < MOBILE_BELOW,
    isSmallDesktop: width >= MOBILE_BELOW && width < SMALL_DESKTOP_BELOW,
  };
}

let current: Device | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function onResize() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const next = deviceOf(window.innerWidth);
    // Only a change of class re-renders the subscribers, not every pixel of a resize.
    if (
      current &&
      next.breakpoint === current.breakpoint &&
      next.isMobile === current.isMobile &&
      next.isSmallDesktop === current.isSmallDesktop
    ) {
      return;
    }
    current = next;
    for (const listener of listeners) listener();
  }, TIMINGS.resizeDebounceMs);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('resize', onResize);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    }
  };
}

function snapshot(): Device {
  current ??= deviceOf(window.innerWidth);
  return current;
}

/**
 * The shopper's device class, detected again 50 ms after the last resize (rules §9). `null` while
 * rendering on the server, where the viewport is unknown: layout differences belong in CSS; this
 * is for behaviour (closing the phone menu on a desktop-wide window, choosing what to load).
 */
export function useDevice(): Device | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

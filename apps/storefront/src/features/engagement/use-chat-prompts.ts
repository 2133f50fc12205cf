'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../lib/behaviour/timings';
import { whenIdle } from '../../lib/behaviour/when-idle';
import { readRecord, writeRecord } from './browser-storage';
import {
  CHAT_RECORD_KEY,
  type ChatPrompt,
  type ChatRecord,
  createIdleWatcher,
  isExitIntent,
  mayShowPrompt,
  parseChatRecord,
  promptDurationMs,
  registerPageView,
} from './chat-prompts';

/** Interactions that reset the idle count (and keep the visit alive). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
/** The visit's last-seen time is written at most this often while the shopper interacts. */
const LAST_SEEN_WRITE_MS = 60_000;

/**
 * Moments the bubble keeps quiet (and does not count as shown): pages marked `data-quiet-chat`
 * (cart, checkout: forms being filled; the product page's buy bar), and the visit greetings on
 * phones or wherever they would sit over the products a shopper has just opened.
 */
function isQuietMoment(prompt: ChatPrompt): boolean {
  if (document.querySelector('[data-quiet-chat]')) return true;
  const isVisitGreeting = prompt === 'firstVisit' || prompt === 'secondVisit';
  if (!isVisitGreeting) return false;
  return window.matchMedia('(max-width: 767px)').matches || coversProducts();
}

const MESSAGE_HEIGHT_PX = 140;

/** Whether the bubble, where it would appear (laid out while hidden), overlaps a product on screen. */
function coversProducts(): boolean {
  const bubble = document.querySelector('[data-testid="chat-bubble"]')?.getBoundingClientRect();
  if (!bubble) return false;
  // Hidden, the bubble holds no words yet: a message grows it upwards by about this much.
  const top = Math.min(bubble.top, bubble.bottom - MESSAGE_HEIGHT_PX);
  for (const product of document.querySelectorAll('[data-product-card], [data-testid="product-tile"]')) {
    const box = product.getBoundingClientRect();
    if (box.left < bubble.right && box.right > bubble.left && box.top < bubble.bottom && box.bottom > top) {
      return true;
    }
  }
  return false;
}

function load(): ChatRecord | undefined {
  return parseChatRecord(readRecord('local', CHAT_RECORD_KEY));
}

/**
 * The chat bubble's prompt of the moment (chat-prompts.ts): first or second visit on a page view,
 * idle after 30 minutes, exit intent. Returns the prompt on screen and a way to close it.
 */
export function useChatPrompts({ isPanelOpen }: { isPanelOpen: boolean }) {
  const pathname = usePathname();
  const [prompt, setPrompt] = useState<ChatPrompt>();
  const isPanelOpenRef = useRef(isPanelOpen);
  isPanelOpenRef.current = isPanelOpen;

  const show = useCallback((next: ChatPrompt) => {
    if (isQuietMoment(next)) return;
    const record = load();
    if (!record || !mayShowPrompt(record, next) || isPanelOpenRef.current) return;
    writeRecord('local', CHAT_RECORD_KEY, { ...record, shown: [...record.shown, next] });
    setPrompt(next);
  }, []);

  // A page view: a new visit may speak (first visit, second visit of the day). Counted when the
  // browser is idle: the first localStorage access of a page loads the store from disk.
  useEffect(() => {
    if (!pathname) return;
    return whenIdle(() => {
      const { record, prompt: visitPrompt } = registerPageView(load(), new Date());
      writeRecord('local', CHAT_RECORD_KEY, record);
      if (visitPrompt) show(visitPrompt);
    });
  }, [pathname, show]);

  // Idle prompt and activity tracking.
  useEffect(() => {
    const watcher = createIdleWatcher({ delayMs: TIMINGS.chatIdleAfterMs, onIdle: () => show('idle') });
    let lastWrite = Date.now();
    const onActivity = () => {
      watcher.poke();
      const now = Date.now();
      if (now - lastWrite < LAST_SEEN_WRITE_MS) return;
      lastWrite = now;
      const record = load();
      if (record) writeRecord('local', CHAT_RECORD_KEY, { ...record, lastSeenAt: now });
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      watcher.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [show]);

  // Exit intent (desktop with a mouse).
  useEffect(() => {
    const finePointer = window.matchMedia('(hover: hover) and (pointer: fine)');
    const onMouseOut = (event: MouseEvent) => {
      const leave = {
        clientY: event.clientY,
        hasRelatedTarget: event.relatedTarget !== null,
        viewportWidth: window.innerWidth,
        hasFinePointer: finePointer.matches,
      };
      if (isExitIntent(leave)) show('exitIntent');
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [show]);

  // Each message stays 8 s (15 s for the idle one).
  useEffect(() => {
    if (!prompt) return;
    const timer = setTimeout(() => setPrompt(undefined), promptDurationMs(prompt));
    return () => clearTimeout(timer);
  }, [prompt]);

  useEffect(() => {
    if (isPanelOpen) setPrompt(undefined);
  }, [isPanelOpen]);

  const dismiss = useCallback(() => {
    setPrompt(undefined);
    const record = load();
    if (record) writeRecord('local', CHAT_RECORD_KEY, { ...record, isDismissed: true });
  }, []);

  return { prompt, dismiss };
}

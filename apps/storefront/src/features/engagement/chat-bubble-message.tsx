'use client';

import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import type { ChatPrompt } from './chat-prompts';

/**
 * The chat bubble's message, left of the WhatsApp button: a tap opens the contacts, × closes it
 * for the rest of the visit. It fades in and out (no motion with prefers-reduced-motion); the
 * text is a polite live region, so screen readers announce it without moving focus.
 */
export function ChatBubbleMessage({
  prompt,
  onOpenChat,
  onDismiss,
}: {
  prompt: ChatPrompt | undefined;
  onOpenChat: () => void;
  onDismiss: () => void;
}) {
  const t = useTranslations('engagement.chat');
  // The last prompt's words stay while the bubble fades out. A new prompt's words are there in
  // the very render that shows the bubble: words arriving a render later would grow the visible
  // bubble upwards, a layout shift.
  const [lastPrompt, setLastPrompt] = useState(prompt);
  useEffect(() => {
    if (prompt) setLastPrompt(prompt);
  }, [prompt]);
  const shownPrompt = prompt ?? lastPrompt;
  const isShown = prompt !== undefined;
  return (
    <div
      data-testid="chat-bubble"
      data-prompt={prompt ?? ''}
      className={clsx(
        'absolute bottom-0 right-full mr-3 w-[min(17rem,calc(100vw-6rem))]',
        'transition-[opacity,transform,visibility] duration-300 motion-reduce:transition-none',
        isShown
          ? 'visible translate-x-0 opacity-100'
          : 'invisible translate-x-2 opacity-0 motion-reduce:translate-x-0',
      )}
    >
      <div className="relative rounded border border-line bg-surface py-3 pl-3 pr-9 text-sm text-ink shadow-overlay">
        <p aria-live="polite" aria-atomic="true">
          {shownPrompt && (
            <button
              type="button"
              tabIndex={isShown ? 0 : -1}
              onClick={onOpenChat}
              className="text-left hover:text-primary-strong"
            >
              <span className="block font-semibold">{t(`${shownPrompt}.title`)}</span>
              <span className="block text-ink-muted">{t(`${shownPrompt}.text`)}</span>
            </button>
          )}
        </p>
        <button
          type="button"
          tabIndex={isShown ? 0 : -1}
          onClick={onDismiss}
          aria-label={t('dismiss')}
          className="absolute right-1 top-1 rounded p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <X aria-hidden size={16} />
        </button>
        {/* The bubble's tail, pointing at the WhatsApp button. */}
        <span
          aria-hidden
          className="absolute -right-1.5 bottom-4 size-3 rotate-45 border-r border-t border-line bg-surface"
        />
      </div>
    </div>
  );
}

'use client';

import { MessageCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { site } from '../../lib/site';
import { ChatBubbleMessage, useChatPrompts } from '../engagement';

/**
 * WhatsApp shortcut (rules §1): a floating button that opens the two contacts, chat (customer
 * service) and finance. Escape or a click outside closes it. Beside it, the chat bubble's
 * messages (rules §4: first and second visit, idle, exit intent; features/engagement). On phones
 * it sits above the bottom bar, and leaves the pages marked `data-quiet-chat`.
 */
export function WhatsAppShortcut() {
  const t = useTranslations('layout.whatsapp');
  const [isOpen, setOpen] = useState(false);
  const { prompt, dismiss } = useChatPrompts({ isPanelOpen: isOpen });
  const panelId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);
  const contacts = [
    { key: 'chat', name: t('chat'), hint: t('chatHint'), ...site.contact.whatsapp.chat },
    { key: 'finance', name: t('finance'), hint: t('financeHint'), ...site.contact.whatsapp.finance },
  ];
  return (
    <aside
      ref={rootRef}
      aria-label={t('title')}
      // Phones: away from pages that mark themselves quiet (listings and the product page: their
      // cards and buy bar; cart, checkout: forms being filled), where a floating button would cover
      // what the shopper reads or types;
      // the menu keeps the WhatsApp contacts there.
      className="fixed bottom-20 right-4 z-20 flex flex-col items-end gap-3 max-md:[body:has([data-quiet-chat])_&]:hidden md:bottom-6 md:right-6"
    >
      <div
        id={panelId}
        hidden={!isOpen}
        className="w-72 rounded border border-line bg-surface p-3 text-sm shadow-overlay"
      >
        <p className="px-2 pb-2 font-semibold">{t('title')}</p>
        <ul className="space-y-1">
          {contacts.map((contact) => (
            <li key={contact.key}>
              <a
                href={contact.href}
                target="_blank"
                rel="noopener"
                className="flex items-center gap-3 rounded px-2 py-2 hover:bg-success-tint"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-success text-white">
                  <MessageCircle aria-hidden size={18} />
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-ink">{contact.name}</span>
                  <span className="tabular whitespace-nowrap text-ink">{contact.label}</span>
                  <span className="text-xs text-ink-muted">{contact.hint}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative">
        <ChatBubbleMessage prompt={prompt} onOpenChat={() => setOpen(true)} onDismiss={dismiss} />
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={t('open')}
          onClick={() => setOpen((open) => !open)}
          className="flex size-12 items-center justify-center rounded-full bg-success text-white shadow-overlay hover:brightness-110"
        >
          {isOpen ? <X aria-hidden size={24} /> : <MessageCircle aria-hidden size={24} />}
        </button>
      </div>
    </aside>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { whenIdle } from '../../lib/behaviour/when-idle';
import { useOverlay } from '../../lib/ui-store';
import { Dialog } from '../../ui/dialog';
import type { MobileMenuProps } from './mobile-menu-body';

const loadMenuBody = () => import('./mobile-menu-body').then((module) => module.MobileMenuBody);
const MobileMenuBody = dynamic(loadMenuBody);

/** Below Tailwind's `md`: the bottom bar with the menu button is shown. */
const PHONE_LAYOUT = '(max-width: 767.98px)';

/**
 * The slide-in menu for phones (rules §2): account, the category tree, language and currency, and
 * the customer service contacts. Following a link closes it; opening the login modal from it
 * replaces it (the overlay store keeps one overlay open).
 */
export function MobileMenu({ departments, locale, preferences }: MobileMenuProps) {
  const t = useTranslations('layout');
  const { isOpen, close } = useOverlay('menu');
  // The tree is built the first time the menu opens, then kept: a closed menu costs the page no
  // elements to render and hydrate (the header's department bar carries the same links).
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  // Its code is fetched once the browser is idle on screens that show the menu button, so the
  // first tap does not wait for it.
  useEffect(
    () =>
      whenIdle(() => {
        if (window.matchMedia(PHONE_LAYOUT).matches) void loadMenuBody();
      }),
    [],
  );
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={t('menu.title')}
      closeLabel={t('overlays.close')}
      variant="drawer-left"
    >
      {hasOpened && <MobileMenuBody departments={departments} locale={locale} preferences={preferences} />}
    </Dialog>
  );
}

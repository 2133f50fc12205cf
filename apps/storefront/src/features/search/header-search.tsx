'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { useDevice } from '../../lib/behaviour/device';
import type { LocaleCode } from '../../lib/locales';
import { SearchBox } from './search-box';

/**
 * The header's search box on tablets and desktops. The page arrives with a plain search form
 * (`form`, server-rendered, which works without JavaScript); on a wider screen the interactive box
 * with suggestions replaces it once the page runs, keeping what was typed. On a phone the header's
 * field is hidden and the plain form stays: nothing of the box hydrates there.
 */
export function HeaderSearch({ locale, form }: { locale: LocaleCode; form: ReactNode }) {
  const device = useDevice();
  const slotRef = useRef<HTMLDivElement>(null);
  const carried = useRef<{ term: string; focused: boolean } | undefined>(undefined);
  const isWide = device !== null && !device.isMobile;
  if (isWide && !carried.current) {
    const input = slotRef.current?.querySelector('input');
    carried.current = {
      term: input?.value ?? '',
      focused: input !== null && document.activeElement === input,
    };
  }
  useEffect(() => {
    if (isWide && carried.current?.focused) slotRef.current?.querySelector('input')?.focus();
  }, [isWide]);
  return (
    <div ref={slotRef} className="contents">
      {isWide ? <SearchBox locale={locale} initialTerm={carried.current?.term} /> : form}
    </div>
  );
}

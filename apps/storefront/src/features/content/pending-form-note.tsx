import { ClipboardList } from 'lucide-react';
import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import type { PendingForm } from './content-pages';

/** Where a page's form will be (a later issue builds it): an honest note, never a fake form. */
export function PendingFormNote({ locale, form }: { locale: Locale; form: PendingForm }) {
  const t = translator(locale, 'content');
  return (
    <aside
      aria-labelledby={`pending-form-${form}`}
      className="mt-8 flex gap-3 rounded border border-line bg-surface-muted p-4 text-sm"
    >
      <ClipboardList aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
      <div>
        <h2 id={`pending-form-${form}`} className="font-semibold text-ink">
          {t('pendingForm.title')}
        </h2>
        <p className="mt-1 text-ink-muted">{t(`pendingForm.${form}`)}</p>
      </div>
    </aside>
  );
}

'use client';

import { formatNfeKey } from '@store/br';
import { Download, FileText } from 'lucide-react';
import { useFormatter, useTranslations } from 'use-intl/react';
import { serverTime } from '../../lib/server-time';
import type { NotaFiscal } from './account.documents';

/**
 * "Nota fiscal": the NF-e of each invoice the store's ERP attached, with its access key (grouped
 * by four, as the DANFE prints it) and the DANFE and XML downloads. Nothing until one is attached.
 */
export function OrderNotaFiscal({ notas }: { notas: NotaFiscal[] }) {
  const t = useTranslations('account.order.notaFiscal');
  const format = useFormatter();
  if (notas.length === 0) return null;
  return (
    <section aria-labelledby="nota-fiscal-heading" className="rounded border border-line p-4 text-sm">
      <h2 id="nota-fiscal-heading" className="mb-3 flex items-center gap-2 font-semibold">
        <FileText aria-hidden size={18} />
        {t('heading')}
      </h2>
      <ul className="flex flex-col gap-4">
        {notas.map((nota) => (
          <li key={nota.access_key} className="flex flex-col gap-1" data-testid="nota-fiscal">
            <span className="font-medium">{t('number', { number: nota.number, series: nota.series })}</span>
            <span className="text-ink-muted">
              {t('issued', { date: format.dateTime(serverTime(nota.issued_at), { dateStyle: 'long' }) })}
            </span>
            <span className="text-ink-muted">{t('key')}</span>
            <code className="break-all font-mono text-xs sm:text-sm">{formatNfeKey(nota.access_key)}</code>
            <div className="mt-1 flex flex-wrap gap-3">
              {nota.danfe_url && (
                <a
                  href={nota.danfe_url}
                  className="inline-flex items-center gap-1 font-semibold text-primary-strong hover:underline"
                >
                  <Download aria-hidden size={16} />
                  {t('danfe')}
                </a>
              )}
              {nota.xml_url && (
                <a
                  href={nota.xml_url}
                  className="inline-flex items-center gap-1 font-semibold text-primary-strong hover:underline"
                >
                  <Download aria-hidden size={16} />
                  {t('xml')}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

'use client';

import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { clientGraphQL } from '../../lib/graphql.client';
import { type LocaleCode, localeOf, localePath } from '../../lib/locales';
import { graphql } from '../../lib/typed-document';
import { buttonClasses } from '../../ui/button';

interface ReorderResult {
  reorderItems: { userInputErrors: Array<{ message: string; code: string } | null> } | null;
}

const ReorderItems = graphql<ReorderResult, { orderNumber: string }>(`
  mutation ReorderItems($orderNumber: String!) {
    reorderItems(orderNumber: $orderNumber) { userInputErrors { message code } }
  }
`);

/**
 * "Comprar novamente": the server puts the order's lines back in the customer's cart (today's
 * prices and stock). With nothing refused the shopper goes to the cart; otherwise the reasons
 * are listed here, with the way to the cart for what was added.
 */
export function BuyAgainButton({ locale, number }: { locale: LocaleCode; number: string }) {
  const t = useTranslations('account.order.buyAgain');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[] | null>(null);
  const cartPath = localePath(locale, '/cart');

  async function buyAgain() {
    setBusy(true);
    setProblems(null);
    try {
      const data = await clientGraphQL(localeOf(locale), ReorderItems, { orderNumber: number });
      const refused = (data.reorderItems?.userInputErrors ?? [])
        .filter((e) => e !== null)
        .map((e) => e.message);
      if (refused.length === 0) {
        window.location.assign(cartPath);
        return;
      }
      setProblems(refused);
    } catch (error) {
      setProblems([error instanceof Error && error.message ? error.message : t('failed')]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <button type="button" onClick={buyAgain} disabled={busy} className={buttonClasses('primary', 'w-fit')}>
        {busy && <LoaderCircle aria-hidden size={16} className="animate-spin" />}
        {t('button')}
      </button>
      {problems && (
        <div role="alert" className="rounded border border-warning p-3 text-sm">
          <p className="font-semibold">{t('partly')}</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <a href={cartPath} className="font-semibold text-primary-strong hover:underline">
            {t('toCart')}
          </a>
        </div>
      )}
    </div>
  );
}

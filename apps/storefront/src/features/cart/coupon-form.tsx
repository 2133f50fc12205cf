'use client';

import { TicketPercent, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { buttonClasses } from '../../ui/button';
import { cartErrorMessage } from './cart-errors';
import { useApplyCoupon } from './use-cart';

/**
 * The coupon field (rules §4, §9 ESP10): applies a code, or shows the applied one with a remove
 * button (removing is applying an empty code). A refusal shows the server's message under the
 * field, e.g. that guests must log in first.
 */
export function CouponForm({ applied }: { applied: string[] }) {
  const t = useTranslations('cart');
  const id = useId();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const mutation = useApplyCoupon();
  const current = applied[0];

  const submit = (next: string) => {
    setStatus(undefined);
    setProblem(undefined);
    mutation.mutate(
      { code: next },
      {
        onSuccess: () => {
          setStatus(next ? t('coupon.applied', { code: next.trim() }) : t('coupon.removed'));
          setCode('');
        },
        onError: (error) => setProblem(cartErrorMessage(error, t('errors.updateFailed'))),
      },
    );
  };

  if (current) {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-ink">{t('coupon.appliedLabel')}</p>
        <div className="flex items-center justify-between gap-2 rounded border border-success bg-success-tint px-3 py-2">
          <span className="flex items-center gap-2 text-sm font-semibold text-success">
            <TicketPercent aria-hidden size={18} />
            {current}
          </span>
          <button
            type="button"
            onClick={() => submit('')}
            disabled={mutation.isPending}
            aria-label={t('coupon.remove', { code: current })}
            className="flex size-8 items-center justify-center rounded text-ink-muted hover:bg-surface hover:text-danger"
          >
            <X aria-hidden size={16} />
          </button>
        </div>
        <p role="status" className="text-xs text-ink-muted">
          {status}
        </p>
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) {
          setProblem(t('coupon.required'));
          return;
        }
        submit(code);
      }}
      className="flex flex-col gap-1"
    >
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          placeholder={t('coupon.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded border border-line px-3 text-sm uppercase placeholder:normal-case"
        />
        <button type="submit" disabled={mutation.isPending} className={buttonClasses('secondary', 'px-4')}>
          {mutation.isPending ? t('coupon.applying') : t('coupon.apply')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : (
        <p role="status" className="text-xs text-ink-muted">
          {status}
        </p>
      )}
    </form>
  );
}

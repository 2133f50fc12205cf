import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CircleCheck } from '../../ui/server-icons';

/** One of the checkout's two groups (rules §2): numbered heading with its completion state. */
export function StepGroup({
  id,
  number,
  title,
  isComplete,
  completeLabel,
  children,
}: {
  id: string;
  number: number;
  title: string;
  isComplete: boolean;
  completeLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded border border-line bg-surface p-4 sm:p-6">
      <h2 id={id} className="flex items-center gap-3 text-lg font-semibold">
        <span
          aria-hidden
          className={clsx(
            'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
            isComplete ? 'bg-success text-white' : 'bg-primary-strong text-white',
          )}
        >
          {isComplete ? <CircleCheck size={18} /> : number}
        </span>
        {title}
        {isComplete && <span className="sr-only">({completeLabel})</span>}
      </h2>
      <div className="mt-4 flex flex-col gap-6">{children}</div>
    </section>
  );
}

/** A sub-section of a group (e-mail, address, shipping method…). */
export function StepPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}

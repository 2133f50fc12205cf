import type { PaymentProviders } from '../../payments/providers';
import { createReversalService } from '../../payments/reversal-service';
import type { LifecycleDeps } from './context';
import { createOrderCorrections } from './corrections';
import { createOrderDocuments } from './documents';
import './tables';
import { createOrderTransitions } from './transitions';
import type { OnOrderChange } from './types';

/**
 * The order lifecycle after placement (docs/orders.md): invoice, ship, refund, cancel, hold,
 * unhold, delivered, comments, and corrections of tracks and addresses. Every operation takes the actor asking for it; `onChange` is the
 * audit seam, called inside each transaction.
 */
export function createOrderLifecycle(
  deps: Omit<LifecycleDeps, 'reversals'> & { providers: PaymentProviders; onChange?: OnOrderChange },
) {
  const full: LifecycleDeps = {
    ...deps,
    reversals: createReversalService({ db: deps.db, providers: deps.providers, now: deps.now }),
  };
  return { ...createOrderTransitions(full), ...createOrderDocuments(full), ...createOrderCorrections(full) };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;

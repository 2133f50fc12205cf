/**
 * What other modules may read of an order's payment, inside their own transaction: the approved
 * card transaction and the Pix charge (sales records them on invoices and credit memos). The
 * tables stay this module's; callers get rows, never the repository.
 */
import type { Db } from '../../db/schema';
import {
  type CardTransactionRow,
  findApprovedCardTransaction,
  findPixChargeByOrder,
  type PixChargeRow,
} from './repository';

export interface OrderPayment {
  card?: CardTransactionRow;
  pix?: PixChargeRow;
}

/** The order's approved card transaction and Pix charge, whichever it has. */
export async function paymentOfOrder(db: Db, orderId: number): Promise<OrderPayment> {
  return {
    card: await findApprovedCardTransaction(db, orderId),
    pix: await findPixChargeByOrder(db, orderId),
  };
}

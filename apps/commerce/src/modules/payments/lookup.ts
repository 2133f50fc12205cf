/**
 * What other modules may read of an order's payment, inside their own transaction: the approved
 * card transaction and the Pix charge (sales records them on invoices and credit memos). The
 * tables stay this module's; callers get rows, never the repository.
 */
import type { Db } from '../../db/schema';
import {
  type BoletoRow,
  type CardTransactionRow,
  findApprovedCardTransaction,
  findPixChargeByOrder,
  type PixChargeRow,
  paymentRowsOfOrders,
} from './repository';

export interface OrderPayment {
  card?: CardTransactionRow;
  pix?: PixChargeRow;
  boleto?: BoletoRow;
}

/** The order's approved card transaction and Pix charge, whichever it has. */
export async function paymentOfOrder(db: Db, orderId: number): Promise<OrderPayment> {
  return {
    card: await findApprovedCardTransaction(db, orderId),
    pix: await findPixChargeByOrder(db, orderId),
  };
}

/** The payment records (approved card transaction, Pix charge, boleto) of several orders, by order id. */
export async function paymentsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderPayment>> {
  const { pix, boletos, cards } = await paymentRowsOfOrders(db, orderIds);
  const byOrder = new Map<number, OrderPayment>(orderIds.map((id) => [id, {}]));
  for (const row of pix) byOrder.get(row.order_id)!.pix = row;
  for (const row of boletos) byOrder.get(row.order_id)!.boleto = row;
  for (const row of cards) byOrder.get(row.order_id)!.card = row;
  return byOrder;
}

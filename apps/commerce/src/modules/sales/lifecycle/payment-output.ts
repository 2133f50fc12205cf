import { magentoDate } from '../../../rest/format';
import type { OrderPayment } from '../../payments/lookup';
import type { OrderRow } from '../repository';

/**
 * Magento's OrderPaymentInterface of one order, with what our payment records hold: the card's
 * brand (`cc_type`), last four (`cc_last4`), e.Rede's TID (`cc_trans_id`, `last_trans_id`) and
 * authorisation code (`cc_approval`); the Pix txid and the boleto's digitable line as
 * `last_trans_id` and in `additional_information`. The same facts go to the order's
 * `extension_attributes.payment_additional_info` as key/value pairs, which is where Magento's
 * REST clients read payment details from.
 */
export function paymentOutput(order: OrderRow, payment: OrderPayment | undefined, paidCents: number) {
  const { card, pix, boleto } = payment ?? {};
  const info: { key: string; value: string }[] = [{ key: 'method_title', value: order.payment_method_title }];
  const add = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') info.push({ key, value: String(value) });
  };
  if (pix) {
    add('pix_txid', pix.txid);
    add('pix_status', pix.status);
    add('pix_end_to_end_id', pix.end_to_end_id);
    add('pix_expires_at', magentoDate(pix.expires_at));
  }
  if (boleto) {
    add('boleto_digitable_line', boleto.digitable_line);
    add('boleto_nosso_numero', boleto.nosso_numero_formatted);
    add('boleto_due_date', boleto.due_date);
    add('boleto_status', boleto.status);
  }
  if (card) {
    add('card_brand', card.brand);
    add('card_last4', card.last4);
    add('card_installments', card.installments);
    add('card_tid', card.tid);
    add('card_nsu', card.nsu);
    add('card_authorization_code', card.authorization_code);
  }
  return {
    payment: {
      parent_id: order.id,
      method: order.payment_method_code,
      amount_ordered: order.grand_total_cents / 100,
      amount_paid: paidCents / 100,
      po_number: order.purchase_order_number ?? undefined,
      cc_type: card?.brand,
      cc_last4: card?.last4,
      cc_trans_id: card?.tid ?? undefined,
      cc_approval: card?.authorization_code ?? undefined,
      last_trans_id: card?.tid ?? pix?.txid ?? boleto?.nosso_numero ?? undefined,
      additional_information: [
        order.payment_method_title,
        ...(pix ? [pix.txid] : []),
        ...(boleto ? [boleto.digitable_line] : []),
      ],
    },
    payment_additional_info: info,
  };
}

import type { MailMessage } from '../../mail/mailer';
import type { StoreView } from '../../store/stores';
import { escapeHtml, MAIL_MUTED, type MailLanguage, mailButton, mailLanguage, mailShell } from '../mails';
import type { OrderRow } from '../repository';

/**
 * The e-mails of an order's later life: invoiced, shipped (with the tracking links), delivered,
 * cancelled by the store, refunded, and a comment written to the customer. Plain text and HTML in
 * the language of the order's store view, in the frame of the order e-mails. Pure.
 */

export type LifecycleMailKind =
  | 'invoiced'
  | 'shipped'
  | 'delivered'
  | 'canceled'
  | 'refunded'
  | 'commented'
  | 'tracking_changed'
  | 'address_changed';

export interface LifecycleMailData {
  kind: LifecycleMailKind;
  store: Pick<StoreView, 'locale' | 'languageTag'>;
  order: OrderRow;
  orderUrl?: string;
  /** The document's number (invoice, shipment, credit memo). */
  documentNumber?: string;
  amountCents?: number;
  tracks?: { title: string; number: string; url?: string }[];
  /** Refunded by bank transfer (boleto): the money arrives after staff make the transfer. */
  bankTransfer?: boolean;
  comment?: string;
  /** The address as it is now (address_changed), on one line. */
  address?: string;
  addressType?: 'billing' | 'shipping';
}

interface Words {
  subject: Record<LifecycleMailKind, (n: string) => string>;
  intro: Record<LifecycleMailKind, (n: string, doc: string, amount: string) => string>;
  greeting: (name: string) => string;
  tracking: string;
  addressTypes: Record<'billing' | 'shipping', string>;
  bankTransfer: string;
  viewOrder: string;
  signature: string;
}

const WORDS: Record<MailLanguage, Words> = {
  pt: {
    subject: {
      invoiced: (n) => `Pedido nº ${n} faturado`,
      shipped: (n) => `Seu pedido nº ${n} foi enviado`,
      delivered: (n) => `Pedido nº ${n} entregue`,
      canceled: (n) => `Pedido nº ${n} cancelado`,
      refunded: (n) => `Reembolso do pedido nº ${n}`,
      commented: (n) => `Novidades sobre o pedido nº ${n}`,
      tracking_changed: (n) => `Código de rastreio do pedido nº ${n} corrigido`,
      address_changed: (n) => `Endereço do pedido nº ${n} alterado`,
    },
    intro: {
      invoiced: (n, doc, amount) =>
        `Emitimos a fatura nº ${doc} do seu pedido nº ${n}, no valor de ${amount}.`,
      shipped: (n) => `Seu pedido nº ${n} saiu para entrega.`,
      delivered: (n) => `Seu pedido nº ${n} foi entregue. Obrigado por comprar conosco!`,
      canceled: (n) =>
        `Seu pedido nº ${n} foi cancelado. Os produtos voltaram para o estoque e qualquer valor pago é devolvido pela mesma forma de pagamento.`,
      refunded: (n, _doc, amount) => `Fizemos um reembolso de ${amount} referente ao seu pedido nº ${n}.`,
      commented: (n) => `Temos uma novidade sobre o seu pedido nº ${n}:`,
      tracking_changed: (n) =>
        `Corrigimos o código de rastreio do seu pedido nº ${n}. Use o código abaixo para acompanhar a entrega.`,
      address_changed: (n) => `Alteramos um endereço do seu pedido nº ${n}:`,
    },
    greeting: (name) => `Olá, ${name}!`,
    tracking: 'Acompanhe a entrega',
    addressTypes: { billing: 'Endereço de cobrança', shipping: 'Endereço de entrega' },
    bankTransfer: 'O valor será transferido para a conta bancária que você nos informou.',
    viewOrder: 'Ver o pedido',
    signature: 'Equipe Escritório Total',
  },
  en: {
    subject: {
      invoiced: (n) => `Order #${n} invoiced`,
      shipped: (n) => `Your order #${n} has shipped`,
      delivered: (n) => `Order #${n} delivered`,
      canceled: (n) => `Order #${n} cancelled`,
      refunded: (n) => `Refund for order #${n}`,
      commented: (n) => `An update on order #${n}`,
      tracking_changed: (n) => `Tracking number of order #${n} corrected`,
      address_changed: (n) => `Address of order #${n} changed`,
    },
    intro: {
      invoiced: (n, doc, amount) => `We issued invoice #${doc} for your order #${n}, for ${amount}.`,
      shipped: (n) => `Your order #${n} is on its way.`,
      delivered: (n) => `Your order #${n} was delivered. Thank you for shopping with us!`,
      canceled: (n) =>
        `Your order #${n} was cancelled. The products went back into stock and any amount paid is returned through the same payment method.`,
      refunded: (n, _doc, amount) => `We refunded ${amount} for your order #${n}.`,
      commented: (n) => `There is an update on your order #${n}:`,
      tracking_changed: (n) =>
        `We corrected the tracking number of your order #${n}. Use the number below to follow your parcel.`,
      address_changed: (n) => `We changed an address of your order #${n}:`,
    },
    greeting: (name) => `Hello ${name},`,
    tracking: 'Track your parcel',
    addressTypes: { billing: 'Billing address', shipping: 'Shipping address' },
    bankTransfer: 'The amount will be transferred to the bank account you gave us.',
    viewOrder: 'View the order',
    signature: 'The Escritório Total team',
  },
  de: {
    subject: {
      invoiced: (n) => `Bestellung Nr. ${n} in Rechnung gestellt`,
      shipped: (n) => `Ihre Bestellung Nr. ${n} wurde versandt`,
      delivered: (n) => `Bestellung Nr. ${n} zugestellt`,
      canceled: (n) => `Bestellung Nr. ${n} storniert`,
      refunded: (n) => `Erstattung zu Bestellung Nr. ${n}`,
      commented: (n) => `Neuigkeiten zu Bestellung Nr. ${n}`,
      tracking_changed: (n) => `Sendungsnummer zu Bestellung Nr. ${n} korrigiert`,
      address_changed: (n) => `Adresse der Bestellung Nr. ${n} geändert`,
    },
    intro: {
      invoiced: (n, doc, amount) =>
        `Wir haben die Rechnung Nr. ${doc} zu Ihrer Bestellung Nr. ${n} über ${amount} ausgestellt.`,
      shipped: (n) => `Ihre Bestellung Nr. ${n} ist unterwegs.`,
      delivered: (n) => `Ihre Bestellung Nr. ${n} wurde zugestellt. Vielen Dank für Ihren Einkauf!`,
      canceled: (n) =>
        `Ihre Bestellung Nr. ${n} wurde storniert. Die Produkte sind wieder auf Lager; bereits gezahlte Beträge erstatten wir über dieselbe Zahlungsart.`,
      refunded: (n, _doc, amount) => `Wir haben ${amount} zu Ihrer Bestellung Nr. ${n} erstattet.`,
      commented: (n) => `Es gibt Neuigkeiten zu Ihrer Bestellung Nr. ${n}:`,
      tracking_changed: (n) =>
        `Wir haben die Sendungsnummer Ihrer Bestellung Nr. ${n} korrigiert. Mit der Nummer unten verfolgen Sie Ihr Paket.`,
      address_changed: (n) => `Wir haben eine Adresse Ihrer Bestellung Nr. ${n} geändert:`,
    },
    greeting: (name) => `Hallo ${name},`,
    tracking: 'Sendung verfolgen',
    addressTypes: { billing: 'Rechnungsadresse', shipping: 'Lieferadresse' },
    bankTransfer: 'Der Betrag wird auf das von Ihnen angegebene Bankkonto überwiesen.',
    viewOrder: 'Bestellung ansehen',
    signature: 'Ihr Team von Escritório Total',
  },
};

export function composeLifecycleMail(data: LifecycleMailData): MailMessage {
  const w = WORDS[mailLanguage(data.store)];
  const { order } = data;
  const n = order.increment_id;
  const amount = new Intl.NumberFormat(data.store.languageTag, {
    style: 'currency',
    currency: order.currency_code,
  }).format((data.amountCents ?? 0) / 100);
  const subject = w.subject[data.kind](n);
  const intro = w.intro[data.kind](n, data.documentNumber ?? '', amount);
  const name = order.customer_firstname || order.email;

  const text = [w.greeting(name), '', intro, ''];
  const html = [
    `<p style="margin:0 0 8px;font-size:16px;">${escapeHtml(w.greeting(name))}</p>`,
    `<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>`,
  ];
  if (data.comment) {
    text.push(data.comment, '');
    html.push(`<p style="margin:0 0 16px;padding:12px;background:#F6F8FA;">${escapeHtml(data.comment)}</p>`);
  }
  if (data.address) {
    const heading = w.addressTypes[data.addressType ?? 'shipping'];
    text.push(`${heading}: ${data.address}`, '');
    html.push(
      `<p style="margin:0 0 16px;"><strong>${escapeHtml(heading)}:</strong> ${escapeHtml(data.address)}</p>`,
    );
  }
  if (data.tracks?.length) {
    text.push(`${w.tracking}:`);
    html.push(
      `<p style="margin:0 0 4px;font-weight:bold;">${escapeHtml(w.tracking)}</p><ul style="margin:0 0 16px;">`,
    );
    for (const track of data.tracks) {
      text.push(`- ${track.title}: ${track.number}${track.url ? ` ${track.url}` : ''}`);
      const number = track.url
        ? `<a href="${escapeHtml(track.url)}">${escapeHtml(track.number)}</a>`
        : escapeHtml(track.number);
      html.push(`<li>${escapeHtml(track.title)}: ${number}</li>`);
    }
    html.push('</ul>');
    text.push('');
  }
  if (data.bankTransfer) {
    text.push(w.bankTransfer, '');
    html.push(`<p style="margin:0 0 16px;">${escapeHtml(w.bankTransfer)}</p>`);
  }
  if (data.orderUrl) {
    text.push(`${w.viewOrder}: ${data.orderUrl}`, '');
    html.push(mailButton(data.orderUrl, w.viewOrder));
  }
  text.push(w.signature);
  html.push(`<p style="margin:24px 0 0;color:${MAIL_MUTED};">${escapeHtml(w.signature)}</p>`);
  return {
    to: order.email,
    subject,
    text: text.join('\n'),
    html: mailShell(data.store.languageTag, subject, html.join('\n')),
    kind: `order-${data.kind}`,
  };
}

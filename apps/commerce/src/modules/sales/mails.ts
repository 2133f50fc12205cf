import { formatDigitableLine } from '@store/br';
import { translate } from '../../i18n/translate';
import type { MailAttachment, MailMessage } from '../mail/mailer';
import type { StoreView } from '../store/stores';
import type { OrderItemRow, OrderRow } from './repository';

/**
 * The order e-mails, composed from the order as stored: the confirmation (items, totals,
 * addresses and how to pay), "payment received" and the cancellation of an unpaid order. Each is
 * plain text and HTML (one table, inline styles: what common mail clients render alike), in the
 * language of the store view the order was placed in. Pure: the caller gathers the data.
 */

export type OrderMailKind = 'confirmation' | 'paid' | 'canceled';

export type MailLanguage = 'pt' | 'en' | 'de';

export interface OrderMailData {
  kind: OrderMailKind;
  store: Pick<StoreView, 'locale' | 'languageTag'>;
  order: OrderRow;
  items: OrderItemRow[];
  /** The guest's order page (carries the order token) or the customer's My Account page. */
  orderUrl?: string;
  pix?: { code: string; expiresAt: string; qrPng?: Buffer };
  boleto?: { digitableLine: string; barcode: string; dueDate: string; pdf?: Buffer };
  card?: { installments: number; installmentCents: number; brand: string; last4: string };
}

const BRAND = '#F26B1D';
const BRAND_STRONG = '#C2410C';
const INK = '#1F2328';
const MUTED = '#57606A';
const LINE = '#D0D7DE';
export const PIX_QR_CID = 'pix-qr@escritoriototal';

export function mailLanguage(store: Pick<StoreView, 'locale'>): MailLanguage {
  if (store.locale.startsWith('en')) return 'en';
  if (store.locale.startsWith('de')) return 'de';
  return 'pt';
}

interface Words {
  subject: Record<OrderMailKind, (n: string) => string>;
  greeting: (name: string) => string;
  intro: Record<OrderMailKind, (n: string) => string>;
  product: string;
  quantity: string;
  price: string;
  rowTotal: string;
  subtotal: string;
  shipping: string;
  total: string;
  shippingAddress: string;
  billingAddress: string;
  shippingMethod: string;
  paymentMethod: string;
  pixTitle: string;
  pixText: (until: string) => string;
  pixCode: string;
  pixQrAlt: string;
  boletoTitle: string;
  boletoText: (due: string) => string;
  boletoLine: string;
  boletoBarcode: string;
  boletoPdf: string;
  cardPending: string;
  cardPaid: (n: number, amount: string, brand: string, last4: string) => string;
  paidText: string;
  canceledText: string;
  viewOrder: string;
  orderNumber: (n: string) => string;
  signature: string;
}

const WORDS: Record<MailLanguage, Words> = {
  pt: {
    subject: {
      confirmation: (n) => `Recebemos seu pedido nº ${n}`,
      paid: (n) => `Pagamento confirmado – pedido nº ${n}`,
      canceled: (n) => `Pedido nº ${n} cancelado`,
    },
    greeting: (name) => `Olá, ${name}!`,
    intro: {
      confirmation: (n) => `Obrigado pela sua compra. Recebemos o seu pedido nº ${n}.`,
      paid: (n) => `Recebemos o pagamento do seu pedido nº ${n}. Agora vamos separá-lo e enviá-lo.`,
      canceled: (n) =>
        `O prazo de pagamento do seu pedido nº ${n} terminou sem que recebêssemos o pagamento, por isso o pedido foi cancelado.`,
    },
    product: 'Produto',
    quantity: 'Qtd.',
    price: 'Preço',
    rowTotal: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Frete',
    total: 'Total do pedido',
    shippingAddress: 'Endereço de entrega',
    billingAddress: 'Endereço de cobrança',
    shippingMethod: 'Entrega',
    paymentMethod: 'Forma de pagamento',
    pixTitle: 'Pague com Pix',
    pixText: (until) =>
      `Leia o QR Code no app do seu banco ou use o Pix copia e cola abaixo. O código vale até ${until}; depois disso o pedido é cancelado.`,
    pixCode: 'Pix copia e cola',
    pixQrAlt: 'QR Code do Pix',
    boletoTitle: 'Pague o boleto',
    boletoText: (due) =>
      `Pague até ${due} em qualquer banco, lotérica ou app bancário. O boleto em PDF está anexo a este e-mail.`,
    boletoLine: 'Linha digitável',
    boletoBarcode: 'Código de barras',
    boletoPdf: 'Boleto (PDF) anexo',
    cardPending: 'Pagamento com cartão de crédito: aguardando a aprovação.',
    cardPaid: (n, amount, brand, last4) =>
      `Cartão ${brand} final ${last4}: ${n}x de ${amount}${n > 1 ? ' sem juros' : ''}.`,
    paidText: 'Você receberá outro e-mail quando o pedido for enviado.',
    canceledText:
      'Os produtos voltaram para o estoque. Se ainda quiser comprá-los, faça um novo pedido na loja. Se você pagou, fale conosco: devolvemos o valor.',
    viewOrder: 'Ver o pedido',
    orderNumber: (n) => `Pedido nº ${n}`,
    signature: 'Equipe Escritório Total',
  },
  en: {
    subject: {
      confirmation: (n) => `We received your order #${n}`,
      paid: (n) => `Payment received – order #${n}`,
      canceled: (n) => `Order #${n} cancelled`,
    },
    greeting: (name) => `Hello ${name},`,
    intro: {
      confirmation: (n) => `Thank you for your purchase. We received your order #${n}.`,
      paid: (n) => `We received the payment for your order #${n}. We will now pack and ship it.`,
      canceled: (n) =>
        `The payment time of your order #${n} ran out before we received the payment, so the order was cancelled.`,
    },
    product: 'Product',
    quantity: 'Qty',
    price: 'Price',
    rowTotal: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Order total',
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    shippingMethod: 'Delivery',
    paymentMethod: 'Payment method',
    pixTitle: 'Pay with Pix',
    pixText: (until) =>
      `Scan the QR code in your bank's app or use the Pix copy-and-paste code below. The code is valid until ${until}; after that the order is cancelled.`,
    pixCode: 'Pix copy and paste',
    pixQrAlt: 'Pix QR code',
    boletoTitle: 'Pay the boleto',
    boletoText: (due) =>
      `Pay by ${due} at any bank, lottery outlet or banking app. The boleto PDF is attached to this e-mail.`,
    boletoLine: 'Digitable line',
    boletoBarcode: 'Barcode',
    boletoPdf: 'Boleto (PDF) attached',
    cardPending: 'Credit card payment: awaiting approval.',
    cardPaid: (n, amount, brand, last4) =>
      `${brand} card ending ${last4}: ${n} × ${amount}${n > 1 ? ' interest-free' : ''}.`,
    paidText: 'You will get another e-mail when the order ships.',
    canceledText:
      'The products went back into stock. If you still want them, please place a new order. If you did pay, contact us and we will refund you.',
    viewOrder: 'View the order',
    orderNumber: (n) => `Order #${n}`,
    signature: 'The Escritório Total team',
  },
  de: {
    subject: {
      confirmation: (n) => `Wir haben Ihre Bestellung Nr. ${n} erhalten`,
      paid: (n) => `Zahlung eingegangen – Bestellung Nr. ${n}`,
      canceled: (n) => `Bestellung Nr. ${n} storniert`,
    },
    greeting: (name) => `Hallo ${name},`,
    intro: {
      confirmation: (n) => `Vielen Dank für Ihren Einkauf. Wir haben Ihre Bestellung Nr. ${n} erhalten.`,
      paid: (n) =>
        `Wir haben die Zahlung für Ihre Bestellung Nr. ${n} erhalten. Jetzt packen und versenden wir sie.`,
      canceled: (n) =>
        `Die Zahlungsfrist Ihrer Bestellung Nr. ${n} ist abgelaufen, ohne dass eine Zahlung einging; die Bestellung wurde daher storniert.`,
    },
    product: 'Produkt',
    quantity: 'Menge',
    price: 'Preis',
    rowTotal: 'Summe',
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    total: 'Gesamtbetrag',
    shippingAddress: 'Lieferadresse',
    billingAddress: 'Rechnungsadresse',
    shippingMethod: 'Versandart',
    paymentMethod: 'Zahlungsart',
    pixTitle: 'Mit Pix bezahlen',
    pixText: (until) =>
      `Scannen Sie den QR-Code in Ihrer Banking-App oder nutzen Sie den Pix-Code zum Kopieren unten. Der Code gilt bis ${until}; danach wird die Bestellung storniert.`,
    pixCode: 'Pix-Code zum Kopieren',
    pixQrAlt: 'Pix-QR-Code',
    boletoTitle: 'Boleto bezahlen',
    boletoText: (due) =>
      `Zahlen Sie bis ${due} bei einer Bank, Lottoannahmestelle oder in der Banking-App. Das Boleto liegt dieser E-Mail als PDF bei.`,
    boletoLine: 'Zahlungszeile',
    boletoBarcode: 'Strichcode',
    boletoPdf: 'Boleto (PDF) im Anhang',
    cardPending: 'Kreditkartenzahlung: wartet auf Freigabe.',
    cardPaid: (n, amount, brand, last4) =>
      `${brand}-Karte mit Endziffern ${last4}: ${n} × ${amount}${n > 1 ? ' zinsfrei' : ''}.`,
    paidText: 'Sie erhalten eine weitere E-Mail, sobald die Bestellung versandt wird.',
    canceledText:
      'Die Produkte sind wieder auf Lager. Wenn Sie sie weiterhin möchten, geben Sie bitte eine neue Bestellung auf. Falls Sie doch bezahlt haben, melden Sie sich: Wir erstatten den Betrag.',
    viewOrder: 'Bestellung ansehen',
    orderNumber: (n) => `Bestellung Nr. ${n}`,
    signature: 'Ihr Team von Escritório Total',
  },
};

interface Address {
  firstname?: string;
  lastname?: string;
  company?: string | null;
  street?: string[];
  city?: string;
  region?: string | { region_code?: string; region?: string } | null;
  region_code?: string | null;
  postcode?: string | null;
  telephone?: string | null;
}

function addressLines(json: string | null): string[] {
  if (!json) return [];
  let a: Address;
  try {
    a = JSON.parse(json) as Address;
  } catch {
    return [];
  }
  const region =
    a.region_code ?? (typeof a.region === 'string' ? a.region : (a.region?.region_code ?? a.region?.region));
  return [
    `${a.firstname ?? ''} ${a.lastname ?? ''}`.trim(),
    a.company ?? '',
    (a.street ?? []).filter(Boolean).join(', '),
    [a.city, region].filter(Boolean).join(' – '),
    a.postcode ? `CEP ${a.postcode}` : '',
    a.telephone ?? '',
  ].filter((line) => line.trim());
}

/**
 * The frame every customer e-mail shares: one centred 600px table with the store's header, inline
 * styles only (what common mail clients render alike). `inner` is trusted HTML.
 */
export function mailShell(languageTag: string, title: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(languageTag)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#F6F8FA;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F6F8FA;"><tr><td align="center" style="padding:16px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid ${LINE};font-family:Arial,Helvetica,sans-serif;color:${INK};font-size:14px;line-height:1.5;">
<tr><td style="background:${BRAND};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:bold;">Escritório Total</td></tr>
<tr><td style="padding:24px;">
${inner}
</td></tr></table>
</td></tr></table>
</body></html>`;
}

/** The call-to-action button of the e-mails. */
export function mailButton(href: string, label: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="background:${BRAND_STRONG};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;font-weight:bold;display:inline-block;">${escapeHtml(label)}</a></p>`;
}

export const MAIL_MUTED = MUTED;

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function composeOrderMail(data: OrderMailData): MailMessage {
  const lang = mailLanguage(data.store);
  const w = WORDS[lang];
  const { order } = data;
  const tag = data.store.languageTag;
  const money = (cents: number) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency: order.currency_code }).format(cents / 100);
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date(iso));
  const date = (day: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const n = order.increment_id;
  const name = order.customer_firstname || order.email;
  const discounts = JSON.parse(order.discounts) as { label: string; amount_cents: number }[];
  const shippingLines = addressLines(order.shipping_address);
  const billingLines = addressLines(order.billing_address);
  const attachments: MailAttachment[] = [];

  // --- plain text
  const text: string[] = [w.greeting(name), '', w.intro[data.kind](n), ''];
  const totals: [string, string][] = [[w.subtotal, money(order.subtotal_cents)]];
  // Labels are kept as the cart wrote them (Portuguese): shown in the order's language.
  for (const d of discounts) totals.push([translate(data.store, d.label), `− ${money(d.amount_cents)}`]);
  if (!order.is_virtual) totals.push([w.shipping, money(order.shipping_cents)]);
  totals.push([w.total, money(order.grand_total_cents)]);

  const payment: { title: string; lines: string[]; htmlExtra: string } | undefined = paymentSection();
  if (data.kind !== 'canceled') {
    if (payment) text.push(`${payment.title}`, ...payment.lines, '');
  }
  if (data.kind === 'paid') text.push(w.paidText, '');
  if (data.kind === 'canceled') text.push(w.canceledText, '');
  text.push(w.orderNumber(n));
  for (const item of data.items) {
    text.push(
      `- ${item.quantity} × ${item.name} (${item.sku}) – ${money(item.price_cents)} = ${money(item.row_total_cents)}`,
    );
  }
  text.push('');
  for (const [label, value] of totals) text.push(`${label}: ${value}`);
  text.push('', `${w.paymentMethod}: ${order.payment_method_title}`);
  if (order.shipping_description) text.push(`${w.shippingMethod}: ${order.shipping_description}`);
  if (shippingLines.length) text.push('', `${w.shippingAddress}:`, ...shippingLines);
  if (billingLines.length) text.push('', `${w.billingAddress}:`, ...billingLines);
  if (data.orderUrl) text.push('', `${w.viewOrder}: ${data.orderUrl}`);
  text.push('', w.signature);

  // --- HTML: one centred 600px table, inline styles only.
  const cell = `padding:8px;border-bottom:1px solid ${LINE};`;
  const rows = data.items
    .map(
      (item) =>
        `<tr><td style="${cell}">${escapeHtml(item.name)}<br><span style="color:${MUTED};font-size:12px;">${escapeHtml(item.sku)}</span></td>` +
        `<td style="${cell}text-align:right;">${item.quantity}</td>` +
        `<td style="${cell}text-align:right;white-space:nowrap;">${money(item.price_cents)}</td>` +
        `<td style="${cell}text-align:right;white-space:nowrap;">${money(item.row_total_cents)}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(
      ([label, value], index) =>
        `<tr><td colspan="3" style="padding:4px 8px;text-align:right;${index === totals.length - 1 ? 'font-weight:bold;font-size:16px;' : ''}">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 8px;text-align:right;white-space:nowrap;${index === totals.length - 1 ? 'font-weight:bold;font-size:16px;' : ''}">${value}</td></tr>`,
    )
    .join('');
  const addressBlock = (title: string, lines: string[]) =>
    lines.length
      ? `<td valign="top" style="padding:8px;width:50%;font-size:14px;"><strong>${escapeHtml(title)}</strong><br>${lines.map(escapeHtml).join('<br>')}</td>`
      : '';
  const button = data.orderUrl ? mailButton(data.orderUrl, w.viewOrder) : '';
  const notice =
    data.kind === 'paid'
      ? `<p style="margin:0 0 16px;">${escapeHtml(w.paidText)}</p>`
      : data.kind === 'canceled'
        ? `<p style="margin:0 0 16px;">${escapeHtml(w.canceledText)}</p>`
        : '';
  const html = mailShell(
    tag,
    w.subject[data.kind](n),
    `<p style="margin:0 0 8px;font-size:16px;">${escapeHtml(w.greeting(name))}</p>
<p style="margin:0 0 16px;">${escapeHtml(w.intro[data.kind](n))}</p>
${notice}${data.kind !== 'canceled' && payment ? payment.htmlExtra : ''}${button}
<h2 style="font-size:16px;margin:16px 0 8px;color:${INK};">${escapeHtml(w.orderNumber(n))}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr style="background:#F6F8FA;"><th align="left" style="${cell}">${escapeHtml(w.product)}</th><th align="right" style="${cell}">${escapeHtml(w.quantity)}</th><th align="right" style="${cell}">${escapeHtml(w.price)}</th><th align="right" style="${cell}">${escapeHtml(w.rowTotal)}</th></tr>
${rows}${totalRows}
</table>
<p style="margin:16px 0 0;"><strong>${escapeHtml(w.paymentMethod)}:</strong> ${escapeHtml(order.payment_method_title)}${order.shipping_description ? `<br><strong>${escapeHtml(w.shippingMethod)}:</strong> ${escapeHtml(order.shipping_description)}` : ''}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:16px;"><tr>${addressBlock(w.shippingAddress, shippingLines)}${addressBlock(w.billingAddress, billingLines)}</tr></table>
<p style="margin:24px 0 0;color:${MUTED};">${escapeHtml(w.signature)}</p>`,
  );

  return {
    to: order.email,
    subject: w.subject[data.kind](n),
    text: text.join('\n'),
    html,
    kind: `order-${data.kind}`,
    ...(attachments.length ? { attachments } : {}),
  };

  function paymentSection(): { title: string; lines: string[]; htmlExtra: string } | undefined {
    const box = (title: string, inner: string) =>
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:2px solid ${BRAND};"><tr><td style="padding:16px;"><h2 style="margin:0 0 8px;font-size:16px;color:${BRAND_STRONG};">${escapeHtml(title)}</h2>${inner}</td></tr></table>`;
    const mono = 'font-family:Consolas,Menlo,monospace;font-size:13px;word-break:break-all;';
    if (data.pix && data.kind === 'confirmation') {
      const until = dateTime(data.pix.expiresAt);
      if (data.pix.qrPng) {
        attachments.push({
          filename: `pix-${n}.png`,
          contentType: 'image/png',
          content: data.pix.qrPng,
          cid: PIX_QR_CID,
        });
      }
      return {
        title: w.pixTitle,
        lines: [w.pixText(until), `${w.pixCode}:`, data.pix.code],
        htmlExtra: box(
          w.pixTitle,
          `<p style="margin:0 0 12px;">${escapeHtml(w.pixText(until))}</p>` +
            (data.pix.qrPng
              ? `<p style="margin:0 0 12px;text-align:center;"><img src="cid:${PIX_QR_CID}" width="200" height="200" alt="${escapeHtml(w.pixQrAlt)}" style="display:inline-block;border:0;"></p>`
              : '') +
            `<p style="margin:0 0 4px;font-weight:bold;">${escapeHtml(w.pixCode)}</p><p style="margin:0;padding:8px;background:#F6F8FA;${mono}">${escapeHtml(data.pix.code)}</p>`,
        ),
      };
    }
    if (data.boleto && data.kind === 'confirmation') {
      const due = date(data.boleto.dueDate);
      const line = formatDigitableLine(data.boleto.digitableLine);
      if (data.boleto.pdf) {
        attachments.push({
          filename: `boleto-${n}.pdf`,
          contentType: 'application/pdf',
          content: data.boleto.pdf,
        });
      }
      return {
        title: w.boletoTitle,
        lines: [w.boletoText(due), `${w.boletoLine}: ${line}`, `${w.boletoBarcode}: ${data.boleto.barcode}`],
        htmlExtra: box(
          w.boletoTitle,
          `<p style="margin:0 0 12px;">${escapeHtml(w.boletoText(due))}</p>` +
            `<p style="margin:0 0 4px;font-weight:bold;">${escapeHtml(w.boletoLine)}</p><p style="margin:0 0 12px;padding:8px;background:#F6F8FA;${mono}font-size:15px;">${escapeHtml(line)}</p>` +
            `<p style="margin:0 0 4px;font-weight:bold;">${escapeHtml(w.boletoBarcode)}</p><p style="margin:0;${mono}">${escapeHtml(data.boleto.barcode)}</p>`,
        ),
      };
    }
    if (order.payment_method_code === 'jetcred') {
      const line = data.card
        ? w.cardPaid(
            data.card.installments,
            money(data.card.installmentCents),
            data.card.brand,
            data.card.last4,
          )
        : w.cardPending;
      return {
        title: order.payment_method_title,
        lines: [line],
        htmlExtra: box(order.payment_method_title, `<p style="margin:0;">${escapeHtml(line)}</p>`),
      };
    }
    return undefined;
  }
}

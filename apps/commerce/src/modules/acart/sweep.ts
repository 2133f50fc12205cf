import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countedSweep } from '../../lib/metrics';
import { activeCartsWithItems, linesForCopy } from '../cart/service';
import { hashToken } from '../customer/auth';
import { customerContact } from '../customer/lookup';
import type { Mailer } from '../mail/mailer';
import { cartIdsWithOrders } from '../sales/order-lookup';
import { DEFAULT_STORE, findStoreView, type StoreView } from '../store/stores';
import { claimForEmail, unsentAcarts } from './repository';
import './tables';

export interface AcartSweepOptions {
  /** A cart saved this many minutes ago (and not touched since) gets the e-mail. */
  delayMinutes: number;
  /** Public address of the storefront (the link's base). */
  storefrontUrl: string;
  /** Most e-mails one sweep sends (the next sweep continues). */
  batch?: number;
}

/** The recovery link of rules §9: the utm_* parameters make the storefront set its acart cookies. */
export function recoveryLink(storefrontUrl: string, store: StoreView, token: string): string {
  const t = encodeURIComponent(token);
  return `${storefrontUrl}${store.routePrefix}/cart?utm_source=carrinhoabandonado&utm_medium=email&utm_campaign=carrinho&utm_term=${t}&acart=${t}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const COPY = {
  'pt-BR': {
    subject: 'Seu carrinho está esperando por você',
    hello: (name: string) => `Olá, ${name}!`,
    intro: (store: string) => `Você deixou estes itens no seu carrinho da ${store}:`,
    action: 'Continuar a compra',
    ignore: 'Se você já finalizou o pedido, desconsidere este e-mail.',
  },
  'en-US': {
    subject: 'Your cart is waiting for you',
    hello: (name: string) => `Hello, ${name}!`,
    intro: (store: string) => `You left these items in your ${store} cart:`,
    action: 'Continue shopping',
    ignore: 'If you have already placed your order, please ignore this e-mail.',
  },
  'de-DE': {
    subject: 'Ihr Warenkorb wartet auf Sie',
    hello: (name: string) => `Hallo ${name}!`,
    intro: (store: string) => `Sie haben diese Artikel in Ihrem Warenkorb bei ${store} gelassen:`,
    action: 'Einkauf fortsetzen',
    ignore: 'Wenn Sie Ihre Bestellung bereits abgeschlossen haben, ignorieren Sie diese E-Mail bitte.',
  },
} as const;

function recoveryMail(
  store: StoreView,
  name: string,
  lines: { name: string; quantity: number }[],
  link: string,
) {
  const copy = COPY[store.languageTag as keyof typeof COPY] ?? COPY['pt-BR'];
  const items = lines.map((l) => `${l.quantity} × ${l.name}`);
  const text = [
    copy.hello(name),
    '',
    copy.intro(store.name),
    ...items.map((i) => `- ${i}`),
    '',
    `${copy.action}: ${link}`,
    '',
    copy.ignore,
  ].join('\n');
  const html = `<p>${escapeHtml(copy.hello(name))}</p>
<p>${escapeHtml(copy.intro(store.name))}</p>
<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}" style="background:#f97316;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p style="color:#666">${escapeHtml(copy.ignore)}</p>`;
  return { subject: copy.subject, text, html };
}

/**
 * Entries due for the recovery e-mail, oldest first: saved before the cutoff, not e-mailed, their
 * cart still active with at least one line and never turned into an order, their customer still
 * there (with the account's e-mail and first name). Pages through the unsent entries so that ones
 * which will never be due (an emptied cart) cannot hold the batch.
 */
async function dueAcarts(db: Kysely<Database>, cutoff: Date, limit: number) {
  const due = [];
  let after: { savedAt: string; id: number } | null = null;
  while (due.length < limit) {
    const page = await unsentAcarts(db, cutoff, after, limit);
    if (page.length === 0) break;
    const cartIds = page.map((a) => a.cart_id);
    const [live, ordered] = await Promise.all([
      activeCartsWithItems(db, cartIds),
      cartIdsWithOrders(db, cartIds),
    ]);
    for (const row of page) {
      if (due.length === limit || !live.has(row.cart_id) || ordered.has(row.cart_id)) continue;
      const customer = await customerContact({ db }, row.customer_id);
      if (customer)
        due.push({ ...row, customer_email: customer.email, customer_firstname: customer.firstname });
    }
    const last = page[page.length - 1]!;
    after = { savedAt: last.saved_at, id: last.id };
  }
  return due;
}

/**
 * E-mails the recovery link for every cart saved more than `delayMinutes` ago that is still active
 * with items and was never ordered (docs/architecture.md, decision 4): the conditional UPDATE on emailed_at
 * lets exactly one instance claim an entry, so running it everywhere at once sends one e-mail per
 * cart. The token is created here and only its SHA-256 is kept. Returns how many e-mails it sent.
 */
export async function sweepAbandonedCarts(
  db: Kysely<Database>,
  mailer: Mailer,
  options: AcartSweepOptions,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - options.delayMinutes * 60_000);
  let sent = 0;
  for (const row of await dueAcarts(db, cutoff, options.batch ?? 100)) {
    const token = randomBytes(24).toString('base64url');
    if (!(await claimForEmail(db, row.id, hashToken(token), now))) continue;
    const store = findStoreView(row.store_code) ?? DEFAULT_STORE;
    const lines = (await linesForCopy(db, row.cart_id)).map((l) => ({
      name: l.variant_name ?? l.product_name,
      quantity: l.quantity,
    }));
    const name = row.customer_firstname || row.user_name;
    const mail = recoveryMail(store, name, lines, recoveryLink(options.storefrontUrl, store, token));
    // Sent to the account's address: the one the storefront posted is kept only as data.
    await mailer.send({ to: row.customer_email, kind: 'abandoned-cart', ...mail });
    sent++;
  }
  return sent;
}

/** Runs the sweep every `intervalMs`; the timer does not keep the process alive. Returns a stop function. */
export function startAcartSweep(
  db: Kysely<Database>,
  mailer: Mailer,
  options: AcartSweepOptions & { intervalMs: number },
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    countedSweep('abandoned_carts', () => sweepAbandonedCarts(db, mailer, options))
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * A day of an ERP connector (Bling, Tiny/Olist…) against a running store, through Magento's REST
 * API only: new orders since a date, invoiced and shipped with Correios codes; stock and prices of
 * many SKUs in batches; new products with a picture; then the storefront's GraphQL must show it.
 * `npm run erp-sync-demo -w apps/commerce` (erp-sync-demo.ts) runs it; docs/back-office.md.
 */
import { nfeKeyCheckDigit } from '@store/br';
import { magentoDate } from '../src/rest/format';
import {
  type Clients,
  clients,
  correiosTrackingNumber,
  ErpDayError,
  eventually,
  loopbackUrl,
  productPicture,
  searchCriteria,
  timed,
} from './erp-client';

export { ErpDayError } from './erp-client';

export interface ErpDayOptions {
  url: string;
  token: string;
  /** Orders created at or after this instant (ISO or Magento's `YYYY-MM-DD HH:MM:SS`, UTC). */
  since: string;
  skus: number;
  products: number;
  /** Rows per stock or price request; connectors send a few hundred at a time. */
  batchSize?: number;
  /** Orders per page when listing. */
  pageSize?: number;
  log?: (line: string) => void;
}

interface BatchTimings {
  requests: number;
  totalMs: number;
  maxMs: number;
}

export interface ErpDayReport {
  orders: {
    found: number;
    pages: number;
    invoiced: number;
    shipped: number;
    skipped: Record<string, number>;
    nfes: number;
    tracks: string[];
    ms: number;
  };
  catalogueTopUp: { created: number; ms: number };
  stock: BatchTimings & { skus: number };
  prices: BatchTimings & { skus: number };
  products: { created: string[]; images: number; ms: number };
  checks: { price: boolean; stock: boolean; search: boolean; image: boolean; ms: number };
  totalMs: number;
}

interface MagentoOrder {
  entity_id: number;
  increment_id: string;
  state: string;
  is_virtual?: number | boolean;
  items: { qty_ordered: number; qty_invoiced: number; qty_shipped: number; parent_item_id?: number | null }[];
}
interface List<T> {
  items: T[];
  total_count: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Orders since the date, page by page (Magento repeats the last page past the end: count instead). */
async function listOrders(api: Clients, since: string, pageSize: number) {
  const orders: MagentoOrder[] = [];
  let pages = 0;
  for (let page = 1; ; page++) {
    const query = searchCriteria([{ field: 'created_at', value: since, condition_type: 'gteq' }], {
      pageSize,
      currentPage: page,
      sortField: 'entity_id',
    });
    const list = await api.rest<List<MagentoOrder>>('GET', `/orders?${query}`);
    pages++;
    orders.push(...list.items);
    if (list.items.length === 0 || orders.length >= list.total_count) return { orders, pages };
  }
}

/**
 * Invoices paid orders (state processing) with something left to invoice, then ships what is
 * left to ship with a Correios code. Unpaid, held, cancelled or closed orders are left alone, as
 * a connector only issues the NF-e of a paid order.
 */
async function invoiceAndShip(api: Clients, orders: MagentoOrder[], report: ErpDayReport['orders']) {
  for (const order of orders) {
    const lines = order.items.filter((i) => !i.parent_item_id);
    const toInvoice = lines.some((i) => i.qty_invoiced < i.qty_ordered);
    const toShip = !order.is_virtual && lines.some((i) => i.qty_shipped < i.qty_ordered);
    if (order.state !== 'processing' || (!toInvoice && !toShip)) {
      const reason = order.state === 'processing' ? 'done' : order.state;
      report.skipped[reason] = (report.skipped[reason] ?? 0) + 1;
      continue;
    }
    if (toInvoice) {
      await api.rest('POST', `/order/${order.entity_id}/invoice`, {
        capture: true,
        notify: true,
        arguments: { extension_attributes: { nfe: issuedNfe(order.entity_id) } },
      });
      report.invoiced++;
      report.nfes++;
    }
    if (toShip) {
      const track = correiosTrackingNumber(
        order.entity_id * 7919 + Number(order.increment_id.replace(/\D/g, '')),
      );
      await api.rest('POST', `/order/${order.entity_id}/ship`, {
        notify: true,
        tracks: [{ carrier_code: 'correios', title: 'Correios', track_number: track }],
      });
      report.tracks.push(track);
      report.shipped++;
    }
  }
}

/**
 * The NF-e the ERP issued for an order (SEFAZ answers the key in real life): UF 35, this month,
 * the store's CNPJ, model 55, series 1, the order's id as the number, and the modulo-11 digit.
 */
function issuedNfe(orderId: number) {
  const now = new Date();
  const yymm = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const body = `35${yymm}1122233300018155001${String(orderId).padStart(9, '0')}1${String(orderId * 7)
    .padStart(8, '0')
    .slice(-8)}`;
  const key = `${body}${nfeKeyCheckDigit(body)}`;
  return {
    access_key: key,
    number: orderId,
    series: 1,
    issued_at: magentoDate(now.toISOString()),
    xml: `<?xml version="1.0"?><nfeProc><NFe><infNFe Id="NFe${key}"/></NFe></nfeProc>`,
  };
}

/** The first `count` simple products by id, with their prices: the ERP's SKUs. */
async function simpleProducts(api: Clients, count: number) {
  const found: { sku: string; price: number; visibility: number }[] = [];
  for (let page = 1; found.length < count; page++) {
    const query = searchCriteria([{ field: 'type_id', value: 'simple' }], {
      pageSize: 500,
      currentPage: page,
      sortField: 'entity_id',
    });
    query.set('fields', 'items[sku,price,visibility],total_count');
    const list = await api.rest<List<{ sku: string; price: number; visibility: number }>>(
      'GET',
      `/products?${query}`,
    );
    found.push(...list.items);
    if (list.items.length === 0 || page * 500 >= list.total_count) break;
  }
  return found.slice(0, count);
}

const productBody = (sku: string, name: string, price: number) => ({
  product: {
    sku,
    name,
    price,
    status: 1,
    visibility: 4,
    type_id: 'simple',
    attribute_set_id: 4,
    weight: 0.2,
    extension_attributes: { stock_item: { qty: 100, is_in_stock: true } },
  },
});

/** Sends `rows` in batches, one request each, and times them. */
async function batched<T>(rows: T[], size: number, send: (batch: T[]) => Promise<void>) {
  const timings: BatchTimings = { requests: 0, totalMs: 0, maxMs: 0 };
  for (let at = 0; at < rows.length; at += size) {
    const { ms } = await timed(() => send(rows.slice(at, at + size)));
    timings.requests++;
    timings.totalMs += ms;
    timings.maxMs = Math.max(timings.maxMs, ms);
  }
  return timings;
}

const PRODUCT_QUERY = `query ($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    items { sku stock_status only_x_left_in_stock
      price_range { minimum_price { regular_price { value } } }
      media_gallery { url } }
  }
}`;
const SEARCH_QUERY = `query ($q: String!) { products(search: $q, pageSize: 50) { total_count items { sku } } }`;

interface GraphqlProduct {
  sku: string;
  stock_status: string;
  only_x_left_in_stock: number | null;
  price_range: { minimum_price: { regular_price: { value: number } } };
  media_gallery: { url: string }[];
}

export async function runErpDay(options: ErpDayOptions): Promise<ErpDayReport> {
  const log = options.log ?? (() => {});
  const base = loopbackUrl(options.url);
  const api = clients(base, options.token);
  const batchSize = options.batchSize ?? 200;
  const since = magentoDate(
    options.since.includes('T') ? options.since : `${options.since.replace(' ', 'T')}Z`,
  );
  if (!since) throw new ErpDayError(`--since is not a date: ${options.since}`);
  const started = performance.now();

  // 1. New orders: list, invoice, ship.
  const orders: ErpDayReport['orders'] = {
    found: 0,
    pages: 0,
    invoiced: 0,
    shipped: 0,
    skipped: {},
    nfes: 0,
    tracks: [],
    ms: 0,
  };
  orders.ms = (
    await timed(async () => {
      const listed = await listOrders(api, since, options.pageSize ?? 50);
      orders.found = listed.orders.length;
      orders.pages = listed.pages;
      await invoiceAndShip(api, listed.orders, orders);
    })
  ).ms;
  log(`orders since ${since}: ${orders.found}, invoiced ${orders.invoiced}, shipped ${orders.shipped}`);

  // 2. The ERP's SKUs: the store's simple products, topped up when it has fewer than asked.
  const runId = Date.now().toString(36).toUpperCase();
  let skus = await simpleProducts(api, options.skus);
  const missing = options.skus - skus.length;
  const topUp = await timed(async () => {
    for (let n = 0; n < missing; n++) {
      const sku = `ERP-${runId}-S${n + 1}`;
      await api.rest('POST', '/products', productBody(sku, `Item ERP ${runId} ${n + 1}`, 10 + (n % 90)));
    }
  });
  if (missing > 0) skus = await simpleProducts(api, options.skus);
  if (skus.length < options.skus)
    throw new ErpDayError(`Only ${skus.length} simple products in the store, ${options.skus} asked.`);
  log(`skus: ${skus.length} (${Math.max(missing, 0)} created first)`);

  // 3. Stock and prices in batches. One SKU sold on its own (a variant is not found by sku on the
  // storefront) goes down to 3 units, which its "only 3 left" shows; every price moves 3 %.
  const sampleAt = Math.max(
    skus.findIndex((s) => s.visibility === 4),
    0,
  );
  const quantities = skus.map((s, i) => ({
    sku: s.sku,
    source_code: 'default',
    quantity: i === sampleAt ? 3 : 20 + ((i * 37) % 480),
    status: 1,
  }));
  const stock = await batched(quantities, batchSize, async (sourceItems) => {
    await api.rest('POST', '/inventory/source-items', { sourceItems });
  });
  const prices = skus.map((s) => ({ sku: s.sku, price: cents(Math.max(s.price, 1) * 1.03), store_id: 0 }));
  const priceTimings = await batched(prices, batchSize, async (batch) => {
    const failures = await api.rest<unknown[]>('POST', '/products/base-prices', { prices: batch });
    if (failures.length)
      throw new ErpDayError(`base-prices refused rows: ${JSON.stringify(failures.slice(0, 3))}`);
  });
  log(
    `stock: ${stock.requests} requests, ${stock.totalMs} ms; prices: ${priceTimings.requests} requests, ${priceTimings.totalMs} ms`,
  );

  // 4. New products, each with a picture.
  const word = `erp${runId.toLowerCase()}`;
  const created: string[] = [];
  const productsStep = await timed(async () => {
    for (let n = 1; n <= options.products; n++) {
      const sku = `ERP-${runId}-P${n}`;
      await api.rest('POST', '/products', productBody(sku, `Caderno ${word} ${n}`, 19.9 + n));
      await api.rest('POST', `/products/${encodeURIComponent(sku)}/media`, {
        entry: {
          media_type: 'image',
          label: `Caderno ${n}`,
          position: 1,
          disabled: false,
          types: ['image', 'small_image', 'thumbnail'],
          content: { base64_encoded_data: await productPicture(n), type: 'image/png', name: `${sku}.png` },
        },
      });
      created.push(sku);
    }
  });
  log(`products: ${created.length} created with an image`);

  // 5. The storefront sees it.
  const product = async (sku: string) =>
    (await api.graphql<{ products: { items: GraphqlProduct[] } }>(PRODUCT_QUERY, { sku })).products.items[0];
  const checks = {
    price: false,
    stock: false,
    search: created.length === 0,
    image: created.length === 0,
    ms: 0,
  };
  checks.ms = (
    await timed(async () => {
      const sample = prices[sampleAt]!;
      checks.price = await eventually(
        async () =>
          (await product(sample.sku))?.price_range.minimum_price.regular_price.value === sample.price,
      );
      checks.stock = await eventually(async () => (await product(sample.sku))?.only_x_left_in_stock === 3);
      if (created.length) {
        checks.search = await eventually(async () => {
          const found = await api.graphql<{ products: { items: { sku: string }[] } }>(SEARCH_QUERY, {
            q: word,
          });
          const skusFound = new Set(found.products.items.map((i) => i.sku));
          return created.every((sku) => skusFound.has(sku));
        });
        checks.image = ((await product(created[0]!))?.media_gallery.length ?? 0) > 0;
      }
    })
  ).ms;
  const failed = Object.entries(checks).filter(([key, ok]) => key !== 'ms' && !ok);
  const report: ErpDayReport = {
    orders,
    catalogueTopUp: { created: Math.max(missing, 0), ms: topUp.ms },
    stock: { ...stock, skus: quantities.length },
    prices: { ...priceTimings, skus: prices.length },
    products: { created, images: created.length, ms: productsStep.ms },
    checks,
    totalMs: Math.round(performance.now() - started),
  };
  if (failed.length)
    throw new ErpDayError(
      `The storefront does not show the changes (${failed.map(([k]) => k).join(', ')}).\n${formatReport(report)}`,
    );
  return report;
}

/** The short report printed at the end. */
export function formatReport(r: ErpDayReport): string {
  const batches = (t: BatchTimings & { skus: number }) =>
    `${t.skus} SKUs in ${t.requests} requests, ${t.totalMs} ms (${Math.round(t.totalMs / Math.max(t.requests, 1))} ms/request, max ${t.maxMs} ms)`;
  const skipped = Object.entries(r.orders.skipped)
    .map(([state, n]) => `${n} ${state}`)
    .join(', ');
  const ok = (b: boolean) => (b ? 'ok' : 'FAILED');
  return [
    'ERP day report',
    `  orders:   ${r.orders.found} found in ${r.orders.pages} page(s), ${r.orders.invoiced} invoiced (${r.orders.nfes} NF-e attached), ${r.orders.shipped} shipped${skipped ? `, skipped: ${skipped}` : ''} (${r.orders.ms} ms)`,
    ...(r.orders.tracks.length ? [`  tracks:   ${r.orders.tracks.join(' ')}`] : []),
    ...(r.catalogueTopUp.created
      ? [`  setup:    ${r.catalogueTopUp.created} SKUs created first (${r.catalogueTopUp.ms} ms)`]
      : []),
    `  stock:    ${batches(r.stock)}`,
    `  prices:   ${batches(r.prices)}`,
    `  products: ${r.products.created.length} created with ${r.products.images} images (${r.products.ms} ms)`,
    `  storefront: price ${ok(r.checks.price)}, stock ${ok(r.checks.stock)}, search ${ok(r.checks.search)}, image ${ok(r.checks.image)} (${r.checks.ms} ms)`,
    `  total:    ${r.totalMs} ms`,
  ].join('\n');
}

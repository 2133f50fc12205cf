import { Counter, collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';

/**
 * The commerce server's Prometheus instruments (GET /metrics, modules/ops). They live in
 * prom-client's default registry, one per process: every app built in a process (tests build
 * several) counts into the same series, as the process is what Prometheus scrapes.
 */
export const metricsRegistry = register;

if (!(globalThis as { __storeProcessMetrics?: boolean }).__storeProcessMetrics) {
  (globalThis as { __storeProcessMetrics?: boolean }).__storeProcessMetrics = true;
  collectDefaultMetrics({ register });
}

/** Latency buckets (seconds) around a storefront page's budget: most answers take milliseconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'commerce_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
});

export const httpDuration = new Histogram({
  name: 'commerce_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
});

export const graphqlDuration = new Histogram({
  name: 'commerce_graphql_operation_duration_seconds',
  help: 'Time to answer a GraphQL request, by operation name (anonymous, or other past the known names)',
  labelNames: ['operation'] as const,
  buckets: LATENCY_BUCKETS,
});

export const cacheLookups = new Counter({
  name: 'commerce_cache_lookups_total',
  help: 'Lookups in the catalogue cache and the GraphQL response cache, by cache and result (hit, miss)',
  labelNames: ['cache', 'result'] as const,
});

export const catalogInvalidations = new Counter({
  name: 'commerce_catalog_invalidations_total',
  help: 'Times this process dropped its catalogue caches because the catalogue version moved',
});

export const searchIndexProducts = new Gauge({
  name: 'commerce_search_index_products',
  help: 'Products in the in-process search index now answering (0: searches ask the database)',
});

export const searchIndexBuildSeconds = new Gauge({
  name: 'commerce_search_index_build_seconds',
  help: 'How long the last in-process search index build took (reading and building, on its thread)',
});

export const searchIndexBytes = new Gauge({
  name: 'commerce_search_index_bytes',
  help: 'Size of the in-process search index: its typed arrays plus two bytes per character of its words',
});

export const ordersPlaced = new Counter({
  name: 'commerce_orders_placed_total',
  help: 'Orders placed (each order once, retries of the same cart not counted)',
});

export const paymentFailures = new Counter({
  name: 'commerce_payment_failures_total',
  help: 'Payments refused or failed, by method and reason',
  labelNames: ['method', 'reason'] as const,
});

export const sweepRuns = new Counter({
  name: 'commerce_sweep_runs_total',
  help: 'Background sweep runs, by sweep (pix_expiry, abandoned_carts, mail_outbox) and outcome (ok, error)',
  labelNames: ['sweep', 'outcome'] as const,
});

export const sweepEffects = new Counter({
  name: 'commerce_sweep_effects_total',
  help: 'What the sweeps did: orders cancelled, recovery e-mails queued, e-mails delivered',
  labelNames: ['sweep'] as const,
});

export type SweepName = 'pix_expiry' | 'abandoned_carts' | 'mail_outbox';

/** Runs one sweep, counting the run, its outcome and its effects (the number it resolves to). */
export async function countedSweep(sweep: SweepName, run: () => Promise<number>): Promise<number> {
  try {
    const effects = await run();
    sweepRuns.inc({ sweep, outcome: 'ok' });
    if (effects) sweepEffects.inc({ sweep }, effects);
    return effects;
  } catch (error) {
    sweepRuns.inc({ sweep, outcome: 'error' });
    throw error;
  }
}

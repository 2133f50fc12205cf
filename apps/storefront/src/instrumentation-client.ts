/**
 * Runs in the browser before the page hydrates (Next's instrumentation-client).
 *
 * Zod compiles object schemas to code with `new Function` and, before it does, probes whether
 * eval is allowed by calling `Function('')` the first time a form's schema parses. The store's
 * Content-Security-Policy has no 'unsafe-eval' (apps/storefront/EDGE.md), so the probe is blocked
 * and reported as a violation. `jitless` makes Zod validate without generating code and without
 * the probe. Zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core), so the
 * setting is made without loading Zod on pages that never use it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};

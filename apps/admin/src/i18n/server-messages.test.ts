import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './server-messages';
import { scanServerTemplates } from './server-source';

const commerceSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../commerce/src');
const placeholders = (text: string) => [...new Set([...text.matchAll(/%(\w+)/g)].map((m) => m[1]))].sort();

/**
 * Message expressions the scan cannot read as text, each with where its texts are collected
 * instead. A new one fails the test: say where its words come from, or give it a text.
 */
const ACCOUNTED: Record<string, string> = {
  // inputError/notFound/WebapiError pass their caller's message on: the callers are scanned.
  'rest/errors.ts message': 'the message argument of inputError/notFound, read at each call',
  // sendRestError answers a DomainError's own message: read at each `new InputError(…)` etc.
  'rest/errors.ts error.message': "the services' DomainErrors, read where they are thrown",
  // Fastify's 4xx errors (a body over the size limit…) are Fastify's, not the store's: the
  // catalogue has the one the back office meets (a large upload); others show as Fastify wrote.
  'rest/errors.ts fastifyError.message': "Fastify's own texts",
  // Lifecycle refusals passed on to Magento's envelope: read at `new LifecycleError(…)`.
  'modules/sales/lifecycle/errors.ts error.message': 'LifecycleError messages, read where thrown',
  // A provider's refusal of a refund passed on as a LifecycleError: read at `new ReversalError(…)`.
  'modules/sales/lifecycle/transitions.ts error.message': 'ReversalError messages, read where thrown',
  'modules/sales/lifecycle/documents.ts error.message': 'ReversalError messages, read where thrown',
  // Why a packing slip must not print: the two SLIP_* texts of packing-slip.ts.
  'modules/sales/lifecycle/back-office.rest.ts packingSlipRefusal(row)': 'packing-slip.ts SLIP_* constants',
  // The catalogue's refusals as Magento's envelope: read at `new CatalogInputError(…)`.
  'modules/catalog/admin/rest-shapes.ts error.message': 'CatalogInputError messages, read where thrown',
};

describe('server message catalogue of the back office', () => {
  it('has Portuguese and English for every template, with the same placeholders', () => {
    const problems: string[] = [];
    for (const [key, entry] of Object.entries(SERVER_MESSAGES)) {
      for (const language of ['pt', 'en'] as const) {
        const text = entry[language];
        if (!text?.trim()) problems.push(`${JSON.stringify(key)}: no ${language}`);
        else if (placeholders(text).join() !== placeholders(key).join())
          problems.push(`${JSON.stringify(key)}: ${language} placeholders differ`);
      }
      if (entry.field?.startsWith('%') && !placeholders(key).includes(entry.field.slice(1)))
        problems.push(`${JSON.stringify(key)}: field ${entry.field} is not a placeholder`);
    }
    expect(problems).toEqual([]);
  });

  it('knows every refusal the commerce server can send on its REST routes', { timeout: 180_000 }, () => {
    const { templates, dynamic } = scanServerTemplates(commerceSrc);
    // The scan must reach what it exists for: an empty or shrunken result would pass vacuously.
    const texts = new Set(templates.map((t) => t.text));
    expect(texts.size).toBeGreaterThan(120);
    for (const known of [
      "The consumer isn't authorized to access %resources.",
      'You cannot cancel this order.',
      'The quantity to ship must not be greater than the unshipped quantity for product SKU "%1".',
      'Coupon with the same code already exists.',
      'The return %1 has not been received yet.',
      'A page URL key for specified store already exists.',
      'Provider is already configured.',
      'Cannot delete the root category.',
      // Handed to a helper's parameter (`refusal('…', …)`), read at each call.
      'Link URL must have valid format.',
    ])
      expect(texts).toContain(known);
    // Shoppers' messages stay out: a coupon route imports one cart helper, not the cart.
    expect(templates.filter((t) => t.file.startsWith('modules/cart/lines'))).toEqual([]);

    const missing = (language: 'pt' | 'en') =>
      templates
        .filter((t) => !SERVER_MESSAGES[t.text]?.[language])
        .map((t) => `${language}: ${t.file}:${t.line} ${JSON.stringify(t.text)}`);
    expect([...new Set([...missing('pt'), ...missing('en')])]).toEqual([]);

    const unaccounted = dynamic
      .map((site) => `${site.file} ${site.expression}`)
      .filter((site) => ACCOUNTED[site] === undefined);
    expect([...new Set(unaccounted)]).toEqual([]);
  });
});

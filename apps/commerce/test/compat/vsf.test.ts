import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildTypeDefs } from '../../src/graphql/schema';

/**
 * The original client's requests (Vue Storefront for Magento 2, api-client) for the operations of
 * rules §7, kept as fixtures in vsf/: each must validate against our schema, as against Magento's.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const schema = buildSchema(buildTypeDefs());
const fixtures = readdirSync(path.join(here, 'vsf')).filter((file) => file.endsWith('.graphql'));

describe('Vue Storefront client documents', () => {
  it('are all there', () => {
    expect(fixtures).toEqual(
      expect.arrayContaining(['storeConfig.graphql', 'availableStores.graphql', 'customerOrders.graphql']),
    );
  });

  it.each(fixtures)('%s validates against the schema', (file) => {
    const document = parse(readFileSync(path.join(here, 'vsf', file), 'utf8'));
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});

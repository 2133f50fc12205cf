import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildTypeDefs } from '../../src/graphql/schema';

/**
 * PWA Studio 13.3 documents of the groups that failed against our schema (cart trigger count,
 * image swatches, saved payment tokens), kept as fixtures in pwa/: each must validate.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const schema = buildSchema(buildTypeDefs());
const fixtures = readdirSync(path.join(here, 'pwa')).filter((file) => file.endsWith('.graphql'));

describe('PWA Studio documents', () => {
  it.each(fixtures)('%s validates against the schema', (file) => {
    const document = parse(readFileSync(path.join(here, 'pwa', file), 'utf8'));
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});

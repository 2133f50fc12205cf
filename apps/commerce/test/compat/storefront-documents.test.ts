import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  typeFromAST,
  validate,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { documentCost } from '../../src/graphql/cost';
import { buildTypeDefs } from '../../src/graphql/schema';

/**
 * The storefront's GraphQL documents are a contract with this server: each one must validate
 * against the schema the server serves, and cost less than the server's query cost limit at the
 * largest page the storefront asks for. A field renamed here, or a fragment grown past the limit
 * there, fails this test instead of a shopper's page.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.resolve(here, '../../../storefront/src/features');
const schema = buildSchema(buildTypeDefs());
/** The largest page size the storefront asks for (listing page sizes and the wishlist). */
const STOREFRONT_MAX_PAGE = 50;
const costLimit = loadConfig({}).graphql.maxComplexity;

const documentFiles = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.documents.ts'))
  .sort();

/** Every exported string of a documents module that holds an operation, by its export name. */
async function operationsOf(file: string): Promise<[string, string][]> {
  const module = (await import(path.join(featuresDir, file))) as Record<string, unknown>;
  return Object.entries(module).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && /^\s*(#[^\n]*\n\s*)*(query|mutation)\b/m.test(entry[1]),
  );
}

/** A plausible value for a variable, so that the cost walker sees the page sizes really asked for. */
function sampleValue(name: string, type: GraphQLInputType): unknown {
  if (name === 'pageSize') return STOREFRONT_MAX_PAGE;
  if (name === 'currentPage') return 1;
  if (!isNonNullType(type)) return undefined;
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (!isScalarType(named)) return undefined;
  return { Int: 1, Float: 1, Boolean: true, String: 'caneta', ID: '1' }[named.name] ?? 'x';
}

describe('storefront GraphQL documents', () => {
  it('finds the documents modules and their operations', async () => {
    expect(documentFiles.length).toBeGreaterThanOrEqual(10);
    const operations = (await Promise.all(documentFiles.map(operationsOf))).flat();
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(documentFiles)('%s: every operation validates and stays under the cost limit', async (file) => {
    // A module may hold fragments only (product-card.documents.ts): they are checked where used.
    const operations = await operationsOf(file);
    for (const [name, source] of operations) {
      const document = parse(source);
      expect(
        validate(schema, document).map((error) => `${name}: ${error.message}`),
        `${file} ${name}`,
      ).toEqual([]);
      const variables: Record<string, unknown> = {};
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const variable of definition.variableDefinitions ?? []) {
          const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
          const value = type ? sampleValue(variable.variable.name.value, type) : undefined;
          if (value !== undefined) variables[variable.variable.name.value] = value;
        }
      }
      const cost = documentCost(schema, document, variables);
      expect(cost, `${file} ${name} costs ${cost}`).toBeLessThanOrEqual(costLimit);
    }
  });
});

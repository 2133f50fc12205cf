import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  documentShapeError,
  isJsonText,
  MAX_DOCUMENT_FIELDS,
  MAX_ROOT_FIELDS,
  malformedRequest,
} from './limits';

describe('malformedRequest', () => {
  it('accepts a JSON object with a query, variables and an operation name', () => {
    expect(malformedRequest('POST', { query: '{ a }' })).toBeUndefined();
    expect(
      malformedRequest('POST', { query: '{ a }', variables: { x: 1 }, operationName: 'A' }),
    ).toBeUndefined();
    expect(
      malformedRequest('POST', { query: '{ a }', variables: null, operationName: null }),
    ).toBeUndefined();
    expect(malformedRequest('GET', { query: '{ a }', variables: '{"x":1}' })).toBeUndefined();
  });

  it.each([
    ['POST', null, /JSON object/],
    ['POST', [{ query: '{ a }' }], /JSON object/],
    ['POST', 'query', /JSON object/],
    ['POST', {}, /"query" must be a non-empty string/],
    ['POST', { query: null }, /"query" must be a non-empty string/],
    ['POST', { query: '   ' }, /"query" must be a non-empty string/],
    ['POST', { query: { kind: 'Document' } }, /"query" must be a non-empty string/],
    ['POST', { query: '{ a }', variables: 'x' }, /"variables" must be a JSON object/],
    ['POST', { query: '{ a }', variables: [1] }, /"variables" must be a JSON object/],
    ['POST', { query: '{ a }', operationName: 5 }, /"operationName" must be a string/],
    ['POST', { query: '{ a }', extensions: 5 }, /"extensions" must be a JSON object/],
    ['GET', undefined, /"query" parameter/],
    ['GET', { query: ['{ a }', '{ b }'] }, /"query" must be a non-empty string/],
    ['GET', { query: '{ a }', variables: 'not json' }, /Unable to parse the variables/],
    ['GET', { query: '{ a }', variables: '[1]' }, /Unable to parse the variables/],
  ] as const)('%s %j is refused', (method, payload, message) => {
    expect(malformedRequest(method, payload)).toMatch(message);
  });
});

describe('documentShapeError', () => {
  it('lets an ordinary document through', () => {
    const document =
      parse(`query Listing { a: products(search: "x") { items { sku ...F } } b: products(search: "y") { total_count } }
      fragment F on ProductInterface { name }`);
    expect(documentShapeError(document, 30)).toBeUndefined();
  });

  it('refuses more aliases than allowed, counted across fragments', () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: sku`).join(' ');
    const document = parse(
      `{ products(search: "x") { items { ${aliases(20)} ...F } } } fragment F on ProductInterface { ${aliases(11)} }`,
    );
    expect(documentShapeError(document, 30)?.message).toBe(
      'Max aliases in a document should be 30 but got 31.',
    );
    expect(documentShapeError(document, 31)).toBeUndefined();
  });

  it('refuses more fields than validation should compare', () => {
    const document = parse(`{ storeConfig { ${'store_code '.repeat(MAX_DOCUMENT_FIELDS)} } }`);
    expect(documentShapeError(document, 30)?.message).toBe(
      `Max fields in a document should be ${MAX_DOCUMENT_FIELDS} but got ${MAX_DOCUMENT_FIELDS + 1}.`,
    );
  });

  it('refuses more root fields than allowed, fragments spread in', () => {
    const fields = (n: number) => Array.from({ length: n }, () => '__typename').join(' ');
    const document = parse(
      `{ ${fields(MAX_ROOT_FIELDS)} ...Q } fragment Q on Query { storeConfig { store_code } }`,
    );
    expect(documentShapeError(document, 30)?.message).toBe(
      `Max root fields in an operation should be ${MAX_ROOT_FIELDS} but got ${MAX_ROOT_FIELDS + 1}.`,
    );
  });

  it('refuses what is not a document', () => {
    expect(documentShapeError(5 as never, 30)).toMatchObject({ statusCode: 400 });
    expect(documentShapeError({ kind: 'Document' } as never, 30)).toMatchObject({ statusCode: 400 });
  });
});

describe('isJsonText', () => {
  it('tells JSON (which mercurius would take for a syntax tree) from GraphQL', () => {
    for (const json of ['{"kind":"Document","definitions":[]}', '[1]', '5', 'null', ' "x" ', 'true'])
      expect(isJsonText(json)).toBe(true);
    for (const graphql of ['{ storeConfig { store_code } }', 'query A { a }', '{}x', '', 'nul', '{ "a" }'])
      expect(isJsonText(graphql)).toBe(false);
  });
});

import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { DomainError } from './errors';

/**
 * Limits on what one GraphQL request may ask for, so that no single anonymous request can keep
 * the server busy. The configurable ones (depth, cost, aliases, per-client budget) are in
 * `config.graphql`; these are fixed.
 */

/** Largest `pageSize` of any paged field: Magento's default `maximum_page_size` (web API input limits). */
export const MAX_PAGE_SIZE = 300;

/** Longest list accepted in any argument (`sku: { in: [...] }`, cart items…), as Shopify caps input arrays. */
export const MAX_INPUT_LIST = 300;

/**
 * Lexical tokens a document may have: the parser stops there, before validation's work grows
 * with the size of the document. The storefront's largest document has about 410; the standard
 * introspection query 160.
 */
export const MAX_DOCUMENT_TOKENS = 5000;

/**
 * Fields written in a document (fragments counted once; the storefront's largest has about 210).
 * Validation compares the fields of a selection pairwise: its work grows with the square of this.
 */
export const MAX_DOCUMENT_FIELDS = 500;

/** Root fields of one operation (after fragments): the storefront's listing asks for five. */
export const MAX_ROOT_FIELDS = 20;

/**
 * A request refused by a limit: Magento's `graphql-input` category, with the HTTP status the
 * answer carries (400 for a malformed request, 429 for a spent budget; 200 otherwise, as Magento
 * answers its own query-complexity errors).
 */
export class LimitError extends DomainError {
  readonly category = 'graphql-input';
  constructor(
    message: string,
    readonly statusCode = 200,
  ) {
    super(message);
  }
}

/** Magento's answer to a page size above the maximum (SearchCriteriaValidator). */
export function pageSizeTooLarge(): LimitError {
  return new LimitError(`Maximum pageSize is ${MAX_PAGE_SIZE}`);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the envelope of a GraphQL request before any GraphQL work: a JSON object with a
 * non-empty `query` string, `variables` an object (GET: JSON text of one), `operationName` a
 * string. Returns the reason it is malformed, or undefined.
 */
export function malformedRequest(method: string, payload: unknown): string | undefined {
  if (!isObject(payload)) {
    return method === 'GET'
      ? 'A GET request needs the GraphQL document in the "query" parameter.'
      : 'The request body must be a JSON object such as {"query": "{ … }", "variables": {…}}.';
  }
  const { query, variables, operationName, extensions } = payload;
  if (typeof query !== 'string' || query.trim() === '')
    return 'The request has no GraphQL document: "query" must be a non-empty string.';
  if (operationName != null && typeof operationName !== 'string') return '"operationName" must be a string.';
  if (method === 'GET') {
    if (variables != null && variables !== '' && !isJsonObjectText(variables))
      return 'Unable to parse the variables: "variables" must be a JSON object.';
    if (extensions != null && extensions !== '' && !isJsonObjectText(extensions))
      return 'Unable to parse the extensions: "extensions" must be a JSON object.';
  } else {
    if (variables != null && !isObject(variables)) return '"variables" must be a JSON object.';
    if (extensions != null && !isObject(extensions)) return '"extensions" must be a JSON object.';
  }
  return undefined;
}

function isJsonObjectText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return isObject(JSON.parse(value));
  } catch {
    return false;
  }
}

/**
 * Whether a query text is JSON rather than GraphQL (no GraphQL document is valid JSON). mercurius
 * takes a text it cannot parse for a JSON syntax tree; such a tree must never reach validation.
 * Costs nothing for GraphQL: JSON.parse stops at its first characters.
 */
export function isJsonText(source: string): boolean {
  try {
    JSON.parse(source);
    return true;
  } catch {
    return false;
  }
}

export const notGraphQL = () =>
  new LimitError('Unable to parse the request: "query" is not a GraphQL document.', 400);

/**
 * Checks the shape of a parsed document before it is validated (whose work grows with it): at
 * most MAX_DOCUMENT_FIELDS fields, `maxAliases` aliases and MAX_ROOT_FIELDS root fields per
 * operation. Returns the refusal, or undefined.
 */
export function documentShapeError(document: DocumentNode, maxAliases: number): LimitError | undefined {
  if (document?.kind !== Kind.DOCUMENT || !Array.isArray(document.definitions)) return notGraphQL();
  let fields = 0;
  let aliases = 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  const count = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        fields++;
        if (selection.alias) aliases++;
      }
      if (selection.kind !== Kind.FRAGMENT_SPREAD) count(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.FRAGMENT_DEFINITION || definition.kind === Kind.OPERATION_DEFINITION)
      count(definition.selectionSet);
  }
  if (fields > MAX_DOCUMENT_FIELDS) {
    return new LimitError(`Max fields in a document should be ${MAX_DOCUMENT_FIELDS} but got ${fields}.`);
  }
  if (aliases > maxAliases) {
    return new LimitError(`Max aliases in a document should be ${maxAliases} but got ${aliases}.`);
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const roots = rootFieldCount(definition, fragments);
    if (roots > MAX_ROOT_FIELDS) {
      return new LimitError(`Max root fields in an operation should be ${MAX_ROOT_FIELDS} but got ${roots}.`);
    }
  }
  return undefined;
}

/** Root fields of an operation, fragments spread in (each fragment once: cycles are validation's). */
function rootFieldCount(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): number {
  const seen = new Set<string>();
  const count = (selectionSet: SelectionSetNode): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) total++;
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += count(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) total += count(fragment.selectionSet);
      }
    }
    return total;
  };
  return count(operation.selectionSet);
}

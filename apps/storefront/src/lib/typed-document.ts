/**
 * A GraphQL document as a plain string that carries its result and variables types, the same
 * shape GraphQL Code Generator's `documentMode: 'string'` emits (`TypedDocumentString`). Until
 * codegen is wired, documents declare their types by hand through `graphql<Result, Variables>()`.
 */
export type TypedDocument<TResult, TVariables> = string & {
  readonly __apiType?: (variables: TVariables) => TResult;
};

/** Tags a GraphQL source string with its result and variables types. */
export function graphql<TResult, TVariables = Record<string, never>>(
  source: string,
): TypedDocument<TResult, TVariables> {
  return source;
}

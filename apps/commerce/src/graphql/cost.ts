import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  GraphQLIncludeDirective,
  type GraphQLObjectType,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getVariableValues,
  isAbstractType,
  isCompositeType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
} from 'graphql';
import { LimitError, MAX_INPUT_LIST, MAX_PAGE_SIZE, pageSizeTooLarge } from './limits';

/** Arguments whose value is the length of the page a field answers. */
const PAGE_SIZE_ARGUMENTS = ['pageSize', 'first'] as const;

/**
 * Extra cost of a full-text search (a field given a non-empty `search`): it matches and ranks
 * the catalogue whatever the page size.
 */
export const SEARCH_COST = 100;

/**
 * The cost of running a document with its variables, computed before it runs. Every field costs
 * one point plus its sub-selection (`__typename` is free); a paged field (one with a `pageSize`
 * argument, the schema default included) counts its page — the `items` of its answer — once per
 * item of the page size, as Shopify counts connections, so pages within pages multiply. Other
 * lists count once (a product's related products, a category's children, a customer's
 * wishlists). A search adds SEARCH_COST. A field of an interface or union costs what its dearest
 * concrete type would. With several operations and none named, the dearest counts.
 *
 * Throws a LimitError when a `pageSize` is above MAX_PAGE_SIZE or an argument holds a list longer
 * than MAX_INPUT_LIST: both are refused before anything runs.
 */
export function documentCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | undefined | null,
  operationName?: string | null,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const chosen = operationName ? operations.filter((o) => o.name?.value === operationName) : operations;
  let cost = 0;
  for (const operation of chosen) {
    const rootType = schema.getRootType(operation.operation);
    if (!rootType) continue;
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
    // Variables were checked before this runs; when they are wrong the operation fails anyway,
    // and the schema defaults stand in for them here.
    const walker = new CostWalker(schema, fragments, coerced.coerced ?? {});
    cost = Math.max(cost, walker.selectionCost(operation.selectionSet, rootType, 1));
  }
  return cost;
}

class CostWalker {
  /** Cost per field node and parent type: a fragment used in many places is walked once per type. */
  private readonly fieldCosts = new Map<FieldNode, Map<string, number>>();
  private readonly selectionCosts = new Map<SelectionSetNode, Map<string, number>>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
  ) {}

  /** Cost of a selection on a type; fields named `items` count `pageSize` times. */
  selectionCost(selectionSet: SelectionSetNode, type: GraphQLCompositeType, pageSize: number): number {
    const key = `${type.name}\n${pageSize}`;
    let byType = this.selectionCosts.get(selectionSet);
    const known = byType?.get(key);
    if (known !== undefined) return known;
    const types = isAbstractType(type) ? this.schema.getPossibleTypes(type) : [type as GraphQLObjectType];
    let cost = 0;
    for (const objectType of types) {
      let sum = 0;
      for (const field of this.collectFields(selectionSet, objectType, new Set())) {
        sum += this.fieldCost(field, objectType) * (field.name.value === 'items' ? pageSize : 1);
      }
      cost = Math.max(cost, sum);
    }
    if (!byType) {
      byType = new Map();
      this.selectionCosts.set(selectionSet, byType);
    }
    byType.set(key, cost);
    return cost;
  }

  private fieldCost(node: FieldNode, parentType: GraphQLObjectType): number {
    const name = node.name.value;
    if (name === '__typename') return 0;
    let byType = this.fieldCosts.get(node);
    const known = byType?.get(parentType.name);
    if (known !== undefined) return known;

    const definition = this.fieldDefinition(parentType, name);
    let cost = 1;
    if (definition) {
      const args = this.argumentsOf(definition, node);
      for (const [argument, value] of Object.entries(args)) checkInputLists(value, `${name}(${argument})`);
      const pageArgument = PAGE_SIZE_ARGUMENTS.find((a) => definition.args.some((d) => d.name === a));
      const size = pageArgument ? args[pageArgument] : undefined;
      if (typeof size === 'number' && size > MAX_PAGE_SIZE) throw pageSizeTooLarge();
      const pageSize = pageArgument ? Math.max(1, typeof size === 'number' ? size : MAX_PAGE_SIZE) : 1;
      if (typeof args.search === 'string' && args.search.trim()) cost += SEARCH_COST;
      const childType = getNamedType(definition.type);
      if (node.selectionSet && isCompositeType(childType)) {
        cost += this.selectionCost(node.selectionSet, childType, pageSize);
      }
    }
    if (!byType) {
      byType = new Map();
      this.fieldCosts.set(node, byType);
    }
    byType.set(parentType.name, cost);
    return cost;
  }

  private fieldDefinition(
    parentType: GraphQLObjectType,
    name: string,
  ): GraphQLField<unknown, unknown> | undefined {
    if (parentType === this.schema.getQueryType()) {
      if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
      if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
    }
    return parentType.getFields()[name];
  }

  private argumentsOf(definition: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> {
    try {
      return getArgumentValues(definition, node, this.variables);
    } catch {
      return {}; // a wrong argument fails the operation itself; schema defaults stand in here
    }
  }

  /** The field nodes of a selection that apply to one concrete type (@skip and @include heeded). */
  private collectFields(
    selectionSet: SelectionSetNode,
    type: GraphQLObjectType,
    visited: Set<string>,
    into: FieldNode[] = [],
  ): FieldNode[] {
    for (const selection of selectionSet.selections) {
      if (!this.included(selection)) continue;
      if (selection.kind === Kind.FIELD) into.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (this.applies(selection.typeCondition?.name.value, type))
          this.collectFields(selection.selectionSet, type, visited, into);
      } else {
        const fragment = this.fragments.get(selection.name.value);
        if (!fragment || visited.has(fragment.name.value)) continue;
        if (this.applies(fragment.typeCondition.name.value, type)) {
          visited.add(fragment.name.value);
          this.collectFields(fragment.selectionSet, type, visited, into);
          visited.delete(fragment.name.value);
        }
      }
    }
    return into;
  }

  private applies(condition: string | undefined, type: GraphQLObjectType): boolean {
    if (!condition || condition === type.name) return true;
    const conditionType = this.schema.getType(condition);
    if (!conditionType) return false;
    if (isAbstractType(conditionType)) return this.schema.isSubType(conditionType, type);
    return isObjectType(conditionType) && conditionType === type;
  }

  private included(selection: SelectionSetNode['selections'][number]): boolean {
    try {
      const skip = getDirectiveValues(GraphQLSkipDirective, selection, this.variables);
      if (skip?.if === true) return false;
      const include = getDirectiveValues(GraphQLIncludeDirective, selection, this.variables);
      return include?.if !== false;
    } catch {
      return true; // a wrong variable fails the operation itself; counted as included here
    }
  }
}

/** Refuses a list longer than MAX_INPUT_LIST anywhere in an argument value. */
function checkInputLists(value: unknown, where: string): void {
  if (Array.isArray(value)) {
    if (value.length > MAX_INPUT_LIST) {
      throw new LimitError(
        `Argument ${where} holds a list of ${value.length} values; at most ${MAX_INPUT_LIST} are accepted.`,
      );
    }
    for (const item of value) checkInputLists(item, where);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) checkInputLists(item, where);
  }
}

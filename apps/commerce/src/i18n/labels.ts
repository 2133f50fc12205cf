import { type GraphQLSchema, isInterfaceType, isObjectType } from 'graphql';
import type { RequestContext } from '../graphql/context';
import type { Resolvers } from '../graphql/types';
import { translate } from './translate';

/**
 * Shopper-visible texts inside answers (not errors): user errors, order status labels, method
 * titles, discount labels. Each listed field is answered in the store view's language by wrapping
 * its resolver (or the default property read), so the modules keep building English keys or the
 * store's stored Portuguese texts and the translation happens in this one place.
 */
export const TRANSLATED_FIELDS: readonly (readonly [type: string, field: string])[] = [
  // errors answered as data
  ['CartUserInputError', 'message'],
  ['CartItemError', 'message'],
  ['PlaceOrderError', 'message'],
  ['WishListUserInputError', 'message'],
  ['WishlistCartUserInputError', 'message'],
  ['AvailableShippingMethod', 'error_message'],
  // labels
  ['CustomerOrder', 'status'],
  ['OrderItemInterface', 'status'],
  ['CustomerOrder', 'carrier'],
  ['CustomerOrder', 'shipping_method'],
  ['Discount', 'label'],
  ['CartDiscount', 'label'],
  ['AvailablePaymentMethod', 'title'],
  ['SelectedPaymentMethod', 'title'],
  ['OrderPaymentMethod', 'name'],
  ['AvailableShippingMethod', 'carrier_title'],
  ['AvailableShippingMethod', 'method_title'],
  ['SelectedShippingMethod', 'carrier_title'],
  ['SelectedShippingMethod', 'method_title'],
  ['ConfigurableProductOptions', 'label'],
  ['SelectedConfigurableOption', 'option_label'],
  ['OrderItemOption', 'label'],
];

type FieldResolver = (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => unknown;

/** A shipping description is `<carrier> - <method>`, stored at placement: each part is a title. */
function translateValue(ctx: RequestContext, value: unknown): unknown {
  if (typeof value === 'string') {
    const translated = translate(ctx.store, value);
    if (translated !== value || !value.includes(' - ')) return translated;
    return value
      .split(' - ')
      .map((part) => translate(ctx.store, part))
      .join(' - ');
  }
  if (Array.isArray(value)) return value.map((item) => translateValue(ctx, item));
  return value;
}

export function withTranslatedLabels(resolvers: Resolvers, schema: GraphQLSchema): Resolvers {
  const result: Record<string, Record<string, unknown>> = {
    ...(resolvers as Record<string, Record<string, unknown>>),
  };
  for (const [typeName, field] of TRANSLATED_FIELDS) {
    const type = schema.getType(typeName);
    if (!type) continue;
    const objectTypes = isInterfaceType(type)
      ? schema.getPossibleTypes(type)
      : isObjectType(type)
        ? [type]
        : [];
    for (const objectType of objectTypes) {
      if (!(field in objectType.getFields())) continue;
      const fields = { ...(result[objectType.name] ?? {}) };
      const inner = fields[field] as FieldResolver | undefined;
      fields[field] = (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => {
        const value = inner ? inner(parent, args, ctx, info) : (parent as Record<string, unknown>)[field];
        return value instanceof Promise
          ? value.then((resolved) => translateValue(ctx, resolved))
          : translateValue(ctx, value);
      };
      result[objectType.name] = fields;
    }
  }
  return result as Resolvers;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  isObjectType,
  Kind,
  type ObjectTypeDefinitionNode,
  parse,
  print,
} from 'graphql';
import { withTranslatedLabels } from '../i18n/labels';
import { blogResolvers } from '../modules/blog/resolvers';
import { cartResolvers } from '../modules/cart/resolvers';
import { catalogResolvers } from '../modules/catalog/resolvers';
import { cmsResolvers } from '../modules/cms/resolvers';
import { couponResolvers } from '../modules/coupons/resolvers';
import { customerResolvers } from '../modules/customer/resolvers';
import { newsletterResolvers } from '../modules/newsletter/resolvers';
import { reviewResolvers } from '../modules/review/resolvers';
import { routingResolvers } from '../modules/routing/resolvers';
import { salesResolvers } from '../modules/sales/resolvers';
import { storeResolvers } from '../modules/store/resolvers';
import { vaultResolvers } from '../modules/vault/resolvers';
import { wishlistResolvers } from '../modules/wishlist/resolvers';
import type { Resolvers } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));

/** SDL files, one per domain (docs/architecture.md, decision 1). */
const SDL_FILES = [
  'graphql/base.graphql',
  'modules/store/store.graphql',
  'modules/routing/routing.graphql',
  'modules/cms/cms.graphql',
  'modules/catalog/catalog.graphql',
  'modules/cart/cart.graphql',
  'modules/sales/sales.graphql',
  'modules/customer/customer.graphql',
  'modules/newsletter/newsletter.graphql',
  'modules/wishlist/wishlist.graphql',
  'modules/review/review.graphql',
  'modules/blog/blog.graphql',
  'modules/coupons/coupons.graphql',
  'modules/vault/vault.graphql',
];

/**
 * Joins the domain SDL files into one document and copies each interface's fields into the
 * types that implement it, as Magento's schema reader does — the SDL then lists
 * ProductInterface's fifty fields once instead of seven times.
 */
export function buildTypeDefs(): string {
  const definitions: DefinitionNode[] = SDL_FILES.flatMap(
    (file) => parse(readFileSync(path.join(here, '..', file), 'utf8')).definitions,
  );
  const interfaceFields = new Map<string, readonly FieldDefinitionNode[]>();
  for (const d of definitions) {
    if (d.kind === Kind.INTERFACE_TYPE_DEFINITION) interfaceFields.set(d.name.value, d.fields ?? []);
  }
  const merged = definitions.map((d) => {
    if (d.kind !== Kind.OBJECT_TYPE_DEFINITION || !d.interfaces?.length) return d;
    const own = d.fields ?? [];
    const names = new Set(own.map((f) => f.name.value));
    const inherited: FieldDefinitionNode[] = [];
    for (const i of d.interfaces) {
      for (const field of interfaceFields.get(i.name.value) ?? []) {
        if (!names.has(field.name.value)) {
          names.add(field.name.value);
          inherited.push(field);
        }
      }
    }
    return { ...d, fields: [...inherited, ...own] } satisfies ObjectTypeDefinitionNode;
  });
  return print({ kind: Kind.DOCUMENT, definitions: merged } satisfies DocumentNode);
}

const DOMAIN_RESOLVERS: readonly Resolvers[] = [
  storeResolvers,
  routingResolvers,
  cmsResolvers,
  catalogResolvers,
  cartResolvers,
  salesResolvers,
  customerResolvers,
  newsletterResolvers,
  wishlistResolvers,
  reviewResolvers,
  blogResolvers,
  couponResolvers,
  vaultResolvers,
];

/**
 * Merges the domain resolver maps (each owns its own types and Query fields). Field maps shared
 * by several types (every product type spreads the ProductInterface fields) are trimmed to the
 * fields each type really has: VirtualProduct has no `weight`, GroupedProduct no `options`. A
 * field that no type of the schema has (a typo, a field removed from the schema) stops the server
 * at start-up instead of silently never being called.
 */
export function buildResolvers(
  typeDefs: string,
  modules: readonly Resolvers[] = DOMAIN_RESOLVERS,
): Resolvers {
  const schema = buildSchema(typeDefs);
  // Every field name the schema's object types have: a map shared by several types may carry
  // fields some of them lack (document items: InvoiceItem has `discounts`, ShipmentItem does not).
  const schemaFields = new Set(
    Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .flatMap((type) => Object.keys(type.getFields())),
  );
  const merged: Resolvers = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module)) {
      const type = schema.getType(typeName);
      if (!type) throw new Error(`Resolvers given for unknown type ${typeName}`);
      // Interfaces carry only `resolveType` (mercurius' name for graphql-js' type resolver).
      if (isObjectType(type)) {
        const unknown = Object.keys(fields).filter((field) => !schemaFields.has(field));
        if (unknown.length)
          throw new Error(`Resolvers given for unknown fields ${typeName}.${unknown.join(', ')}`);
      }
      const kept = isObjectType(type)
        ? Object.fromEntries(Object.entries(fields).filter(([field]) => field in type.getFields()))
        : fields;
      merged[typeName] = { ...merged[typeName], ...kept };
    }
  }
  return withTranslatedLabels(merged, schema);
}

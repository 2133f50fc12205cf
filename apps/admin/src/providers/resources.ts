import type { RaRecord } from 'react-admin';
import { typedNumber } from '../lib/typed-number';
import { loadCms, saveCms } from '../marketing/cms-resource';
import { ruleBody, ruleErrorField, ruleFromApi } from '../marketing/sales-rule-body';
import { loadProductWithTexts, saveViewTexts } from '../products/product-texts';
import { rest } from './http';

/**
 * How each screen's resource maps onto `/rest/V1`: Magento's own routes and shapes where Magento
 * has them (orders, products), so the back office is one more client of the ERP API.
 */
export interface ResourceConfig {
  /** The list route (a `searchCriteria` search) and, unless `one` says otherwise, `<path>/<id>`. */
  path: string;
  /** The one-record route when it differs from `<path>/<id>`. */
  one?: (id: string) => string;
  /** The field that identifies a record (Magento: `entity_id`, `sku`…). */
  idField: string;
  searchFields?: readonly string[];
  /** The search box matches word by word (names), not the whole text at once. */
  searchWords?: boolean;
  fieldMap?: Readonly<Record<string, string>>;
  /** The route and body of a create. */
  create?: {
    path: string;
    body: (data: Record<string, unknown>) => unknown;
    /** The record in the answer, when the answer wraps it (an invitation's one-time password). */
    record?: (answer: Record<string, unknown>) => Record<string, unknown>;
  };
  /** The method and body of an update of the record whose id is given. */
  update?: {
    method: 'PUT' | 'POST';
    path?: (id: string) => string;
    body: (data: Record<string, unknown>, previous: Record<string, unknown>) => unknown;
  };
  /** The list route answers a bare array instead of the search envelope. */
  plainList?: boolean;
  /** Reshapes a record for the screens (Magento's `custom_attributes` list as a map). */
  fromApi?: (record: Record<string, unknown>) => Record<string, unknown>;
  /** A record that takes several calls to read (a CMS page's texts in each store view). */
  load?: (id: string) => Promise<Record<string, unknown>>;
  /** A save that takes several calls (each store view's texts); answers the saved record. */
  save?: (
    data: Record<string, unknown>,
    previous: Record<string, unknown> | undefined,
  ) => Promise<Record<string, unknown>>;
  /** The form source of a field the server names in a refusal (none: the input is not on the form). */
  errorField?: (serverField: string) => string | undefined;
}

/** Magento's `custom_attributes` list as a map, and back: forms edit plain fields. */
export function customAttributes(record: {
  custom_attributes?: { attribute_code: string; value: unknown }[];
}) {
  return Object.fromEntries((record.custom_attributes ?? []).map((a) => [a.attribute_code, a.value]));
}

const PRODUCT_FIELDS = [
  'sku',
  'name',
  'price',
  'status',
  'visibility',
  'type_id',
  'attribute_set_id',
  'weight',
];

/** The fields typed as numbers ("31,90"), sent as JSON numbers. */
const NUMBER_FIELDS = new Set(['price', 'weight']);

/** The custom attributes the product form edits (special price and its dates, text and SEO). */
export const EDITED_ATTRIBUTES = [
  'special_price',
  'special_from_date',
  'special_to_date',
  'description',
  'short_description',
  'url_key',
  'meta_title',
  'meta_description',
] as const;

/** Magento's special price is a custom attribute written as text ("19.9"); the form shows it as money. */
function withNumericSpecialPrice(attributes: Record<string, unknown>) {
  const value = attributes.special_price;
  if (typeof value !== 'string' || value === '') return attributes;
  const number = Number(value);
  return Number.isFinite(number) ? { ...attributes, special_price: number } : attributes;
}

type CategoryLink = { category_id: string | number; position?: number };
const linksOf = (record: Record<string, unknown>): CategoryLink[] =>
  (record.extension_attributes as { category_links?: CategoryLink[] } | undefined)?.category_links ?? [];

/** The category ids of a product record, as the form's multiple choice edits them. */
export const categoryIdsOf = (record: Record<string, unknown>) =>
  linksOf(record).map((l) => Number(l.category_id));

/**
 * Magento's `category_links` for the chosen ids, when the choice changed (the server replaces the
 * whole set); a category kept keeps its position in it.
 */
function categoryLinks(data: Record<string, unknown>, previous: Record<string, unknown>) {
  if (!Array.isArray(data.category_ids)) return undefined;
  const chosen = (data.category_ids as unknown[]).map(Number);
  const before = (previous.category_ids as number[] | undefined) ?? categoryIdsOf(previous);
  const same = chosen.length === before.length && chosen.every((id) => before.includes(id));
  if (same) return undefined;
  const kept = new Map(linksOf(previous).map((l) => [Number(l.category_id), l.position ?? 0]));
  return chosen.map((id) => ({ category_id: String(id), position: kept.get(id) ?? 0 }));
}

/**
 * The product body of `POST /V1/products` and `PUT /V1/products/:sku`: the fields a form edits,
 * and of its custom attributes only those that changed (the others stay as the server has them).
 */
export function productBody(data: Record<string, unknown>, previous: Record<string, unknown> = {}) {
  const product: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS)
    if (data[field] !== undefined && data[field] !== '' && data[field] !== null)
      product[field] = NUMBER_FIELDS.has(field) ? typedNumber(data[field]) : data[field];
  // The stock item only when the form changed it: a price edit never rewrites the stock.
  const stockOf = (record: Record<string, unknown>) =>
    (record.extension_attributes as { stock_item?: { qty?: unknown; is_in_stock?: unknown } } | undefined)
      ?.stock_item ?? {};
  const stock = stockOf(data);
  const stockBefore = stockOf(previous);
  const qty = typedNumber(stock.qty);
  const qtyChanged = qty !== undefined && qty !== Number(stockBefore.qty);
  const flagChanged = stock.is_in_stock !== undefined && stock.is_in_stock !== stockBefore.is_in_stock;
  if (qtyChanged || flagChanged) {
    product.extension_attributes = {
      stock_item: {
        ...(qty === undefined ? {} : { qty }),
        is_in_stock: flagChanged
          ? stock.is_in_stock
          : typeof qty === 'number'
            ? qty > 0
            : stockBefore.is_in_stock,
      },
    };
  }
  const links = categoryLinks(data, previous);
  if (links) {
    product.extension_attributes = {
      ...(product.extension_attributes as object | undefined),
      category_links: links,
    };
  }
  const attributes = (data.attributes ?? {}) as Record<string, unknown>;
  const before = (previous.attributes ?? {}) as Record<string, unknown>;
  // The rich-text editor's empty document is no description.
  if (attributes.description === '<p></p>') attributes.description = '';
  // A special price typed "31,90" is sent as Magento's decimal text, "31.9".
  if (typeof attributes.special_price === 'string') {
    const typed = typedNumber(attributes.special_price);
    attributes.special_price = typed === undefined ? '' : String(typed);
  }
  const changed = EDITED_ATTRIBUTES.filter(
    (code) => attributes[code] !== undefined && (attributes[code] ?? '') !== (before[code] ?? ''),
  );
  if (changed.length) {
    product.custom_attributes = changed.map((attribute_code) => ({
      attribute_code,
      value: attributes[attribute_code] ?? '',
    }));
  }
  return { product };
}

export const RESOURCES: Record<string, ResourceConfig> = {
  orders: {
    path: 'orders',
    idField: 'entity_id',
    fieldMap: { id: 'entity_id' },
    // The fields the orders API filters on (sales.rest.ts ORDER_FIELDS).
    searchFields: ['increment_id', 'customer_email', 'customer_firstname', 'customer_lastname'],
    // "Carla Mendes" is two words, each in any field; a CPF typed either way is matched by the server.
    searchWords: true,
  },
  products: {
    path: 'products',
    idField: 'sku',
    fieldMap: { id: 'sku' },
    searchFields: ['sku', 'name'],
    // Our create-only route: Magento's POST /V1/products would overwrite a product with that SKU.
    create: { path: 'escritorio/products', body: (data) => productBody(data) },
    update: { method: 'PUT', body: productBody },
    // The texts of the en and german views come with the product and are saved after it.
    load: loadProductWithTexts,
    async save(data, previous) {
      const sku = String(previous?.id ?? data.sku);
      await (previous
        ? rest(`products/${encodeURIComponent(sku)}`, { method: 'PUT', body: productBody(data, previous) })
        : rest('escritorio/products', { method: 'POST', body: productBody(data) }));
      await saveViewTexts(sku, data, previous);
      return loadProductWithTexts(sku);
    },
    fromApi: (record) => ({
      ...record,
      attributes: withNumericSpecialPrice(customAttributes(record)),
      category_ids: categoryIdsOf(record),
    }),
  },
  categories: {
    path: 'categories/list',
    one: (id) => `categories/${id}`,
    idField: 'id',
    searchFields: ['name'],
    create: { path: 'categories', body: (data) => ({ category: categoryBody(data) }) },
    update: {
      method: 'PUT',
      path: (id) => `categories/${id}`,
      body: (data) => ({ category: categoryBody(data) }),
    },
  },
};

/** Magento's category body: the fields the tree screen changes (name, parent, active flag). */
function categoryBody(data: Record<string, unknown>) {
  const category: Record<string, unknown> = {};
  if (typeof data.name === 'string' && data.name.trim()) category.name = data.name.trim();
  if (data.parent_id !== undefined) category.parent_id = Number(data.parent_id);
  if (typeof data.is_active === 'boolean') category.is_active = data.is_active;
  if (typeof data.include_in_menu === 'boolean') category.include_in_menu = data.include_in_menu;
  return category;
}

const pick = (data: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));

/** The back office's own resources (staff users, integrations, audit log), served by modules/staff. */
Object.assign(RESOURCES, {
  'staff-users': {
    path: 'staff/users',
    idField: 'id',
    searchFields: ['email', 'firstname', 'lastname'],
    create: {
      path: 'staff/users',
      body: (data) => ({ user: pick(data, ['email', 'firstname', 'lastname', 'role']) }),
      record: (answer) => ({ ...(answer.user as object), one_time_password: answer.one_time_password }),
    },
    update: {
      method: 'PUT',
      body: (data) => ({ user: pick(data, ['firstname', 'lastname', 'role', 'is_active']) }),
    },
  },
  integrations: {
    path: 'staff/integrations',
    idField: 'id',
    searchFields: ['name'],
    create: { path: 'staff/integrations', body: (data) => ({ integration: pick(data, ['name', 'role']) }) },
  },
  'audit-log': {
    path: 'staff/audit-log',
    idField: 'id',
    searchFields: ['actor_name', 'entity_id'],
  },
} satisfies Record<string, ResourceConfig>);

/** Customers (Magento's customer search) and the store's requests (quotes, returns, contact, careers). */
Object.assign(RESOURCES, {
  customers: {
    path: 'customers/search',
    one: (id) => `customers/${encodeURIComponent(id)}`,
    idField: 'id',
    // The fields customer.rest.ts filters on; the server strips a CPF/CNPJ's punctuation.
    searchFields: ['firstname', 'lastname', 'email', 'taxvat'],
    searchWords: true,
    fromApi: (record) => ({ ...record, name: [record.firstname, record.lastname].filter(Boolean).join(' ') }),
  },
  'customer-groups': {
    path: 'customerGroups/search',
    idField: 'id',
    searchFields: ['code'],
    create: { path: 'customerGroups', body: (data) => ({ group: { code: data.code } }) },
    update: { method: 'PUT', body: (data) => ({ group: { code: data.code } }) },
  },
  requests: {
    path: 'escritorio/requests',
    idField: 'protocol',
    searchFields: ['protocol', 'email'],
  },
} satisfies Record<string, ResourceConfig>);

/**
 * Marketing e conteúdo: cart price rules and coupons (Magento_SalesRule), CMS pages and blocks
 * (Magento_Cms, texts per store view), and our own moderation queues and newsletter list.
 */
Object.assign(RESOURCES, {
  'sales-rules': {
    path: 'salesRules/search',
    one: (id) => `salesRules/${encodeURIComponent(id)}`,
    idField: 'rule_id',
    fieldMap: { id: 'rule_id' },
    searchFields: ['name', 'code'],
    create: { path: 'salesRules', body: (data) => ruleBody(data, true) },
    update: { method: 'PUT', body: (data) => ruleBody(data, false) },
    fromApi: ruleFromApi,
    errorField: ruleErrorField,
  },
  coupons: {
    path: 'coupons/search',
    idField: 'coupon_id',
    fieldMap: { id: 'coupon_id' },
    searchFields: ['code'],
  },
  'cms-pages': {
    path: 'cmsPage/search',
    one: (id) => `cmsPage/${encodeURIComponent(id)}`,
    idField: 'id',
    searchFields: ['identifier', 'title'],
    load: (id) => loadCms('page', id),
    save: (data, previous) => saveCms('page', data, previous),
  },
  'cms-blocks': {
    path: 'cmsBlock/search',
    one: (id) => `cmsBlock/${encodeURIComponent(id)}`,
    idField: 'id',
    searchFields: ['identifier', 'title'],
    load: (id) => loadCms('block', id),
    save: (data, previous) => saveCms('block', data, previous),
  },
  reviews: {
    path: 'escritorio/reviews',
    idField: 'id',
    searchFields: ['sku', 'nickname'],
  },
  'blog-posts': {
    path: 'escritorio/blog/posts',
    idField: 'id',
    searchFields: ['slug', 'author_name'],
  },
  'newsletter-subscribers': {
    path: 'escritorio/newsletter/subscribers',
    idField: 'subscriber_id',
    fieldMap: { id: 'subscriber_id' },
    searchFields: ['subscriber_email'],
  },
} satisfies Record<string, ResourceConfig>);

export function resourceConfig(resource: string): ResourceConfig {
  const config = RESOURCES[resource];
  if (!config) throw new Error(`Unknown resource ${resource}`);
  return config;
}

/** A record as react-admin wants it: an `id`, from the resource's own identifying field. */
export function withId(config: ResourceConfig, record: Record<string, unknown>): RaRecord {
  const shaped = config.fromApi ? config.fromApi(record) : record;
  return { ...shaped, id: record[config.idField] as string | number };
}

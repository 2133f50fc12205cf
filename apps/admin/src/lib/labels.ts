import { formatDate, formatDateTime } from './format';

/**
 * The server's codes as staff read them: audit actions and entities, payment states, store views.
 * The words live in the i18n files (`admin.audit_actions`, `admin.audit_entities`,
 * `admin.payment_states`, `admin.store_views`); a code without a word shows as itself.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Every action the server writes to the audit log (modules' `audit.record` calls). */
export const AUDIT_ACTIONS = [
  'create',
  'save',
  'update',
  'delete',
  'disable',
  'approve',
  'reject',
  'lock',
  'unlock',
  'revoke',
  'import',
  'move',
  'stock',
  'base_prices',
  'special_prices',
  'special_prices_delete',
  'add_image',
  'update_image',
  'remove_image',
  'assign_product',
  'unassign_product',
  'option.add',
  'option.update',
  'option.delete',
  'child.add',
  'child.create',
  'child.remove',
  'links.save',
  'links.delete',
  'bundle.option.add',
  'bundle.option.update',
  'bundle.option.delete',
  'bundle.link.add',
  'bundle.link.remove',
  'downloadable_link.add',
  'downloadable_link.update',
  'downloadable_link.delete',
  'invoice',
  'ship',
  'refund',
  'cancel',
  'hold',
  'unhold',
  'comment',
  'update_status',
  'delivered',
  'payments',
  'receive',
  'reply',
  'register',
  'confirmation',
  'newsletter',
  'change_password',
  'reset_password',
  'send_password_reset',
  'enable_2fa',
  'reset_2fa',
] as const;

/** Every entity type of the audit log. */
export const AUDIT_ENTITIES = [
  'product',
  'category',
  'order',
  'invoice',
  'shipment',
  'creditmemo',
  'customer',
  'request',
  'review',
  'blog_post',
  'sales_rule',
  'cms_page',
  'cms_block',
  'staff_user',
  'integration',
] as const;

/** Pix (BCB's API) and boleto states the payment records hold. */
export const PAYMENT_STATES = [
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
  'EM_ABERTO',
  'PAGO',
  'BAIXADO',
] as const;

export const auditActionLabel = (translate: Translate, code: string) =>
  translate(`admin.audit_actions.${code}`, { _: code });

export const auditEntityLabel = (translate: Translate, code: string) =>
  translate(`admin.audit_entities.${code}`, { _: code });

export const paymentStateLabel = (translate: Translate, code: string) =>
  translate(`admin.payment_states.${code}`, { _: code });

export const storeViewName = (translate: Translate, code: string) =>
  translate(`admin.store_views.${code}`, { _: code });

/** A payment detail's value as staff read it: dates in the store's format, states in words. */
export function paymentDetailText(translate: Translate, key: string, value: string): string {
  if (key.endsWith('_expires_at')) return formatDateTime(value);
  if (key.endsWith('_due_date')) return formatDate(value);
  if (key.endsWith('_status')) return paymentStateLabel(translate, value);
  return value;
}

export interface AuditRecord {
  action?: string;
  entity_type: string;
  entity_id?: string;
  before?: unknown;
  after?: unknown;
}

const fieldOf = (data: unknown, field: string) => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};
const skuOf = (data: unknown) => fieldOf(data, 'sku');

/** Product rows whose entity id is the product's (or a link's) number, not its SKU. */
const PRODUCT_ROWS_BY_ID = new Set(['save', 'downloadable_link.delete']);

/**
 * The back-office page of the record an audit row is about, or undefined when it has none. An
 * invoice, shipment or credit memo opens its order; a product is opened by its SKU, which rows
 * written by id carry in their data; a deleted record has no page.
 */
export function auditRecordPath(record: AuditRecord): string | undefined {
  const id = record.entity_id;
  if (!id) return undefined;
  const at = (resource: string, key: string, kind: 'show' | '' = '') =>
    `/${resource}/${encodeURIComponent(key)}${kind ? `/${kind}` : ''}`;
  switch (record.entity_type) {
    case 'order':
      return at('orders', id, 'show');
    case 'product': {
      if (record.action === 'delete') return undefined;
      const sku =
        skuOf(record.after) ??
        skuOf(record.before) ??
        (PRODUCT_ROWS_BY_ID.has(record.action ?? '') ? undefined : id);
      return sku ? at('products', sku) : undefined;
    }
    case 'invoice':
    case 'shipment':
    case 'creditmemo': {
      const order = fieldOf(record.after, 'order_id') ?? fieldOf(record.before, 'order_id');
      return order ? at('orders', order, 'show') : undefined;
    }
    case 'customer':
      return at('customers', id, 'show');
    case 'request':
      return at('requests', id, 'show');
    case 'sales_rule':
      return at('sales-rules', id);
    case 'cms_page':
      return at('cms-pages', id);
    case 'cms_block':
      return at('cms-blocks', id);
    case 'staff_user':
      return at('staff-users', id);
    default:
      return undefined;
  }
}

import { formatPhone } from '@store/br';
import { formatTaxvat } from '../customers/customer-types';

export const REQUEST_TYPES = ['quote', 'return', 'contact', 'career'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** The server's statuses (requests/admin.ts): resolved and refused are final. */
export const REQUEST_STATUSES = ['open', 'in_progress', 'resolved', 'refused'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const NEXT: Record<RequestStatus, readonly RequestStatus[]> = {
  open: ['in_progress', 'resolved', 'refused'],
  in_progress: ['resolved', 'refused'],
  resolved: [],
  refused: [],
};

/** The statuses a request may move to (the server enforces the same; this only fills the menu). */
export function nextStatuses(status: string): readonly RequestStatus[] {
  return NEXT[status as RequestStatus] ?? [];
}

export interface Attachment {
  id: number;
  role: string;
  name: string;
  mime: string;
  size_bytes: number;
  url: string;
}

export interface Reply {
  reply: string;
  replied_by: string;
  replied_at: string;
}

/** `GET /V1/escritorio/requests/:protocol`: the kind's own fields plus these. */
export interface StoreRequest {
  protocol: string;
  type: RequestType;
  status: RequestStatus;
  email: string;
  created_at: string;
  resolved_at?: string | null;
  staff_note?: string | null;
  attachments?: Attachment[];
  replies?: Reply[];
  order?: { entity_id: number; increment_id: string; status: string };
  /** A return: when its goods arrived, and the credit memo that refunded it. */
  received_at?: string | null;
  creditmemo?: { entity_id: number; increment_id: string; grand_total: number; created_at: string };
  [field: string]: unknown;
}

/** What the requester filled in, by kind, in the order the forms ask for it. */
const FIELDS: Record<RequestType, readonly string[]> = {
  quote: ['company', 'cnpj', 'contact_name', 'email', 'phone', 'items', 'items_text', 'message'],
  return: ['order_number', 'email', 'skus', 'reason'],
  contact: ['name', 'email', 'phone', 'subject', 'message'],
  career: ['name', 'email', 'phone', 'position', 'message'],
};

interface QuoteItem {
  sku?: string | null;
  name?: string;
  quantity?: number;
}

function display(field: string, value: unknown): string {
  if (field === 'cnpj') return formatTaxvat(value);
  if (field === 'phone') return formatPhone(String(value));
  if (field === 'items' && Array.isArray(value)) {
    return (value as QuoteItem[])
      .map((item) => `${item.quantity ?? 1} × ${item.name ?? ''}${item.sku ? ` (${item.sku})` : ''}`)
      .join('\n');
  }
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The request's own fields as label key and text, the empty ones left out. */
export function requestFields(request: StoreRequest): { field: string; text: string }[] {
  return (FIELDS[request.type] ?? [])
    .filter((field) => {
      const value = request[field];
      return (
        value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length)
      );
    })
    .map((field) => ({ field, text: display(field, request[field]) }));
}

/** Return photos are shown; every other file (the invoice PDF, a CV) is downloaded. */
export const isImage = (attachment: Pick<Attachment, 'mime'>) =>
  /^image\/(jpeg|png|webp|gif)$/.test(attachment.mime);

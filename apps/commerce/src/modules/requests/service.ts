import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { enabledProductNames } from '../catalog/products';
import type { Mailer, MailMessage } from '../mail/mailer';
import { itemsOfOrders, latestOrdersOfCustomer, orderByNumber } from '../sales/order-lookup';
import type { StagedUpload, UploadStore } from '../uploads/store';
import { addDays, brazilianDate, saoPauloDate } from './dates';
import { careerMails, contactMails, type QuoteItem, quoteMails, returnMails } from './mails';
import { nextProtocol } from './protocol';
import { insertCareer, insertContact, insertQuote, insertReturn } from './repository';
import type { CareerInput, ContactInput, QuoteInput, ReturnInput } from './validation';
import { RequestError } from './validation';
import './tables';

/** Who sent a form: the customer of a valid bearer token, if any. */
export interface RequestMeta {
  customerId: number | null;
}

export interface RequestServiceDeps {
  db: Kysely<Database>;
  config: AppConfig;
  mail: Mailer;
  uploads: UploadStore;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export const ORDER_NOT_FOUND_MESSAGE = 'Não encontramos um pedido com esse número e e-mail.';

/** Last day (São Paulo, 'YYYY-MM-DD') a delivered order can be returned; undefined before delivery. */
export function returnDeadline(deliveredAt: string | null, days: number): string | undefined {
  return deliveredAt ? addDays(saoPauloDate(deliveredAt), days) : undefined;
}

export function createRequestService({
  db,
  config,
  mail,
  uploads,
  log,
  now = () => new Date(),
}: RequestServiceDeps) {
  const { staff, returnDeadlineDays } = config.content;

  /** Sends after the request is stored: a mail failure is kept in the outbox, never loses the request. */
  async function sendAll(messages: MailMessage[]) {
    for (const message of messages) await mail.send(message);
  }

  /** Runs the insert with the staged files recorded; the files are deleted if it fails. */
  async function storeWithFiles<T>(
    files: StagedUpload[],
    write: (trx: Kysely<Database>, uploadIds: number[], at: Date) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        const at = now();
        return write(trx, await uploads.record(trx, files, at), at);
      });
    } catch (error) {
      await uploads.discard(files);
      throw error;
    }
  }

  return {
    async submitQuote(input: QuoteInput, meta: RequestMeta): Promise<{ protocol: string }> {
      const skus = [...new Set(input.items.flatMap((item) => (item.sku ? [item.sku] : [])))];
      const known = new Map((await enabledProductNames(db, skus)).map((p) => [p.sku, p.name]));
      const unknown = input.items.findIndex((item) => item.sku && !known.has(item.sku));
      if (unknown >= 0) {
        const sku = input.items[unknown]?.sku;
        throw new RequestError(422, 'UNKNOWN_SKU', `Produto não encontrado: SKU "${sku}".`, {
          [`items.${unknown}.sku`]: `Produto não encontrado: SKU "${sku}".`,
        });
      }
      const items: QuoteItem[] = input.items.map((item) => ({
        sku: item.sku ?? null,
        name: (item.sku && known.get(item.sku)) || item.name || '',
        quantity: item.quantity,
      }));
      const protocol = await storeWithFiles([], async (trx, _ids, at) => {
        const protocol = await nextProtocol(trx, 'quote', at);
        await insertQuote(trx, {
          protocol,
          customer_id: meta.customerId,
          company: input.company,
          cnpj: input.cnpj,
          contact_name: input.contact_name,
          email: input.email,
          phone: input.phone,
          items: JSON.stringify(items),
          items_text: input.itemsText ?? null,
          message: input.message ?? null,
          staff_note: null,
          created_at: at.toISOString(),
          resolved_at: null,
        });
        return protocol;
      });
      await sendAll(
        quoteMails({
          protocol,
          staff: staff.sales,
          company: input.company,
          cnpj: input.cnpj,
          contactName: input.contact_name,
          email: input.email,
          phone: input.phone,
          items,
          itemsText: input.itemsText,
          message: input.message,
        }),
      );
      return { protocol };
    },

    async submitContact(input: ContactInput, meta: RequestMeta): Promise<{ protocol: string }> {
      const protocol = await storeWithFiles([], async (trx, _ids, at) => {
        const protocol = await nextProtocol(trx, 'contact', at);
        await insertContact(trx, {
          protocol,
          customer_id: meta.customerId,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          subject: input.subject,
          message: input.message,
          staff_note: null,
          created_at: at.toISOString(),
          resolved_at: null,
        });
        return protocol;
      });
      await sendAll(contactMails({ protocol, staff: staff.support, input }));
      return { protocol };
    },

    async submitCareer(
      input: CareerInput,
      cv: StagedUpload,
      meta: RequestMeta,
    ): Promise<{ protocol: string }> {
      const { protocol, cvId } = await storeWithFiles([cv], async (trx, [cvId], at) => {
        const protocol = await nextProtocol(trx, 'career', at);
        await insertCareer(trx, {
          protocol,
          customer_id: meta.customerId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          position: input.position,
          message: input.message ?? null,
          cv_upload_id: cvId as number,
          staff_note: null,
          created_at: at.toISOString(),
          resolved_at: null,
        });
        return { protocol, cvId: cvId as number };
      });
      await sendAll(careerMails({ protocol, staff: staff.hr, input, cv, cvId }));
      return { protocol };
    },

    /**
     * A return of some SKUs of an order (rules §3, §9): the order must be the caller's (bearer) or
     * match the e-mail, the SKUs must be in it, and a delivered order can be returned until
     * RETURN_DEADLINE_DAYS after delivery (São Paulo calendar days). Before delivery it is accepted.
     * The staged files are deleted when the request is refused.
     */
    async submitReturn(
      input: ReturnInput,
      files: { invoice: StagedUpload; photos: StagedUpload[] },
      meta: RequestMeta,
    ): Promise<{ protocol: string }> {
      const staged = [files.invoice, ...files.photos];
      let checked: Awaited<ReturnType<typeof checkReturn>>;
      try {
        checked = await checkReturn(input, meta);
      } catch (error) {
        await uploads.discard(staged);
        throw error;
      }
      const { order, email, products, deadline } = checked;
      const { protocol, ids } = await storeWithFiles(staged, async (trx, ids, at) => {
        const protocol = await nextProtocol(trx, 'return', at);
        await insertReturn(trx, {
          protocol,
          customer_id: meta.customerId,
          order_id: order.id,
          order_number: order.increment_id,
          email,
          skus: JSON.stringify(products.map((p) => p.sku)),
          reason: input.reason,
          files: JSON.stringify(
            ids.map((id, index) => ({ upload_id: id, role: index === 0 ? 'invoice' : 'photo' })),
          ),
          staff_note: null,
          created_at: at.toISOString(),
          resolved_at: null,
        });
        return { protocol, ids };
      });
      await sendAll(
        returnMails({
          protocol,
          staff: staff.support,
          email,
          orderNumber: order.increment_id,
          skus: products,
          reason: input.reason,
          deadline,
          files: staged.map((file, index) => ({
            file,
            id: ids[index] as number,
            role: index === 0 ? 'invoice' : 'photo',
          })),
        }),
      );
      return { protocol };
    },

    /** The caller's orders for the return form, with what can still be returned. */
    async ordersForReturn(customerId: number) {
      const orders = await latestOrdersOfCustomer(db, customerId, 50);
      const items = await itemsOfOrders(
        db,
        orders.map((o) => o.id),
      );
      const today = saoPauloDate(now());
      return orders.map((order) => {
        const deadline = returnDeadline(order.delivered_at, returnDeadlineDays);
        const seen = new Set<string>();
        return {
          number: order.increment_id,
          created_at: order.created_at,
          status: order.status,
          delivered_at: order.delivered_at,
          return_deadline: deadline ?? null,
          can_return: order.state !== 'canceled' && (!deadline || today <= deadline),
          items: items
            .filter((item) => item.order_id === order.id && !seen.has(item.sku) && seen.add(item.sku))
            .map((item) => ({ sku: item.sku, name: item.name })),
        };
      });
    },
  };

  async function checkReturn(input: ReturnInput, meta: RequestMeta) {
    const order = await orderByNumber(db, input.order_number);
    const isOwner = order && meta.customerId !== null && order.customer_id === meta.customerId;
    if (!isOwner && !input.email) {
      throw new RequestError(400, 'INVALID_INPUT', 'Informe o e-mail usado no pedido.', {
        email: 'Informe o e-mail usado no pedido.',
      });
    }
    // The same answer for an unknown order and a wrong e-mail: the form must not reveal orders.
    if (!order || (!isOwner && order.email.trim().toLowerCase() !== input.email)) {
      throw new RequestError(404, 'ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
    }
    if (order.state === 'canceled') {
      throw new RequestError(
        422,
        'ORDER_CANCELED',
        `O pedido ${order.increment_id} foi cancelado e não pode ser devolvido.`,
      );
    }
    const items = await itemsOfOrders(db, [order.id]);
    const products: { sku: string; name: string }[] = [];
    for (const sku of input.skus) {
      const item = items.find((i) => i.sku === sku) ?? items.find((i) => i.parent_sku === sku);
      if (!item) {
        const message = `O produto "${sku}" não faz parte do pedido ${order.increment_id}.`;
        throw new RequestError(422, 'SKU_NOT_IN_ORDER', message, { skus: message });
      }
      if (!products.some((p) => p.sku === item.sku)) products.push({ sku: item.sku, name: item.name });
    }
    const deadline = returnDeadline(order.delivered_at, returnDeadlineDays);
    if (deadline && saoPauloDate(now()) > deadline) {
      log.info({ order: order.increment_id, deadline }, 'return refused after the deadline');
      throw new RequestError(
        422,
        'RETURN_DEADLINE_PASSED',
        `O prazo de ${returnDeadlineDays} dias para devolução terminou em ${brazilianDate(deadline)}.`,
      );
    }
    return { order, email: input.email ?? order.email, products, deadline };
  }
}

export type RequestService = ReturnType<typeof createRequestService>;

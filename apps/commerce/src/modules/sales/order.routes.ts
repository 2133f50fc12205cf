import { fromCents } from '@store/br';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../graphql/errors';
import { translateErrorBodies } from '../../i18n/rest';
import type { RouteDeps } from '../../services';
import { errorCode } from '../cart/errors';
import type { CartContext } from '../cart/service';
import { resolveCaller } from '../customer/auth';
import { DEFAULT_STORE, findStoreView } from '../store/stores';
import { orderDetails, orderSummary } from './order-output';
import { matchesOrderToken } from './order-token';
import { placeOrder } from './place-order';
import { orderItems } from './repository';
import { findOrderForCaller } from './service';

/**
 * The store's own checkout endpoints (rules §7 "The calls it makes"): the same cart and order
 * services as GraphQL, JSON bodies validated with zod, `{message, code}` on every 4xx.
 */

const cartId = z.string().trim().min(1, 'cart_id is required');

const paymentMethodBody = z.object({
  cart_id: cartId,
  code: z.string().trim().min(1, 'code is required'),
  purchase_order_number: z.string().max(64).nullish(),
});

const shippingMethodBody = z.object({
  cart_id: cartId,
  carrier_code: z.string().trim().min(1, 'carrier_code is required'),
  method_code: z.string().trim().min(1, 'method_code is required'),
});

const text = (max: number) => z.string().max(max);

const addressBody = z.object({
  firstname: text(255),
  middlename: text(255).nullish(),
  lastname: text(255),
  company: text(255).nullish(),
  street: z.array(text(255)).min(1, 'street needs at least one line').max(4),
  city: text(255),
  region: text(255).nullish(),
  region_id: z.coerce.number().int().positive().nullish(),
  postcode: text(20).nullish(),
  telephone: text(40).nullish(),
  country_code: text(2),
  vat_id: text(32).nullish(),
});

const shippingAddressBody = z.object({
  cart_id: cartId,
  shipping_addresses: z.array(addressBody).min(1, 'shipping_addresses needs one address'),
});

const createBody = z.object({ cart_id: cartId });

class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join('.');
    throw new RequestError(400, field ? `${field}: ${issue.message}` : issue.message, 'INVALID_REQUEST');
  }
  return result.data;
}

const STATUS_BY_CATEGORY: Record<string, number> = {
  'graphql-input': 400,
  'graphql-no-such-entity': 404,
  'graphql-authorization': 403,
  'graphql-authentication': 401,
  'graphql-already-exists': 409,
};

const BRL = (cents: number) => ({ value: fromCents(cents), currency: 'BRL' });

export function orderRoutes({ config, database, services }: RouteDeps): FastifyPluginAsync {
  const { db, dialect } = database;

  async function contextOf(request: FastifyRequest): Promise<CartContext & { dialect: typeof dialect }> {
    const storeHeader = request.headers.store;
    const storeCode = (Array.isArray(storeHeader) ? storeHeader[0] : storeHeader)?.trim();
    const store = storeCode ? findStoreView(storeCode) : DEFAULT_STORE;
    if (!store) throw new RequestError(400, 'Requested store is not found', 'STORE_NOT_FOUND');
    const caller = await resolveCaller(db, request.headers.authorization);
    return { db, dialect, config, store, caller };
  }

  return async (app) => {
    translateErrorBodies(app);
    app.setErrorHandler((error, request, reply: FastifyReply) => {
      if (error instanceof RequestError) {
        return reply.code(error.statusCode).send({ message: error.message, code: error.code });
      }
      if (error instanceof DomainError) {
        return reply
          .code(STATUS_BY_CATEGORY[error.category] ?? 400)
          .send({ message: error.message, code: errorCode(error) });
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        return reply.code(status).send({ message: (error as Error).message, code: 'INVALID_REQUEST' });
      }
      request.log.error({ err: error }, 'order endpoint failed');
      return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    });

    app.post('/order/payment-method', async (request) => {
      const body = parse(paymentMethodBody, request.body);
      const ctx = await contextOf(request);
      const view = await services.cart.setPaymentMethod(ctx, body.cart_id, body);
      return { cart_id: body.cart_id, code: view.paymentMethod!.code, title: view.paymentMethod!.title };
    });

    app.post('/order/shipping-method', async (request) => {
      const body = parse(shippingMethodBody, request.body);
      const ctx = await contextOf(request);
      const view = await services.cart.setShippingMethods(ctx, body.cart_id, [body]);
      const rate = view.selectedShipping!;
      return {
        cart_id: body.cart_id,
        carrier_code: rate.carrierCode,
        method_code: rate.methodCode,
        amount: BRL(rate.amountCents),
      };
    });

    app.post('/order/shipping-address', async (request) => {
      const body = parse(shippingAddressBody, request.body);
      const ctx = await contextOf(request);
      const view = await services.cart.setShippingAddresses(
        ctx,
        body.cart_id,
        body.shipping_addresses.map((address) => ({ address })),
      );
      return {
        cart_id: body.cart_id,
        available_shipping_methods: view.shippingRates.map((r) => ({
          carrier_code: r.carrierCode,
          carrier_title: r.carrierTitle,
          method_code: r.methodCode,
          method_title: r.methodTitle,
          amount: BRL(r.amountCents),
          available: r.available,
          error_message: r.errorMessage,
        })),
      };
    });

    app.post('/order/create', async (request, reply) => {
      const body = parse(createBody, request.body);
      const ctx = await contextOf(request);
      const result = await placeOrder(ctx, body.cart_id);
      if (!result.order) {
        const error = result.errors[0]!;
        const status = error.code === 'CART_NOT_FOUND' ? 404 : error.code === 'CART_NOT_ACTIVE' ? 409 : 422;
        return reply.code(status).send({ message: error.message, code: error.reason });
      }
      return reply
        .code(result.existing ? 200 : 201)
        .send({ order: orderSummary(result.order, result.accessToken) });
    });

    app.get<{ Params: { number: string }; Querystring: { token?: string } }>(
      '/order/:number',
      async (request, reply) => {
        const ctx = await contextOf(request);
        const token = typeof request.query.token === 'string' ? request.query.token : undefined;
        const order = await findOrderForCaller(db, request.params.number, token, ctx.caller);
        if (!order)
          return reply.code(404).send({ message: 'Pedido não encontrado', code: 'ORDER_NOT_FOUND' });
        const known = matchesOrderToken(token, order.access_token) ? token! : null;
        return { order: orderDetails(order, await orderItems(db, [order.id]), known) };
      },
    );
  };
}

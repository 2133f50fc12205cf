import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { translateErrorBodies } from '../../i18n/rest';
import { paymentFailures } from '../../lib/metrics';
import type { RouteDeps } from '../../services';
import { renderBoletoPdf } from './artefacts/boleto-pdf';
import { pixQrPng } from './artefacts/qr';
import { boletoOutput } from './boleto-service';
import { expandSavedCard, installmentsOutput } from './card-service';
import { MESSAGES, PaymentError } from './errors';
import { type OrderAccess, presentedToken } from './order-access';
import { pixChargeOutput } from './pix-service';
import type { PixChargeRow } from './repository';
import { slipFromRequest } from './slip-request';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Rules §8 message answered when the route fails unexpectedly. */
    failure?: string;
  }
}

/** The query parameters of rules §7 (username and email are accepted; the order identifies the payer). */
function query(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first.trim() : undefined;
}

function access(request: FastifyRequest): OrderAccess {
  return {
    orderNumber: query(request, 'orderId'),
    token: query(request, 'token'),
    authorization: request.headers.authorization,
  };
}

function body(request: FastifyRequest): Record<string, unknown> {
  const value = request.body;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

// The links carry the token the caller presented; a caller with the owner's bearer token gets
// links without one (the storefront's same-origin proxy adds the bearer to them).
const withToken = (url: string, token: string | undefined) =>
  token ? `${url}&token=${encodeURIComponent(token)}` : url;
const qrCodeUrl = (charge: PixChargeRow, token: string | undefined) =>
  withToken(`/payments/itau/pix/qrcode?txid=${encodeURIComponent(charge.txid)}`, token);
const pdfUrl = (orderNumber: string, token: string | undefined) =>
  withToken(`/payments/itau/boleto/pdf?orderId=${encodeURIComponent(orderNumber)}`, token);

/**
 * The payment service under /payments (rules §7 "The calls it makes"): Pix (BCB cob), boleto (Itaú)
 * and card (e.Rede), sandbox or production by PAYMENTS_MODE. Every call names the order
 * (`orderId` = order number) and proves access with `token` (the order's) or the owner's bearer.
 * Errors: `{message, code}` with the rules §8 messages.
 */
export function paymentRoutes({ config, database, services }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    translateErrorBodies(app);
    const { payments } = services;
    // Saved cards (modules/vault) are opened server-side for `data.savedCardId` payments.
    const savedCards = services.vault;

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof PaymentError) {
        paymentFailures.inc({ method: paymentMethodOf(request.routeOptions.url), reason: error.code });
        return reply.code(error.statusCode).send({ ...error.body, message: error.message, code: error.code });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(error.statusCode).send({ message: error.message, code: 'INVALID_REQUEST' });
      }
      request.log.error({ err: error }, 'payment request failed');
      paymentFailures.inc({ method: paymentMethodOf(request.routeOptions.url), reason: 'INTERNAL_ERROR' });
      return reply.code(500).send({
        message: request.routeOptions.config.failure ?? 'Erro no pagamento',
        code: 'INTERNAL_ERROR',
      });
    });

    // --- Pix
    app.post(
      '/payments/itau/pix/transactions',
      { config: { failure: MESSAGES.pixCreate } },
      async (request, reply) => {
        const input = body(request);
        const data = record(input.data);
        const caller = access(request);
        const { charge, created, order } = await payments.pix.create(caller, {
          amount: input.amount,
          original: record(data.valor).original,
        });
        return reply
          .code(created ? 201 : 200)
          .send(pixChargeOutput(charge, qrCodeUrl(charge, presentedToken(order, caller))));
      },
    );

    app.get('/payments/itau/pix/transactions', { config: { failure: MESSAGES.pixRead } }, async (request) => {
      const { charge, order } = await payments.pix.read(access(request));
      return {
        txid: charge.txid,
        status: charge.status,
        orderStatus: order.status,
        paidAt: charge.paid_at,
        expiresAt: charge.expires_at,
        pixCopiaECola: charge.pix_copia_e_cola,
      };
    });

    app.get('/payments/itau/pix/qrcode', { config: { failure: MESSAGES.pixQr } }, async (request, reply) => {
      const charge = await payments.pix.findForQr(query(request, 'txid'), access(request));
      const png = await pixQrPng(charge.pix_copia_e_cola);
      return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
    });

    // --- Boleto
    app.post(
      '/payments/itau/boleto/transactions',
      { config: { failure: MESSAGES.boletoCreate } },
      async (request, reply) => {
        const input = body(request);
        const payer = record(record(input.data).payer);
        const document = [payer.document, payer.taxvat, payer.cpfCnpj].find((v) => typeof v === 'string') as
          | string
          | undefined;
        const caller = access(request);
        const { boleto, created, order } = await payments.boleto.create(caller, {
          amount: input.amount,
          payerDocument: document,
        });
        return reply
          .code(created ? 201 : 200)
          .send(boletoOutput(boleto, pdfUrl(order.incrementId, presentedToken(order, caller))));
      },
    );

    app.get(
      '/payments/itau/boleto/transactions',
      { config: { failure: MESSAGES.boletoRead } },
      async (request) => {
        const caller = access(request);
        const { boleto, order } = await payments.boleto.read(caller);
        return boletoOutput(boleto, pdfUrl(order.incrementId, presentedToken(order, caller)));
      },
    );

    app.get(
      '/payments/itau/boleto/pdf',
      { config: { failure: MESSAGES.boletoRead } },
      async (request, reply) => {
        const { boleto, order } = await payments.boleto.read(access(request));
        const pdf = await renderBoletoPdf(payments.boleto.slip(boleto, order));
        return sendPdf(reply, pdf, `boleto-${order.incrementId}.pdf`);
      },
    );

    // The spec's receipt-PDF generator: renders slip data sent by the client (checked, not stored).
    app.post(
      '/payments/boleto/pdf',
      { config: { failure: MESSAGES.boletoCreate } },
      async (request, reply) => {
        const slip = slipFromRequest(request.body, config.payments.boleto, new Date());
        const pdf = await renderBoletoPdf(slip);
        return sendPdf(reply, pdf, `boleto-${slip.documentNumber.replace(/[^\w-]/g, '_')}.pdf`);
      },
    );

    // --- Card
    app.post(
      '/payments/rede/transactions',
      { config: { failure: MESSAGES.cardFailure } },
      async (request) => {
        const input = body(request);
        const botCheck = request.headers['x-recaptcha'];
        const { payment } = await payments.card.pay(
          access(request),
          {
            data: await expandSavedCard(database.db, input.data, request.headers.authorization, savedCards),
            amount: input.amount,
          },
          // request.ip is the shopper's address when the storefront (a trusted proxy) forwards it.
          { ip: request.ip, botCheck: Array.isArray(botCheck) ? botCheck[0] : botCheck },
        );
        return payment;
      },
    );

    app.get('/payments/rede/installments', { config: { failure: MESSAGES.cardFailure } }, async (request) => {
      return installmentsOutput(await payments.card.installments(access(request)));
    });

    // --- Sandbox bank (SANDBOX_BANK=true, never in production): simulates the payer paying. It
    // marks orders paid without any proof, so it answers this machine only, and not through a
    // proxy: the storefront's proxy (and any other) forwards the shopper's address.
    if (config.payments.sandboxPayEnabled) {
      const localOnly = async (request: FastifyRequest, reply: FastifyReply) => {
        if (!fromThisMachine(request)) {
          return reply.code(403).send({
            message: 'O banco sandbox só atende pedidos feitos nesta máquina, sem proxy',
            code: 'SANDBOX_BANK_LOCAL_ONLY',
          });
        }
      };
      app.post(
        '/payments/sandbox/pix/pay',
        { config: { failure: MESSAGES.pixRead }, preHandler: localOnly },
        async (request) => {
          const { charge, order } = await payments.pix.sandboxPay(query(request, 'txid'));
          return {
            txid: charge.txid,
            status: charge.status,
            orderStatus: order.status,
            paidAt: charge.paid_at,
          };
        },
      );
      app.post(
        '/payments/sandbox/boleto/pay',
        { config: { failure: MESSAGES.boletoRead }, preHandler: localOnly },
        async (request) => {
          const { boleto, order } = await payments.boleto.sandboxPay(query(request, 'orderId'));
          return {
            ...boletoOutput(boleto, pdfUrl(order.incrementId, undefined)),
            orderStatus: order.status,
          };
        },
      );
    }
  };
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded', 'via'];

/** A direct connection from the loopback interface, not relayed by a proxy. */
export function fromThisMachine(request: FastifyRequest): boolean {
  const remote = request.socket.remoteAddress ?? '';
  const loopback = remote === '::1' || /^(::ffff:)?127\./.test(remote);
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The payment method a payment route serves, as the failure counter's label (a fixed set). */
function paymentMethodOf(route: string | undefined): 'pix' | 'boleto' | 'card' | 'other' {
  const match = /pix|boleto|card|rede/.exec(route ?? '')?.[0];
  if (match === 'pix' || match === 'boleto') return match;
  return match ? 'card' : 'other';
}

import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { InputError } from '../../graphql/errors';
import { translateErrorBodies } from '../../i18n/rest';
import type { RouteDeps } from '../../services';
import { resolveCaller } from '../customer/auth';
import { RECAPTCHA_UNAVAILABLE_MESSAGE, verifyRecaptcha } from '../customer/recaptcha';
import { UploadError } from '../uploads/store';
import { type FileField, readMultipartForm } from './multipart-form';
import { consumeFormQuota } from './rate-limit';
import type { RequestMeta } from './service';
import {
  careerSchema,
  contactSchema,
  parseForm,
  quoteSchema,
  RequestError,
  returnSchema,
} from './validation';

/**
 * The store's request forms (apps/commerce/README.md, "Requests"):
 *   POST /requests/quote     JSON                 → 201 { protocol }
 *   POST /requests/contact   JSON                 → 201 { protocol }
 *   POST /requests/return    multipart (invoice, photos[]) → 201 { protocol }
 *   POST /requests/careers   multipart (cv)       → 201 { protocol }
 *   GET  /requests/return/orders (bearer)         → the caller's orders for the return form
 *   GET  /requests/settings                       → limits the forms show
 * Every POST counts against FORM_RATE_LIMIT_PER_HOUR for the client address (429 after it) and,
 * with RECAPTCHA_SECRET set, needs a valid X-ReCaptcha token. Errors: `{message, code[, fields]}`.
 */

export const RATE_LIMITED_MESSAGE = 'Muitas solicitações. Tente novamente mais tarde.';
const BOT_CHECK_FAILED_MESSAGE =
  'Não foi possível confirmar que você não é um robô. Atualize a página e tente novamente.';
const BOT_CHECK_UNAVAILABLE_MESSAGE =
  'A verificação anti-robô está indisponível agora. Tente novamente em alguns minutos.';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The shopper's address: request.ip follows X-Forwarded-For only from trusted proxies (TRUST_PROXY). */
function clientIp(request: FastifyRequest): string {
  return (request.ip || 'unknown').slice(0, 255);
}

export function requestRoutes({ config, database, services }: RouteDeps): FastifyPluginAsync {
  const { db } = database;
  const { uploads, requests: service } = services;
  const { uploadMaxBytes, cvMaxBytes } = config.content;

  const returnFiles: Record<string, FileField> = {
    invoice: {
      rule: { kind: 'return-invoice', accept: ['pdf', 'jpeg', 'png'], maxBytes: uploadMaxBytes },
      required: true,
      max: 1,
      what: 'a nota fiscal ou carta de devolução',
    },
    photos: {
      rule: { kind: 'return-photo', accept: ['jpeg', 'png', 'webp'], maxBytes: uploadMaxBytes },
      required: false,
      max: 5,
      what: 'as fotos',
    },
  };
  const careerFiles: Record<string, FileField> = {
    cv: {
      rule: { kind: 'cv', accept: ['pdf', 'doc', 'docx'], maxBytes: cvMaxBytes },
      required: true,
      max: 1,
      what: 'o currículo',
    },
  };

  return async (app) => {
    translateErrorBodies(app);
    await app.register(multipart, { throwFileSizeLimit: false });

    app.setErrorHandler((error, request, reply: FastifyReply) => {
      if (error instanceof RequestError) {
        return reply.code(error.statusCode).send({
          message: error.message,
          code: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
        });
      }
      if (error instanceof UploadError) {
        return reply.code(error.statusCode).send({ message: error.message, code: error.code });
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        return reply
          .code(status)
          .send({ message: 'O formulário enviado é inválido.', code: 'INVALID_REQUEST' });
      }
      request.log.error({ err: error }, 'request form failed');
      return reply.code(500).send({ message: 'Erro interno do servidor', code: 'INTERNAL' });
    });

    /** Quota, then bot check: both before the body is read. */
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const ip = clientIp(request);
      const quota = await consumeFormQuota(db, ip, config.content.formRateLimitPerHour);
      if (!quota.allowed) {
        reply.header('retry-after', String(quota.retryAfterSeconds));
        throw new RequestError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
      try {
        await verifyRecaptcha(config.customer.recaptcha, header(request, 'x-recaptcha'), ip, request.log);
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        throw error.message === RECAPTCHA_UNAVAILABLE_MESSAGE
          ? new RequestError(503, 'BOT_CHECK_UNAVAILABLE', BOT_CHECK_UNAVAILABLE_MESSAGE)
          : new RequestError(400, 'BOT_CHECK_FAILED', BOT_CHECK_FAILED_MESSAGE);
      }
    };

    /** A bearer that is missing or no longer valid makes the sender a guest: forms are open to all. */
    const metaOf = async (request: FastifyRequest): Promise<RequestMeta> => ({
      customerId: (await resolveCaller(db, request.headers.authorization)).customerId,
    });

    app.get('/requests/settings', async () => ({
      upload_max_bytes: uploadMaxBytes,
      cv_max_bytes: cvMaxBytes,
      return_deadline_days: config.content.returnDeadlineDays,
      invoice_types: ['application/pdf', 'image/jpeg', 'image/png'],
      photo_types: ['image/jpeg', 'image/png', 'image/webp'],
      cv_types: [
        'application/pdf',
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      max_photos: returnFiles.photos?.max,
    }));

    app.post('/requests/quote', { onRequest: guard }, async (request, reply) => {
      const input = parseForm(quoteSchema, request.body);
      return reply.code(201).send(await service.submitQuote(input, await metaOf(request)));
    });

    app.post('/requests/contact', { onRequest: guard }, async (request, reply) => {
      const input = parseForm(contactSchema, request.body);
      return reply.code(201).send(await service.submitContact(input, await metaOf(request)));
    });

    app.post('/requests/return', { onRequest: guard }, async (request, reply) => {
      const form = await readMultipartForm(request, uploads, returnFiles);
      const [invoice] = form.files.invoice ?? [];
      const photos = form.files.photos ?? [];
      let input: ReturnType<typeof parseForm<typeof returnSchema>>;
      try {
        const skus = form.fields.skus;
        input = parseForm(returnSchema, {
          ...form.fields,
          // skus: repeated fields, or one field with a comma-separated list.
          skus:
            skus === undefined
              ? undefined
              : [skus]
                  .flat()
                  .flatMap((s) => s.split(','))
                  .filter((s) => s.trim()),
        });
      } catch (error) {
        await uploads.discard([...(invoice ? [invoice] : []), ...photos]);
        throw error;
      }
      if (!invoice) throw new Error('readMultipartForm let a return through without its invoice');
      const result = await service.submitReturn(input, { invoice, photos }, await metaOf(request));
      return reply.code(201).send(result);
    });

    app.post('/requests/careers', { onRequest: guard }, async (request, reply) => {
      const form = await readMultipartForm(request, uploads, careerFiles);
      const [cv] = form.files.cv ?? [];
      if (!cv) throw new Error('readMultipartForm let an application through without its CV');
      let input: ReturnType<typeof parseForm<typeof careerSchema>>;
      try {
        input = parseForm(careerSchema, form.fields);
      } catch (error) {
        await uploads.discard([cv]);
        throw error;
      }
      return reply.code(201).send(await service.submitCareer(input, cv, await metaOf(request)));
    });

    app.get('/requests/return/orders', async (request) => {
      const caller = await resolveCaller(db, request.headers.authorization);
      if (caller.customerId === null) {
        throw new RequestError(401, 'UNAUTHORIZED', "The current customer isn't authorized.");
      }
      return service.ordersForReturn(caller.customerId);
    });
  };
}

import { isValidCnpj, normalizeCnpj } from '@store/br';
import { z } from 'zod';

/**
 * Input rules of the request forms, with the shopper's messages (pt-BR). The storefront repeats
 * them for instant feedback; these are the ones that count.
 */

/** A refused request: `{message, code}` (and, for bad fields, `fields: {name: message}`). */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const FORM_MESSAGE = 'Envie os campos do formulário.';

function text(what: string, min: number, max: number) {
  return z
    .string({ error: `Informe ${what}.` })
    .trim()
    .min(1, { error: `Informe ${what}.` })
    .min(min, { error: `Use pelo menos ${min} caracteres em ${what}.` })
    .max(max, { error: `Use no máximo ${max} caracteres em ${what}.` });
}

/** An optional text: missing, null or blank become undefined. */
function optionalText(what: string, max: number) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: `Informe ${what} como texto.` })
      .trim()
      .max(max, { error: `Use no máximo ${max} caracteres em ${what}.` })
      .optional(),
  );
}

const EMAIL_MESSAGE = 'Informe um e-mail válido.';
const email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MESSAGE }).max(255, { error: EMAIL_MESSAGE }));

const PHONE_MESSAGE = 'Informe um telefone com DDD, por exemplo (11) 91234-5678.';

/** Brazilian phone: DDD (11–99) and 8 digits, or 9 digits starting with 9 (mobile); +55 allowed. */
export function normalizePhone(value: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(value)) return undefined;
  let digits = value.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (!/^[1-9][1-9]\d{8,9}$/.test(digits)) return undefined;
  if (digits.length === 11 && digits[2] !== '9') return undefined;
  return digits;
}

const phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .transform((value, ctx) => {
    const digits = normalizePhone(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return digits;
  });

const optionalPhone = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  phone.optional(),
);

const QUANTITY_MESSAGE = 'A quantidade deve ser um número inteiro maior que zero.';

const quoteItem = z
  .object(
    {
      sku: optionalText('o SKU', 64),
      name: optionalText('o nome do produto', 255),
      quantity: z
        .number({ error: QUANTITY_MESSAGE })
        .int({ error: QUANTITY_MESSAGE })
        .positive({ error: QUANTITY_MESSAGE })
        .max(100_000, { error: 'A quantidade máxima por produto é 100.000.' }),
    },
    { error: 'Cada produto deve ter SKU ou nome e quantidade.' },
  )
  .refine((item) => item.sku || item.name, { error: 'Informe o SKU ou o nome do produto.' });

/** A free-text list may come as `items_text` or as `items` itself; it is read as `items_text`. */
function freeTextItems(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { items, items_text, ...rest } = body as Record<string, unknown>;
  if (typeof items !== 'string') return body;
  const text = [items, typeof items_text === 'string' ? items_text : ''].filter((t) => t.trim()).join('\n');
  return { ...rest, items_text: text };
}

export const quoteSchema = z
  .preprocess(
    freeTextItems,
    z.object(
      {
        company: text('o nome da empresa', 2, 255),
        cnpj: z
          .string({ error: 'Informe o CNPJ.' })
          .trim()
          .min(1, { error: 'Informe o CNPJ.' })
          .refine(isValidCnpj, { error: 'CNPJ inválido.' })
          .transform(normalizeCnpj),
        contact_name: text('o nome do contato', 2, 255),
        email,
        phone,
        items: z
          .array(quoteItem, { error: 'Envie a lista de produtos.' })
          .max(100, { error: 'Envie no máximo 100 produtos por orçamento.' })
          .optional(),
        items_text: optionalText('a lista de produtos', 5000),
        message: optionalText('a mensagem', 5000),
      },
      { error: FORM_MESSAGE },
    ),
  )
  .transform(({ items, items_text, ...rest }) => ({ ...rest, items: items ?? [], itemsText: items_text }))
  .refine((quote) => quote.items.length > 0 || quote.itemsText, {
    error: 'Adicione pelo menos um produto ou descreva o que precisa.',
    path: ['items'],
  });

export type QuoteInput = z.output<typeof quoteSchema>;

export const contactSchema = z.object(
  {
    name: text('o nome', 2, 255),
    email,
    phone: optionalPhone,
    subject: text('o assunto', 2, 200),
    message: text('a mensagem', 10, 5000),
  },
  { error: FORM_MESSAGE },
);

export type ContactInput = z.output<typeof contactSchema>;

export const careerSchema = z.object(
  {
    name: text('o nome', 2, 255),
    email,
    phone,
    position: text('a vaga ou área de interesse', 2, 255),
    message: optionalText('a mensagem', 5000),
  },
  { error: FORM_MESSAGE },
);

export type CareerInput = z.output<typeof careerSchema>;

export const returnSchema = z.object(
  {
    order_number: text('o número do pedido', 1, 32),
    // Optional for the order's owner (logged in); checked against the order otherwise.
    email: z.preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      email.optional(),
    ),
    skus: z
      .array(z.string().trim().min(1).max(64), { error: 'Escolha pelo menos um produto do pedido.' })
      .min(1, { error: 'Escolha pelo menos um produto do pedido.' })
      .max(100, { error: 'Escolha no máximo 100 produtos.' })
      .transform((skus) => [...new Set(skus)]),
    reason: text('o motivo da devolução', 10, 2000),
  },
  { error: FORM_MESSAGE },
);

export type ReturnInput = z.output<typeof returnSchema>;

/** Parses a form or throws a 400 RequestError naming the first problem and every bad field. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? FORM_MESSAGE;
  throw new RequestError(400, 'INVALID_INPUT', first, fields);
}

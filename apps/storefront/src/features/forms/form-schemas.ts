import { isValidCnpj, onlyDigits } from '@store/br';
import { z } from 'zod';
import { type FileLike, fileProblem } from './file-checks';

/**
 * The rules of the request forms (quote, return, contact, careers) as zod schemas, the same as the
 * commerce server's (README "Requests"), so a shopper sees a problem before sending. Messages are
 * keys of `forms.errors`, translated beside each field; the server checks everything again.
 */

export const FORM_ERRORS = {
  required: 'required',
  minLength: 'minLength',
  maxLength: 'maxLength',
  invalidEmail: 'invalidEmail',
  invalidPhone: 'invalidPhone',
  invalidCnpj: 'invalidCnpj',
  invalidQuantity: 'invalidQuantity',
  noProducts: 'noProducts',
  noSkus: 'noSkus',
  fileRequired: 'fileRequired',
  fileType: 'fileType',
  fileSize: 'fileSize',
  fileEmpty: 'fileEmpty',
  tooManyFiles: 'tooManyFiles',
  tooManyProducts: 'tooManyProducts',
  contentTooLong: 'contentTooLong',
} as const;

export type FormErrorKey = (typeof FORM_ERRORS)[keyof typeof FORM_ERRORS];

/** Largest quantity per product and most products per quote (the server's limits). */
export const MAX_QUANTITY = 100_000;
export const MAX_QUOTE_ITEMS = 100;

/** Brazilian phone: DDD (11–99) and 8 digits, or 9 digits starting with 9 (mobile); +55 allowed. */
export function isValidPhone(value: string): boolean {
  if (!/^[\d\s()+.-]+$/.test(value)) return false;
  let digits = onlyDigits(value);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (!/^[1-9][1-9]\d{8,9}$/.test(digits)) return false;
  return digits.length === 10 || digits[2] === '9';
}

function text(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: FORM_ERRORS.required })
    .min(min, { error: FORM_ERRORS.minLength })
    .max(max, { error: FORM_ERRORS.maxLength });
}

function optionalText(max: number) {
  return z.string().trim().max(max, { error: FORM_ERRORS.maxLength });
}

const email = z
  .string()
  .trim()
  .min(1, { error: FORM_ERRORS.required })
  .pipe(z.email({ error: FORM_ERRORS.invalidEmail }).max(255, { error: FORM_ERRORS.invalidEmail }));

const phone = z
  .string()
  .trim()
  .min(1, { error: FORM_ERRORS.required })
  .refine(isValidPhone, { error: FORM_ERRORS.invalidPhone });

const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidPhone(value), { error: FORM_ERRORS.invalidPhone });

export const contactSchema = z.object({
  name: text(2, 255),
  email,
  phone: optionalPhone,
  subject: text(2, 200),
  message: text(10, 5000),
});

export type ContactValues = z.input<typeof contactSchema>;

const quoteItem = z.object({
  sku: z.string(),
  name: z.string().trim().min(1, { error: FORM_ERRORS.required }).max(255, { error: FORM_ERRORS.maxLength }),
  quantity: z.coerce
    .number({ error: FORM_ERRORS.invalidQuantity })
    .int({ error: FORM_ERRORS.invalidQuantity })
    .min(1, { error: FORM_ERRORS.invalidQuantity })
    .max(MAX_QUANTITY, { error: FORM_ERRORS.invalidQuantity }),
});

export const quoteSchema = z
  .object({
    company: text(2, 255),
    cnpj: z
      .string()
      .trim()
      .min(1, { error: FORM_ERRORS.required })
      .refine(isValidCnpj, { error: FORM_ERRORS.invalidCnpj }),
    contactName: text(2, 255),
    email,
    phone,
    items: z.array(quoteItem).max(MAX_QUOTE_ITEMS, { error: FORM_ERRORS.tooManyProducts }),
    itemsText: optionalText(5000),
    message: optionalText(5000),
  })
  .refine((quote) => quote.items.length > 0 || quote.itemsText.trim() !== '', {
    error: FORM_ERRORS.noProducts,
    path: ['itemsText'],
  });

export type QuoteValues = z.input<typeof quoteSchema>;
export type QuoteOutput = z.output<typeof quoteSchema>;

/** The JSON body of POST /requests/quote: catalogue lines by SKU, typed lines by name. */
export function quoteRequestBody(values: QuoteOutput) {
  return {
    company: values.company,
    cnpj: values.cnpj,
    contact_name: values.contactName,
    email: values.email,
    phone: values.phone,
    items: values.items.map((item) =>
      item.sku ? { sku: item.sku, quantity: item.quantity } : { name: item.name, quantity: item.quantity },
    ),
    ...(values.itemsText ? { items_text: values.itemsText } : {}),
    ...(values.message ? { message: values.message } : {}),
  };
}

export interface FileRules {
  types: readonly string[];
  maxBytes: number;
  /** At least this many files (1: required). */
  min: number;
  max: number;
}

const FILE_PROBLEM_ERRORS = {
  empty: FORM_ERRORS.fileEmpty,
  type: FORM_ERRORS.fileType,
  size: FORM_ERRORS.fileSize,
} as const;

/** Chosen files of one control, checked for count, type and size (the server's limits). */
export function fileList({ types, maxBytes, min, max }: FileRules) {
  return z.array(z.custom<FileLike>()).superRefine((files, ctx) => {
    if (files.length < min) ctx.addIssue({ code: 'custom', message: FORM_ERRORS.fileRequired });
    else if (files.length > max) ctx.addIssue({ code: 'custom', message: FORM_ERRORS.tooManyFiles });
    for (const file of files) {
      const problem = fileProblem(file, types, maxBytes);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: FILE_PROBLEM_ERRORS[problem] });
        return;
      }
    }
  });
}

/** The careers form; the CV's rules come from GET /requests/settings. */
export function careersSchema(cv: { types: readonly string[]; maxBytes: number }) {
  return z.object({
    name: text(2, 255),
    email,
    phone,
    position: text(2, 255),
    message: optionalText(5000),
    cv: fileList({ ...cv, min: 1, max: 1 }),
  });
}

export type CareersValues = z.input<ReturnType<typeof careersSchema>>;

/** SKUs typed by the shopper (when the order's lines are unknown): commas, semicolons or new lines. */
export function parseSkuList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .map((sku) => sku.trim())
        .filter(Boolean),
    ),
  ];
}

export interface ReturnFileRules {
  invoiceTypes: readonly string[];
  photoTypes: readonly string[];
  maxBytes: number;
  maxPhotos: number;
}

/** The return form; the files' rules come from GET /requests/settings. */
export function returnSchema(files: ReturnFileRules) {
  return z
    .object({
      orderNumber: text(1, 32),
      /** Required unless the order was picked from the logged-in customer's orders. */
      email: z.string().trim(),
      isOwnOrder: z.boolean(),
      skus: z.array(z.string()),
      typedSkus: z.string(),
      reason: text(10, 2000),
      invoice: fileList({ types: files.invoiceTypes, maxBytes: files.maxBytes, min: 1, max: 1 }),
      photos: fileList({ types: files.photoTypes, maxBytes: files.maxBytes, min: 0, max: files.maxPhotos }),
    })
    .superRefine((values, ctx) => {
      if (!values.isOwnOrder) {
        const result = email.safeParse(values.email);
        if (!result.success) {
          ctx.addIssue({
            code: 'custom',
            path: ['email'],
            message: result.error.issues[0]?.message ?? FORM_ERRORS.invalidEmail,
          });
        }
      }
      const chosen = values.skus.length > 0 ? values.skus : parseSkuList(values.typedSkus);
      if (chosen.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: [values.isOwnOrder ? 'skus' : 'typedSkus'],
          message: FORM_ERRORS.noSkus,
        });
      }
    });
}

export type ReturnValues = z.input<ReturnType<typeof returnSchema>>;

import { HttpError } from 'react-admin';
import type { MagentoErrorBody } from './http';

/**
 * A refused save as react-admin's server-side validation: each problem the server names a field
 * for goes beside that field, in the screen's language (an i18n key, since the server answers in
 * Magento's English), and the form keeps every value typed. The server decides what is wrong;
 * this only says where.
 */

/** The words of a problem: an i18n key of `admin.errors`, and the field it is about when known. */
interface Problem {
  key: string;
  field?: string;
}

/** Messages of our services that name no field with `%fieldName`, and the field they concern. */
const SERVICE_MESSAGES: { pattern: RegExp; key: string; field?: string }[] = [
  {
    pattern: /^Coupon with the same code already exists/,
    key: 'coupon_exists',
    field: 'extension_attributes.coupon_code',
  },
  {
    pattern: /coupon code can't be changed/,
    key: 'coupon_fixed',
    field: 'extension_attributes.coupon_code',
  },
  { pattern: /^End Date must follow Start Date/, key: 'dates', field: 'to_date' },
  { pattern: /URL key for specified store already exists/, key: 'identifier_exists', field: 'identifier' },
  { pattern: /^A block identifier with the same properties/, key: 'identifier_exists', field: 'identifier' },
  { pattern: /^The rule was used by orders and cannot be deleted/, key: 'rule_used' },
];

/** Ajv's reason (`The "%fieldName" value is invalid: %reason.`) as one of our keys. */
function reasonKey(reason: string): string {
  if (reason.startsWith('must match pattern')) return 'pattern';
  if (reason.startsWith('must NOT have more than')) return 'too_long';
  if (reason.startsWith('must NOT have fewer than')) return 'required';
  if (/^must be (>|<)/.test(reason)) return 'out_of_range';
  return 'invalid';
}

function problemOf(error: MagentoErrorBody): Problem {
  const message = error.message ?? '';
  const parameters = (Array.isArray(error.parameters) ? {} : (error.parameters ?? {})) as Record<
    string,
    unknown
  >;
  const named = typeof parameters.fieldName === 'string' ? parameters.fieldName : undefined;
  for (const known of SERVICE_MESSAGES)
    if (known.pattern.test(message)) return { key: known.key, field: known.field };
  if (message.startsWith('"%fieldName" is required')) return { key: 'required', field: named };
  const missing = /^Required parameters are missing: (\S+)/.exec(message);
  if (missing) return { key: 'required', field: missing[1] };
  if (message.includes('type was expected')) return { key: 'type', field: named };
  if (message.startsWith('The "%fieldName" value is invalid'))
    return { key: reasonKey(String(parameters.reason ?? '')), field: named };
  // Magento's own wording, with the field as a parameter or (our services) in the text.
  const invalid = /provided for the (\S+) field/.exec(message);
  if (invalid) return { key: 'invalid', field: named ?? invalid[1] };
  return { key: '' };
}

/** The wrappers of Magento's bodies (`{rule: {…}}`): a form edits what is inside. */
const WRAPPERS = new Set(['rule', 'page', 'block', 'product', 'user', 'integration', 'coupon']);

export function unwrapField(field: string): string {
  const [first, ...rest] = field.split('.');
  return rest.length && first && WRAPPERS.has(first) ? rest.join('.') : field;
}

export interface FormErrors {
  /** The notification: an i18n key when the problem is known, else the server's text. */
  message: string;
  /** Form source → i18n key, for react-admin's `body.errors`; empty when no field is named. */
  errors: Record<string, string>;
}

/**
 * The problems of a Magento error body (one, or the aggregate's list) by form field.
 * `fieldOf` maps a server field (`rule.discount_amount`) to the form's source, or undefined
 * when the form has no such input.
 */
export function formErrors(
  body: MagentoErrorBody | undefined,
  fallback: string,
  fieldOf: (serverField: string) => string | undefined = unwrapField,
): FormErrors {
  const list = body?.errors?.length ? body.errors : body ? [body] : [];
  const errors: Record<string, string> = {};
  let first: Problem | undefined;
  for (const item of list) {
    const problem = problemOf(item);
    first ??= problem;
    const source = problem.field ? fieldOf(problem.field) : undefined;
    if (source && problem.key) errors[source] ??= `admin.errors.${problem.key}`;
  }
  const known = first?.key && list.length === 1 ? `admin.errors.${first.key}` : undefined;
  return { message: known ?? fallback, errors };
}

/**
 * The HttpError react-admin's forms read: `body.errors` as field → message (Magento's own
 * `errors` list would read as fields named 0, 1…), Magento's body kept under `magento`.
 */
export function asFormError(error: unknown, fieldOf?: (serverField: string) => string | undefined): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  // Already read (a save of several calls reads each call's refusal with its own fields).
  if (error.body && typeof error.body === 'object' && 'magento' in error.body) return error;
  const body = error.body as MagentoErrorBody | undefined;
  const { message, errors } = formErrors(body, error.message, fieldOf);
  return new HttpError(message, error.status, {
    magento: body,
    ...(Object.keys(errors).length ? { errors } : {}),
  });
}

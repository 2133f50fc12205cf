import { HttpError } from 'react-admin';
import { screenLanguage } from '../i18n/i18n-provider';
import type { MagentoErrorBody } from './http';
import { type Language, recognise, serverText, translateMessage } from './server-text';

/**
 * A refused save as react-admin's server-side validation: each problem the server names a field
 * for goes beside that field, in the screen's language, and the form keeps every value typed.
 * The server decides what is wrong; this only says where. The words come from the catalogue of
 * server messages (server-text.ts), which also says which field a service's refusal concerns.
 */

/** A problem of a refusal: the field it is about when known, and what to show beside it. */
interface Problem {
  field?: string;
  /** An i18n key of `admin.errors` (a short word beside the input), or the translated text. */
  text: string;
  short?: boolean;
}

/**
 * Templates that read best as a short word of `admin.errors` beside their input: Magento's
 * generic input problems, and the services' refusals the forms know well.
 */
const SHORT: Record<string, string> = {
  '"%fieldName" is required. Enter and try again.': 'required',
  '"%1" is required. Enter and try again.': 'required',
  'The "%1" attribute is required. Enter and try again.': 'required',
  'Required parameters are missing: %1': 'required',
  'Error occurred during "%fieldName" processing. The "%type" type was expected. Verify and try again.':
    'type',
  'Invalid value of "%value" provided for the %fieldName field.': 'invalid',
  'Invalid value of "%1" provided for the discount_amount field.': 'invalid',
  'Invalid value of "%1" provided for the from_date/to_date field.': 'invalid',
  'Coupon with the same code already exists.': 'coupon_exists',
  "A rule's coupon code can't be changed: create a new rule for a new code.": 'coupon_fixed',
  'End Date must follow Start Date.': 'dates',
  'A page URL key for specified store already exists.': 'identifier_exists',
  'A block identifier with the same properties already exists in the selected store.': 'identifier_exists',
  'The rule was used by orders and cannot be deleted: deactivate it instead.': 'rule_used',
  'The product with the "%1" SKU already exists.': 'sku_exists',
  'URL key for specified store already exists.': 'url_key_exists',
  'A user with the same user name or email already exists.': 'email_exists',
};

/** Ajv's reason (`The "%fieldName" value is invalid: %reason.`) as one of our keys. */
function reasonKey(reason: string): string {
  if (reason.startsWith('must match pattern')) return 'pattern';
  if (reason.startsWith('must NOT have more than')) return 'too_long';
  if (reason.startsWith('must NOT have fewer than')) return 'required';
  if (/^must be (>|<)/.test(reason)) return 'out_of_range';
  return 'invalid';
}

function problemOf(error: MagentoErrorBody, language: Language): Problem {
  const message = error.message ?? '';
  const found = recognise(message, error.parameters);
  if (!found) return { text: translateMessage(message, error.parameters, language) };
  const { entry, values, key } = found;
  // The field: the entry's (a name, or the placeholder holding it), else Magento's `%fieldName`.
  const named = entry.field?.startsWith('%') ? values[entry.field.slice(1)] : entry.field;
  const field = named ?? values.fieldName;
  if (key === 'The "%fieldName" value is invalid: %reason.')
    return { field, text: `admin.errors.${reasonKey(values.reason ?? '')}`, short: true };
  const short = SHORT[key];
  if (short) return { field, text: `admin.errors.${short}`, short: true };
  return { field, text: translateMessage(message, error.parameters, language), short: false };
}

/** The wrappers of Magento's bodies (`{rule: {…}}`): a form edits what is inside. */
const WRAPPERS = new Set(['rule', 'page', 'block', 'product', 'user', 'integration', 'coupon']);

export function unwrapField(field: string): string {
  const [first, ...rest] = field.split('.');
  return rest.length && first && WRAPPERS.has(first) ? rest.join('.') : field;
}

export interface FormErrors {
  /** The notification: the refusal in the screen's language, or the server's text. */
  message: string;
  /** Form source → i18n key or text, for react-admin's `body.errors`; empty when no field is named. */
  errors: Record<string, string>;
}

/**
 * The problems of a Magento error body (one, or the aggregate's list) by form field.
 * `fieldOf` maps a server field (`rule.discount_amount`) to the form's source, or undefined
 * when the form has no such input.
 */
export function formErrors(
  body: MagentoErrorBody | undefined,
  status: number,
  fieldOf: (serverField: string) => string | undefined = unwrapField,
  language: Language = screenLanguage(),
): FormErrors {
  const list = body?.errors?.length ? body.errors : body ? [body] : [];
  const errors: Record<string, string> = {};
  const problems = list.map((item) => {
    const problem = problemOf(item, language);
    const source = problem.field ? fieldOf(problem.field) : undefined;
    if (source) errors[source] ??= problem.text;
    return { ...problem, source };
  });
  // One problem said by a short word: the notification says it too, unless the word would stand
  // for an input the form does not have (then the whole sentence names it).
  const [only] = problems;
  const brief = problems.length === 1 && only?.short && (only.source || !only.field);
  return { message: brief ? only.text : serverText(body, status, language), errors };
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
  const { message, errors } = formErrors(body, error.status, fieldOf);
  // `root.serverError` is what react-admin notifies instead of its generic "the form is not valid".
  return new HttpError(message, error.status, {
    magento: body,
    ...(Object.keys(errors).length ? { errors: { ...errors, root: { serverError: message } } } : {}),
  });
}

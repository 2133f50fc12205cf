import { randomBytes } from 'node:crypto';
import { isValidCnpj, isValidTaxvat, personType, taxvatToDigits } from '@store/br';
import { isUniqueViolation } from '../../db/unique-violation';
import type { RequestContext } from '../../graphql/context';
import {
  AlreadyExistsError,
  AuthenticationError,
  AuthorizationError,
  InputError,
} from '../../graphql/errors';
import { hashToken } from './auth';
import { customerByEmail, normalizeEmail } from './lookup';
import { checkPasswordStrength, hashPassword, verifyPassword } from './password';
import {
  type CustomerPatch,
  type CustomerRow,
  deleteCustomerRow,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  updateCustomer,
} from './repository';
import type { RequestMeta } from './request-meta';
import { checkAccountMailLimit, evenAnswerTime, recordLoginFailure } from './throttle';

/**
 * Customer accounts (Magento CustomerGraphQl): registration with CPF/CNPJ, e-mail confirmation,
 * profile and e-mail changes, deletion. Logins and tokens are in token-service.ts; password
 * changes and resets in password-service.ts.
 */

export type AccountContext = Pick<RequestContext, 'db' | 'config' | 'services' | 'log' | 'caller' | 'store'>;

export const NOT_AUTHORIZED_MESSAGE = "The current customer isn't authorized.";
export const SIGN_IN_FAILED_MESSAGE =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const CONFIRMATION_REQUIRED_MESSAGE =
  'You must confirm your account. Please check your email for the confirmation link.';
export const ACCOUNT_LOCKED_MESSAGE = 'The account is locked.';
export const DUPLICATE_EMAIL_MESSAGE =
  'A customer with the same email address already exists in an associated website.';
export const INVALID_LOGIN_MESSAGE = 'Invalid login or password.';
export const IP_THROTTLED_MESSAGE =
  'Too many failed sign-in attempts from your network. Please wait and try again later.';
export const RESET_TOKEN_EXPIRED_MESSAGE = 'The password token is expired. Reset and try again.';
export const RESET_TOKEN_MISMATCH_MESSAGE = 'The password token is mismatched. Reset and try again.';
export const CONFIRMATION_INVALID_MESSAGE =
  'The confirmation token is invalid. Verify the token and try again.';
export const CNPJ_NEEDS_CORPORATE_NAME_MESSAGE =
  'A corporate name (custom attribute "razao_social") is required for a CNPJ.';

/** Custom attributes of a customer (rules §3) and the corporate name of a business. */
export const CUSTOM_ATTRIBUTES = ['vendedora', 'segmento', 'razao_social'] as const;
type CustomAttributeCode = (typeof CUSTOM_ATTRIBUTES)[number];
const ATTRIBUTE_COLUMNS = {
  vendedora: 'vendedora',
  segmento: 'segmento',
  razao_social: 'corporate_name',
} as const satisfies Record<CustomAttributeCode, keyof CustomerRow>;

export interface AttributeValueInput {
  attribute_code: string;
  value?: string | null;
  selected_options?: { value: string }[] | null;
}

/** The union of Magento's CustomerInput, CustomerCreateInput and CustomerUpdateInput. */
export interface CustomerFieldsInput {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  email?: string | null;
  dob?: string | null;
  date_of_birth?: string | null;
  taxvat?: string | null;
  gender?: number | null;
  password?: string | null;
  is_subscribed?: boolean | null;
  custom_attributes?: AttributeValueInput[] | null;
}

export { customerByEmail, normalizeEmail };

const EMAIL_PATTERN = /^[^\s@()<>,;:"[\]\\]+@[^\s@()<>,;:"[\]\\]+\.[^\s@()<>,;:"[\]\\]{2,}$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

const now = () => new Date();
export const minutesFrom = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * 60_000).toISOString();
export const newSecret = () => randomBytes(32).toString('hex');

/** The customer of the caller's token, or graphql-authorization (Magento's messages). */
export async function requireCustomer(ctx: Pick<AccountContext, 'db' | 'caller'>): Promise<CustomerRow> {
  const id = ctx.caller.customerId;
  const customer = id === null ? undefined : await findCustomerById(ctx.db, id);
  if (!customer) throw new AuthorizationError(NOT_AUTHORIZED_MESSAGE);
  if (customer.lock_expires && customer.lock_expires > now().toISOString()) {
    throw new AuthorizationError(ACCOUNT_LOCKED_MESSAGE);
  }
  return customer;
}

/** The customer of a valid token, if any (no error for guests). */
export async function currentCustomer(ctx: AccountContext): Promise<CustomerRow | undefined> {
  return ctx.caller.customerId === null ? undefined : findCustomerById(ctx.db, ctx.caller.customerId);
}

// --- validation of profile fields

function cleanText(value: string | null | undefined, field: string, max = 255): string | null {
  if (value === undefined || value === null) return null;
  const text = value.trim();
  if (text.length > max) throw new InputError(`"${field}" must be at most ${max} characters.`);
  return text || null;
}

function requiredText(value: string | null | undefined, field: string): string {
  const text = cleanText(value, field);
  if (!text) throw new InputError(`Required parameters are missing: ${field}`);
  return text;
}

/** YYYY-MM-DD (a time part is dropped), a real date, not in the future, at most 130 years ago. */
export function normalizeDateOfBirth(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(text);
  const date = match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : undefined;
  const iso = date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
  if (!match || iso !== `${match[1]}-${match[2]}-${match[3]}`) {
    throw new InputError(`Invalid date of birth "${text}". Use the YYYY-MM-DD format.`);
  }
  const today = now().toISOString().slice(0, 10);
  const oldest = `${Number(today.slice(0, 4)) - 130}${today.slice(4)}`;
  if (iso > today || iso < oldest) throw new InputError(`The date of birth "${text}" is out of range.`);
  return iso;
}

function normalizeGender(gender: number): number | null {
  if (![1, 2, 3].includes(gender)) {
    throw new InputError(`"${gender}" is not a valid gender: use 1 (male), 2 (female) or 3 (not specified).`);
  }
  return gender;
}

function normalizeTaxvat(taxvat: string): { taxvat: string | null; person_type: 'F' | 'J' | null } {
  const text = taxvat.trim();
  if (!text) return { taxvat: null, person_type: null };
  if (!isValidTaxvat(text)) throw new InputError(`"${text}" is not a valid CPF or CNPJ.`);
  return { taxvat: taxvatToDigits(text), person_type: personType(text) };
}

function customAttributePatch(attributes: AttributeValueInput[]): CustomerPatch {
  const patch: CustomerPatch = {};
  for (const attribute of attributes) {
    const code = attribute.attribute_code.trim() as CustomAttributeCode;
    if (!CUSTOM_ATTRIBUTES.includes(code)) {
      throw new InputError(`"${attribute.attribute_code}" is not a customer attribute.`);
    }
    const value = attribute.value ?? attribute.selected_options?.map((o) => o.value).join(',') ?? null;
    patch[ATTRIBUTE_COLUMNS[code]] = cleanText(value, code);
  }
  return patch;
}

/** The profile columns an input sets (only the fields it carries; names required when present). */
export function profilePatch(input: CustomerFieldsInput, creating: boolean): CustomerPatch {
  const patch: CustomerPatch = {};
  if (creating || input.firstname !== undefined) patch.firstname = requiredText(input.firstname, 'firstname');
  if (creating || input.lastname !== undefined) patch.lastname = requiredText(input.lastname, 'lastname');
  if (input.middlename !== undefined) patch.middlename = cleanText(input.middlename, 'middlename');
  if (input.prefix !== undefined) patch.prefix = cleanText(input.prefix, 'prefix', 40);
  if (input.suffix !== undefined) patch.suffix = cleanText(input.suffix, 'suffix', 40);
  if (input.gender !== undefined && input.gender !== null) patch.gender = normalizeGender(input.gender);
  const dob = input.date_of_birth ?? input.dob;
  if (dob !== undefined && dob !== null) patch.date_of_birth = normalizeDateOfBirth(dob);
  if (input.taxvat !== undefined && input.taxvat !== null)
    Object.assign(patch, normalizeTaxvat(input.taxvat));
  if (input.custom_attributes) Object.assign(patch, customAttributePatch(input.custom_attributes));
  return patch;
}

/** A CNPJ (business) needs its corporate name: a company buys under its legal name (rules §3). */
export function checkBusiness(
  taxvat: string | null | undefined,
  corporateName: string | null | undefined,
): void {
  if (taxvat && isValidCnpj(taxvat) && !corporateName)
    throw new InputError(CNPJ_NEEDS_CORPORATE_NAME_MESSAGE);
}

export function validEmailOrThrow(raw: string | null | undefined): string {
  if (!raw?.trim()) throw new InputError('Required parameters are missing: email');
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw new InputError(`"${raw.trim()}" is not a valid email address.`);
  return email;
}

// --- registration and confirmation

export async function createCustomerAccount(
  ctx: AccountContext,
  input: CustomerFieldsInput,
  meta: Pick<RequestMeta, 'clientIp'>,
): Promise<CustomerRow> {
  const email = validEmailOrThrow(input.email);
  const patch = profilePatch(input, true);
  if (!input.password) throw new InputError('Required parameters are missing: password');
  checkPasswordStrength(input.password, email);
  checkBusiness(patch.taxvat as string | null | undefined, patch.corporate_name as string | null | undefined);
  if (await findCustomerByEmail(ctx.db, email)) throw new AlreadyExistsError(DUPLICATE_EMAIL_MESSAGE);
  await checkAccountMailLimit(ctx, 'register', undefined, meta.clientIp);
  const at = now().toISOString();
  const confirmationKey = ctx.config.customer.requireConfirmation ? newSecret() : undefined;
  let customer: CustomerRow;
  try {
    const { firstname, lastname, ...profile } = patch;
    customer = await insertCustomer(ctx.db, {
      ...profile,
      firstname: firstname as string,
      lastname: lastname as string,
      email,
      password_hash: await hashPassword(input.password, ctx.config.customer.passwordHash),
      confirmation_key_hash: confirmationKey ? hashToken(confirmationKey) : null,
      confirmed_at: confirmationKey ? null : at,
      created_at: at,
      updated_at: at,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyExistsError(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  if (input.is_subscribed) await ctx.services.newsletter.forCustomer(ctx, customer, true);
  if (confirmationKey) await sendConfirmationMail(ctx, customer, confirmationKey);
  return customer;
}

async function sendConfirmationMail(ctx: AccountContext, customer: CustomerRow, key: string): Promise<void> {
  const link = `${ctx.config.storefrontUrl}/confirmar-conta?email=${encodeURIComponent(customer.email)}&key=${key}`;
  await ctx.services.mail.send({
    to: customer.email,
    kind: 'account-confirmation',
    subject: 'Confirme sua conta',
    text: [
      `Olá, ${customer.firstname}!`,
      '',
      'Obrigado por criar sua conta. Para ativá-la, abra o link abaixo:',
      link,
      '',
      'Se você não criou esta conta, ignore esta mensagem.',
    ].join('\n'),
    html: `<p>Olá, ${escapeHtml(customer.firstname)}!</p><p>Obrigado por criar sua conta. Para ativá-la, <a href="${escapeHtml(link)}">confirme seu e-mail</a>.</p><p>Se você não criou esta conta, ignore esta mensagem.</p>`,
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function isPendingConfirmation(customer: CustomerRow): boolean {
  return customer.confirmation_key_hash !== null && customer.confirmation_key_hash !== undefined;
}

export async function confirmEmail(ctx: AccountContext, rawEmail: string, key: string): Promise<CustomerRow> {
  const email = validEmailOrThrow(rawEmail);
  if (!key.trim()) throw new InputError('Required parameters are missing: confirmation_key');
  const customer = await findCustomerByEmail(ctx.db, email);
  // One answer for an unknown e-mail, an active account and a wrong key: none tells whether the
  // e-mail has an account (Magento answers "already active" here; that reveals it).
  if (!customer || customer.confirmation_key_hash !== hashToken(key.trim())) {
    throw new InputError(CONFIRMATION_INVALID_MESSAGE);
  }
  const at = now().toISOString();
  await updateCustomer(ctx.db, customer.id, {
    confirmation_key_hash: null,
    confirmed_at: at,
    updated_at: at,
  });
  return { ...customer, confirmation_key_hash: null, confirmed_at: at, updated_at: at };
}

/** Sends a new confirmation link (the old one stops working). True whatever the e-mail, so accounts are not revealed. */
export async function resendConfirmation(
  ctx: AccountContext,
  rawEmail: string,
  meta: Pick<RequestMeta, 'clientIp'>,
): Promise<boolean> {
  const email = validEmailOrThrow(rawEmail);
  await checkAccountMailLimit(ctx, 'confirmation', email, meta.clientIp);
  const started = Date.now();
  try {
    const customer = await findCustomerByEmail(ctx.db, email);
    if (!customer || !isPendingConfirmation(customer)) return true;
    const key = newSecret();
    await updateCustomer(ctx.db, customer.id, { confirmation_key_hash: hashToken(key) });
    await sendConfirmationMail(ctx, customer, key);
    return true;
  } finally {
    await evenAnswerTime(started);
  }
}

// --- profile and e-mail

export async function updateCustomerProfile(
  ctx: AccountContext,
  input: CustomerFieldsInput,
): Promise<CustomerRow> {
  const customer = await requireCustomer(ctx);
  const patch = profilePatch(input, false);
  const taxvat = 'taxvat' in patch ? patch.taxvat : customer.taxvat;
  const corporateName = 'corporate_name' in patch ? patch.corporate_name : customer.corporate_name;
  checkBusiness(taxvat as string | null, corporateName as string | null);
  const at = now().toISOString();
  if (Object.keys(patch).length) await updateCustomer(ctx.db, customer.id, { ...patch, updated_at: at });
  if (input.is_subscribed !== undefined && input.is_subscribed !== null) {
    await ctx.services.newsletter.forCustomer(ctx, customer, input.is_subscribed);
  }
  return (await findCustomerById(ctx.db, customer.id)) as CustomerRow;
}

/** Checks the current password of the caller; a wrong one counts as a failed login of the account. */
async function checkCurrentPassword(
  ctx: AccountContext,
  customer: CustomerRow,
  password: string,
): Promise<void> {
  if (!password) throw new InputError('Provide the current "password" to change "email".');
  if (!(await verifyPassword(password, customer.password_hash, ctx.config.customer.passwordHash))) {
    await recordLoginFailure(ctx, customer.email, undefined);
    throw new AuthenticationError(INVALID_LOGIN_MESSAGE);
  }
}

export async function updateCustomerEmail(
  ctx: AccountContext,
  rawEmail: string,
  password: string,
): Promise<CustomerRow> {
  const customer = await requireCustomer(ctx);
  await checkCurrentPassword(ctx, customer, password);
  const email = validEmailOrThrow(rawEmail);
  if (email === customer.email) return customer;
  if (await findCustomerByEmail(ctx.db, email)) throw new AlreadyExistsError(DUPLICATE_EMAIL_MESSAGE);
  const at = now().toISOString();
  try {
    await updateCustomer(ctx.db, customer.id, { email, updated_at: at });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyExistsError(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  const updated = { ...customer, email, updated_at: at };
  await ctx.services.newsletter.forCustomer(ctx, updated, undefined);
  return updated;
}

export async function deleteCustomerAccount(ctx: AccountContext): Promise<boolean> {
  const customer = await requireCustomer(ctx);
  await ctx.services.newsletter.forCustomer(ctx, customer, false);
  await deleteCustomerRow(ctx.db, customer.id);
  ctx.log.info({ customerId: customer.id }, 'customer deleted their account');
  return true;
}

/** Custom attribute values of a customer, in Magento's AttributeValue shape. */
export function customAttributesOf(customer: CustomerRow, codes?: readonly string[] | null) {
  return CUSTOM_ATTRIBUTES.filter((code) => !codes?.length || codes.includes(code))
    .map((code) => ({ code, value: customer[ATTRIBUTE_COLUMNS[code]] }))
    .filter((a): a is { code: CustomAttributeCode; value: string } => Boolean(a.value));
}

import { isValidCnpj, isValidCpf, taxvatToDigits } from '@store/br';
import { z } from 'zod';
import type { CustomerCreateInput } from './account.documents';

/**
 * The account forms' rules (rules §5) as zod schemas on packages/br. Error messages are keys of
 * `account.errors`, translated where they are shown; the server enforces the same rules.
 */

export const ACCOUNT_ERRORS = {
  required: 'required',
  minLength: 'minLength',
  fullName: 'fullName',
  invalidEmail: 'invalidEmail',
  invalidCpf: 'invalidCpf',
  invalidCnpj: 'invalidCnpj',
  invalidDate: 'invalidDate',
  passwordRule: 'passwordRule',
  passwordMismatch: 'passwordMismatch',
} as const;

export type AccountErrorKey = (typeof ACCOUNT_ERRORS)[keyof typeof ACCOUNT_ERRORS];

/** Rules §5: at least 8 characters with upper case, lower case, number and special character. */
export const PASSWORD_MIN_LENGTH = 8;

/** Whether a password follows rules §5's rule. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password === password.trim() &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/**
 * A full name as Magento's firstname/lastname: the first word, then the rest. Spaces collapse;
 * a name of one word has no last name.
 */
export function splitFullName(fullName: string): { firstname: string; lastname: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstname: words[0] ?? '', lastname: words.slice(1).join(' ') };
}

/**
 * dd/mm/aaaa (as Brazilians type it) → YYYY-MM-DD (Magento's date_of_birth), or undefined when not
 * a real past date.
 */
export function birthdateToIso(value: string, today: Date = new Date()): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const isReal =
    date.getUTCFullYear() === Number(yyyy) &&
    date.getUTCMonth() === Number(mm) - 1 &&
    date.getUTCDate() === Number(dd);
  if (!isReal || Number(yyyy) < 1900 || date.getTime() > today.getTime()) return undefined;
  return `${yyyy}-${mm}-${dd}`;
}

/** YYYY-MM-DD (or a timestamp starting with it) → dd/mm/aaaa for the form. */
export function isoToBirthdate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Date mask dd/mm/aaaa, progressively, digits only. */
export function maskDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

// `abort` stops at the first failed check: an empty field says 'required', nothing more.
const required = () => z.string().trim().min(1, { error: ACCOUNT_ERRORS.required, abort: true });
const email = () => required().pipe(z.email(ACCOUNT_ERRORS.invalidEmail));
const password = () =>
  z
    .string()
    .min(1, { error: ACCOUNT_ERRORS.required, abort: true })
    .refine(isStrongPassword, ACCOUNT_ERRORS.passwordRule);

export const loginSchema = z.object({
  email: email(),
  password: z.string().min(1, ACCOUNT_ERRORS.required),
});

export const forgotPasswordSchema = z.object({ email: email() });

/** Magento gender codes: 1 male, 2 female, 3 not specified ("Other" of rules §3). */
export const GENDERS = { male: '1', female: '2', other: '3' } as const;

export const registrationSchema = z
  .object({
    fullName: required()
      .min(2, { error: ACCOUNT_ERRORS.minLength, abort: true })
      .refine((value) => {
        const { firstname, lastname } = splitFullName(value);
        return firstname.length >= 2 && lastname.length >= 2;
      }, ACCOUNT_ERRORS.fullName),
    gender: z.enum(['1', '2', '3'], { error: ACCOUNT_ERRORS.required }),
    birthdate: required().refine((value) => birthdateToIso(value) !== undefined, ACCOUNT_ERRORS.invalidDate),
    personType: z.enum(['F', 'J']),
    taxvat: required(),
    corporateName: z.string().trim(),
    email: email(),
    password: password(),
    confirmation: z.string().min(1, ACCOUNT_ERRORS.required),
    isSubscribed: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.taxvat) {
      const isValid = values.personType === 'F' ? isValidCpf(values.taxvat) : isValidCnpj(values.taxvat);
      if (!isValid) {
        ctx.addIssue({
          code: 'custom',
          path: ['taxvat'],
          message: values.personType === 'F' ? ACCOUNT_ERRORS.invalidCpf : ACCOUNT_ERRORS.invalidCnpj,
        });
      }
    }
    if (values.personType === 'J') {
      const corporate = values.corporateName.trim();
      if (!corporate)
        ctx.addIssue({ code: 'custom', path: ['corporateName'], message: ACCOUNT_ERRORS.required });
      else if (corporate.length < 2)
        ctx.addIssue({ code: 'custom', path: ['corporateName'], message: ACCOUNT_ERRORS.minLength });
    }
    if (values.confirmation && values.confirmation !== values.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: ACCOUNT_ERRORS.passwordMismatch });
    }
  });

export type RegistrationValues = z.input<typeof registrationSchema>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  fullName: '',
  gender: '' as RegistrationValues['gender'],
  birthdate: '',
  personType: 'F',
  taxvat: '',
  corporateName: '',
  email: '',
  password: '',
  confirmation: '',
  isSubscribed: false,
};

/** The custom attribute that carries a business's corporate name (razão social). */
export const CORPORATE_NAME_ATTRIBUTE = 'razao_social';

/** The registration form as Magento's createCustomerV2 input (taxvat as digits, dob as YYYY-MM-DD). */
export function toCreateCustomerInput(values: z.output<typeof registrationSchema>): CustomerCreateInput {
  const { firstname, lastname } = splitFullName(values.fullName);
  const dob = birthdateToIso(values.birthdate);
  return {
    firstname,
    lastname,
    email: values.email.trim(),
    password: values.password,
    taxvat: taxvatToDigits(values.taxvat),
    gender: Number(values.gender),
    ...(dob ? { date_of_birth: dob } : {}),
    is_subscribed: values.isSubscribed,
    ...(values.personType === 'J'
      ? {
          custom_attributes: [
            { attribute_code: CORPORATE_NAME_ATTRIBUTE, value: values.corporateName.trim() },
          ],
        }
      : {}),
  };
}

/** New password with its confirmation (reset and change). */
const newPasswordFields = {
  password: password(),
  confirmation: z.string().min(1, ACCOUNT_ERRORS.required),
};

function confirmationMatches(values: { password: string; confirmation: string }, ctx: z.RefinementCtx) {
  if (values.confirmation && values.confirmation !== values.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmation'], message: ACCOUNT_ERRORS.passwordMismatch });
  }
}

export const resetPasswordSchema = z.object(newPasswordFields).superRefine(confirmationMatches);

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, ACCOUNT_ERRORS.required), ...newPasswordFields })
  .superRefine(confirmationMatches);

export const profileSchema = z.object({
  firstname: required().min(2, ACCOUNT_ERRORS.minLength),
  lastname: required().min(2, ACCOUNT_ERRORS.minLength),
  gender: z.enum(['', '1', '2', '3']),
  birthdate: z
    .string()
    .trim()
    .refine((value) => value === '' || birthdateToIso(value) !== undefined, ACCOUNT_ERRORS.invalidDate),
  email: email(),
  /** Rules §4: changing the e-mail needs the password; checked in the form when the e-mail changed. */
  password: z.string(),
});

export type ProfileValues = z.input<typeof profileSchema>;

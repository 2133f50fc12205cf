import { describe, expect, it } from 'vitest';
import {
  birthdateToIso,
  EMPTY_REGISTRATION,
  isoToBirthdate,
  isStrongPassword,
  maskDate,
  type RegistrationValues,
  registrationSchema,
  resetPasswordSchema,
  splitFullName,
  toCreateCustomerInput,
} from './account-schemas';

const VALID_CPF = '529.982.247-25';
const VALID_CNPJ = '11.222.333/0001-81';

const person: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  fullName: '  Maria   da Silva Souza ',
  gender: '2',
  birthdate: '15/03/1990',
  taxvat: VALID_CPF,
  email: 'maria@example.com',
  password: 'Segura#2024',
  confirmation: 'Segura#2024',
};

function errorsOf(values: RegistrationValues): Record<string, string> {
  const result = registrationSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('splitFullName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitFullName('  Maria   da Silva Souza ')).toEqual({
      firstname: 'Maria',
      lastname: 'da Silva Souza',
    });
  });
  it('leaves the last name empty for a single word', () => {
    expect(splitFullName('Maria')).toEqual({ firstname: 'Maria', lastname: '' });
  });
});

describe('password rule (rules §5)', () => {
  it.each([
    ['Segura#2024', true],
    ['segura#2024', false],
    ['SEGURA#2024', false],
    ['Segura#abc', false],
    ['Segura2024', false],
    ['Se#2024', false],
    [' Segura#2024', false],
  ])('%s → %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('birthdate', () => {
  it('converts dd/mm/aaaa to YYYY-MM-DD and back', () => {
    expect(birthdateToIso('15/03/1990')).toBe('1990-03-15');
    expect(isoToBirthdate('1990-03-15')).toBe('15/03/1990');
    expect(isoToBirthdate('1990-03-15 00:00:00')).toBe('15/03/1990');
  });
  it('refuses impossible and future dates', () => {
    expect(birthdateToIso('31/02/1990')).toBeUndefined();
    expect(birthdateToIso('01/01/2100', new Date('2025-01-01'))).toBeUndefined();
    expect(birthdateToIso('1990-03-15')).toBeUndefined();
  });
  it('masks as the shopper types', () => {
    expect(maskDate('1503')).toBe('15/03');
    expect(maskDate('15031990')).toBe('15/03/1990');
    expect(maskDate('15/03/19901')).toBe('15/03/1990');
  });
});

describe('registration schema', () => {
  it('accepts a person with a valid CPF and builds createCustomerV2 input', () => {
    const parsed = registrationSchema.parse(person);
    expect(toCreateCustomerInput(parsed)).toEqual({
      firstname: 'Maria',
      lastname: 'da Silva Souza',
      email: 'maria@example.com',
      password: 'Segura#2024',
      taxvat: '52998224725',
      gender: 2,
      date_of_birth: '1990-03-15',
      is_subscribed: false,
    });
  });

  it('gives every rules §5 message', () => {
    expect(errorsOf(EMPTY_REGISTRATION)).toMatchObject({
      fullName: 'required',
      gender: 'required',
      birthdate: 'required',
      taxvat: 'required',
      email: 'required',
      password: 'required',
      confirmation: 'required',
    });
    expect(errorsOf({ ...person, fullName: 'M' })).toMatchObject({ fullName: 'minLength' });
    expect(errorsOf({ ...person, fullName: 'Maria' })).toMatchObject({ fullName: 'fullName' });
    expect(errorsOf({ ...person, email: 'maria@' })).toMatchObject({ email: 'invalidEmail' });
    expect(errorsOf({ ...person, taxvat: '111.111.111-11' })).toMatchObject({ taxvat: 'invalidCpf' });
    expect(errorsOf({ ...person, password: 'fraca', confirmation: 'fraca' })).toMatchObject({
      password: 'passwordRule',
    });
    expect(errorsOf({ ...person, confirmation: 'Outra#2024' })).toMatchObject({
      confirmation: 'passwordMismatch',
    });
  });

  it('needs a valid CNPJ and the corporate name for a business', () => {
    const business = { ...person, personType: 'J' as const };
    expect(errorsOf({ ...business, taxvat: VALID_CPF })).toMatchObject({
      taxvat: 'invalidCnpj',
      corporateName: 'required',
    });
    expect(errorsOf({ ...business, taxvat: VALID_CNPJ, corporateName: 'A' })).toMatchObject({
      corporateName: 'minLength',
    });
    const parsed = registrationSchema.parse({
      ...business,
      taxvat: VALID_CNPJ,
      corporateName: ' Papelaria Ltda ',
    });
    expect(toCreateCustomerInput(parsed)).toMatchObject({
      taxvat: '11222333000181',
      custom_attributes: [{ attribute_code: 'razao_social', value: 'Papelaria Ltda' }],
    });
  });
});

describe('reset password schema', () => {
  it('applies the password rule and the confirmation', () => {
    expect(
      resetPasswordSchema.safeParse({ password: 'Nova#Senha1', confirmation: 'Nova#Senha1' }).success,
    ).toBe(true);
    const mismatch = resetPasswordSchema.safeParse({ password: 'Nova#Senha1', confirmation: 'Nova#Senha2' });
    expect(mismatch.error?.issues[0]?.message).toBe('passwordMismatch');
    const weak = resetPasswordSchema.safeParse({ password: 'novasenha', confirmation: 'novasenha' });
    expect(weak.error?.issues[0]?.message).toBe('passwordRule');
  });
});

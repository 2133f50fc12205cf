import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import {
  CNPJ,
  CPF,
  CREATE_V2,
  LOGIN,
  lastMail,
  linkParam,
  login,
  PASSWORD,
  registeredCustomer,
  uniqueEmail,
} from './testing';

describe.each(TEST_DATABASES)('customer accounts on %s', (database) => {
  const t = useTestApp(database);

  it('registers a person, asks for confirmation by e-mail, then logs in', async () => {
    const email = uniqueEmail();
    const r = await t.graphql(CREATE_V2, {
      input: {
        firstname: ' Ana ',
        lastname: 'Pereira',
        email: email.toUpperCase(),
        password: PASSWORD,
        taxvat: CPF,
        gender: 2,
        date_of_birth: '1990-05-17',
        is_subscribed: true,
        custom_attributes: [
          { attribute_code: 'vendedora', value: 'Joana' },
          { attribute_code: 'segmento', value: 'Escolas' },
        ],
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.createCustomerV2.customer).toMatchObject({
      firstname: 'Ana',
      email,
      taxvat: '52998224725',
      person_type: 'F',
      gender: 2,
      date_of_birth: '1990-05-17',
      dob: '1990-05-17',
      is_subscribed: true,
      confirmation_status: 'ACCOUNT_CONFIRMATION_REQUIRED',
      custom_attributes: [
        { code: 'vendedora', value: 'Joana' },
        { code: 'segmento', value: 'Escolas' },
      ],
      addresses: [],
    });
    const refused = await t.graphql(LOGIN, { email, password: PASSWORD });
    expect(refused.errors![0]).toMatchObject({
      message: 'You must confirm your account. Please check your email for the confirmation link.',
      extensions: { category: 'graphql-authentication' },
    });
    const mail = await lastMail(t, email, 'account-confirmation');
    expect(mail!.text_body).toContain(
      `http://127.0.0.1:3000/confirmar-conta?email=${encodeURIComponent(email)}&key=`,
    );
    const key = linkParam(mail!.text_body, 'key');
    const CONFIRM =
      'mutation ($e: String!, $k: String!) { confirmEmail(input: { email: $e, confirmation_key: $k }) { customer { email confirmation_status } } }';
    const wrong = await t.graphql(CONFIRM, { e: email, k: 'f'.repeat(64) });
    expect(wrong.errors![0]!.message).toBe(
      'The confirmation token is invalid. Verify the token and try again.',
    );
    const ok = await t.graphql(CONFIRM, { e: email, k: key });
    expect(ok.data!.confirmEmail.customer).toEqual({ email, confirmation_status: 'ACCOUNT_CONFIRMED' });
    // A used key answers as a wrong one: the answer never tells that the e-mail has an account.
    const again = await t.graphql(CONFIRM, { e: email, k: key });
    expect(again.errors![0]!.message).toBe(
      'The confirmation token is invalid. Verify the token and try again.',
    );
    const session = await login(t, email);
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
    const me = await t.graphql('{ customer { email firstname is_subscribed } }', {}, session.headers);
    expect(me.data!.customer).toEqual({ email, firstname: 'Ana', is_subscribed: true });
  });

  it('resends the confirmation link (the old one stops working) without revealing accounts', async () => {
    const email = uniqueEmail();
    await t.graphql(CREATE_V2, { input: { firstname: 'Ana', lastname: 'P', email, password: PASSWORD } });
    const first = linkParam((await lastMail(t, email, 'account-confirmation'))!.text_body, 'key');
    const RESEND = 'mutation ($e: String!) { resendConfirmationEmail(email: $e) }';
    expect((await t.graphql(RESEND, { e: email })).data!.resendConfirmationEmail).toBe(true);
    expect((await t.graphql(RESEND, { e: uniqueEmail('ninguem') })).data!.resendConfirmationEmail).toBe(true);
    expect((await t.graphql(RESEND, { e: 'not-an-email' })).errors![0]!.message).toBe(
      '"not-an-email" is not a valid email address.',
    );
    const second = linkParam((await lastMail(t, email, 'account-confirmation'))!.text_body, 'key');
    expect(second).not.toBe(first);
    const CONFIRM =
      'mutation ($e: String!, $k: String!) { confirmEmail(input: { email: $e, confirmation_key: $k }) { customer { email } } }';
    expect((await t.graphql(CONFIRM, { e: email, k: first })).errors![0]!.message).toBe(
      'The confirmation token is invalid. Verify the token and try again.',
    );
    expect((await t.graphql(CONFIRM, { e: email, k: second })).data!.confirmEmail.customer.email).toBe(email);
  });

  it('registers a business with CNPJ and corporate name, refusing a CNPJ without one', async () => {
    const email = uniqueEmail('empresa');
    const missing = await t.graphql(CREATE_V2, {
      input: { firstname: 'Caio', lastname: 'Lima', email, password: PASSWORD, taxvat: CNPJ },
    });
    expect(missing.errors![0]).toMatchObject({
      message: 'A corporate name (custom attribute "razao_social") is required for a CNPJ.',
      extensions: { category: 'graphql-input' },
    });
    const r = await t.graphql(CREATE_V2, {
      input: {
        firstname: 'Caio',
        lastname: 'Lima',
        email,
        password: PASSWORD,
        taxvat: CNPJ,
        custom_attributes: [{ attribute_code: 'razao_social', value: 'Papelaria Lima Ltda' }],
      },
    });
    expect(r.data!.createCustomerV2.customer).toMatchObject({
      taxvat: '11222333000181',
      person_type: 'J',
      corporate_name: 'Papelaria Lima Ltda',
      custom_attributes: [{ code: 'razao_social', value: 'Papelaria Lima Ltda' }],
    });
    const alpha = await t.graphql(CREATE_V2, {
      input: {
        firstname: 'Beto',
        lastname: 'Reis',
        email: uniqueEmail('alfa'),
        password: PASSWORD,
        taxvat: '12.abc.345/01de-35',
        custom_attributes: [{ attribute_code: 'razao_social', value: 'Alfa SA' }],
      },
    });
    expect(alpha.data!.createCustomerV2.customer).toMatchObject({
      taxvat: '12ABC34501DE35',
      person_type: 'J',
    });
  });

  it('refuses bad registrations with Magento messages', async () => {
    const base = { firstname: 'Ana', lastname: 'Pereira', email: uniqueEmail(), password: PASSWORD };
    const cases: [Record<string, unknown>, string][] = [
      [
        { password: 'curta1A!'.slice(0, 7) },
        'The password needs at least 8 characters. Create a new password and try again.',
      ],
      [
        { password: 'semnumeros' },
        'Minimum of different classes of characters in password is 4. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      ],
      [
        { password: 'Abcdefg12' },
        'Minimum of different classes of characters in password is 4. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      ],
      [
        { password: ' Abcdef1!' },
        "The password can't begin or end with a space. Verify the password and try again.",
      ],
      [{ password: null }, 'Required parameters are missing: password'],
      [{ email: 'ana@' }, '"ana@" is not a valid email address.'],
      [{ firstname: '  ' }, 'Required parameters are missing: firstname'],
      [{ taxvat: '123.456.789-00' }, '"123.456.789-00" is not a valid CPF or CNPJ.'],
      [{ gender: 7 }, '"7" is not a valid gender: use 1 (male), 2 (female) or 3 (not specified).'],
      [{ date_of_birth: '1990-02-30' }, 'Invalid date of birth "1990-02-30". Use the YYYY-MM-DD format.'],
      [{ date_of_birth: '2999-01-01' }, 'The date of birth "2999-01-01" is out of range.'],
      [
        { custom_attributes: [{ attribute_code: 'salario', value: '1' }] },
        '"salario" is not a customer attribute.',
      ],
    ];
    for (const [override, message] of cases) {
      const r = await t.graphql(CREATE_V2, { input: { ...base, ...override } });
      expect(r.errors?.[0], JSON.stringify(override)).toMatchObject({
        message,
        extensions: { category: 'graphql-input' },
      });
    }
    const schema = await t.graphql(
      'mutation { createCustomer(input: { firstname: "a", lastname: "b", email: "x@example.com", password: "Segura#2026", custom_attributes: [] }) { customer { email } } }',
    );
    expect(schema.errors![0]!.extensions!.category).toBe('graphql');
  });

  it('refuses a duplicate e-mail, whatever its case, and keeps createCustomer working', async () => {
    const email = uniqueEmail();
    const first = await t.graphql(
      'mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email taxvat } } }',
      { input: { firstname: 'Ana', lastname: 'P', email, password: PASSWORD, taxvat: CPF } },
    );
    expect(first.data!.createCustomer.customer).toEqual({ email, taxvat: '52998224725' });
    const dup = await t.graphql(CREATE_V2, {
      input: { firstname: 'Ana', lastname: 'P', email: email.toUpperCase(), password: PASSWORD },
    });
    expect(dup.errors![0]).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.',
      extensions: { category: 'graphql-already-exists' },
    });
  });

  it('answers wrong credentials with the sign-in message and empty values with input errors', async () => {
    const { email } = await registeredCustomer(t);
    for (const [e, p] of [
      [email, 'Errada#2026'],
      [uniqueEmail('ninguem'), PASSWORD],
    ]) {
      const r = await t.graphql(LOGIN, { email: e, password: p }, { 'x-forwarded-for': '10.1.1.1' });
      expect(r.errors![0]).toMatchObject({
        message:
          'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
        extensions: { category: 'graphql-authentication' },
      });
    }
    expect((await t.graphql(LOGIN, { email: ' ', password: 'x' })).errors![0]!.message).toBe(
      '"email" value should be specified',
    );
    expect((await t.graphql(LOGIN, { email, password: '' })).errors![0]!.message).toBe(
      '"password" value should be specified',
    );
  });

  it('revokes tokens and treats expired, revoked and unknown tokens as no customer', async () => {
    const { headers, token } = await registeredCustomer(t);
    const ME = '{ customer { email } }';
    expect((await t.graphql(ME, {}, headers)).data!.customer).toBeTruthy();
    const anonymous = await t.graphql(ME);
    expect(anonymous.errors![0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const revoked = await t.graphql('mutation { revokeCustomerToken { result } }', {}, headers);
    expect(revoked.data!.revokeCustomerToken).toEqual({ result: true });
    for (const h of [headers, { authorization: 'Bearer nope' }]) {
      const r = await t.graphql(ME, {}, h);
      expect(r.errors![0]).toMatchObject({
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      });
    }
    expect((await t.graphql('mutation { revokeCustomerToken { result } }')).errors![0]!.message).toBe(
      "The current customer isn't authorized.",
    );
    // Expiry: the stored expiry of a fresh token is one hour away, and a token past it stops working.
    const fresh = await registeredCustomer(t);
    const row = await t.database.db
      .selectFrom('customer_token')
      .selectAll()
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const lifetime = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    expect(lifetime).toBe(60 * 60_000);
    expect(row.token_hash).not.toBe(token);
    await t.database.db
      .updateTable('customer_token')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('customer_id', '=', row.customer_id)
      .execute();
    expect((await t.graphql(ME, {}, fresh.headers)).errors![0]!.message).toBe(
      "The current customer isn't authorized.",
    );
  });

  it('updates the profile but not e-mail or password through updateCustomerV2', async () => {
    const { headers } = await registeredCustomer(t);
    const UPDATE =
      'mutation ($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname lastname gender date_of_birth taxvat person_type is_subscribed custom_attributes { code ... on AttributeValue { value } } } } }';
    const r = await t.graphql(
      UPDATE,
      {
        input: {
          firstname: 'Ana Maria',
          gender: 1,
          dob: '1985-01-02',
          is_subscribed: true,
          custom_attributes: [{ attribute_code: 'segmento', value: 'Escritórios' }],
        },
      },
      headers,
    );
    expect(r.data!.updateCustomerV2.customer).toMatchObject({
      firstname: 'Ana Maria',
      lastname: 'Pereira',
      gender: 1,
      date_of_birth: '1985-01-02',
      is_subscribed: true,
      custom_attributes: [{ code: 'segmento', value: 'Escritórios' }],
    });
    const unsub = await t.graphql(UPDATE, { input: { is_subscribed: false } }, headers);
    expect(unsub.data!.updateCustomerV2.customer.is_subscribed).toBe(false);
    const cnpj = await t.graphql(UPDATE, { input: { taxvat: CNPJ } }, headers);
    expect(cnpj.errors![0]!.message).toBe(
      'A corporate name (custom attribute "razao_social") is required for a CNPJ.',
    );
    const business = await t.graphql(
      UPDATE,
      { input: { taxvat: CNPJ, custom_attributes: [{ attribute_code: 'razao_social', value: 'Ana ME' }] } },
      headers,
    );
    expect(business.data!.updateCustomerV2.customer).toMatchObject({
      taxvat: '11222333000181',
      person_type: 'J',
    });
    expect((await t.graphql(UPDATE, { input: { lastname: '' } }, headers)).errors![0]!.message).toBe(
      'Required parameters are missing: lastname',
    );
    const email = await t.graphql(
      'mutation { updateCustomerV2(input: { email: "x@example.com" }) { customer { email } } }',
      {},
      headers,
    );
    expect(email.errors![0]!.extensions!.category).toBe('graphql');
    expect((await t.graphql(UPDATE, { input: { firstname: 'X' } })).errors![0]!.message).toBe(
      "The current customer isn't authorized.",
    );
  });

  it('changes the e-mail only with the right password and to a free address', async () => {
    const { headers } = await registeredCustomer(t);
    const other = await registeredCustomer(t);
    const CHANGE =
      'mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }';
    const next = uniqueEmail('novo');
    const wrong = await t.graphql(CHANGE, { e: next, p: 'Errada#2026' }, headers);
    expect(wrong.errors![0]).toMatchObject({
      message: 'Invalid login or password.',
      extensions: { category: 'graphql-authentication' },
    });
    const taken = await t.graphql(CHANGE, { e: other.email, p: PASSWORD }, headers);
    expect(taken.errors![0]!.message).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
    const invalid = await t.graphql(CHANGE, { e: 'nada', p: PASSWORD }, headers);
    expect(invalid.errors![0]!.message).toBe('"nada" is not a valid email address.');
    const ok = await t.graphql(CHANGE, { e: next, p: PASSWORD }, headers);
    expect(ok.data!.updateCustomerEmail.customer.email).toBe(next);
    await login(t, next);
  });

  it('changes the password with the current one, ending other sessions', async () => {
    const { email, headers } = await registeredCustomer(t);
    const second = await login(t, email);
    const CHANGE =
      'mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }';
    const wrong = await t.graphql(CHANGE, { c: 'Errada#2026', n: 'Nova#Senha2027' }, headers);
    expect(wrong.errors![0]).toMatchObject({
      message: 'Invalid login or password.',
      extensions: { category: 'graphql-authentication' },
    });
    const weak = await t.graphql(CHANGE, { c: PASSWORD, n: 'fraca' }, headers);
    expect(weak.errors![0]!.message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    );
    const ok = await t.graphql(CHANGE, { c: PASSWORD, n: 'Nova#Senha2027' }, headers);
    expect(ok.data!.changeCustomerPassword.email).toBe(email);
    expect((await t.graphql('{ customer { email } }', {}, headers)).data!.customer.email).toBe(email);
    expect((await t.graphql('{ customer { email } }', {}, second.headers)).errors![0]!.message).toBe(
      "The current customer isn't authorized.",
    );
    expect((await t.graphql(LOGIN, { email, password: PASSWORD })).errors).toBeDefined();
    await login(t, email, 'Nova#Senha2027');
  });

  it('resets a password through the e-mailed single-use link', async () => {
    const { email, headers } = await registeredCustomer(t);
    const REQUEST = 'mutation ($e: String!) { requestPasswordResetEmail(email: $e) }';
    const RESET =
      'mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }';
    const unknown = uniqueEmail('ninguem');
    expect((await t.graphql(REQUEST, { e: unknown })).data!.requestPasswordResetEmail).toBe(true);
    expect(await lastMail(t, unknown, 'password-reset')).toBeUndefined();
    expect((await t.graphql(REQUEST, { e: 'ruim@' })).errors![0]!.message).toBe(
      'The email address has an invalid format.',
    );
    expect((await t.graphql(REQUEST, { e: '' })).errors![0]!.message).toBe(
      'You must specify an email address.',
    );
    expect((await t.graphql(REQUEST, { e: email })).data!.requestPasswordResetEmail).toBe(true);
    const mail = await lastMail(t, email, 'password-reset');
    expect(mail!.text_body).toContain(
      `http://127.0.0.1:3000/reset-password?email=${encodeURIComponent(email)}&token=`,
    );
    const token = linkParam(mail!.text_body, 'token');
    expect(
      (await t.graphql(RESET, { e: email, t: 'x'.repeat(64), p: 'Nova#Senha2027' })).errors![0]!.message,
    ).toBe('The password token is mismatched. Reset and try again.');
    const other = await registeredCustomer(t);
    expect(
      (await t.graphql(RESET, { e: other.email, t: token, p: 'Nova#Senha2027' })).errors![0]!.message,
    ).toBe('The password token is mismatched. Reset and try again.');
    expect((await t.graphql(RESET, { e: email, t: token, p: 'fraca' })).errors![0]!.message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    );
    expect((await t.graphql(RESET, { e: email, t: token, p: 'Nova#Senha2027' })).data!.resetPassword).toBe(
      true,
    );
    expect((await t.graphql(RESET, { e: email, t: token, p: 'Outra#Senha2028' })).errors![0]!.message).toBe(
      'The password token is mismatched. Reset and try again.',
    );
    // Sessions end with a reset; the new password works.
    expect((await t.graphql('{ customer { email } }', {}, headers)).errors).toBeDefined();
    await login(t, email, 'Nova#Senha2027');
    // An expired link.
    await t.graphql(REQUEST, { e: email });
    const expiring = linkParam((await lastMail(t, email, 'password-reset'))!.text_body, 'token');
    await t.database.db
      .updateTable('customer_password_reset')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const expired = await t.graphql(RESET, { e: email, t: expiring, p: 'Outra#Senha2028' });
    expect(expired.errors![0]).toMatchObject({
      message: 'The password token is expired. Reset and try again.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('deletes the account of the caller only', async () => {
    const { email, headers } = await registeredCustomer(t);
    expect((await t.graphql('mutation { deleteCustomer }')).errors![0]!.message).toBe(
      "The current customer isn't authorized.",
    );
    expect((await t.graphql('mutation { deleteCustomer }', {}, headers)).data!.deleteCustomer).toBe(true);
    expect((await t.graphql('{ customer { email } }', {}, headers)).errors![0]!.message).toBe(
      "The current customer isn't authorized.",
    );
    expect((await t.graphql(LOGIN, { email, password: PASSWORD })).errors).toBeDefined();
  });

  it('tells the storefront whether confirmation is required', async () => {
    const r = await t.graphql('{ storeConfig { create_account_confirmation } }');
    expect(r.data!.storeConfig.create_account_confirmation).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { integrationToken, restClient, staffToken } from '../staff/testing';
import { ADDRESS_INPUT, CPF, CREATE_ADDRESS, lastMail, registeredCustomer, uniqueEmail } from './testing';

/** Customers through the admin REST API: ACL, searchCriteria, staff edits seen by the shopper, lock, reset. */
describe.each(TEST_DATABASES)('customers REST API on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  let ana: { id: number; email: string; headers: Record<string, string> };
  let bruno: { id: number; email: string; headers: Record<string, string> };
  const call = restClient(
    () => t.app,
    () => token,
  );
  const idOf = async (email: string) =>
    (
      await t.database.db
        .selectFrom('customer')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    token = await staffToken(t.database.db, 'atendimento');
    const a = await registeredCustomer(t, { firstname: 'Ana', lastname: 'Zimbrafix' });
    ana = { ...a, id: await idOf(a.email) };
    const b = await registeredCustomer(t, {
      firstname: 'Bruno',
      lastname: 'Zimbrafix',
      taxvat: '111.444.777-35',
    });
    bruno = { ...b, id: await idOf(b.email) };
  });

  it('lets atendimento and pedidos manage customers and refuses catálogo, conteúdo and no token', async () => {
    const url = `/rest/V1/customers/${ana.id}`;
    expect((await call('GET', url)).statusCode).toBe(200);
    expect(
      (await call('GET', url, undefined, await integrationToken(t.database.db, 'pedidos'))).statusCode,
    ).toBe(200);
    for (const role of ['catalogo', 'conteudo'] as const) {
      const refused = await call('GET', url, undefined, await staffToken(t.database.db, role));
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'Magento_Customer::manage' },
      });
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("answers Magento's customer shape with its addresses, and 404 for an unknown id", async () => {
    const saved = await t.graphql(
      CREATE_ADDRESS,
      { input: { ...ADDRESS_INPUT, default_shipping: true } },
      ana.headers,
    );
    expect(saved.errors).toBeUndefined();
    const response = await call('GET', `/rest/V1/customers/${ana.id}`);
    expect(response.json()).toMatchObject({
      id: ana.id,
      email: ana.email,
      firstname: 'Ana',
      lastname: 'Zimbrafix',
      taxvat: '52998224725',
      group_id: 1,
      website_id: 1,
      addresses: [
        {
          customer_id: ana.id,
          firstname: 'Ana',
          city: 'São Paulo',
          postcode: '01310-100',
          country_id: 'BR',
          region: { region_code: 'SP' },
          street: ADDRESS_INPUT.street,
          default_shipping: true,
          default_billing: true,
        },
      ],
      extension_attributes: { is_locked: false, is_subscribed: false },
    });
    expect(response.json().default_shipping).toBe(String(response.json().addresses[0].id));
    expect(response.json().created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const missing = await call('GET', '/rest/V1/customers/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'customerId', fieldValue: 999999 },
    });
  });

  it("shows the newsletter subscription the shopper chose (Magento's is_subscribed)", async () => {
    const subscribed = await t.graphql(
      'mutation { updateCustomerV2(input: { is_subscribed: true }) { customer { is_subscribed } } }',
      {},
      ana.headers,
    );
    expect(subscribed.errors).toBeUndefined();
    const shown = (await call('GET', `/rest/V1/customers/${ana.id}`)).json();
    expect(shown.extension_attributes).toEqual({ is_locked: false, is_subscribed: true });
    await t.graphql(
      'mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { is_subscribed } } }',
      {},
      ana.headers,
    );
    expect(
      (await call('GET', `/rest/V1/customers/${ana.id}`)).json().extension_attributes.is_subscribed,
    ).toBe(false);
  });

  it('searches with searchCriteria: OR inside a group, AND across groups, CPF with punctuation, sort and pages', async () => {
    const q = (params: string) => call('GET', `/rest/V1/customers/search?${params}`);
    const sc = 'searchCriteria';
    const byLastname = await q(
      `${sc}[filterGroups][0][filters][0][field]=lastname&${sc}[filterGroups][0][filters][0][value]=Zimbra%25` +
        `&${sc}[filterGroups][0][filters][0][conditionType]=like&${sc}[sortOrders][0][field]=firstname` +
        `&${sc}[sortOrders][0][direction]=DESC`,
    );
    expect(byLastname.statusCode, byLastname.body).toBe(200);
    expect(byLastname.json().total_count).toBe(2);
    expect(byLastname.json().items.map((c: { firstname: string }) => c.firstname)).toEqual(['Bruno', 'Ana']);

    const orEmails = await q(
      `${sc}[filterGroups][0][filters][0][field]=email&${sc}[filterGroups][0][filters][0][value]=${ana.email}` +
        `&${sc}[filterGroups][0][filters][1][field]=email&${sc}[filterGroups][0][filters][1][value]=${bruno.email}` +
        `&${sc}[filterGroups][1][filters][0][field]=taxvat&${sc}[filterGroups][1][filters][0][value]=${encodeURIComponent(CPF)}`,
    );
    expect(orEmails.json().items.map((c: { id: number }) => c.id)).toEqual([ana.id]);

    const paged = await q(
      `${sc}[filterGroups][0][filters][0][field]=lastname&${sc}[filterGroups][0][filters][0][value]=Zimbrafix` +
        `&${sc}[pageSize]=1&${sc}[currentPage]=2`,
    );
    expect(paged.json()).toMatchObject({ total_count: 2, items: [{ id: bruno.id }] });

    const unknownField = await q(
      `${sc}[filterGroups][0][filters][0][field]=password_hash&${sc}[filterGroups][0][filters][0][value]=x`,
    );
    expect(unknownField.statusCode).toBe(400);
  });

  it('changes a profile (seen by the shopper), checks CPF/CNPJ and e-mail, writes the audit log, rejects bad bodies', async () => {
    const url = `/rest/V1/customers/${ana.id}`;
    const saved = await call('PUT', url, {
      customer: { id: ana.id, firstname: 'Ana Maria', dob: '1990-05-17', gender: 2 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstname: 'Ana Maria', dob: '1990-05-17', gender: 2 });
    const seen = await t.graphql('{ customer { firstname date_of_birth gender } }', {}, ana.headers);
    expect(seen.data?.customer).toEqual({ firstname: 'Ana Maria', date_of_birth: '1990-05-17', gender: 2 });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'customer')
      .where('entity_id', '=', String(ana.id))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_data ?? '{}').firstname).toBe('Ana');
    expect(JSON.parse(audit.after_data ?? '{}').firstname).toBe('Ana Maria');
    expect(audit.after_data).not.toContain('password_hash');

    const badTaxvat = await call('PUT', url, { customer: { taxvat: '123.456.789-00' } });
    expect(badTaxvat.statusCode).toBe(400);
    expect(badTaxvat.json()).toEqual({ message: '"123.456.789-00" is not a valid CPF or CNPJ.' });
    const taken = await call('PUT', url, { customer: { email: bruno.email.toUpperCase() } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
    const cases: [unknown, string][] = [
      [{}, '"%fieldName" is required. Enter and try again.'],
      [{ customer: { gender: 7 } }, 'Invalid value of "%value" provided for the %fieldName field.'],
      [
        { customer: { firstname: { text: 'x' } } },
        'Error occurred during "%fieldName" processing. The "%type" type was expected. Verify and try again.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('PUT', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('GET', url)).json()).toMatchObject({ firstname: 'Ana Maria', email: ana.email });

    const newEmail = uniqueEmail('ana.nova');
    const moved = await call('PUT', url, { customer: { email: newEmail } });
    expect(moved.json().email).toBe(newEmail);
    ana.email = newEmail;
  });

  it('replaces the address book with PUT addresses (CEP and state checked, a refusal changes nothing)', async () => {
    const c = await registeredCustomer(t, { firstname: 'Carla', lastname: 'Zimbrafix' });
    const carla = { ...c, id: await idOf(c.email) };
    const url = `/rest/V1/customers/${carla.id}`;
    const paulista = {
      firstname: 'Bruno',
      lastname: 'Zimbrafix',
      street: ['Avenida Paulista', '1000', 'Bela Vista'],
      city: 'São Paulo',
      region: { region_code: 'SP' },
      postcode: '01310-100',
      country_id: 'BR',
      telephone: '11987654321',
    };
    const centro = {
      ...paulista,
      street: ['Avenida Rio Branco', '1'],
      city: 'Rio de Janeiro',
      region: { region_code: 'RJ' },
      postcode: '20090-003',
    };
    const saved = await call('PUT', url, {
      customer: { addresses: [paulista, { ...centro, default_shipping: true }] },
    });
    expect(saved.statusCode).toBe(200);
    const book = saved.json().addresses as {
      id: number;
      city: string;
      default_billing: boolean;
      default_shipping: boolean;
    }[];
    expect(book.map((a) => [a.city, a.default_billing, a.default_shipping])).toEqual([
      ['São Paulo', true, false],
      ['Rio de Janeiro', false, true],
    ]);
    const [first, second] = book as [(typeof book)[0], (typeof book)[0]];
    // The shopper sees the same book in My Account.
    const mine = await t.graphql('{ customer { addresses { city default_shipping } } }', {}, carla.headers);
    expect(mine.data).toEqual({
      customer: {
        addresses: [
          { city: 'São Paulo', default_shipping: false },
          { city: 'Rio de Janeiro', default_shipping: true },
        ],
      },
    });

    // Refused lists change nothing: a CEP of São Paulo with RJ, a CEP too short, an unknown id.
    const refusals: [unknown[], number, string][] = [
      [
        [{ ...paulista, region: { region_code: 'RJ' } }],
        400,
        'The postcode "01310-100" is in SP, not in RJ.',
      ],
      [[paulista, { ...centro, postcode: '2009' }], 400, 'Invalid postcode "2009": a CEP has 8 digits.'],
      [[{ id: 999999, city: 'Santos' }], 404, 'No such entity with %fieldName = %fieldValue'],
      [
        [
          { ...paulista, default_billing: true },
          { ...centro, default_billing: true },
        ],
        400,
        'Only one address can be the default billing address.',
      ],
    ];
    for (const [addresses, status, message] of refusals) {
      const refused = await call('PUT', url, { customer: { addresses } });
      expect(refused.statusCode, message).toBe(status);
      expect(refused.json().message).toBe(message);
    }
    const bad = await call('PUT', url, { customer: { addresses: [{ street: 'not a list' }] } });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', url)).json().addresses.map((a: { id: number }) => a.id)).toEqual([
      first.id,
      second.id,
    ]);

    // By id an entry changes what it gives; left out, an address is deleted; the default moves.
    const changed = await call('PUT', url, {
      customer: { firstname: 'Carla', addresses: [{ id: second.id, street: ['Avenida Rio Branco', '156'] }] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().addresses).toMatchObject([
      {
        id: second.id,
        city: 'Rio de Janeiro',
        street: ['Avenida Rio Branco', '156'],
        region: { region_code: 'RJ' },
        default_billing: true,
        default_shipping: true,
      },
    ]);
    // Without addresses the book is left alone.
    const untouched = await call('PUT', url, { customer: { lastname: 'Zimbrafix' } });
    expect(untouched.json().addresses).toHaveLength(1);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select(['before_data', 'after_data'])
      .where('entity_type', '=', 'customer')
      .where('entity_id', '=', String(carla.id))
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();
    const last = audited.at(-2);
    expect(JSON.parse(last!.before_data!).addresses).toHaveLength(2);
    expect(JSON.parse(last!.after_data!).addresses).toHaveLength(1);
  });

  it('locks an account (its sessions end) and unlocks it', async () => {
    const locked = await call('PUT', `/rest/V1/customers/${bruno.id}/lock`);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().extension_attributes).toEqual({ is_locked: true, is_subscribed: false });
    const refused = await t.graphql('{ customer { firstname } }', {}, bruno.headers);
    expect(refused.errors?.[0]?.message).toBeDefined();
    expect(refused.data?.customer ?? null).toBeNull();
    const unlocked = await call('PUT', `/rest/V1/customers/${bruno.id}/unlock`);
    expect(unlocked.json().extension_attributes).toEqual({ is_locked: false, is_subscribed: false });
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'customer')
      .where('entity_id', '=', String(bruno.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['lock', 'unlock']);
  });

  it('sends the password-reset e-mail through the outbox; unknown e-mail 404, bad template 400', async () => {
    const sent = await call('PUT', '/rest/V1/customers/password', {
      email: bruno.email,
      template: 'email_reset',
      websiteId: 1,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toBe(true);
    const mail = await lastMail(t, bruno.email, 'password-reset');
    expect(mail?.text_body).toContain('/reset-password?email=');

    const unknown = await call('PUT', '/rest/V1/customers/password', {
      email: 'ninguem@example.com',
      template: 'email_reset',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value',
      parameters: {
        fieldName: 'email',
        fieldValue: 'ninguem@example.com',
        field2Name: 'websiteId',
        field2Value: 1,
      },
    });
    const badTemplate = await call('PUT', '/rest/V1/customers/password', {
      email: bruno.email,
      template: 'hack',
    });
    expect(badTemplate.statusCode).toBe(400);
  });
});

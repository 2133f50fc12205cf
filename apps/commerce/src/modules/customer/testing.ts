import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { englishErrors, type GraphQLResponse, type TestApp } from '../../../test/test-app';

/** Helpers of the account API suites. */

export const PASSWORD = 'Segura#2026';
export const CPF = '529.982.247-25';
export const CNPJ = '11.222.333/0001-81';

export const CUSTOMER_FIELDS = `
  firstname lastname email taxvat gender date_of_birth dob is_subscribed confirmation_status
  default_billing default_shipping corporate_name person_type
  custom_attributes { code ... on AttributeValue { value } }
  addresses { id uid firstname lastname street city postcode country_code telephone vat_id
    region { region_code region region_id } default_billing default_shipping }
`;

export const uniqueEmail = (prefix = 'cliente') => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

export const CREATE_V2 = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { ${CUSTOMER_FIELDS} } }
}`;

export const LOGIN = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`;

/** The newest e-mail of a kind sent to an address, from the outbox. */
export async function lastMail(t: TestApp, to: string, kind: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A query parameter of the first link in a mail's text. */
export function linkParam(text: string, name: string): string {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no link in: ${text}`);
  const value = new URL(url).searchParams.get(name);
  if (!value) throw new Error(`no ${name} in ${url}`);
  return value;
}

export async function login(
  t: TestApp,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
) {
  const r = await t.graphql(LOGIN, { email, password }, headers);
  if (!r.data?.generateCustomerToken) throw new Error(JSON.stringify(r.errors));
  const token = r.data.generateCustomerToken.token as string;
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** Registers through createCustomerV2, confirms through the e-mailed link and logs in. */
export async function registeredCustomer(t: TestApp, input: Record<string, unknown> = {}) {
  const email = (input.email as string | undefined) ?? uniqueEmail();
  const created = await t.graphql(CREATE_V2, {
    input: { firstname: 'Ana', lastname: 'Pereira', email, password: PASSWORD, taxvat: CPF, ...input },
  });
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  const mail = await lastMail(t, email, 'account-confirmation');
  if (mail) {
    const confirmed = await t.graphql(
      'mutation ($e: String!, $k: String!) { confirmEmail(input: { email: $e, confirmation_key: $k }) { customer { email } } }',
      { e: email, k: linkParam(mail.text_body, 'key') },
    );
    if (confirmed.errors) throw new Error(JSON.stringify(confirmed.errors));
  }
  const session = await login(t, email);
  return { email, ...session };
}

export const ADDRESS_INPUT = {
  firstname: 'Ana',
  lastname: 'Pereira',
  street: ['Avenida Paulista', '1000', 'Bela Vista', 'Apto 12'],
  city: 'São Paulo',
  region: { region_code: 'SP' },
  postcode: '01310-100',
  country_code: 'BR',
  telephone: '(11) 99999-0000',
  vat_id: CPF,
};

export const CREATE_ADDRESS = `mutation ($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { id uid firstname street city postcode telephone vat_id
    region { region_code region region_id } country_code default_billing default_shipping }
}`;

/** A GraphQL POST from a given peer address (the socket's, not a header's). */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, as with TestApp.graphql.
export async function graphqlFrom<T = Record<string, any>>(
  t: TestApp,
  remoteAddress: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  return englishErrors(response.json());
}

/** Moves the last counted hit of every limit whose key starts with `rule` back by `ms`. */
export async function ageLimits(t: TestApp, rule: string, ms: number): Promise<void> {
  const rows = await t.database.db
    .selectFrom('rate_limit')
    .select(['key', 'window_start', 'last_at'])
    .where('key', 'like', `${rule}:%`)
    .execute();
  for (const row of rows) {
    await t.database.db
      .updateTable('rate_limit')
      .set({ last_at: new Date(new Date(row.last_at).getTime() - ms).toISOString() })
      .where('key', '=', row.key)
      .where('window_start', '=', row.window_start)
      .execute();
  }
}

/** A real SMTP server on a free port that keeps every message it receives (decoded text). */
export async function startSmtpServer() {
  const received: { to: string; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        // Quoted-printable bodies: soft line breaks and =XX escapes.
        const decoded = data
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data: decoded });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { buildItauBoleto, centsToDecimalString, parsePixPayload } from '@store/br';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { ProviderError } from '../errors';
import type { BoletoRequest } from '../providers';
import { type FakeHandler, startFakeServer } from '../testing/fake-server';
import { createItauBoletoProvider } from './itau-boleto';
import { createPixApiProvider } from './pix-api';
import { createRedeProvider } from './rede';

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function fake(handler: FakeHandler) {
  const server = await startFakeServer(handler);
  servers.push(server);
  return server;
}

function productionConfig(url: string) {
  return loadConfig({
    NODE_ENV: 'test',
    PAYMENTS_MODE: 'production',
    PIX_API_URL: `${url}/api/v2`,
    PIX_TOKEN_URL: `${url}/oauth/token`,
    PIX_CLIENT_ID: 'pix-client',
    PIX_CLIENT_SECRET: 'pix-secret',
    PIX_KEY: 'pagamentos@lojaexemplo.com.br',
    BOLETO_API_URL: `${url}/cash_management/v2`,
    BOLETO_TOKEN_URL: `${url}/api/oauth/token`,
    BOLETO_CLIENT_ID: 'itau-client',
    BOLETO_CLIENT_SECRET: 'itau-secret',
    BOLETO_BENEFICIARY_ID: '005712345',
    REDE_API_URL: `${url}/erede`,
    REDE_PV: '12345678',
    REDE_TOKEN: 'rede-token',
    PAYMENTS_TIMEOUT_MS: '2000',
  }).payments;
}

describe('configuration', () => {
  it('refuses production mode without the banks credentials', () => {
    expect(() => loadConfig({ PAYMENTS_MODE: 'production' })).toThrow(
      /PIX_API_URL: required when PAYMENTS_MODE=production/,
    );
  });
});

describe('Pix API client (BCB cob v2)', () => {
  const DYNAMIC =
    '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca255204000053039865802BR5917LOJA EXEMPLO LTDA6009SAO PAULO62070503***63044846';

  function pixPsp(overrides: Partial<Record<string, FakeHandler>> = {}) {
    const charges = new Map<string, Record<string, unknown>>();
    let tokens = 0;
    return {
      charges,
      handler: ((req) => {
        if (req.path === '/oauth/token') {
          tokens++;
          return {
            status: 200,
            body: {
              access_token: `tok${tokens}`,
              token_type: 'Bearer',
              expires_in: 3600,
              scope: 'cob.write cob.read pix.write',
            },
          };
        }
        const match = /^\/api\/v2\/cob\/([a-zA-Z0-9]+)$/.exec(req.path);
        if (!match) return { status: 404, body: {} };
        if (req.headers.authorization !== `Bearer tok${tokens}`) return { status: 401, body: {} };
        const txid = match[1]!;
        const custom = overrides[req.method];
        if (custom) return custom(req);
        if (req.method === 'PUT') {
          const body = JSON.parse(req.body);
          const cob = {
            ...body,
            txid,
            revisao: 0,
            status: 'ATIVA',
            calendario: { criacao: '2026-08-13T12:00:00.000Z', expiracao: body.calendario.expiracao },
            loc: {
              id: 1,
              location: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
              tipoCob: 'cob',
            },
            location: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
            pixCopiaECola: DYNAMIC,
          };
          charges.set(txid, cob);
          return { status: 201, body: cob };
        }
        const cob = charges.get(txid);
        return cob
          ? { status: 200, body: cob }
          : { status: 404, body: { title: 'Cobrança não encontrada', status: 404 } };
      }) as FakeHandler,
    };
  }

  it('creates a charge with PUT /cob/{txid} (OAuth2 client_credentials) and reads it with GET', async () => {
    const psp = pixPsp();
    const server = await fake(psp.handler);
    const provider = createPixApiProvider(productionConfig(server.url));
    const txid = 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56';
    const charge = await provider.createCharge({
      txid,
      amountCents: 15_990,
      expirationSeconds: 1800,
      description: 'Pedido 000000001',
      debtor: { name: 'Maria Silva', cpf: '52998224725' },
    });
    expect(charge).toMatchObject({
      txid,
      status: 'ATIVA',
      pixCopiaECola: DYNAMIC,
      createdAt: '2026-08-13T12:00:00.000Z',
    });
    expect(charge.location).toBe('pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25');
    expect(parsePixPayload(charge.pixCopiaECola).ok).toBe(true);

    const token = server.requests[0]!;
    expect(token.headers.authorization).toBe(
      `Basic ${Buffer.from('pix-client:pix-secret').toString('base64')}`,
    );
    expect(new URLSearchParams(token.body).get('grant_type')).toBe('client_credentials');
    const put = server.requests[1]!;
    expect(put.method).toBe('PUT');
    expect(JSON.parse(put.body)).toEqual({
      calendario: { expiracao: 1800 },
      valor: { original: centsToDecimalString(15_990) },
      chave: 'pagamentos@lojaexemplo.com.br',
      solicitacaoPagador: 'Pedido 000000001',
      devedor: { cpf: '52998224725', nome: 'Maria Silva' },
    });

    expect(await provider.getCharge(txid)).toEqual({
      status: 'ATIVA',
      paidAt: undefined,
      endToEndId: undefined,
    });
    psp.charges.set(txid, {
      ...psp.charges.get(txid),
      status: 'CONCLUIDA',
      pix: [
        {
          endToEndId: 'E12345678202608131200abcdefghijk',
          txid,
          valor: '159.90',
          horario: '2026-08-13T12:05:00.000Z',
        },
      ],
    });
    expect(await provider.getCharge(txid)).toEqual({
      status: 'CONCLUIDA',
      paidAt: '2026-08-13T12:05:00.000Z',
      endToEndId: 'E12345678202608131200abcdefghijk',
    });
    // One token for all three calls.
    expect(server.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(1);
  });

  it('turns an RFC 7807 error into a ProviderError with its title, detail and violations', async () => {
    const server = await fake(
      pixPsp({
        PUT: () => ({
          status: 400,
          contentType: 'application/problem+json',
          body: {
            type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
            title: 'Cobrança inválida.',
            status: 400,
            detail: 'A requisição que busca alterar ou criar uma cobrança não respeita o schema.',
            violacoes: [
              {
                razao: 'O campo cob.valor.original não respeita o schema.',
                propriedade: 'cob.valor.original',
              },
            ],
          },
        }),
      }).handler,
    );
    const provider = createPixApiProvider(productionConfig(server.url));
    const error = await provider
      .createCharge({ txid: 'a'.repeat(32), amountCents: 100, expirationSeconds: 60, description: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(400);
    expect((error as Error).message).toContain('Cobrança inválida.');
    expect((error as Error).message).toContain('cob.valor.original');
  });

  it('fails with a ProviderError when the PSP cannot be reached', async () => {
    const server = await fake(() => ({ status: 200, body: {} }));
    const config = productionConfig(server.url);
    await server.close();
    servers = [];
    const error = await createPixApiProvider(config)
      .getCharge('x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
  });
});

describe('Itaú boleto client', () => {
  const request: BoletoRequest = {
    nossoNumero: '12345678',
    amountCents: 15_990,
    issueDate: '2026-08-13',
    dueDate: '2026-08-15',
    documentNumber: '000000001',
    payer: {
      name: 'Maria Silva',
      personType: 'F',
      document: '52998224725',
      address: {
        street: 'Praça da Sé, 100',
        district: 'Sé',
        city: 'São Paulo',
        state: 'SP',
        postcode: '01001000',
      },
    },
  };
  const codes = buildItauBoleto({
    agency: '0057',
    account: '12345',
    nossoNumero: '12345678',
    dueDate: '2026-08-15',
    amountCents: 15_990,
  });

  it('registers the title (token in the form body, x-itau headers, 17-digit amounts) and uses the bank codes', async () => {
    const server = await fake((req) => {
      if (req.path === '/api/oauth/token')
        return { status: 200, body: { access_token: 'itau-token', expires_in: 300 } };
      if (req.path !== '/cash_management/v2/boletos' || req.headers.authorization !== 'Bearer itau-token') {
        return { status: 401, body: { codigo: '401', mensagem: 'nao autorizado' } };
      }
      const { data } = JSON.parse(req.body);
      const individual = data.dado_boleto.dados_individuais_boleto[0];
      return {
        status: 200,
        body: {
          data: {
            ...data,
            dado_boleto: {
              ...data.dado_boleto,
              dados_individuais_boleto: [
                {
                  ...individual,
                  dac_titulo: '0',
                  codigo_barras: codes.barcode,
                  numero_linha_digitavel: codes.digitableLine,
                },
              ],
            },
          },
        },
      };
    });
    const issued = await createItauBoletoProvider(productionConfig(server.url)).issue(request);
    expect(issued).toEqual({
      nossoNumero: '12345678',
      nossoNumeroFormatted: '109/12345678-0',
      barcode: codes.barcode,
      digitableLine: codes.digitableLine,
    });
    const token = new URLSearchParams(server.requests[0]!.body);
    expect(token.get('client_id')).toBe('itau-client');
    expect(token.get('client_secret')).toBe('itau-secret');
    const post = server.requests[1]!;
    expect(post.headers['x-itau-apikey']).toBe('itau-client');
    expect(post.headers['x-itau-correlationid']).toMatch(/^[0-9a-f-]{36}$/);
    const { data } = JSON.parse(post.body);
    expect(data).toMatchObject({
      etapa_processo_boleto: 'efetivacao',
      beneficiario: { id_beneficiario: '005712345' },
      dado_boleto: {
        tipo_boleto: 'a vista',
        codigo_carteira: '109',
        codigo_especie: '01',
        valor_total_titulo: '00000000000015990',
        data_emissao: '2026-08-13',
        pagador: {
          pessoa: {
            nome_pessoa: 'Maria Silva',
            tipo_pessoa: { codigo_tipo_pessoa: 'F', numero_cadastro_pessoa_fisica: '52998224725' },
          },
          endereco: { sigla_UF: 'SP', numero_CEP: '01001000' },
        },
        dados_individuais_boleto: [
          {
            numero_nosso_numero: '12345678',
            data_vencimento: '2026-08-15',
            valor_titulo: '00000000000015990',
            texto_seu_numero: '000000001',
          },
        ],
      },
    });
  });

  it('reports the bank error fields, and refuses an answer with an invalid digitable line', async () => {
    const refusing = await fake((req) =>
      req.path === '/api/oauth/token'
        ? { status: 200, body: { access_token: 't', expires_in: 300 } }
        : {
            status: 422,
            body: {
              codigo: '422',
              mensagem: 'Erro de validação',
              campos: [{ campo: 'data_vencimento', mensagem: 'inválida' }],
            },
          },
    );
    const error = await createItauBoletoProvider(productionConfig(refusing.url))
      .issue(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toContain('data_vencimento: inválida');

    const broken = await fake((req) =>
      req.path === '/api/oauth/token'
        ? { status: 200, body: { access_token: 't', expires_in: 300 } }
        : {
            status: 200,
            body: {
              data: {
                dado_boleto: {
                  dados_individuais_boleto: [
                    {
                      numero_nosso_numero: '1',
                      codigo_barras: codes.barcode,
                      numero_linha_digitavel: `${codes.digitableLine.slice(0, -1)}9`,
                    },
                  ],
                },
              },
            },
          },
    );
    await expect(
      createItauBoletoProvider(productionConfig(broken.url)).issue(request),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('e.Rede client', () => {
  const authorization = {
    reference: '000000001T1',
    amountCents: 15_990,
    installments: 1,
    capture: true,
    cardholderName: 'MARIA SILVA',
    cardNumber: '5448280000000007',
    expirationMonth: 12,
    expirationYear: 2030,
    securityCode: '235',
  };

  function rede(answer: (body: Record<string, unknown>) => { status: number; body: unknown }): FakeHandler {
    return (req) => {
      if (req.method !== 'POST' || req.path !== '/erede/v1/transactions') return { status: 404, body: {} };
      if (req.headers.authorization !== `Basic ${Buffer.from('12345678:rede-token').toString('base64')}`) {
        return { status: 401, body: { returnCode: '65', returnMessage: 'Unauthorized. Invalid token.' } };
      }
      return answer(JSON.parse(req.body));
    };
  }

  it('authorizes with Basic PV:token and the amount in cents; installments omitted for 1x', async () => {
    const server = await fake(
      rede((body) => ({
        status: 200,
        body: {
          returnCode: '00',
          returnMessage: 'Success.',
          reference: body.reference,
          tid: '10012345678901234567',
          nsu: '123456789',
          authorizationCode: '654321',
          amount: body.amount,
        },
      })),
    );
    const result = await createRedeProvider(productionConfig(server.url)).authorize(authorization);
    expect(result).toEqual({
      returnCode: '00',
      returnMessage: 'Success.',
      tid: '10012345678901234567',
      nsu: '123456789',
      authorizationCode: '654321',
    });
    const sent = JSON.parse(server.requests[0]!.body);
    expect(sent).toMatchObject({
      capture: true,
      kind: 'credit',
      reference: '000000001T1',
      amount: 15_990,
      cardNumber: '5448280000000007',
    });
    expect(sent).not.toHaveProperty('installments');

    await createRedeProvider(productionConfig(server.url)).authorize({ ...authorization, installments: 4 });
    expect(JSON.parse(server.requests[1]!.body).installments).toBe(4);
  });

  it('returns a decline (HTTP 4xx with returnCode) as data, and merchant-side codes as ProviderErrors', async () => {
    const declining = await fake(
      rede(() => ({
        status: 402,
        body: { returnCode: '111', returnMessage: 'Unauthorized. Insufficient funds.' },
      })),
    );
    expect(await createRedeProvider(productionConfig(declining.url)).authorize(authorization)).toMatchObject({
      returnCode: '111',
    });

    const wrongCredentials = await fake(rede(() => ({ status: 200, body: {} })));
    const config = {
      ...productionConfig(wrongCredentials.url),
      rede: { apiUrl: `${wrongCredentials.url}/erede`, pv: 'x', token: 'y' },
    };
    await expect(createRedeProvider(config).authorize(authorization)).rejects.toBeInstanceOf(ProviderError);

    const broken = await fake(() => ({ status: 503, body: '<html>down</html>', contentType: 'text/html' }));
    await expect(
      createRedeProvider(productionConfig(broken.url)).authorize(authorization),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});

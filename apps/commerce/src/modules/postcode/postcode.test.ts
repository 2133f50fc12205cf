import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Services } from '../../services';
import { type FakeHandler, startFakeServer } from '../payments/testing/fake-server';
import { postcodeRoutes } from './postcode.routes';
import { brasilapiProvider, localProvider, viacepProvider } from './providers';
import { createPostcodeService, providersFromConfig } from './service';

const SE = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  unidade: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};
const SE_VIACEP_SHAPE = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
};

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function fake(handler: FakeHandler) {
  const server = await startFakeServer(handler);
  closers.push(server.close);
  return server;
}

/** A ViaCEP-format fake: 01001000 known, 99999999 answered {"erro": …}. */
const viacep =
  (erro: unknown = true): FakeHandler =>
  (req) => {
    if (req.path === '/ws/01001000/json/') return { status: 200, body: SE };
    if (/^\/ws\/\d{8}\/json\/$/.test(req.path)) return { status: 200, body: { erro } };
    return { status: 400, body: '<h1>Bad Request</h1>', contentType: 'text/html' };
  };

const brasilapi: FakeHandler = (req) =>
  req.path === '/api/cep/v1/20040020'
    ? {
        status: 200,
        body: {
          cep: '20040020',
          state: 'RJ',
          city: 'Rio de Janeiro',
          neighborhood: 'Centro',
          street: 'Praça Floriano',
          service: 'viacep',
        },
      }
    : {
        status: 404,
        body: {
          name: 'CepPromiseError',
          message: 'Todos os serviços de CEP retornaram erro.',
          type: 'service_error',
        },
      };

describe('postcode providers', () => {
  it('reads ViaCEP answers, with erro true or "true" as not found', async () => {
    const server = await fake(viacep());
    const provider = viacepProvider(`${server.url}/ws`, 2500);
    expect(await provider.lookup('01001000')).toEqual({ kind: 'found', address: SE_VIACEP_SHAPE });
    expect(await provider.lookup('99999999')).toEqual({ kind: 'not-found' });
    const stringly = await fake(viacep('true'));
    expect(await viacepProvider(`${stringly.url}/ws`, 2500).lookup('99999999')).toEqual({
      kind: 'not-found',
    });
  });

  it('maps BrasilAPI to the ViaCEP shape, 404 = not found', async () => {
    const server = await fake(brasilapi);
    const provider = brasilapiProvider(`${server.url}/api/cep/v1`, 2500);
    expect(await provider.lookup('20040020')).toEqual({
      kind: 'found',
      address: {
        cep: '20040-020',
        logradouro: 'Praça Floriano',
        complemento: '',
        bairro: 'Centro',
        localidade: 'Rio de Janeiro',
        uf: 'RJ',
      },
    });
    expect(await provider.lookup('99999999')).toEqual({ kind: 'not-found' });
  });

  it('throws when a provider answers nonsense or cannot be reached', async () => {
    const broken = await fake(() => ({ status: 500, body: '<html>oops</html>', contentType: 'text/html' }));
    await expect(viacepProvider(`${broken.url}/ws`, 2500).lookup('01001000')).rejects.toThrow(
      /viacep answered 500/,
    );
    // A port nobody listens on any more: connection refused.
    const gone = await startFakeServer(() => ({ status: 200, body: SE }));
    await gone.close();
    await expect(viacepProvider(`${gone.url}/ws`, 100).lookup('01001000')).rejects.toThrow();
  });

  it('knows the offline directory, and nothing else', async () => {
    expect(await localProvider().lookup('80010000')).toMatchObject({
      kind: 'found',
      address: { localidade: 'Curitiba', uf: 'PR' },
    });
    expect(await localProvider().lookup('99999999')).toEqual({ kind: 'unknown' });
  });
});

describe('postcode chain', () => {
  it('falls back to the next provider when one fails, and caches the answer', async () => {
    let calls = 0;
    const down = await fake(() => {
      calls++;
      return { status: 503, body: {} };
    });
    const fallback = await fake(brasilapi);
    const service = createPostcodeService({
      providers: [
        viacepProvider(`${down.url}/ws`, 2500),
        brasilapiProvider(`${fallback.url}/api/cep/v1`, 2500),
        localProvider(),
      ],
      cacheTtlMs: 60_000,
      cacheSize: 10,
    });
    expect(await service.lookup('20040020')).toMatchObject({
      kind: 'found',
      address: { localidade: 'Rio de Janeiro' },
    });
    expect(await service.lookup('20040020')).toMatchObject({ kind: 'found' });
    expect(fallback.requests).toHaveLength(1);
    // The failed provider rests for the cooldown instead of being asked on every lookup.
    expect(calls).toBe(1);
    expect(await service.lookup('99999999')).toEqual({ kind: 'not-found' });
    expect(calls).toBe(1);
  });

  it('stops at the first definite "not found" and says unavailable when nobody can answer', async () => {
    const server = await fake(viacep());
    const never = await fake(brasilapi);
    const service = createPostcodeService({
      providers: [
        viacepProvider(`${server.url}/ws`, 2500),
        brasilapiProvider(`${never.url}/api/cep/v1`, 2500),
      ],
      cacheTtlMs: 60_000,
      cacheSize: 10,
    });
    expect(await service.lookup('99999999')).toEqual({ kind: 'not-found' });
    expect(never.requests).toHaveLength(0);

    const offline = createPostcodeService({ providers: [localProvider()], cacheTtlMs: 0, cacheSize: 0 });
    expect(await offline.lookup('12345678')).toEqual({ kind: 'unavailable' });
  });

  it('forgets answers after the TTL and keeps at most cacheSize of them', async () => {
    const server = await fake(viacep());
    let clock = 0;
    const service = createPostcodeService({
      providers: [viacepProvider(`${server.url}/ws`, 2500)],
      cacheTtlMs: 1000,
      cacheSize: 1,
      now: () => clock,
    });
    await service.lookup('01001000');
    await service.lookup('01001000');
    expect(server.requests).toHaveLength(1);
    clock = 2000;
    await service.lookup('01001000');
    expect(server.requests).toHaveLength(2);
    await service.lookup('99999999');
    await service.lookup('01001000');
    expect(server.requests).toHaveLength(4);
  });
});

describe('GET /cep/:cep', () => {
  async function app(env: Record<string, string>): Promise<FastifyInstance> {
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    const instance = Fastify();
    const postcodes = createPostcodeService({
      providers: providersFromConfig(config.postcode),
      cacheTtlMs: config.postcode.cacheTtlMs,
      cacheSize: config.postcode.cacheSize,
    });
    await instance.register(postcodeRoutes({ services: { postcodes } as Services }));
    closers.push(() => instance.close());
    return instance;
  }

  it('answers ViaCEP-shaped addresses, 404 for unknown, 400 without lookup for bad input', async () => {
    const server = await fake(viacep());
    const api = await app({ CEP_PROVIDERS: 'viacep', CEP_PROVIDER_URL: `${server.url}/ws` });
    const found = await api.inject({ method: 'GET', url: '/cep/01001-000' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(SE_VIACEP_SHAPE);
    const unknown = await api.inject({ method: 'GET', url: '/cep/99999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ erro: true, message: 'CEP não encontrado', code: 'CEP_NOT_FOUND' });
    for (const bad of ['0100100', '010010000', 'abcdefgh']) {
      const res = await api.inject({ method: 'GET', url: `/cep/${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_CEP');
    }
    expect(server.requests).toHaveLength(2);
  });

  it('answers 502 when every provider is down, and the offline directory when it is last', async () => {
    const down = await fake(() => ({ status: 500, body: {} }));
    const alsoDown = await fake(() => ({ status: 500, body: {} }));
    const env = {
      CEP_PROVIDER_URL: `${down.url}/ws`,
      CEP_FALLBACK_URL: `${alsoDown.url}/api/cep/v1`,
    };
    const failing = await app({ ...env, CEP_PROVIDERS: 'viacep,brasilapi' });
    const res = await failing.inject({ method: 'GET', url: '/cep/01001000' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Erro ao buscar endereço', code: 'CEP_LOOKUP_FAILED' });

    const withLocal = await app({ ...env, CEP_PROVIDERS: 'viacep,brasilapi,local' });
    const local = await withLocal.inject({ method: 'GET', url: '/cep/06454000' });
    expect(local.statusCode).toBe(200);
    expect(local.json()).toMatchObject({ logradouro: 'Alameda Rio Negro', localidade: 'Barueri', uf: 'SP' });
  });
});

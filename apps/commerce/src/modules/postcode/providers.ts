import type { ViaCepAddress } from '@store/br';
import { LOCAL_POSTCODES } from './local-directory';

/** An address in ViaCEP's shape, the answer of GET /cep/:cep. */
export type PostcodeAddress = ViaCepAddress;

/** What a provider knows about a CEP. 'unknown': it cannot tell (the next provider is asked). */
export type PostcodeAnswer =
  | { kind: 'found'; address: PostcodeAddress }
  | { kind: 'not-found' }
  | { kind: 'unknown' };

/** A postcode source. It throws when it cannot be reached or answers nonsense. */
export interface PostcodeProvider {
  readonly name: string;
  /** Whether it calls another server (such a provider is rested for a while after a failure). */
  readonly remote: boolean;
  lookup(cep: string): Promise<PostcodeAnswer>;
}

export class PostcodeProviderError extends Error {}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const formatted = (cep: string) => `${cep.slice(0, 5)}-${cep.slice(5)}`;

async function getJson(url: string, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new PostcodeProviderError(`${url}: ${(error as Error).message}`);
  }
  const raw = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw) : undefined;
  } catch {
    // An HTML error page: the status decides below.
    body = undefined;
  }
  return { status: response.status, body };
}

/**
 * ViaCEP or any service with its format: GET {url}/{cep}/json/. A well-formed unknown CEP answers
 * 200 with `{"erro": true}` (some deployments send the string "true"); success has logradouro,
 * complemento, bairro, localidade, uf (brazil-payments.md §8).
 */
export function viacepProvider(baseUrl: string, timeoutMs: number): PostcodeProvider {
  return {
    name: 'viacep',
    remote: true,
    async lookup(cep) {
      const { status, body } = await getJson(`${baseUrl}/${cep}/json/`, timeoutMs);
      if (status !== 200 || !body || typeof body !== 'object') {
        throw new PostcodeProviderError(`viacep answered ${status}`);
      }
      const data = body as Record<string, unknown>;
      if (data.erro === true || data.erro === 'true') return { kind: 'not-found' };
      if (!text(data.localidade) || !text(data.uf))
        throw new PostcodeProviderError('viacep: answer without city');
      return {
        kind: 'found',
        address: {
          cep: text(data.cep) || formatted(cep),
          logradouro: text(data.logradouro),
          complemento: text(data.complemento),
          bairro: text(data.bairro),
          localidade: text(data.localidade),
          uf: text(data.uf),
        },
      };
    },
  };
}

/**
 * BrasilAPI CEP v1: GET {url}/{cep} → {cep, state, city, neighborhood, street}; 404 when no
 * service knows the CEP. Mapped to ViaCEP's shape.
 */
export function brasilapiProvider(baseUrl: string, timeoutMs: number): PostcodeProvider {
  return {
    name: 'brasilapi',
    remote: true,
    async lookup(cep) {
      const { status, body } = await getJson(`${baseUrl}/${cep}`, timeoutMs);
      if (status === 404) return { kind: 'not-found' };
      if (status !== 200 || !body || typeof body !== 'object') {
        throw new PostcodeProviderError(`brasilapi answered ${status}`);
      }
      const data = body as Record<string, unknown>;
      if (!text(data.city) || !text(data.state))
        throw new PostcodeProviderError('brasilapi: answer without city');
      return {
        kind: 'found',
        address: {
          cep: formatted(cep),
          logradouro: text(data.street),
          complemento: '',
          bairro: text(data.neighborhood),
          localidade: text(data.city),
          uf: text(data.state),
        },
      };
    },
  };
}

/** The built-in offline directory. */
export function localProvider(): PostcodeProvider {
  return {
    name: 'local',
    remote: false,
    async lookup(cep) {
      const address = LOCAL_POSTCODES.get(cep);
      return address ? { kind: 'found', address: { ...address } } : { kind: 'unknown' };
    },
  };
}

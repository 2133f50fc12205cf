import type { ViaCepAddress } from '@store/br';
import type { Locale } from '../../lib/locales';
import { RestError, requestJson } from '../../lib/rest-client';

/** The ViaCEP shape GET /cep/:cep answers. */
export type CepAddress = ViaCepAddress;

export type CepLookupResult =
  | { status: 'found'; address: CepAddress }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

/** Looks an 8-digit CEP up; rules §8: 'CEP não encontrado' on 404, 'Erro ao buscar endereço' otherwise. */
export async function lookUpCep(locale: Locale, digits: string): Promise<CepLookupResult> {
  try {
    const address = await requestJson<CepAddress & { erro?: boolean }>(locale, 'GET', `/cep/${digits}`);
    if (address.erro) return { status: 'notFound' };
    return { status: 'found', address };
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return { status: 'notFound' };
    console.error('CEP lookup failed', error);
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

import type { PostcodeAddress } from './providers';

/**
 * Offline postcode directory, the last provider of the chain: the store keeps working (address
 * autofill in checkout, e2e journeys) on a machine without network. Real CEPs of central streets
 * and squares, in ViaCEP's shape. A CEP that is not here is "unknown" (not "not found"): only a
 * real provider can say a CEP does not exist.
 */
const entry = (
  cep: string,
  logradouro: string,
  bairro: string,
  localidade: string,
  uf: string,
  complemento = '',
): PostcodeAddress => ({ cep, logradouro, complemento, bairro, localidade, uf });

export const LOCAL_POSTCODES: ReadonlyMap<string, PostcodeAddress> = new Map(
  [
    entry('01001-000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP', 'lado ímpar'),
    entry('01310-100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'),
    entry('20040-020', 'Praça Floriano', 'Centro', 'Rio de Janeiro', 'RJ'),
    entry('30130-010', 'Praça Sete de Setembro', 'Centro', 'Belo Horizonte', 'MG'),
    entry('70040-010', 'SBS Quadra 2', 'Asa Sul', 'Brasília', 'DF'),
    entry('80010-000', 'Rua José Loureiro', 'Centro', 'Curitiba', 'PR'),
    entry('90010-000', 'Rua dos Andradas', 'Centro Histórico', 'Porto Alegre', 'RS'),
    entry('40020-000', 'Avenida Estados Unidos', 'Comércio', 'Salvador', 'BA'),
    entry('06454-000', 'Alameda Rio Negro', 'Alphaville Industrial', 'Barueri', 'SP'),
    // Santo André's city-centre CEP: the street is not recorded here (customers type it).
    entry('09010-000', '', 'Centro', 'Santo André', 'SP'),
  ].map((address) => [address.cep.replace('-', ''), address]),
);

// Where a CEP is: its federative unit (state), Brazil's five macro-regions, and Greater São Paulo
// (free shipping above R$500, rules §1, §9).

import { normalizeCep } from './cep';

/** Brazil's five macro-regions (IBGE), used to price delivery. */
export type BrazilRegion = 'Sudeste' | 'Sul' | 'Centro-Oeste' | 'Nordeste' | 'Norte';

/** Macro-region of each federative unit (IBGE). */
export const STATE_REGIONS: Readonly<Record<string, BrazilRegion>> = {
  SP: 'Sudeste',
  RJ: 'Sudeste',
  ES: 'Sudeste',
  MG: 'Sudeste',
  PR: 'Sul',
  SC: 'Sul',
  RS: 'Sul',
  DF: 'Centro-Oeste',
  GO: 'Centro-Oeste',
  MT: 'Centro-Oeste',
  MS: 'Centro-Oeste',
  BA: 'Nordeste',
  SE: 'Nordeste',
  AL: 'Nordeste',
  PE: 'Nordeste',
  PB: 'Nordeste',
  RN: 'Nordeste',
  CE: 'Nordeste',
  PI: 'Nordeste',
  MA: 'Nordeste',
  PA: 'Norte',
  AP: 'Norte',
  AM: 'Norte',
  RR: 'Norte',
  AC: 'Norte',
  RO: 'Norte',
  TO: 'Norte',
};

/**
 * CEP ranges of each federative unit (first five digits, inclusive), from the Correios ranges
 * ("faixas de CEP por UF"). Brasília and Goiás interleave, as do Amazonas and Roraima.
 */
const STATE_CEP_RANGES: readonly [from: number, to: number, state: string][] = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

/**
 * The 39 municipalities of the São Paulo Metropolitan Region (Greater São Paulo, Lei
 * Complementar estadual 1.139/2011) and their CEP ranges (first five digits, inclusive).
 * Source: the Correios municipal ranges as published in CEP directories; the ranges are
 * contiguous and together cover 01000–09999, the Correios "região 0" of Greater São Paulo, so
 * the check below is exactly "CEP 01000-000 to 09999-999". Approximation: a few boundaries
 * between neighbouring municipalities are rounded to the hundred, which only moves a CEP from
 * one Greater-SP municipality to another, never out of the region.
 */
export const GREATER_SAO_PAULO_CEP_RANGES: readonly [from: number, to: number, municipality: string][] = [
  [1000, 5999, 'São Paulo'],
  [6000, 6299, 'Osasco'],
  [6300, 6399, 'Carapicuíba'],
  [6400, 6499, 'Barueri'],
  [6500, 6549, 'Santana de Parnaíba'],
  [6550, 6599, 'Pirapora do Bom Jesus'],
  [6600, 6649, 'Jandira'],
  [6650, 6699, 'Itapevi'],
  [6700, 6729, 'Cotia'],
  [6730, 6749, 'Vargem Grande Paulista'],
  [6750, 6799, 'Taboão da Serra'],
  [6800, 6849, 'Embu das Artes'],
  [6850, 6889, 'Itapecerica da Serra'],
  [6890, 6899, 'São Lourenço da Serra'],
  [6900, 6949, 'Embu-Guaçu'],
  [6950, 6999, 'Juquitiba'],
  [7000, 7399, 'Guarulhos'],
  [7400, 7499, 'Arujá'],
  [7500, 7599, 'Santa Isabel'],
  [7600, 7699, 'Mairiporã'],
  [7700, 7749, 'Caieiras'],
  [7750, 7799, 'Cajamar'],
  [7800, 7899, 'Franco da Rocha'],
  [7900, 7999, 'Francisco Morato'],
  [8000, 8499, 'São Paulo'],
  [8500, 8549, 'Ferraz de Vasconcelos'],
  [8550, 8569, 'Poá'],
  [8570, 8599, 'Itaquaquecetuba'],
  [8600, 8699, 'Suzano'],
  [8700, 8899, 'Mogi das Cruzes'],
  [8900, 8939, 'Guararema'],
  [8940, 8969, 'Biritiba-Mirim'],
  [8970, 8999, 'Salesópolis'],
  [9000, 9299, 'Santo André'],
  [9300, 9399, 'Mauá'],
  [9400, 9449, 'Ribeirão Pires'],
  [9450, 9499, 'Rio Grande da Serra'],
  [9500, 9599, 'São Caetano do Sul'],
  [9600, 9899, 'São Bernardo do Campo'],
  [9900, 9999, 'Diadema'],
];

function cepPrefix(cep: string): number | undefined {
  const digits = normalizeCep(cep);
  return digits.length === 8 ? Number(digits.slice(0, 5)) : undefined;
}

/** The Greater São Paulo municipality of a CEP, or undefined (also for incomplete CEPs). */
export function greaterSaoPauloMunicipality(cep: string): string | undefined {
  const prefix = cepPrefix(cep);
  if (prefix === undefined) return undefined;
  return GREATER_SAO_PAULO_CEP_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

/** Tells whether a CEP lies in Greater São Paulo (the 39 municipalities of the metropolitan region). */
export function isGreaterSaoPauloCep(cep: string): boolean {
  return greaterSaoPauloMunicipality(cep) !== undefined;
}

/** The federative unit (two letters) of a complete CEP, or undefined. */
export function stateOfCep(cep: string): string | undefined {
  const prefix = cepPrefix(cep);
  if (prefix === undefined) return undefined;
  return STATE_CEP_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

/** The macro-region of a federative unit code ('SP' → 'Sudeste'), or undefined. */
export function regionOfState(state: string): BrazilRegion | undefined {
  return STATE_REGIONS[state.trim().toUpperCase()];
}

import { describe, expect, it } from 'vitest';
import {
  GREATER_SAO_PAULO_CEP_RANGES,
  greaterSaoPauloMunicipality,
  isGreaterSaoPauloCep,
  regionOfState,
  STATE_REGIONS,
  stateOfCep,
} from './region';

describe('isGreaterSaoPauloCep', () => {
  it.each([
    ['01001-000', 'São Paulo'],
    ['01310-100', 'São Paulo'],
    ['05999-999', 'São Paulo'],
    ['08001-000', 'São Paulo'],
    ['06454-000', 'Barueri'],
    ['06010-000', 'Osasco'],
    ['07010-000', 'Guarulhos'],
    ['09010-000', 'Santo André'],
    ['09710-000', 'São Bernardo do Campo'],
    ['09510-000', 'São Caetano do Sul'],
    ['09910-000', 'Diadema'],
    ['08710-000', 'Mogi das Cruzes'],
    ['08980-000', 'Salesópolis'],
  ])('%s is in Greater São Paulo (%s)', (cep, municipality) => {
    expect(isGreaterSaoPauloCep(cep)).toBe(true);
    expect(greaterSaoPauloMunicipality(cep)).toBe(municipality);
  });

  it.each([
    '13010-000', // Campinas
    '11010-000', // Santos
    '12210-000', // São José dos Campos
    '20040-020', // Rio de Janeiro
    '30130-010', // Belo Horizonte
    '00999-999', // below every range
    '0100100', // incomplete
    '',
  ])('%s is not in Greater São Paulo', (cep) => {
    expect(isGreaterSaoPauloCep(cep)).toBe(false);
  });

  it('lists 39 municipalities in contiguous ranges covering 01000–09999', () => {
    const names = new Set(GREATER_SAO_PAULO_CEP_RANGES.map(([, , name]) => name));
    expect(names.size).toBe(39);
    let expected = 1000;
    for (const [from, to] of GREATER_SAO_PAULO_CEP_RANGES) {
      expect(from).toBe(expected);
      expect(to).toBeGreaterThanOrEqual(from);
      expected = to + 1;
    }
    expect(expected).toBe(10000);
  });
});

describe('stateOfCep and regionOfState', () => {
  it.each([
    ['01001-000', 'SP', 'Sudeste'],
    ['20040-020', 'RJ', 'Sudeste'],
    ['30130-010', 'MG', 'Sudeste'],
    ['70040-010', 'DF', 'Centro-Oeste'],
    ['74000-000', 'GO', 'Centro-Oeste'],
    ['80010-000', 'PR', 'Sul'],
    ['90010-000', 'RS', 'Sul'],
    ['40020-000', 'BA', 'Nordeste'],
    ['69301-000', 'RR', 'Norte'],
    ['69900-000', 'AC', 'Norte'],
    ['66010-000', 'PA', 'Norte'],
  ])('%s is in %s (%s)', (cep, state, region) => {
    expect(stateOfCep(cep)).toBe(state);
    expect(regionOfState(state)).toBe(region);
  });

  it('knows the 27 federative units and nothing else', () => {
    expect(Object.keys(STATE_REGIONS)).toHaveLength(27);
    expect(regionOfState('sp')).toBe('Sudeste');
    expect(regionOfState('XX')).toBeUndefined();
    expect(stateOfCep('123')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { buildPixPayload, crc16ccitt, isValidPixTxid, isValidStaticPixTxid, parsePixPayload } from './pix';

// Vectors: brazil-payments.md §4.3 and bacen/pix-api openapi.yaml v2.9 (recurrence examples).
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BCB_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
const BR_CODE_MULTI_ARRANGEMENT =
  '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38';
const RECURRENCE_ONLY =
  '00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002630462C9';
const RECURRENCE_WITH_COB =
  '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa35319489063047741';
const RECURRENCE_WITH_COBV =
  '00020101021226810014br.gov.bcb.pix2559pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e75204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d06304A441';
const SELF_STATIC_EMAIL =
  '00020126660014br.gov.bcb.pix0129pagamentos@lojaexemplo.com.br0211Pedido 12345204000053039865406149.905802BR5917LOJA EXEMPLO LTDA6009SAO PAULO62140510PEDIDO1234630440B2';
const SELF_STATIC_CPF =
  '00020126330014br.gov.bcb.pix011112345678909520400005303986540510.005802BR5913FULANO DE TAL6008CURITIBA62070503***63040544';
const SELF_DYNAMIC =
  '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca255204000053039865802BR5917LOJA EXEMPLO LTDA6009SAO PAULO62070503***63044846';
// Published with a correct CRC but tag 62 declaring 08 characters where 7 follow.
const WRONG_LENGTH_GIST =
  '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62080503***6304170E';
const WRONG_LENGTH_FIXED =
  '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62070503***630404ED';

// Appends a valid CRC, to build payloads that fail for another reason than the CRC.
function withCrc(body: string): string {
  const toCheck = `${body}6304`;
  return `${toCheck}${crc16ccitt(toCheck).toString(16).toUpperCase().padStart(4, '0')}`;
}

function parseError(payload: string): string {
  const result = parsePixPayload(payload);
  if (result.ok) throw new Error(`expected ${payload} to be rejected`);
  return result.error;
}

describe('crc16ccitt', () => {
  it('gives the CRC-16/CCITT-FALSE check value 29B1 for "123456789"', () => {
    expect(crc16ccitt('123456789')).toBe(0x29b1);
    expect(crc16ccitt(new TextEncoder().encode('123456789'))).toBe(0x29b1);
  });

  it('starts from 0xFFFF', () => {
    expect(crc16ccitt('')).toBe(0xffff);
  });

  it.each([
    [BCB_STATIC, 0x1d3d],
    [BCB_DYNAMIC, 0x64e4],
    [BR_CODE_MULTI_ARRANGEMENT, 0xad38],
    [RECURRENCE_ONLY, 0x62c9],
    [RECURRENCE_WITH_COB, 0x7741],
    [RECURRENCE_WITH_COBV, 0xa441],
    [SELF_STATIC_EMAIL, 0x40b2],
    [SELF_STATIC_CPF, 0x0544],
    [SELF_DYNAMIC, 0x4846],
    [WRONG_LENGTH_GIST, 0x170e],
    [WRONG_LENGTH_FIXED, 0x04ed],
  ])('reproduces the CRC of %s', (payload, crc) => {
    expect(crc16ccitt(payload.slice(0, -4))).toBe(crc);
  });

  it('zero-pads small CRCs (0544)', () => {
    expect(SELF_STATIC_CPF.endsWith('63040544')).toBe(true);
  });
});

describe('buildPixPayload', () => {
  it('rebuilds the BCB static example (EVP key, no amount) byte for byte', () => {
    const payload = buildPixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(payload).toBe(BCB_STATIC);
  });

  it('rebuilds the BCB dynamic example byte for byte, with 010212 by default', () => {
    const payload = buildPixPayload({
      url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(payload).toBe(BCB_DYNAMIC);
  });

  it('rebuilds the static e-mail example with description, amount and txid', () => {
    const payload = buildPixPayload({
      key: 'pagamentos@lojaexemplo.com.br',
      description: 'Pedido 1234',
      amountCents: 14990,
      merchantName: 'LOJA EXEMPLO LTDA',
      merchantCity: 'SAO PAULO',
      txid: 'PEDIDO1234',
    });
    expect(payload).toBe(SELF_STATIC_EMAIL);
  });

  it('rebuilds the static CPF-key example with R$ 10,00 and no txid', () => {
    const payload = buildPixPayload({
      key: '12345678909',
      amountCents: 1000,
      merchantName: 'FULANO DE TAL',
      merchantCity: 'CURITIBA',
    });
    expect(payload).toBe(SELF_STATIC_CPF);
  });

  it('rebuilds the dynamic example from a cob location', () => {
    const payload = buildPixPayload({
      url: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
      merchantName: 'LOJA EXEMPLO LTDA',
      merchantCity: 'SAO PAULO',
    });
    expect(payload).toBe(SELF_DYNAMIC);
  });

  it('rebuilds the three Pix Automático examples of the Pix API', () => {
    const receiver = { merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' };
    expect(
      buildPixPayload({
        ...receiver,
        recurrenceUrl: 'pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002',
      }),
    ).toBe(RECURRENCE_ONLY);
    expect(
      buildPixPayload({
        ...receiver,
        url: 'pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd441',
        recurrenceUrl: 'pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa353194890',
      }),
    ).toBe(RECURRENCE_WITH_COB);
    expect(
      buildPixPayload({
        ...receiver,
        url: 'pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e7',
        recurrenceUrl: 'pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d0',
      }),
    ).toBe(RECURRENCE_WITH_COBV);
  });

  it('removes a leading https:// from locations', () => {
    const payload = buildPixPayload({
      url: 'https://pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(payload).toBe(BCB_DYNAMIC);
  });

  it('strips accents and non-ASCII characters from name, city and description', () => {
    const payload = buildPixPayload({
      key: 'pagamentos@lojaexemplo.com.br',
      description: 'Pedido 1234',
      amountCents: 14990,
      merchantName: 'LOJA EXEMPLO LTDA',
      merchantCity: 'SÃO PAULO',
      txid: 'PEDIDO1234',
    });
    expect(payload).toBe(SELF_STATIC_EMAIL);

    const parsed = parsePixPayload(
      buildPixPayload({
        key: '12345678909',
        merchantName: 'Papelaria Ação & Cia ✏️',
        merchantCity: 'Florianópolis',
        description: 'Pedido nº 12 – café',
      }),
    );
    expect(parsed.ok && parsed.payload.merchantName).toBe('Papelaria Acao & Cia');
    expect(parsed.ok && parsed.payload.merchantCity).toBe('Florianopolis');
    expect(parsed.ok && parsed.payload.description).toBe('Pedido no 12 cafe');
  });

  it('cuts the name to 25 and the city to 15 characters', () => {
    const parsed = parsePixPayload(
      buildPixPayload({
        key: '12345678909',
        merchantName: 'Comercio de Suprimentos de Escritorio Ltda',
        merchantCity: 'Sao Jose dos Campos',
      }),
    );
    expect(parsed.ok && parsed.payload.merchantName).toBe('Comercio de Suprimentos d');
    // 'Sao Jose dos Ca' has 15 characters; a trailing space would be trimmed.
    expect(parsed.ok && parsed.payload.merchantCity).toBe('Sao Jose dos Ca');
    const trimmed = parsePixPayload(
      buildPixPayload({ key: '12345678909', merchantName: 'X', merchantCity: 'Rio de Janeiro  RJ' }),
    );
    expect(trimmed.ok && trimmed.payload.merchantCity).toBe('Rio de Janeiro');
  });

  it('writes the optional postal code, merchant category and point of initiation', () => {
    const payload = buildPixPayload({
      key: '12345678909',
      amountCents: 5,
      merchantName: 'FULANO DE TAL',
      merchantCity: 'CURITIBA',
      postalCode: '80010-000',
      merchantCategoryCode: '5943',
      pointOfInitiation: '11',
    });
    expect(payload).toContain('010211');
    expect(payload).toContain('52045943');
    expect(payload).toContain('54040.05');
    expect(payload).toContain('610880010000');
    expect(payload.indexOf('6108')).toBeLessThan(payload.indexOf('6207'));
    const parsed = parsePixPayload(payload);
    expect(parsed.ok && parsed.payload.postalCode).toBe('80010000');
    expect(parsed.ok && parsed.payload.pointOfInitiation).toBe('11');
  });

  it('writes the largest amount that fits 13 characters', () => {
    const payload = buildPixPayload({
      key: '12345678909',
      amountCents: 999_999_999_999,
      merchantName: 'A',
      merchantCity: 'B',
    });
    expect(payload).toContain('54139999999999.99');
  });

  it('round-trips through parsePixPayload', () => {
    const input = {
      key: 'pagamentos@lojaexemplo.com.br',
      description: 'Pedido 1234',
      amountCents: 14990,
      merchantName: 'LOJA EXEMPLO LTDA',
      merchantCity: 'SAO PAULO',
      txid: 'PEDIDO1234',
    };
    const result = parsePixPayload(buildPixPayload(input));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.payload).toMatchObject({ ...input, kind: 'static' });
  });

  it.each([
    ['both a key and a url', { key: 'a@b.c', url: 'pix.example.com/x' }],
    ['neither a key, a url nor a recurrence', {}],
    ['a txid on a dynamic code', { url: 'pix.example.com/x', txid: 'ABC' }],
    ['a description on a dynamic code', { url: 'pix.example.com/x', description: 'Pedido' }],
    ['a txid on a recurrence-only code', { recurrenceUrl: 'pix.example.com/rec/x', txid: 'ABC' }],
    [
      'a description on a recurrence-only code',
      { recurrenceUrl: 'pix.example.com/rec/x', description: 'Pedido' },
    ],
    ['an empty key', { key: '  ' }],
    ['an empty recurrence url', { recurrenceUrl: '' }],
    ['a txid with a hyphen', { key: 'a@b.c', txid: 'pedido-1234' }],
    ['a txid longer than 25', { key: 'a@b.c', txid: 'A'.repeat(26) }],
    ['an empty txid', { key: 'a@b.c', txid: '' }],
    ['a key longer than 77', { key: 'a'.repeat(78) }],
    ['a url longer than 77', { url: `pix.example.com/${'a'.repeat(62)}` }],
    ['an empty url', { url: 'https://' }],
    ['a merchant account over 99 characters', { key: 'a'.repeat(77), description: 'Pedido 1234' }],
    ['a zero amount', { key: 'a@b.c', amountCents: 0 }],
    ['a negative amount', { key: 'a@b.c', amountCents: -100 }],
    ['fractional cents', { key: 'a@b.c', amountCents: 10.5 }],
    ['an amount over 13 characters', { key: 'a@b.c', amountCents: 1_000_000_000_000 }],
    ['a postal code without 8 digits', { key: 'a@b.c', postalCode: '0100100' }],
    ['a merchant category code without 4 digits', { key: 'a@b.c', merchantCategoryCode: '59' }],
    ['an empty merchant name', { key: 'a@b.c', merchantName: '  ' }],
    ['a merchant name with no ASCII character', { key: 'a@b.c', merchantName: '✏️' }],
    ['an empty merchant city', { key: 'a@b.c', merchantCity: '' }],
  ])('refuses %s', (_label, fields) => {
    expect(() => buildPixPayload({ merchantName: 'LOJA', merchantCity: 'SAO PAULO', ...fields })).toThrow(
      RangeError,
    );
  });
});

describe('parsePixPayload', () => {
  it('parses the BCB static example', () => {
    const result = parsePixPayload(BCB_STATIC);
    expect(result).toEqual({
      ok: true,
      payload: expect.objectContaining({
        kind: 'static',
        gui: 'br.gov.bcb.pix',
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantCategoryCode: '0000',
        currency: '986',
        countryCode: 'BR',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
        crc: '1D3D',
      }),
    });
    if (result.ok) {
      expect(result.payload.amountCents).toBeUndefined();
      expect(result.payload.pointOfInitiation).toBeUndefined();
      expect(result.payload.dataObjects.map((object) => object.id)).toEqual([
        '00',
        '26',
        '52',
        '53',
        '58',
        '59',
        '60',
        '62',
        '63',
      ]);
    }
  });

  it('parses the BCB dynamic example', () => {
    expect(parsePixPayload(BCB_DYNAMIC)).toEqual({
      ok: true,
      payload: expect.objectContaining({
        kind: 'dynamic',
        pointOfInitiation: '12',
        url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
        key: undefined,
        txid: '***',
        crc: '64E4',
      }),
    });
  });

  it('parses the BR Code manual multi-arrangement example (upper-case GUI, tags 04, 27, 61, 80)', () => {
    const result = parsePixPayload(BR_CODE_MULTI_ARRANGEMENT);
    expect(result).toEqual({
      ok: true,
      payload: expect.objectContaining({
        kind: 'static',
        gui: 'BR.GOV.BCB.PIX',
        key: '123e4567-e12b-12d1-a456-426655440000',
        amountCents: 12345,
        merchantName: 'NOME DO RECEBEDOR',
        merchantCity: 'BRASILIA',
        postalCode: '70074900',
        txid: 'RP12345678-2019',
        recurrenceUrl: undefined,
        crc: 'AD38',
      }),
    });
    if (result.ok) {
      const other = result.payload.dataObjects.find((object) => object.id === '27');
      expect(other?.children).toEqual([
        { id: '00', value: 'BR.COM.OUTRO' },
        { id: '01', value: '0123456789' },
      ]);
      expect(result.payload.dataObjects.find((object) => object.id === '04')?.value).toBe('12345678901234');
    }
  });

  it('parses the three Pix Automático examples', () => {
    expect(parsePixPayload(RECURRENCE_ONLY)).toEqual({
      ok: true,
      payload: expect.objectContaining({
        kind: 'recurrence',
        key: undefined,
        url: undefined,
        recurrenceUrl: 'pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002',
        crc: '62C9',
      }),
    });
    expect(parsePixPayload(RECURRENCE_WITH_COB)).toEqual({
      ok: true,
      payload: expect.objectContaining({
        kind: 'dynamic',
        url: 'pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd441',
        recurrenceUrl: 'pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa353194890',
      }),
    });
    expect(parsePixPayload(RECURRENCE_WITH_COBV)).toEqual({
      ok: true,
      payload: expect.objectContaining({
        kind: 'dynamic',
        url: 'pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e7',
        recurrenceUrl: 'pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d0',
      }),
    });
  });

  it('parses the three computed examples', () => {
    expect(parsePixPayload(SELF_STATIC_EMAIL)).toEqual({
      ok: true,
      payload: expect.objectContaining({
        kind: 'static',
        key: 'pagamentos@lojaexemplo.com.br',
        description: 'Pedido 1234',
        amountCents: 14990,
        merchantName: 'LOJA EXEMPLO LTDA',
        merchantCity: 'SAO PAULO',
        txid: 'PEDIDO1234',
        crc: '40B2',
      }),
    });
    expect(parsePixPayload(SELF_STATIC_CPF)).toEqual({
      ok: true,
      payload: expect.objectContaining({ key: '12345678909', amountCents: 1000, txid: '***', crc: '0544' }),
    });
    expect(parsePixPayload(SELF_DYNAMIC)).toEqual({
      ok: true,
      payload: expect.objectContaining({
        kind: 'dynamic',
        url: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
        crc: '4846',
      }),
    });
  });

  it('rejects the published payload whose tag 62 length is wrong although its CRC is right', () => {
    expect(crc16ccitt(WRONG_LENGTH_GIST.slice(0, -4))).toBe(0x170e);
    expect(parseError(WRONG_LENGTH_GIST)).toBe('Payload: field 62 declares 8 characters but only 7 remain');
  });

  it('accepts the corrected version of that payload (6207, CRC 04ED)', () => {
    expect(parsePixPayload(WRONG_LENGTH_FIXED)).toEqual({
      ok: true,
      payload: expect.objectContaining({ key: '+5511943214321', amountCents: 6666, merchantName: 'EMPRESA' }),
    });
  });

  it('accepts a lower-case CRC', () => {
    const result = parsePixPayload(BCB_STATIC.replace(/1D3D$/, '1d3d'));
    expect(result.ok && result.payload.crc).toBe('1d3d');
  });

  it('rejects a wrong CRC or altered content', () => {
    expect(parseError(BCB_STATIC.replace(/1D3D$/, '1D3E'))).toBe(
      'CRC mismatch: the payload says 1D3E, its content gives 1D3D',
    );
    expect(parseError(SELF_STATIC_CPF.replace('10.00', '11.00'))).toMatch(/^CRC mismatch/);
    expect(parseError(BCB_STATIC.replace(/1D3D$/, '1D3G'))).toBe("The CRC '1D3G' is not 4 hex digits");
  });

  it('rejects a payload that does not end with the CRC field', () => {
    expect(parseError('')).toMatch(/must end with the CRC field/);
    expect(parseError(BCB_STATIC.slice(0, -8))).toMatch(/must end with the CRC field/);
    expect(parseError(`${BCB_STATIC}0000`)).toMatch(/must end with the CRC field/);
  });

  it('rejects malformed TLV structures', () => {
    expect(parseError(withCrc('000201260'))).toBe('Payload: incomplete data object at position 6');
    expect(parseError(withCrc('0002012A04abcd'))).toBe("Payload: invalid ID '2A' at position 6");
    expect(parseError(withCrc('00020126x4abcd'))).toBe("Payload: field 26 has an invalid length 'x4'");
    expect(parseError(withCrc('0002015900'))).toBe("Payload: field 59 has an invalid length '00'");
    expect(parseError(withCrc('0002012603001'))).toBe('Template 26: incomplete data object at position 0');
    expect(parseError(withCrc('00020126060001X0'))).toBe('Template 26: incomplete data object at position 5');
    expect(parseError(withCrc('0002012604001X'))).toBe("Template 26: field 00 has an invalid length '1X'");
  });

  const validBody = (overrides: Record<string, string | undefined> = {}) => {
    const fields: Record<string, string | undefined> = {
      '00': '01',
      '26': '0014br.gov.bcb.pix011112345678909',
      '52': '0000',
      '53': '986',
      '58': 'BR',
      '59': 'FULANO DE TAL',
      '60': 'CURITIBA',
      '62': '0503***',
      ...overrides,
    };
    // Sorted explicitly: integer-like keys ('26') would otherwise come before '00' and '01'.
    return Object.entries(fields)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, value]) => `${id}${String(value.length).padStart(2, '0')}${value}`)
      .join('');
  };

  it('accepts the hand-built valid body used by the next cases', () => {
    expect(parsePixPayload(withCrc(validBody())).ok).toBe(true);
    // Tag 62 is optional for the parser.
    expect(parsePixPayload(withCrc(validBody({ '62': undefined }))).ok).toBe(true);
  });

  it.each([
    [{ '00': '02' }, "The payload must start with the format indicator '000201'"],
    [{ '26': '0012br.com.outro0101X' }, "No merchant account with GUI 'br.gov.bcb.pix' in fields 26 to 51"],
    [
      { '26': '0014br.gov.bcb.pix' },
      'The Pix merchant account has neither a key (01) nor a URL (25), and no recurrence',
    ],
    [{ '26': '0014br.gov.bcb.pix0101A0101B' }, 'Template 26: field 01 appears twice'],
    [{ '52': undefined }, 'Missing field 52 (merchant category code)'],
    [{ '52': '00A0' }, "Field 52 (merchant category code) must be 4 digits, got '00A0'"],
    [{ '53': '840' }, "Field 53 (currency) must be 986 (BRL), got '840'"],
    [{ '58': 'US' }, "Field 58 (country) must be BR, got 'US'"],
    [{ '59': undefined }, 'Missing field 59 (merchant name)'],
    [{ '59': 'A'.repeat(26) }, 'Field 59 (merchant name) has more than 25 characters'],
    [{ '60': undefined }, 'Missing field 60 (merchant city)'],
    [{ '60': 'B'.repeat(16) }, 'Field 60 (merchant city) has more than 15 characters'],
    [{ '01': '13' }, "Field 01 (point of initiation) must be 11 or 12, got '13'"],
    [{ '54': '10,00' }, "Field 54 (amount) must be a decimal with '.', got '10,00'"],
    [{ '54': '10.000' }, "Field 54 (amount) must be a decimal with '.', got '10.000'"],
  ])('rejects %o: %s', (overrides, message) => {
    expect(parseError(withCrc(validBody(overrides)))).toBe(message);
  });

  it('rejects a duplicated top-level field', () => {
    expect(parseError(withCrc(`${validBody()}5303986`))).toBe('Payload: field 53 appears twice');
  });

  it('rejects a CRC field that is not last', () => {
    expect(parseError(withCrc(`${validBody()}63041234`))).toBe('Payload: field 63 appears twice');
  });

  it('reads amounts with one or no decimal', () => {
    const oneDecimal = parsePixPayload(withCrc(validBody({ '54': '10.5' })));
    expect(oneDecimal.ok && oneDecimal.payload.amountCents).toBe(1050);
    const noDecimal = parsePixPayload(withCrc(validBody({ '54': '10' })));
    expect(noDecimal.ok && noDecimal.payload.amountCents).toBe(1000);
  });
});

describe('isValidPixTxid (cob: [a-zA-Z0-9]{26,35})', () => {
  it.each(['7978c0c97ea847e78e8849634473c1f1', 'A'.repeat(26), `${'z9'.repeat(17)}Z`])(
    'accepts %s',
    (txid) => {
      expect(isValidPixTxid(txid)).toBe(true);
    },
  );

  it.each([
    'PEDIDO1234', // valid for a static code only
    'pedido-1234-abcdefghijklmnopqrstu', // hyphen
    'A'.repeat(25),
    'A'.repeat(36),
    '7978c0c97ea847e78e8849634473c1f_',
    '',
  ])('rejects %s', (txid) => {
    expect(isValidPixTxid(txid)).toBe(false);
  });
});

describe('isValidStaticPixTxid ([A-Za-z0-9]{1,25})', () => {
  it('accepts up to 25 letters or digits', () => {
    expect(isValidStaticPixTxid('PEDIDO1234')).toBe(true);
    expect(isValidStaticPixTxid('A'.repeat(25))).toBe(true);
  });

  it('rejects empty, longer, *** and punctuated txids', () => {
    expect(isValidStaticPixTxid('')).toBe(false);
    expect(isValidStaticPixTxid('A'.repeat(26))).toBe(false);
    expect(isValidStaticPixTxid('***')).toBe(false);
    expect(isValidStaticPixTxid('pedido-1234')).toBe(false);
  });
});

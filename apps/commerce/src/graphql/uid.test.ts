import { describe, expect, it } from 'vitest';
import { decodeIdUid, decodeUid, encodeUid } from './uid';

describe('uids', () => {
  it("encodes ids and tuples as Magento does (base64 of the text; 'Mg==' is 2)", () => {
    expect(encodeUid(2)).toBe('Mg==');
    expect(encodeUid('configurable', 93, 6)).toBe(Buffer.from('configurable/93/6').toString('base64'));
  });

  it('decodes only what it encoded', () => {
    expect(decodeIdUid('Mg==')).toBe(2);
    expect(decodeUid(encodeUid('bundle', 1, 2))).toBe('bundle/1/2');
    expect(decodeIdUid('not base64!')).toBeUndefined();
    expect(decodeIdUid(encodeUid('abc'))).toBeUndefined();
    expect(decodeUid('AAEC')).toBeUndefined(); // binary, not text
  });
});

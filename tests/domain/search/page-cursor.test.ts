import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { asciiToBase64, base64ToAscii, decodePageCursor, encodePageCursor, pageOfCursor } from '../../../domain/search/page-cursor';

describe('page cursors (the cursor is the base64 of the page number)', () => {
  it.each<[number, string]>([
    [0, 'MA=='],
    [1, 'MQ=='],
    [2, 'Mg=='],
    [10, 'MTA='],
    [123, 'MTIz'],
    [4567, 'NDU2Nw=='],
  ])('page %p is %p', (page, cursor) => {
    expect(encodePageCursor(page)).toBe(cursor);
    expect(decodePageCursor(cursor)).toEqual(E.right(page));
  });

  it('matches what the search backend sends (nextPageCursor MQ== after the first page)', () => {
    expect(pageOfCursor('MQ==')).toBe(1);
    expect(pageOfCursor(undefined)).toBe(0);
  });

  it.each(['', 'not base64!', 'LTE=' /* '-1' */, 'YWJj' /* 'abc' */, 'MS41' /* '1.5' */, 'MDE=' /* '01' */, 'MQ'])(
    'rejects %p as a cursor',
    (cursor) => {
      const decoded = decodePageCursor(cursor);
      expect(E.isLeft(decoded) && decoded.left.message).toBe(`Invalid page cursor '${cursor}'`);
      expect(pageOfCursor(cursor)).toBe(0);
    },
  );

  it('decodes every encoded page number back (property)', () => {
    fc.assert(fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (page) => expect(decodePageCursor(encodePageCursor(page))).toEqual(E.right(page))));
  });

  it('encodes ASCII exactly like standard base64 (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((code) => String.fromCharCode(code)) }), (text) => {
        expect(asciiToBase64(text)).toBe(Buffer.from(text, 'latin1').toString('base64'));
        expect(base64ToAscii(asciiToBase64(text))).toBe(text);
      }),
    );
  });
});

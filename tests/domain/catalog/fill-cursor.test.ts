import fc from 'fast-check';
import { decodeFillCursor, encodeFillCursor, WHOLE_PAGE, type FillCursor } from '../../../domain/catalog/fill-cursor';

describe('fill cursors', () => {
  it('round-trip a place before or from an item of a backend page', () => {
    const cursors: FillCursor[] = [
      { direction: 'from', place: { pageSize: 200, index: 0 } },
      { direction: 'from', place: { cursor: 'eyJvcmRlciI6ImFzYyJ9', pageSize: 200, index: 17 } },
      { direction: 'before', place: { cursor: 'abc', pageSize: 50, index: WHOLE_PAGE } },
    ];
    for (const cursor of cursors) expect(decodeFillCursor(encodeFillCursor(cursor))).toEqual(cursor);
  });

  it('property: any backend cursor text survives the trip and the encoded form is URL-safe', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'binary' }), fc.integer({ min: 0, max: 10_000 }), (cursor, index) => {
        const encoded = encodeFillCursor({ direction: 'from', place: { cursor, pageSize: 200, index } });
        expect(encoded).toMatch(/^fill\.[A-Za-z0-9_-]*$/);
        expect(decodeFillCursor(encoded)).toEqual({ direction: 'from', place: { cursor, pageSize: 200, index } });
      }),
    );
  });

  it('reads anything else as no cursor of its own', () => {
    for (const text of [undefined, '', 'abc', 'fill.', 'fill.!!!', `fill.${btoa('{"a":1}')}`, `fill.${btoa('["f",0,0]')}`, `fill.${btoa('["f",10,-1]')}`, `fill.${btoa('["x",10,0]')}`]) {
      expect(decodeFillCursor(text)).toBeUndefined();
    }
  });
});

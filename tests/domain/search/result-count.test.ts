import fc from 'fast-check';
import { formatResultCount, resultCountLabel } from '../../../domain/search/result-count';

describe('result counts', () => {
  it.each<[number, string]>([
    [0, '0 results'],
    [1, '1 result'],
    [25, '25 results'],
    [9999, '9999 results'],
    [10000, '>10000 results'],
    [10001, '>10000 results'],
    [250000, '>10000 results'],
  ])('%p is labelled %p', (count, label) => {
    expect(resultCountLabel(count)).toBe(label);
  });

  it('caps every count of 10000 or more and shows every smaller one as it is (property)', () => {
    fc.assert(fc.property(fc.nat({ max: 10_000_000 }), (count) => expect(formatResultCount(count)).toBe(count >= 10000 ? '>10000' : String(count))));
  });
});

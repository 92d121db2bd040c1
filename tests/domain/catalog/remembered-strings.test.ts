import fc from 'fast-check';
import { RememberedStrings } from '../../../domain/catalog/remembered-strings';

describe('RememberedStrings', () => {
  const counted = (limit?: number) => {
    const calls: string[] = [];
    const isShort = (value: string) => {
      calls.push(value);
      return value.length < 4;
    };
    return { calls, strings: new RememberedStrings(isShort, limit) };
  };

  it('answers as the check does, and checks a valid string only once', () => {
    const { calls, strings } = counted();
    expect(['abc', 'abc', 'abcd', 'abcd', 3, undefined].map((value) => strings.check(value))).toEqual([true, true, false, false, false, false]);
    expect(calls).toEqual(['abc', 'abcd', 'abcd']);
  });

  it('counts the strings looked up and the ones answered from memory', () => {
    const { strings } = counted();
    for (const value of ['a', 'b', 'a', 'toolong', 'a', 7]) strings.check(value);
    expect(strings.stats).toEqual({ lookups: 5, hits: 2 });
  });

  it('keeps the strings still in use when the newer generation fills up, and forgets the others', () => {
    const { calls, strings } = counted(2);
    for (const value of ['a', 'b', 'c', 'a', 'd', 'e', 'b']) strings.check(value);
    // 'c' opened a new generation ('a' and 'b' older); 'a' was met again and came back; 'd' and 'e' pushed 'b' out.
    expect(calls).toEqual(['a', 'b', 'c', 'd', 'e', 'b']);
  });

  it('never holds more than two generations of strings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.string({ maxLength: 3 }), { maxLength: 200 }), (limit, values) => {
        const strings = new RememberedStrings(() => true, limit);
        for (const value of values) {
          strings.check(value);
          if (strings.size > 2 * limit) return false;
        }
        return true;
      }),
    );
  });

  it('answers as the check does for any sequence of values, whatever it remembers', () => {
    const isValid = (value: string) => /^[a-c]+$/.test(value);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(fc.oneof(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 3 }), fc.integer()), { maxLength: 100 }), (limit, values) => {
        const strings = new RememberedStrings(isValid, limit);
        return values.every((value) => strings.check(value) === (typeof value === 'string' && isValid(value)));
      }),
    );
  });

  it('starts over when cleared', () => {
    const { calls, strings } = counted();
    strings.check('a');
    strings.check('a');
    strings.clear();
    expect(strings.size).toBe(0);
    expect(strings.stats).toEqual({ lookups: 0, hits: 0 });
    strings.check('a');
    expect(calls).toEqual(['a', 'a']);
  });
});

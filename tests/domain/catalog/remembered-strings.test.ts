import { rememberValidStrings } from '../../../domain/catalog/remembered-strings';

describe('rememberValidStrings', () => {
  const counted = () => {
    const calls: string[] = [];
    const isShort = (value: string) => {
      calls.push(value);
      return value.length < 4;
    };
    return { calls, isShort };
  };

  it('answers as the check does, and checks a valid string only once', () => {
    const { calls, isShort } = counted();
    const isKnownShort = rememberValidStrings(isShort);
    expect([isKnownShort('abc'), isKnownShort('abc'), isKnownShort('abcd'), isKnownShort('abcd'), isKnownShort(3)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(calls).toEqual(['abc', 'abcd', 'abcd']);
  });

  it('starts over when it holds as many strings as its limit', () => {
    const { calls, isShort } = counted();
    const isKnownShort = rememberValidStrings(isShort, 2);
    for (const value of ['a', 'b', 'c', 'a', 'c']) isKnownShort(value);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});

import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import {
  parseFeatureFlags,
  serializeFeatureFlags,
  setFeatureFlag,
  validateFeatureFlagName,
} from '../../../domain/app/feature-flags';

const tooShort = 'must have a minimum length of three characters';
const tooLong = 'must not exceed 150 characters';
const badPattern = 'must start with a lowercase letter and only contain lowercase letters, numbers and hyphens';

describe('validateFeatureFlagName', () => {
  it.each<[string, string | undefined]>([
    ['abc', undefined],
    ['feature-flag-one', undefined],
    ['release-2020', undefined],
    ['alpha', undefined],
    ['a'.repeat(150), undefined],
    ['ab', tooShort],
    ['', tooShort],
    ['a'.repeat(151), tooLong],
    ['1abc', badPattern],
    ['-abc', badPattern],
    ['Abc', badPattern],
    ['abC', badPattern],
    ['ab_c', badPattern],
    ['ab c', badPattern],
    ['abc.d', badPattern],
  ])('%p', (name, message) => {
    const result = validateFeatureFlagName(name);
    if (message === undefined) expect(result).toEqual(E.right(name));
    else expect(E.isLeft(result) && result.left.message).toBe(message);
  });

  const validChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split(''));
  const validName = fc
    .tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), fc.string({ unit: validChar, minLength: 2, maxLength: 149 }))
    .map(([first, rest]) => first + rest);

  it('accepts every name of 3-150 lowercase letters, digits and hyphens starting with a letter (property)', () => {
    fc.assert(fc.property(validName, name => E.isRight(validateFeatureFlagName(name))));
  });

  it('refuses any name with a character outside the pattern (property)', () => {
    fc.assert(
      fc.property(validName, fc.nat(), fc.integer({ min: 0, max: 0xd7ff }).map(code => String.fromCharCode(code)).filter(c => !/[a-z0-9-]/.test(c)), (name, at, bad) => {
        const index = at % name.length;
        const broken = name.slice(0, index) + bad + name.slice(index + 1);
        const result = validateFeatureFlagName(broken);
        expect(E.isLeft(result) && result.left._tag).toBe('BadPattern');
      }),
    );
  });

  it('refuses every name longer than 150 characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 151, maxLength: 400 }), name => {
        const result = validateFeatureFlagName(name);
        expect(E.isLeft(result) && result.left._tag).toBe('TooLong');
      }),
    );
  });
});

describe('feature flag storage', () => {
  it('keeps only active names, sorted', () => {
    let active = setFeatureFlag(new Set(), 'zeta-flag', true);
    active = setFeatureFlag(active, 'alpha-flag', true);
    active = setFeatureFlag(active, 'zeta-flag', false);
    active = setFeatureFlag(active, 'beta-flag', true);
    expect(serializeFeatureFlags(active)).toBe('["alpha-flag","beta-flag"]');
  });

  it('setting a flag to its current state returns the same set', () => {
    const active = new Set(['abc']);
    expect(setFeatureFlag(active, 'abc', true)).toBe(active);
    expect(setFeatureFlag(active, 'xyz', false)).toBe(active);
  });

  it.each<[string | null, string[]]>([
    [null, []],
    ['', []],
    ['[]', []],
    ['["alpha-flag","beta-flag"]', ['alpha-flag', 'beta-flag']],
    ['["alpha-flag", "Bad_Name", 3, "ok"]', ['alpha-flag']],
    ['{"alpha-flag":1,"beta-flag":0,"gamma":1}', ['alpha-flag', 'gamma']],
  ])('parses %p', (raw, names) => {
    expect(parseFeatureFlags(raw)).toEqual(E.right(new Set(names)));
  });

  it.each(['{not json', '"a string"', '42', 'null', 'true'])('reports %p as a storage parse error', raw => {
    expect(parseFeatureFlags(raw)).toEqual(
      E.left({
        _tag: 'StorageJsonParseError',
        key: 'featureFlags',
        message: 'Error when parsing JSON config from storage for: featureFlags',
      }),
    );
  });

  it('names the key it was given', () => {
    const result = parseFeatureFlags('{', 'custom-key');
    expect(E.isLeft(result) && result.left.message).toBe('Error when parsing JSON config from storage for: custom-key');
  });

  it('round-trips any set of valid names (property)', () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9-]{2,20}$/);
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 20 }), names => {
        expect(parseFeatureFlags(serializeFeatureFlags(new Set(names)))).toEqual(E.right(new Set(names)));
      }),
    );
  });

  it('never throws on any stored text (property)', () => {
    fc.assert(fc.property(fc.string(), raw => ['Left', 'Right'].includes(parseFeatureFlags(raw)._tag)));
  });
});

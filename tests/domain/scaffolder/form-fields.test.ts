import fc from 'fast-check';
import {
  addTag,
  isMaxItemsReached,
  isValidScaffolderTag,
  normalizeTag,
  scaffolderMessages,
  validateEntityNameField,
  validateMultiEntityRefs,
} from '../../../domain/scaffolder';

const NAME_MESSAGE =
  'Must start and end with an alphanumeric character, and contain only alphanumeric characters, hyphens, underscores, and periods. Maximum length is 63 characters.';

describe('entity name picker', () => {
  it('uses the object-name message verbatim', () => {
    expect(scaffolderMessages.invalidEntityName).toBe(NAME_MESSAGE);
  });

  it.each([
    ['a', true],
    ['my-service', true],
    ['My_Service.v2', true],
    ['a'.repeat(63), true],
    ['a'.repeat(64), false],
    ['-leading', false],
    ['trailing-', false],
    ['_x', false],
    ['x.', false],
    ['has space', false],
    ['slash/name', false],
    ['', false],
    ['ünïcode', false],
  ])('%s → valid %s', (name, valid) => {
    expect(validateEntityNameField(name)).toEqual(valid ? [] : [NAME_MESSAGE]);
  });

  it('refuses values that are not strings', () => {
    expect(validateEntityNameField(42)).toEqual([NAME_MESSAGE]);
  });

  it('accepts every name built from the allowed alphabet with alphanumeric ends (property)', () => {
    const alnum = fc.constantFrom(...'abcxyzABCXYZ0189'.split(''));
    const inner = fc.array(fc.constantFrom(...'aZ09-_.'.split('')), { maxLength: 61 });
    fc.assert(
      fc.property(alnum, inner, alnum, (first, middle, last) => {
        expect(validateEntityNameField(`${first}${middle.join('')}${last}`)).toEqual([]);
      }),
    );
  });

  it('refuses every name longer than 63 characters (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 64, max: 200 }), (length) => {
        expect(validateEntityNameField('a'.repeat(length))).toEqual([NAME_MESSAGE]);
      }),
    );
  });
});

describe('multi-entity picker', () => {
  it.each([
    [['component:default/a', 'group:b'], []],
    [['component:default/a', 'just-a-name'], ['just-a-name is not a valid entity ref']],
    [['kind:', ':name', 'user:default/'], ['kind: is not a valid entity ref', ':name is not a valid entity ref', 'user:default/ is not a valid entity ref']],
    [[], []],
  ])('%j → %j', (values, errors) => {
    expect(validateMultiEntityRefs(values)).toEqual(errors);
  });

  it('reports one message per invalid value, keeping valid ones quiet (property)', () => {
    const valid = fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/)).map(([kind, name]) => `${kind}:default/${name}`);
    const invalid = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(valid), fc.array(invalid), (good, bad) => {
        expect(validateMultiEntityRefs([...good, ...bad])).toEqual(bad.map((ref) => `${ref} is not a valid entity ref`));
      }),
    );
  });

  it.each([
    [0, undefined, false],
    [5, undefined, false],
    [1, 2, false],
    [2, 2, true],
    [3, 2, true],
    [0, 0, true],
  ])('%i chosen with maxItems %s → reached %s', (count, maxItems, reached) => {
    expect(isMaxItemsReached(count, maxItems)).toBe(reached);
  });
});

describe('tag picker', () => {
  it.each([
    ['java', true],
    ['c++', true],
    ['c#', true],
    ['lang:go', true],
    ['front-end', true],
    ['a'.repeat(63), true],
    ['a'.repeat(64), false],
    ['', false],
    ['-x', false],
    ['x-', false],
    ['a--b', false],
    ['Upper', false],
    ['under_score', false],
    ['dot.ted', false],
  ])('%s → valid %s', (tag, valid) => {
    expect(isValidScaffolderTag(tag)).toBe(valid);
  });

  it('lowercases and trims a new tag before adding it', () => {
    expect(normalizeTag('  Java ')).toBe('java');
    expect(addTag(['go'], '  TypeScript ')).toEqual({ _tag: 'Added', tags: ['go', 'typescript'] });
  });

  it('does not add an invalid tag and reports it', () => {
    expect(addTag([], 'not valid')).toEqual({ _tag: 'Invalid', tag: 'not valid' });
  });

  it('does not add a duplicate, even one that differs only in case or spaces', () => {
    expect(addTag(['java'], ' JAVA')).toEqual({ _tag: 'Duplicate', tag: 'java' });
  });

  it('every added tag is valid, lowercase, trimmed and new (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,5}$/)), fc.string({ maxLength: 70 }), (current, input) => {
        const result = addTag(current, input);
        if (result._tag === 'Added') {
          const added = result.tags[result.tags.length - 1]!;
          expect(isValidScaffolderTag(added)).toBe(true);
          expect(added).toBe(added.toLowerCase().trim());
          expect(current).not.toContain(added);
          expect(result.tags).toHaveLength(current.length + 1);
        }
      }),
    );
  });
});

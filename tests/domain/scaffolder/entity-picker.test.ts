import fc from 'fast-check';
import {
  allowsArbitraryValues,
  freeTextValue,
  humanizeEntityRef,
  ownerPickerSettings,
  pickerCatalogFilters,
  pickerValueLabel,
  PICKER_ROW_HEIGHT,
  PICKER_VISIBLE_ROWS,
  shouldAutoSelect,
  virtualListHeight,
  visibleRowRange,
  withConstraint,
} from '../../../domain/scaffolder';

describe('picker catalog filters', () => {
  it('uses catalogFilter, one object or a list, converting exists and scalars', () => {
    expect(pickerCatalogFilters({ catalogFilter: { kind: 'Group', 'spec.type': 'team', 'metadata.name': { exists: true }, count: 3 } })).toEqual([
      { kind: 'Group', 'spec.type': 'team', 'metadata.name': { exists: true }, count: '3' },
    ]);
    expect(pickerCatalogFilters({ catalogFilter: [{ kind: ['API', 'Component'] }, { kind: 'System' }, 'junk'] })).toEqual([{ kind: ['API', 'Component'] }, { kind: 'System' }]);
  });

  it('falls back to the legacy allowedKinds, then to the given default', () => {
    expect(pickerCatalogFilters({ allowedKinds: ['System'] })).toEqual([{ kind: ['System'] }]);
    expect(pickerCatalogFilters({})).toEqual([]);
    expect(pickerCatalogFilters({}, [{ kind: 'X' }])).toEqual([{ kind: 'X' }]);
  });

  it('owner picker: Group and User by default, default kind Group', () => {
    expect(ownerPickerSettings({})).toEqual({ filters: [{ kind: ['Group', 'User'] }], defaultKind: 'Group' });
    expect(ownerPickerSettings({ catalogFilter: { kind: 'Group' } })).toEqual({ filters: [{ kind: 'Group' }], defaultKind: 'Group' });
    expect(ownerPickerSettings({ allowedKinds: ['User'] })).toEqual({ filters: [{ kind: ['User'] }], defaultKind: 'Group' });
  });

  it('adds a constraint to every filter, or makes it the filter', () => {
    expect(withConstraint([{ kind: 'A' }, { kind: 'B' }], 'relations.ownedBy', ['user:default/me'])).toEqual([
      { kind: 'A', 'relations.ownedBy': ['user:default/me'] },
      { kind: 'B', 'relations.ownedBy': ['user:default/me'] },
    ]);
    expect(withConstraint([], 'k', 'v')).toEqual([{ k: 'v' }]);
  });
});

describe('picker labels and values', () => {
  const ref = { kind: 'Group', namespace: 'default', name: 'team-a' };

  it.each([
    [ref, {}, 'group:team-a'],
    [ref, { defaultKind: 'Group' }, 'team-a'],
    [ref, { defaultKind: 'group' }, 'team-a'],
    [{ ...ref, namespace: 'ops' }, { defaultKind: 'Group' }, 'ops/team-a'],
    [{ ...ref, namespace: 'ops' }, { defaultKind: 'Group', defaultNamespace: 'ops' }, 'team-a'],
    [ref, { defaultKind: 'User', defaultNamespace: false as const }, 'group:default/team-a'],
  ])('%j with %j → %s', (entityRef, defaults, label) => {
    expect(humanizeEntityRef(entityRef, defaults)).toBe(label);
  });

  it('labels stored values, keeping values that are not refs as they are', () => {
    expect(pickerValueLabel('group:default/team-a', { defaultKind: 'Group' })).toBe('team-a');
    expect(pickerValueLabel('user:default/guest', { defaultKind: 'Group' })).toBe('user:guest');
    expect(pickerValueLabel('free text')).toBe('free text');
  });

  it('turns typed text into a full ref with the picker defaults', () => {
    expect(freeTextValue('team-a', { defaultKind: 'Group' })).toBe('group:default/team-a');
    expect(freeTextValue(' ops/team-a ', { defaultKind: 'Group' })).toBe('group:ops/team-a');
    expect(freeTextValue('user:guest', {})).toBe('user:default/guest');
    expect(freeTextValue('just text', {})).toBe('just text');
  });

  it('a humanized ref reads back to the same full ref (property)', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}[a-z0-9]$/);
    fc.assert(
      fc.property(fc.constantFrom('Group', 'User', 'Component'), word, word, fc.constantFrom('Group', 'User', 'Component'), (kind, namespace, name, defaultKind) => {
        const label = humanizeEntityRef({ kind, namespace, name }, { defaultKind });
        expect(freeTextValue(label, { defaultKind })).toBe(`${kind}:${namespace}/${name}`.toLowerCase());
      }),
    );
  });
});

describe('auto-select and arbitrary values', () => {
  it('allows arbitrary values unless the template says false', () => {
    expect(allowsArbitraryValues({})).toBe(true);
    expect(allowsArbitraryValues({ allowArbitraryValues: true })).toBe(true);
    expect(allowsArbitraryValues({ allowArbitraryValues: false })).toBe(false);
  });

  it.each([
    [1, true, false, true],
    [1, false, false, false],
    [1, true, true, false],
    [2, true, false, false],
    [0, true, false, false],
  ])('%i options, required %s, arbitrary %s → auto-select %s', (count, required, arbitrary, expected) => {
    expect(shouldAutoSelect(count, required, arbitrary)).toBe(expected);
  });
});

describe('virtualised option list', () => {
  it('rows are 36 px and at most 10.5 rows show', () => {
    expect(PICKER_ROW_HEIGHT).toBe(36);
    expect(PICKER_VISIBLE_ROWS).toBe(10.5);
    expect(virtualListHeight(3, 36, 10.5)).toBe(108);
    expect(virtualListHeight(10, 36, 10.5)).toBe(360);
    expect(virtualListHeight(500, 36, 10.5)).toBe(378);
  });

  it('renders the rows in view plus an overscan, never past the ends (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 200_000 }), (count, scrollTop) => {
        const { start, end } = visibleRowRange(scrollTop, count, 36, 10.5);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(end).toBeLessThanOrEqual(count);
        expect(end - start).toBeLessThanOrEqual(11 + 6);
        const firstVisible = Math.floor(scrollTop / 36);
        if (firstVisible < count) {
          expect(start).toBeLessThanOrEqual(firstVisible);
          expect(end).toBeGreaterThan(firstVisible);
        }
      }),
    );
  });
});

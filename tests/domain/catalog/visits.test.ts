import fc from 'fast-check';
import {
  isVisitOperator,
  listVisits,
  matchesVisitFilter,
  recentlyVisited,
  recordVisit,
  renameVisit,
  topVisited,
  visitsStorageKey,
  VISIT_OPERATORS,
  type Visit,
  type VisitFilter,
} from '../../../domain/catalog/visits';

const visit = (n: number, extra: Partial<Visit> = {}): Visit => ({
  id: `id-${n}`,
  name: `Page ${n}`,
  pathname: `/catalog/default/component/c${n}`,
  entityRef: `component:default/c${n}`,
  hits: n,
  timestamp: 1000 + n,
  ...extra,
});

describe('recordVisit', () => {
  it('adds a new pathname with one hit and the given id', () => {
    const { visits, saved } = recordVisit([], { name: 'Payments', pathname: '/catalog/default/component/payments' }, 5000, 'new-id');
    expect(saved).toEqual({ id: 'new-id', name: 'Payments', pathname: '/catalog/default/component/payments', hits: 1, timestamp: 5000 });
    expect(visits).toEqual([saved]);
  });

  it('merges a pathname seen before: same id, one more hit, new time and name, moved to the front', () => {
    const before = [visit(2), visit(1)];
    const { visits, saved } = recordVisit(before, { name: 'Renamed', pathname: visit(1).pathname, entityRef: 'component:default/c1' }, 9000, 'unused');
    expect(saved).toEqual({ ...visit(1), name: 'Renamed', hits: 2, timestamp: 9000 });
    expect(visits.map((v) => v.id)).toEqual(['id-1', 'id-2']);
  });

  it('keeps the 100 most recent', () => {
    const full = Array.from({ length: 100 }, (_, i) => visit(i));
    const { visits } = recordVisit(full, { name: 'x', pathname: '/new' }, 99_999, 'new');
    expect(visits).toHaveLength(100);
    expect(visits[0]!.id).toBe('new');
    expect(visits.some((v) => v.id === 'id-0')).toBe(false);
  });

  it('property: never more than the maximum, pathnames unique, newest first', () => {
    const input = fc.record({ name: fc.string(), pathname: fc.constantFrom('/a', '/b', '/c', '/d', '/e') });
    fc.assert(
      fc.property(fc.array(input, { maxLength: 30 }), fc.integer({ min: 1, max: 4 }), (inputs, max) => {
        let visits: readonly Visit[] = [];
        inputs.forEach((i, n) => {
          visits = recordVisit(visits, i, n, `id${n}`, max).visits;
        });
        expect(visits.length).toBeLessThanOrEqual(max);
        expect(new Set(visits.map((v) => v.pathname)).size).toBe(visits.length);
        expect([...visits].sort((a, b) => b.timestamp - a.timestamp)).toEqual(visits);
        const totalHits = visits.reduce((sum, v) => sum + v.hits, 0);
        expect(totalHits).toBeLessThanOrEqual(inputs.length);
      }),
    );
  });
});

describe('listing', () => {
  const visits = [visit(3, { timestamp: 10 }), visit(9, { timestamp: 5 }), visit(1, { timestamp: 30 }), ...Array.from({ length: 10 }, (_, i) => visit(20 + i, { hits: 0, timestamp: i }))];

  it('lists 8 by default', () => {
    expect(listVisits(visits)).toHaveLength(8);
    expect(listVisits(visits, { limit: 2 })).toHaveLength(2);
  });

  it('top visited: most hits first', () => {
    expect(topVisited(visits, 3).map((v) => v.hits)).toEqual([9, 3, 1]);
  });

  it('recently visited: most recent first', () => {
    expect(recentlyVisited(visits, 3).map((v) => v.timestamp)).toEqual([30, 10, 9]);
  });

  it('earlier order entries take precedence', () => {
    const tied = [visit(1, { hits: 2, timestamp: 1 }), visit(2, { hits: 2, timestamp: 3 }), visit(3, { hits: 5, timestamp: 2 })];
    expect(listVisits(tied, { orderBy: [{ field: 'hits', direction: 'desc' }, { field: 'timestamp', direction: 'asc' }] }).map((v) => v.id)).toEqual(['id-3', 'id-1', 'id-2']);
    expect(listVisits(tied, { orderBy: [{ field: 'name', direction: 'desc' }] }).map((v) => v.id)).toEqual(['id-3', 'id-2', 'id-1']);
  });

  it('applies every filter', () => {
    const result = listVisits(visits, {
      limit: 100,
      filterBy: [
        { field: 'hits', operator: '>=', value: 3 },
        { field: 'entityRef', operator: 'contains', value: 'component:' },
      ],
    });
    expect(result.map((v) => v.id).sort()).toEqual(['id-3', 'id-9']);
  });
});

describe('filter operators', () => {
  const v = visit(5, { hits: 5, name: 'Payments' });
  it('are exactly < <= == != > >= contains', () => {
    expect(VISIT_OPERATORS).toEqual(['<', '<=', '==', '!=', '>', '>=', 'contains']);
    expect(isVisitOperator('contains')).toBe(true);
    expect(isVisitOperator('=')).toBe(false);
  });

  it.each<[VisitFilter, boolean]>([
    [{ field: 'hits', operator: '<', value: 6 }, true],
    [{ field: 'hits', operator: '<', value: 5 }, false],
    [{ field: 'hits', operator: '<=', value: 5 }, true],
    [{ field: 'hits', operator: '==', value: 5 }, true],
    [{ field: 'hits', operator: '==', value: '5' }, false],
    [{ field: 'hits', operator: '!=', value: 4 }, true],
    [{ field: 'hits', operator: '>', value: 5 }, false],
    [{ field: 'hits', operator: '>=', value: 5 }, true],
    [{ field: 'name', operator: 'contains', value: 'ment' }, true],
    [{ field: 'name', operator: 'contains', value: 'MENT' }, false],
    [{ field: 'name', operator: '==', value: 'Payments' }, true],
  ])('%j -> %s', (filter, expected) => {
    expect(matchesVisitFilter(v, filter)).toBe(expected);
  });

  it('a missing field only passes !=', () => {
    const bare = { ...visit(1) };
    delete (bare as { entityRef?: string }).entityRef;
    expect(VISIT_OPERATORS.filter((operator) => matchesVisitFilter(bare, { field: 'entityRef', operator, value: 'x' }))).toEqual(['!=']);
  });
});

it('renames the record of a pathname', () => {
  expect(renameVisit([visit(1), visit(2)], visit(2).pathname, 'New')[1]!.name).toBe('New');
});

it('keys the visit store by user ref', () => {
  expect(visitsStorageKey('user:default/jdoe')).toBe('@backstage/plugin-home:visits:user:default/jdoe');
});

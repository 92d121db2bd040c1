import fc from 'fast-check';
import { catalogGraphPath, DEFAULT_GRAPH_STATE, DIRECTIONS, graphStateFromSearch, graphStateToSearch, parseMaxDepth, type CatalogGraphState } from '../../../domain/graph/graph-url';

describe('the catalog graph URL', () => {
  it('reads Backstage’s parameters', () => {
    expect(
      graphStateFromSearch(
        '?rootEntityRefs%5B%5D=component%3Adefault%2Fpayments&rootEntityRefs[]=api:default/payments-api&maxDepth=2&selectedKinds[]=API&selectedRelations[]=ownedBy&direction=lr&unidirectional=false&mergeRelations=false',
      ),
    ).toEqual({
      rootEntityRefs: ['component:default/payments', 'api:default/payments-api'],
      maxDepth: 2,
      selectedKinds: ['api'],
      selectedRelations: ['ownedBy'],
      direction: 'LR',
      unidirectional: false,
      mergeRelations: false,
    });
  });

  it('uses the defaults for what is missing or unreadable: no depth limit, top to bottom', () => {
    expect(graphStateFromSearch('?maxDepth=lots&direction=diagonal&unidirectional=maybe')).toEqual(DEFAULT_GRAPH_STATE);
    expect(DEFAULT_GRAPH_STATE.direction).toBe('TB');
    expect(DEFAULT_GRAPH_STATE.maxDepth).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    ['3', 3],
    ['0', 0],
    ['∞', Number.POSITIVE_INFINITY],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['', Number.POSITIVE_INFINITY],
    ['-1', Number.POSITIVE_INFINITY],
    ['1.5', Number.POSITIVE_INFINITY],
  ])('maxDepth=%j is %d', (value, depth) => {
    expect(parseMaxDepth(value)).toBe(depth);
  });

  it('writes only what differs from the defaults', () => {
    expect(catalogGraphPath({ rootEntityRefs: ['component:default/payments'] })).toBe('/catalog-graph?rootEntityRefs%5B%5D=component%3Adefault%2Fpayments');
    expect(graphStateToSearch(DEFAULT_GRAPH_STATE)).toBe('');
  });

  it('reads back what it writes (property)', () => {
    const ref = fc.stringMatching(/^[a-z]{1,8}:[a-z]{1,8}\/[a-z0-9-]{1,12}$/);
    const state: fc.Arbitrary<CatalogGraphState> = fc.record({
      rootEntityRefs: fc.uniqueArray(ref, { maxLength: 3 }),
      maxDepth: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constant(Number.POSITIVE_INFINITY)),
      selectedKinds: fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 3 }),
      selectedRelations: fc.uniqueArray(fc.constantFrom('ownedBy', 'partOf', 'dependsOn'), { maxLength: 3 }),
      direction: fc.constantFrom(...DIRECTIONS),
      unidirectional: fc.boolean(),
      mergeRelations: fc.boolean(),
    });
    fc.assert(fc.property(state, (value) => expect(graphStateFromSearch(graphStateToSearch(value))).toEqual(value)));
  });
});

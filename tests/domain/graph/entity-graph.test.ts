import fc from 'fast-check';
import { buildEntityGraph, canonicalRef, nextLevelRefs } from '../../../domain/graph/entity-graph';
import { pairOf, RELATION_PAIRS } from '../../../domain/graph/relation-pairs';
import { RELATION_NAMES } from '../../../domain/catalog/entity';
import { catalogOf, entity, paymentsSlice } from './graph-fixtures';

const ROOT = 'component:default/payments';

describe('relation pairs', () => {
  it('pairs every relation name exactly once', () => {
    const paired = RELATION_PAIRS.flat();
    expect([...paired].sort()).toEqual([...RELATION_NAMES].sort());
    expect(new Set(paired).size).toBe(paired.length);
  });
  it('answers the pair of a relation, and an unknown relation alone', () => {
    expect(pairOf('ownedBy')).toEqual(['ownerOf', 'ownedBy']);
    expect(pairOf('providesApi')).toEqual(['apiProvidedBy', 'providesApi']);
    expect(pairOf('custom')).toEqual(['custom']);
  });
});

describe('nextLevelRefs', () => {
  it('answers the unknown targets of the frontier, once each, in relation order', () => {
    const known = catalogOf([entity(ROOT, ['ownedBy group:default/team-payments', 'partOf system:default/payments-platform', 'ownedBy group:default/team-payments'])]);
    expect(nextLevelRefs(known, [ROOT], {})).toEqual(['group:default/team-payments', 'system:default/payments-platform']);
  });

  it('follows only the chosen relations and target kinds (any case)', () => {
    const known = paymentsSlice();
    const fresh = new Map([[ROOT, known.get(ROOT)!]]);
    expect(nextLevelRefs(fresh, [ROOT], { relations: ['ownedBy', 'dependsOn'] })).toEqual(['group:default/team-payments', 'resource:default/payments-db']);
    expect(nextLevelRefs(fresh, [ROOT], { kinds: ['API'] })).toEqual(['api:default/payments-api', 'api:default/ledger-grpc']);
  });

  it('skips refs already known, even when the catalog had no entity for them', () => {
    const known = new Map([[ROOT, paymentsSlice().get(ROOT)!], ['group:default/team-payments', null]]);
    expect(nextLevelRefs(known, [ROOT], { relations: ['ownedBy'] })).toEqual([]);
  });
});

describe('buildEntityGraph', () => {
  it('merges relation pairs into one edge in the direction of the pair’s first relation, named by that relation', () => {
    const graph = buildEntityGraph(paymentsSlice(), { rootEntityRefs: [ROOT], unidirectional: true, mergeRelations: true });
    expect(graph.nodes.map((node) => [node.id, node.isRoot])).toEqual([
      [ROOT, true],
      ['group:default/team-payments', false],
      ['system:default/payments-platform', false],
      ['api:default/payments-api', false],
      ['api:default/ledger-grpc', false],
      ['resource:default/payments-db', false],
    ]);
    expect(graph.nodes[0]).toMatchObject({ kind: 'component', namespace: 'default', name: 'payments', title: 'Payments Service' });
    expect(graph.edges.map((edge) => `${edge.from} -> ${edge.to} [${edge.label}]`)).toEqual([
      `group:default/team-payments -> ${ROOT} [ownerOf]`,
      `system:default/payments-platform -> ${ROOT} [hasPart]`,
      `api:default/payments-api -> ${ROOT} [apiProvidedBy]`,
      `${ROOT} -> api:default/ledger-grpc [consumesApi]`,
      `${ROOT} -> resource:default/payments-db [dependsOn]`,
    ]);
    expect(graph.edges[0]!.relations).toEqual(['ownerOf', 'ownedBy']);
  });

  it('unidirectional: no edge back to an entity reached before; otherwise every relation among the shown entities', () => {
    const simplified = buildEntityGraph(paymentsSlice(), { rootEntityRefs: [ROOT], unidirectional: true, mergeRelations: true });
    const full = buildEntityGraph(paymentsSlice(), { rootEntityRefs: [ROOT], unidirectional: false, mergeRelations: true });
    expect(simplified.edges).toHaveLength(5);
    // team-payments ownerOf payments-api, payments-platform hasPart payments-api: cross edges only in the full graph.
    expect(full.edges.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual(
      expect.arrayContaining(['group:default/team-payments -> api:default/payments-api', 'system:default/payments-platform -> api:default/payments-api']),
    );
    expect(full.edges).toHaveLength(7);
  });

  it('without merging, each relation is its own edge from its entity', () => {
    const graph = buildEntityGraph(paymentsSlice(), { rootEntityRefs: [ROOT], unidirectional: false, mergeRelations: false });
    expect(graph.edges.filter((edge) => edge.from === ROOT).map((edge) => edge.label)).toEqual(['ownedBy', 'partOf', 'providesApi', 'consumesApi', 'dependsOn']);
    expect(graph.edges.find((edge) => edge.from === 'group:default/team-payments' && edge.to === ROOT)?.label).toBe('ownerOf');
  });

  it('filters by relation and kind, and leaves out refs the catalog does not have', () => {
    const slice = new Map(paymentsSlice());
    slice.set('api:default/ledger-grpc', null);
    const graph = buildEntityGraph(slice, { rootEntityRefs: [ROOT], unidirectional: true, mergeRelations: true, kinds: ['api', 'resource'], relations: ['consumesApi', 'dependsOn', 'providesApi'] });
    expect(graph.nodes.map((node) => node.id)).toEqual([ROOT, 'api:default/payments-api', 'resource:default/payments-db']);
  });

  it('accepts roots in any spelling', () => {
    expect(canonicalRef('Component:Default/Payments')).toBe(ROOT);
    const graph = buildEntityGraph(paymentsSlice(), { rootEntityRefs: ['Component:Default/Payments'], unidirectional: true, mergeRelations: true });
    expect(graph.nodes[0]!.isRoot).toBe(true);
  });

  it('has no duplicate edges, no self edges, and only edges between its nodes (property)', () => {
    const refs = ['component:default/a', 'component:default/b', 'api:default/c', 'group:default/d', 'system:default/e'];
    const relation = fc.tuple(fc.constantFrom(...RELATION_NAMES), fc.constantFrom(...refs)).map(([type, target]) => `${type} ${target}`);
    fc.assert(
      fc.property(fc.array(fc.array(relation, { maxLength: 6 }), { minLength: refs.length, maxLength: refs.length }), fc.boolean(), fc.boolean(), (relations, unidirectional, mergeRelations) => {
        const catalog = catalogOf(refs.map((ref, index) => entity(ref, relations[index])));
        const graph = buildEntityGraph(catalog, { rootEntityRefs: [refs[0]!], unidirectional, mergeRelations });
        const ids = new Set(graph.nodes.map((node) => node.id));
        expect(ids.size).toBe(graph.nodes.length);
        expect(new Set(graph.edges.map((edge) => edge.id)).size).toBe(graph.edges.length);
        for (const edge of graph.edges) {
          expect(edge.from).not.toBe(edge.to);
          expect(ids.has(edge.from) && ids.has(edge.to)).toBe(true);
        }
      }),
    );
  });
});

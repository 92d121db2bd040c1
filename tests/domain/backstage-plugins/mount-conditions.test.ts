import type { Entity } from '../../../domain/catalog/entity';
import { configConditionHolds, exportedPredicateNames } from '../../../domain/app/config-conditions';
import { fillPath, portalPathOfRouteRef } from '../../../domain/backstage-plugins/route-targets';

const entity = (kind: string, type: string | undefined, annotations: Record<string, string> = {}): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind,
  metadata: { name: 'payments', annotations },
  ...(type ? { spec: { type } } : {}),
});

describe("a Backstage plugin's mount condition", () => {
  const noPredicates = () => undefined;

  it('holds by kind and type in any letter case, and by an annotation with a value', () => {
    const service = entity('Component', 'service', { 'sonarqube.org/project-key': 'payments', 'github.com/project-slug': ' ' });
    expect(configConditionHolds({ isKind: ['component'] }, service, noPredicates)).toBe(true);
    expect(configConditionHolds({ isKind: ['group', 'user'] }, service, noPredicates)).toBe(false);
    expect(configConditionHolds({ isType: ['Service'] }, service, noPredicates)).toBe(true);
    expect(configConditionHolds({ isType: ['service'] }, entity('Group', undefined), noPredicates)).toBe(false);
    expect(configConditionHolds({ hasAnnotation: 'sonarqube.org/project-key' }, service, noPredicates)).toBe(true);
    expect(configConditionHolds({ hasAnnotation: 'github.com/project-slug' }, service, noPredicates)).toBe(false);
  });

  it('combines with allOf and anyOf, and asks an exported predicate by name; a missing or throwing one does not hold', () => {
    const group = entity('Group', 'team');
    const predicates: Record<string, (entity: Entity) => boolean> = {
      isGroup: (e) => e.kind === 'Group',
      throws: () => {
        throw new Error('no');
      },
    };
    const predicateOf = (name: string) => predicates[name];
    expect(configConditionHolds({ allOf: [{ isKind: ['group'] }, { exported: 'isGroup' }] }, group, predicateOf)).toBe(true);
    expect(configConditionHolds({ allOf: [{ isKind: ['group'] }, { isType: ['squad'] }] }, group, predicateOf)).toBe(false);
    expect(configConditionHolds({ anyOf: [{ isType: ['squad'] }, { exported: 'isGroup' }] }, group, predicateOf)).toBe(true);
    expect(configConditionHolds({ exported: 'throws' }, group, predicateOf)).toBe(false);
    expect(configConditionHolds({ exported: 'isNowhere' }, group, predicateOf)).toBe(false);
    expect(exportedPredicateNames({ anyOf: [{ exported: 'a' }, { allOf: [{ exported: 'b' }, { exported: 'a' }, { isKind: ['x'] }] }] })).toEqual(['a', 'b']);
    expect(configConditionHolds({ not: { exported: 'isGroup' } }, group, predicateOf)).toBe(false);
    expect(exportedPredicateNames({ not: { anyOf: [{ exported: 'c' }] } })).toEqual(['c']);
    expect(exportedPredicateNames({ isKind: ['x'] })).toEqual([]);
  });
});

describe("Backstage's route refs in Portico", () => {
  it("leads the entity page, catalog, docs, templates and search refs to Portico's pages, by id or default target", () => {
    expect(portalPathOfRouteRef({ id: 'catalog:entity' })).toBe('/catalog/:namespace/:kind/:name');
    expect(portalPathOfRouteRef({ id: 'catalog-index', defaultTarget: 'catalog.catalogIndex' })).toBe('/catalog');
    expect(portalPathOfRouteRef({ id: 'anything', defaultTarget: 'techdocs.docRoot' })).toBe('/docs/:namespace/:kind/:name');
    expect(portalPathOfRouteRef({ id: 'acme-internal' })).toBeUndefined();
    expect(fillPath('/catalog/:namespace/:kind/:name', { namespace: 'Default', kind: 'Group', name: 'team a' })).toBe('/catalog/default/group/team%20a');
  });
});

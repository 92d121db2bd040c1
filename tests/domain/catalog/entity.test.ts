import * as ours from '../../../domain/catalog/entity';
import { catalogProcessingErrors, hasStatusItems, isOrphan, relationTargets, type Entity } from '../../../domain/catalog/entity';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const backstage = require('@backstage/catalog-model') as Record<string, unknown>;

describe('names shared with Backstage', () => {
  const shared = Object.keys(backstage).filter((key) => /^RELATION_/.test(key) || ['ANNOTATION_VIEW_URL', 'ANNOTATION_EDIT_URL', 'ANNOTATION_LOCATION', 'ANNOTATION_ORIGIN_LOCATION', 'ANNOTATION_SOURCE_LOCATION'].includes(key));

  it.each(shared)('%s', (key) => {
    expect((ours as Record<string, unknown>)[key]).toBe(backstage[key]);
  });

  it('lists the 14 relation names', () => {
    expect(ours.RELATION_NAMES).toEqual([
      'ownedBy', 'ownerOf', 'consumesApi', 'apiConsumedBy', 'providesApi', 'apiProvidedBy', 'dependsOn',
      'dependencyOf', 'parentOf', 'childOf', 'memberOf', 'hasMember', 'partOf', 'hasPart',
    ]);
  });

  it('spells the orphan marker and processing status type as the catalog writes them', () => {
    expect(ours.ANNOTATION_ORPHAN).toBe('backstage.io/orphan');
    expect(ours.STATUS_TYPE_CATALOG_PROCESSING).toBe('backstage.io/catalog-processing');
  });
});

describe('entity helpers', () => {
  const entity: Entity = {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name: 'x', annotations: { 'backstage.io/orphan': 'true' } },
    relations: [
      { type: 'ownedBy', targetRef: 'group:default/a' },
      { type: 'dependsOn', targetRef: 'resource:default/db' },
      { type: 'ownedBy', targetRef: 'user:default/b' },
    ],
    status: {
      items: [
        { level: 'error', type: 'backstage.io/catalog-processing', message: 'bad yaml' },
        { level: 'info', type: 'other', message: 'fine' },
      ],
    },
  };

  it('reads the orphan marker', () => {
    expect(isOrphan(entity)).toBe(true);
    expect(isOrphan({ ...entity, metadata: { name: 'x' } })).toBe(false);
    expect(isOrphan({ ...entity, metadata: { name: 'x', annotations: { 'backstage.io/orphan': 'false' } } })).toBe(false);
  });

  it('picks processing errors out of the status items', () => {
    expect(catalogProcessingErrors(entity).map((item) => item.message)).toEqual(['bad yaml']);
    expect(hasStatusItems(entity)).toBe(true);
    expect(hasStatusItems({ ...entity, status: {} })).toBe(false);
  });

  it('lists relation targets of one type', () => {
    expect(relationTargets(entity, 'ownedBy')).toEqual(['group:default/a', 'user:default/b']);
    expect(relationTargets(entity, 'partOf')).toEqual([]);
  });
});

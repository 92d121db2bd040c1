import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import {
  AddLocationResponseCodec,
  AnalyzeLocationResponseCodec,
  EntitiesByRefsCodec,
  EntityAncestryCodec,
  EntityFacetsCodec,
  EntityListCodec,
  EntityQueryPageCodec,
  ValidationErrorsCodec,
} from '../../../adapters/catalog/catalog-responses.codec';
import { LocationCodec, LocationListCodec } from '../../../adapters/catalog/location.codec';
import { VisitListCodec } from '../../../adapters/catalog/visit.codec';
import { decodeWith } from '../../../adapters/shared/decode';

// Bodies shaped like the real backend's answers (see catalog.http-adapter.test.ts), then broken ones.

const entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments', namespace: 'default' } };
const location = { id: '5a51', type: 'url', target: 'https://x/catalog-info.yaml', entityRef: 'location:default/generated-1' };

const cases: ReadonlyArray<readonly [string, t.Mixed, unknown, unknown, readonly string[]]> = [
  ['GET /entities', EntityListCodec, [entity], [entity, { kind: 'x' }], ['1.apiVersion: expected string, got nothing', '1.metadata: expected EntityMetadata, got nothing']],
  [
    'GET /entities/by-query',
    EntityQueryPageCodec,
    { items: [entity], totalItems: 1, pageInfo: { nextCursor: 'abc' } },
    { items: [entity], totalItems: '1', pageInfo: { nextCursor: 5 } },
    ['totalItems: expected number, got "1"', 'pageInfo.nextCursor: expected string, got 5'],
  ],
  ['POST /entities/by-refs', EntitiesByRefsCodec, { items: [entity, null] }, { items: [null, { ...entity, metadata: {} }] }, ['items.1.metadata.name: expected string, got nothing']],
  [
    'GET .../ancestry',
    EntityAncestryCodec,
    { rootEntityRef: 'component:default/payments', items: [{ entity, parentEntityRefs: ['location:default/x'] }] },
    { rootEntityRef: 'component:default/payments', items: [{ entity, parentEntityRefs: 'location:default/x' }] },
    ['items.0.parentEntityRefs: expected ReadonlyArray<string>, got "location:default/x"'],
  ],
  [
    'GET /entity-facets',
    EntityFacetsCodec,
    { facets: { kind: [{ value: 'Component', count: 9 }] } },
    { facets: { kind: [{ value: 'Component' }] } },
    ['facets.kind.0.count: expected number, got nothing'],
  ],
  ['GET /locations', LocationListCodec, [{ data: location }], [location], ['0.data: expected Location, got nothing']],
  ['GET /locations/{id}', LocationCodec, location, { ...location, id: 3 }, ['id: expected string, got 3']],
  [
    'POST /locations',
    AddLocationResponseCodec,
    { location, entities: [entity], exists: false },
    { location, entities: [entity], exists: 'no' },
    ['exists: expected boolean, got "no"'],
  ],
  [
    'POST /validate-entity (400)',
    ValidationErrorsCodec,
    { errors: [{ name: 'InputError', message: 'bad', stack: '...' }] },
    { errors: [{ name: 'InputError' }] },
    ['errors.0.message: expected string, got nothing'],
  ],
  [
    'POST /analyze-location',
    AnalyzeLocationResponseCodec,
    {
      existingEntityFiles: [{ location: { type: 'url', target: 'https://x' }, isRegistered: false, entity }],
      generateEntities: [{ entity: { kind: 'Component', metadata: { name: 'r' } }, fields: [{ field: 'spec.owner', state: 'needsUserInput', value: null, description: 'd' }] }],
    },
    { existingEntityFiles: [{ location: {}, isRegistered: 'no', entity }], generateEntities: [{ entity: 'x' }] },
    [
      'existingEntityFiles.0.location.target: expected string, got nothing',
      'existingEntityFiles.0.isRegistered: expected boolean, got "no"',
      'generateEntities.0.entity: expected PartialEntity, got "x"',
    ],
  ],
  [
    'stored visits',
    VisitListCodec,
    [{ id: '1', name: 'Payments', pathname: '/catalog/default/component/payments', entityRef: 'component:default/payments', hits: 2, timestamp: 1 }],
    [{ id: '1', name: 'Payments', pathname: '/x', hits: '2', timestamp: 1 }],
    ['0.hits: expected number, got "2"'],
  ],
];

describe.each(cases)('%s', (_call, codec, good, bad, paths) => {
  it('decodes the answer as it came', () => {
    expect(codec.decode(good)).toEqual(E.right(good));
  });

  it('reports the failing paths of a malformed answer', () => {
    const result = decodeWith(codec)(bad);
    if (E.isRight(result) || result.left._tag !== 'Decode') throw new Error('expected a Decode error');
    const reported = result.left.paths;
    expect(reported).toHaveLength(paths.length);
    paths.forEach((path, index) => expect(reported[index]).toContain(path));
  });
});

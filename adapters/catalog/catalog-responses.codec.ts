import * as t from 'io-ts';
import { EntityCodec, PartialEntityCodec } from './entity.codec';
import { LocationCodec } from './location.codec';
import { nullable, openStruct } from './open-struct.codec';

// Bodies of the catalog backend's answers.

/** GET /entities: a plain array. */
export const EntityListCodec = t.readonlyArray(EntityCodec);

/** GET /entities/by-query. */
export const EntityQueryPageCodec = openStruct('EntityQueryPage', {
  items: t.readonlyArray(EntityCodec),
  totalItems: t.number,
  pageInfo: openStruct('PageInfo', {}, { nextCursor: t.string, prevCursor: t.string }),
});
export type EntityQueryPageWire = t.TypeOf<typeof EntityQueryPageCodec>;

/** POST /entities/by-refs: one item per ref, null for the ones the catalog does not have. */
export const EntitiesByRefsCodec = openStruct('EntitiesByRefs', {
  items: t.readonlyArray(nullable(EntityCodec)),
});

/** GET /entities/by-name/{kind}/{namespace}/{name}/ancestry. */
export const EntityAncestryCodec = openStruct('EntityAncestry', {
  rootEntityRef: t.string,
  items: t.readonlyArray(
    openStruct('EntityAncestryItem', { entity: EntityCodec, parentEntityRefs: t.readonlyArray(t.string) }),
  ),
});

/** GET /entity-facets. */
export const EntityFacetsCodec = openStruct('EntityFacets', {
  facets: t.record(t.string, t.readonlyArray(openStruct('FacetCount', { value: t.string, count: t.number }))),
});

/** POST /locations: a missing location is reported as 'Location wasn't added' by the adapter. */
export const AddLocationResponseCodec = openStruct(
  'AddLocationResponse',
  {},
  { location: LocationCodec, entities: t.readonlyArray(EntityCodec), exists: t.boolean },
);
export type AddLocationResponseWire = t.TypeOf<typeof AddLocationResponseCodec>;

/** POST /validate-entity answers 400 with the serialized errors. */
export const ValidationErrorsCodec = openStruct(
  'ValidationErrors',
  {},
  { errors: t.readonlyArray(openStruct('ValidationError', { message: t.string }, { name: t.string })) },
);

/** POST /analyze-location. */
export const AnalyzeLocationResponseCodec = openStruct('AnalyzeLocationResponse', {
  existingEntityFiles: t.readonlyArray(
    openStruct('ExistingEntityFile', {
      location: openStruct('ExistingEntityFileLocation', { target: t.string }, { type: t.string }),
      isRegistered: t.boolean,
      entity: EntityCodec,
    }),
  ),
  generateEntities: t.readonlyArray(
    openStruct(
      'GeneratedEntity',
      { entity: PartialEntityCodec },
      {
        fields: t.readonlyArray(
          openStruct(
            'GeneratedEntityField',
            { field: t.string, state: t.string },
            { value: nullable(t.string), description: t.string },
          ),
        ),
      },
    ),
  ),
});

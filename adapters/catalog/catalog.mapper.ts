import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { EntityQueryPage } from '../../application/catalog/catalog-reader.port';
import type { AddLocationResult, AnalyzeLocationResult } from '../../application/catalog/entity-registrar.port';
import type { BackendError } from '../../application/shared/backend-error';
import { catalogMessages } from '../../domain/catalog/messages';
import type { Location } from '../../domain/catalog/location-ref';
import type {
  AddLocationResponseWire,
  AnalyzeLocationResponseCodec,
  EntityQueryPageWire,
} from './catalog-responses.codec';
import type { LocationListCodec } from './location.codec';

// Wire bodies → the shapes the application ports promise.

export const toEntityQueryPage = (wire: EntityQueryPageWire): EntityQueryPage => ({
  items: wire.items,
  totalItems: wire.totalItems,
  pageInfo: {
    ...(wire.pageInfo.nextCursor ? { nextCursor: wire.pageInfo.nextCursor } : {}),
    ...(wire.pageInfo.prevCursor ? { prevCursor: wire.pageInfo.prevCursor } : {}),
  },
});

export const toLocations = (wire: t.TypeOf<typeof LocationListCodec>): readonly Location[] => wire.map((item) => item.data);

/** An answer without a location means nothing was added. */
export const toAddLocationResult = (wire: AddLocationResponseWire, target: string): Either<BackendError, AddLocationResult> =>
  wire.location
    ? E.right({
        location: wire.location,
        entities: wire.entities ?? [],
        ...(wire.exists !== undefined ? { exists: wire.exists } : {}),
      })
    : E.left({ _tag: 'Decode', message: catalogMessages.locationNotAdded(target), paths: ['location'] });

export const toAnalyzeLocationResult = (wire: t.TypeOf<typeof AnalyzeLocationResponseCodec>): AnalyzeLocationResult => ({
  existingEntityFiles: wire.existingEntityFiles,
  generateEntities: wire.generateEntities.map((generated) => ({ entity: generated.entity, fields: generated.fields ?? [] })),
});

import * as t from 'io-ts';
import type { Location } from '../../domain/catalog/location-ref';
import { openStruct } from './open-struct.codec';

/** A registered location: GET /locations/{id}, GET /locations/by-entity/..., POST /locations. */
export const LocationCodec: t.Type<Location, unknown, unknown> = openStruct('Location', {
  id: t.string,
  type: t.string,
  target: t.string,
});

/** GET /locations wraps each location: [{ data: Location }]. */
export const LocationListCodec = t.readonlyArray(openStruct('LocationListItem', { data: LocationCodec }));

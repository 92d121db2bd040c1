import * as t from 'io-ts';
import type { Visit } from '../../domain/catalog/visits';
import { openStruct } from './open-struct.codec';

/** A visit record as stored (id, name, pathname, entityRef, hits, timestamp). */
export const VisitCodec: t.Type<Visit, unknown, unknown> = openStruct(
  'Visit',
  { id: t.string, name: t.string, pathname: t.string, hits: t.number, timestamp: t.number },
  { entityRef: t.string },
);

export const VisitListCodec = t.readonlyArray(VisitCodec);

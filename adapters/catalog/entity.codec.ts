import * as t from 'io-ts';
import type { PartialEntity } from '../../application/catalog/entity-registrar.port';
import type { Entity } from '../../domain/catalog/entity';
import { openStruct } from './open-struct.codec';

// Catalog entities as the backend sends them. Required: apiVersion, kind and
// metadata.name. The fields the portal reads are checked when present; every other field is kept
// as it came, the way Backstage keeps it.

const StringRecord = t.record(t.string, t.string);

const LinkCodec = openStruct('EntityLink', { url: t.string }, { title: t.string, icon: t.string, type: t.string });

const optionalMetadata = {
  uid: t.string,
  etag: t.string,
  namespace: t.string,
  title: t.string,
  description: t.string,
  tags: t.readonlyArray(t.string),
  labels: StringRecord,
  annotations: StringRecord,
  links: t.readonlyArray(LinkCodec),
};

const MetadataCodec = openStruct('EntityMetadata', { name: t.string }, optionalMetadata);

const ProfileCodec = openStruct('EntityProfile', {}, { displayName: t.string, email: t.string, picture: t.string });

const SpecCodec = openStruct(
  'EntitySpec',
  {},
  {
    type: t.string,
    owner: t.string,
    lifecycle: t.string,
    profile: ProfileCodec,
    target: t.string,
    targets: t.readonlyArray(t.string),
  },
);

const RelationCodec = openStruct('EntityRelation', { type: t.string, targetRef: t.string });

const StatusItemCodec = openStruct(
  'EntityStatusItem',
  { level: t.keyof({ info: null, warning: null, error: null }), type: t.string, message: t.string },
  { error: openStruct('SerializedError', { name: t.string, message: t.string }) },
);

const StatusCodec = openStruct('EntityStatus', {}, { items: t.readonlyArray(StatusItemCodec) });

/** A catalog entity; decoding keeps unknown fields. */
export const EntityCodec: t.Type<Entity, unknown, unknown> = openStruct(
  'Entity',
  { apiVersion: t.string, kind: t.string, metadata: MetadataCodec },
  { spec: SpecCodec, relations: t.readonlyArray(RelationCodec), status: StatusCodec },
);

/** An entity of which any part may be missing (the analyzer's proposals). */
export const PartialEntityCodec: t.Type<PartialEntity, unknown, unknown> = openStruct(
  'PartialEntity',
  {},
  {
    apiVersion: t.string,
    kind: t.string,
    metadata: openStruct('PartialEntityMetadata', {}, { name: t.string, ...optionalMetadata }),
    spec: SpecCodec,
  },
);

import * as t from 'io-ts';
import type { Entity } from '../../domain/catalog/entity';
import type { PartialEntity } from '../../application/catalog/entity-registrar.port';

// Catalog entities as the backend sends them (spec section 3). Required: apiVersion, kind and
// metadata.name. The fields the portal reads are checked when present; every other field is kept
// as it came, the way Backstage keeps it.

const StringRecord = t.record(t.string, t.string);

const LinkCodec = t.intersection([t.type({ url: t.string }), t.partial({ title: t.string, icon: t.string, type: t.string })]);

const OptionalMetadata = t.partial({
  uid: t.string,
  etag: t.string,
  namespace: t.string,
  title: t.string,
  description: t.string,
  tags: t.readonlyArray(t.string),
  labels: StringRecord,
  annotations: StringRecord,
  links: t.readonlyArray(LinkCodec),
});

const MetadataCodec = t.intersection([t.type({ name: t.string }), OptionalMetadata]);

const ProfileCodec = t.partial({ displayName: t.string, email: t.string, picture: t.string });

const SpecCodec = t.intersection([
  t.UnknownRecord,
  t.partial({
    type: t.string,
    owner: t.string,
    lifecycle: t.string,
    profile: ProfileCodec,
    target: t.string,
    targets: t.readonlyArray(t.string),
  }),
]);

const RelationCodec = t.type({ type: t.string, targetRef: t.string });

const StatusItemCodec = t.intersection([
  t.type({ level: t.keyof({ info: null, warning: null, error: null }), type: t.string, message: t.string }),
  t.partial({ error: t.intersection([t.UnknownRecord, t.type({ name: t.string, message: t.string })]) }),
]);

const EntityWire = t.intersection([
  t.type({ apiVersion: t.string, kind: t.string, metadata: t.intersection([t.UnknownRecord, MetadataCodec]) }),
  t.partial({
    spec: SpecCodec,
    relations: t.readonlyArray(RelationCodec),
    status: t.partial({ items: t.readonlyArray(StatusItemCodec) }),
  }),
]);

/** A catalog entity; decoding keeps unknown fields. */
export const EntityCodec = new t.Type<Entity, unknown, unknown>(
  'Entity',
  (value): value is Entity => EntityWire.is(value),
  (value, context) => EntityWire.validate(value, context),
  (entity) => entity,
);

const PartialEntityWire = t.intersection([
  t.UnknownRecord,
  t.partial({
    apiVersion: t.string,
    kind: t.string,
    metadata: t.intersection([t.UnknownRecord, t.partial({ name: t.string }), OptionalMetadata]),
    spec: SpecCodec,
  }),
]);

/** An entity of which any part may be missing (the analyzer's proposals). */
export const PartialEntityCodec = new t.Type<PartialEntity, unknown, unknown>(
  'PartialEntity',
  (value): value is PartialEntity => PartialEntityWire.is(value),
  (value, context) => PartialEntityWire.validate(value, context),
  (entity) => entity,
);

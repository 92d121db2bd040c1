import * as t from 'io-ts';
import type { AuthorizeResponseItem } from '../../domain/permission/authorize-batch';
import type { PermissionCriteria } from '../../domain/permission/decision';

const BinaryResultCodec = t.keyof({ ALLOW: null, DENY: null });

const ConditionCodec = t.intersection([
  t.type({ rule: t.string, resourceType: t.string }),
  t.partial({ params: t.UnknownRecord }),
]);

/** A non-empty list of criteria, as the backend sends for anyOf and allOf. */
const nonEmptyArray = <C extends t.Mixed>(codec: C) =>
  t.refinement(t.readonlyArray(codec), (items) => items.length > 0, `NonEmptyArray<${codec.name}>`);

/** The conditions tree of a CONDITIONAL decision: a rule, or anyOf / allOf / not over criteria. */
export const PermissionCriteriaCodec: t.Type<PermissionCriteria, unknown> = t.recursion('PermissionCriteria', () =>
  t.union([
    ConditionCodec,
    t.type({ anyOf: nonEmptyArray(PermissionCriteriaCodec) }),
    t.type({ allOf: nonEmptyArray(PermissionCriteriaCodec) }),
    t.type({ not: PermissionCriteriaCodec }),
  ]),
);

const ConditionalItemCodec = t.exact(t.type({
  id: t.string,
  result: t.literal('CONDITIONAL'),
  pluginId: t.string,
  resourceType: t.string,
  conditions: PermissionCriteriaCodec,
}));

const DefiniteItemCodec = t.exact(t.type({ id: t.string, result: BinaryResultCodec }));

/** Batched items answer one ALLOW/DENY per resource ref. */
const BatchedItemCodec = t.exact(t.type({ id: t.string, result: t.array(BinaryResultCodec) }));

/** Body of POST {permission backend}/authorize: { items: [{ id, result, ... }] }. */
export const AuthorizeResponseCodec = t.type({
  items: t.array(t.union([DefiniteItemCodec, ConditionalItemCodec, BatchedItemCodec])),
});
export type AuthorizeResponseWire = t.TypeOf<typeof AuthorizeResponseCodec>;

export const toAuthorizeResponseItems = (wire: AuthorizeResponseWire): readonly AuthorizeResponseItem[] => wire.items;

// Relations come in pairs (ownerOf/ownedBy …). When relations are merged, both directions of a
// pair become one edge, drawn in the direction of the pair's first relation — as Backstage's catalog graph does.
import {
  RELATION_API_CONSUMED_BY,
  RELATION_API_PROVIDED_BY,
  RELATION_CHILD_OF,
  RELATION_CONSUMES_API,
  RELATION_DEPENDENCY_OF,
  RELATION_DEPENDS_ON,
  RELATION_HAS_MEMBER,
  RELATION_HAS_PART,
  RELATION_MEMBER_OF,
  RELATION_OWNED_BY,
  RELATION_OWNER_OF,
  RELATION_PARENT_OF,
  RELATION_PART_OF,
  RELATION_PROVIDES_API,
} from '../catalog/entity';

export type RelationPair = readonly [string, string];

export const RELATION_PAIRS: readonly RelationPair[] = [
  [RELATION_OWNER_OF, RELATION_OWNED_BY],
  [RELATION_CONSUMES_API, RELATION_API_CONSUMED_BY],
  [RELATION_API_PROVIDED_BY, RELATION_PROVIDES_API],
  [RELATION_HAS_PART, RELATION_PART_OF],
  [RELATION_PARENT_OF, RELATION_CHILD_OF],
  [RELATION_HAS_MEMBER, RELATION_MEMBER_OF],
  [RELATION_DEPENDS_ON, RELATION_DEPENDENCY_OF],
];

/** The pair a relation belongs to; an unknown relation is a pair of its own. */
export const pairOf = (relation: string): readonly string[] =>
  RELATION_PAIRS.find(([left, right]) => left === relation || right === relation) ?? [relation];

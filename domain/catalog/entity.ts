// The catalog entity, its relation names and well-known annotations.

/** An external link of an entity. */
export interface EntityLink {
  readonly url: string;
  readonly title?: string;
  readonly icon?: string;
  readonly type?: string;
}

export interface EntityMetadata {
  readonly uid?: string;
  readonly etag?: string;
  readonly name: string;
  /** Absent means the default namespace 'default'. */
  readonly namespace?: string;
  readonly title?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
  readonly links?: readonly EntityLink[];
  readonly [key: string]: unknown;
}

export interface EntityProfile {
  readonly displayName?: string;
  readonly email?: string;
  readonly picture?: string;
  readonly [key: string]: unknown;
}

/** Kind-specific data; the fields the portal reads are named, the rest stays unknown. */
export interface EntitySpec {
  readonly type?: string;
  readonly owner?: string;
  readonly lifecycle?: string;
  readonly profile?: EntityProfile;
  readonly target?: string;
  readonly targets?: readonly string[];
  readonly [key: string]: unknown;
}

export interface EntityRelation {
  readonly type: string;
  readonly targetRef: string;
}

export type EntityStatusLevel = 'info' | 'warning' | 'error';

export interface EntityStatusItem {
  readonly level: EntityStatusLevel;
  readonly type: string;
  readonly message: string;
  readonly error?: { readonly name: string; readonly message: string; readonly [key: string]: unknown };
}

export interface Entity {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: EntityMetadata;
  readonly spec?: EntitySpec;
  readonly relations?: readonly EntityRelation[];
  readonly status?: { readonly items?: readonly EntityStatusItem[] };
}

/** Relation names. */
export const RELATION_OWNED_BY = 'ownedBy';
export const RELATION_OWNER_OF = 'ownerOf';
export const RELATION_CONSUMES_API = 'consumesApi';
export const RELATION_API_CONSUMED_BY = 'apiConsumedBy';
export const RELATION_PROVIDES_API = 'providesApi';
export const RELATION_API_PROVIDED_BY = 'apiProvidedBy';
export const RELATION_DEPENDS_ON = 'dependsOn';
export const RELATION_DEPENDENCY_OF = 'dependencyOf';
export const RELATION_PARENT_OF = 'parentOf';
export const RELATION_CHILD_OF = 'childOf';
export const RELATION_MEMBER_OF = 'memberOf';
export const RELATION_HAS_MEMBER = 'hasMember';
export const RELATION_PART_OF = 'partOf';
export const RELATION_HAS_PART = 'hasPart';

export const RELATION_NAMES = [
  RELATION_OWNED_BY,
  RELATION_OWNER_OF,
  RELATION_CONSUMES_API,
  RELATION_API_CONSUMED_BY,
  RELATION_PROVIDES_API,
  RELATION_API_PROVIDED_BY,
  RELATION_DEPENDS_ON,
  RELATION_DEPENDENCY_OF,
  RELATION_PARENT_OF,
  RELATION_CHILD_OF,
  RELATION_MEMBER_OF,
  RELATION_HAS_MEMBER,
  RELATION_PART_OF,
  RELATION_HAS_PART,
] as const;
export type RelationName = (typeof RELATION_NAMES)[number];

/** Well-known annotation keys, spelled as Backstage spells them. */
export const ANNOTATION_VIEW_URL = 'backstage.io/view-url';
export const ANNOTATION_EDIT_URL = 'backstage.io/edit-url';
export const ANNOTATION_LOCATION = 'backstage.io/managed-by-location';
export const ANNOTATION_ORIGIN_LOCATION = 'backstage.io/managed-by-origin-location';
export const ANNOTATION_SOURCE_LOCATION = 'backstage.io/source-location';
/** Set to "true" on an entity that no location references any more. */
export const ANNOTATION_ORPHAN = 'backstage.io/orphan';
/** Catalog-processing errors are status items of this type (Backstage puts them in status, not annotations). */
export const STATUS_TYPE_CATALOG_PROCESSING = 'backstage.io/catalog-processing';

export const isOrphan = (entity: Entity): boolean => entity.metadata.annotations?.[ANNOTATION_ORPHAN] === 'true';

/** Status items the catalog recorded while processing the entity. */
export const catalogProcessingErrors = (entity: Entity): readonly EntityStatusItem[] =>
  (entity.status?.items ?? []).filter((item) => item.type === STATUS_TYPE_CATALOG_PROCESSING);

export const hasStatusItems = (entity: Entity): boolean => (entity.status?.items?.length ?? 0) > 0;

/** Target refs of the entity's relations of the given type, in their order. */
export const relationTargets = (entity: Entity, type: string): readonly string[] =>
  (entity.relations ?? []).filter((relation) => relation.type === type).map((relation) => relation.targetRef);

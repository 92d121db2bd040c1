// Which docs an entity shows: the docs reference annotation marks an entity
// with docs; the entity override annotation points at another entity whose docs to show; the entity path
// annotation opens them at a page (a leading slash is added if missing).
import * as E from 'fp-ts/Either';
import type { Entity } from '../catalog/entity';
import { entityRefOf, parseEntityRef, type CompoundEntityRef } from '../catalog/entity-ref';
import { ANNOTATION_TECHDOCS_ENTITY, ANNOTATION_TECHDOCS_ENTITY_PATH, ANNOTATION_TECHDOCS_REF } from './constants';

const annotation = (entity: Entity, key: string): string | undefined => {
  const value = entity.metadata.annotations?.[key]?.trim();
  return value ? value : undefined;
};

/** The entity has docs of its own or names the entity whose docs it shows. */
export const hasDocs = (entity: Entity): boolean =>
  annotation(entity, ANNOTATION_TECHDOCS_REF) !== undefined || annotation(entity, ANNOTATION_TECHDOCS_ENTITY) !== undefined;

/** '/path' for a path annotation; '' when there is none. */
export const withLeadingSlash = (path: string): string => (path === '' || path.startsWith('/') ? path : `/${path}`);

export interface DocsTarget {
  /** The entity whose docs site is shown. */
  readonly ref: CompoundEntityRef;
  /** Page inside the site, '' for its home page, else starting with '/'. */
  readonly path: string;
}

/** The docs site (and page) an entity shows; an unreadable override falls back to the entity itself. */
export const docsTargetOf = (entity: Entity): DocsTarget => {
  const override = annotation(entity, ANNOTATION_TECHDOCS_ENTITY);
  const parsed = override
    ? parseEntityRef(override, { defaultKind: entity.kind, defaultNamespace: entity.metadata.namespace ?? 'default' })
    : undefined;
  const ref = parsed && E.isRight(parsed) ? parsed.right : entityRefOf(entity);
  return { ref, path: withLeadingSlash(annotation(entity, ANNOTATION_TECHDOCS_ENTITY_PATH) ?? '') };
};


import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AlertPoster } from '../app/alerts.port';
import type { Entity } from '../../domain/catalog/entity';
import { RELATION_HAS_MEMBER, RELATION_OWNED_BY } from '../../domain/catalog/entity';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { withConstraint, type CatalogFilter } from '../../domain/scaffolder/entity-picker';
import { scaffolderMessages } from '../../domain/scaffolder/messages';
import type { BackendError } from '../shared/backend-error';
import type { CatalogLookup, FacetCount } from './catalog-lookup.port';

/** The fields a picker option needs: its ref, title and display name. */
export const PICKER_FIELDS = [
  'kind',
  'metadata.name',
  'metadata.namespace',
  'metadata.title',
  'metadata.description',
  'spec.profile.displayName',
  'spec.type',
] as const;

const byRef = (a: Entity, b: Entity): number => stringifyEntityRef(a).localeCompare(stringifyEntityRef(b));

/** Entity picker options: the entities matching any filter, sorted by ref. */
export const loadPickerEntities =
  (catalog: CatalogLookup) =>
  (filters: readonly CatalogFilter[]): TE.TaskEither<BackendError, readonly Entity[]> =>
    pipe(
      catalog.getEntities(filters, PICKER_FIELDS),
      TE.map((entities) => [...entities].sort(byRef)),
    );

export interface PickerIdentity {
  readonly userEntityRef?: string;
  readonly ownershipEntityRefs: readonly string[];
}

const withoutIdentity = (alerts: AlertPoster): TE.TaskEither<BackendError, readonly Entity[]> => {
  // Without a user ref, 'No user entity ref found' is posted as an error and an empty list is used.
  alerts.post({ message: scaffolderMessages.noUserEntityRef, severity: 'error' });
  return TE.right([]);
};

/** Owned-entity picker: entities owned by the signed-in user's ownership refs. */
export const loadOwnedEntities =
  (catalog: CatalogLookup, alerts: AlertPoster) =>
  (filters: readonly CatalogFilter[], identity: PickerIdentity): TE.TaskEither<BackendError, readonly Entity[]> =>
    identity.userEntityRef
      ? loadPickerEntities(catalog)(
          withConstraint(filters, `relations.${RELATION_OWNED_BY}`, identity.ownershipEntityRefs.length ? identity.ownershipEntityRefs : [identity.userEntityRef]),
        )
      : withoutIdentity(alerts);

/** My-groups picker: the groups that have the signed-in user as a member. */
export const loadMyGroups =
  (catalog: CatalogLookup, alerts: AlertPoster) =>
  (identity: PickerIdentity): TE.TaskEither<BackendError, readonly Entity[]> =>
    identity.userEntityRef
      ? loadPickerEntities(catalog)([{ kind: 'Group', [`relations.${RELATION_HAS_MEMBER}`]: [identity.userEntityRef] }])
      : withoutIdentity(alerts);

/** Tag picker suggestions: the metadata.tags facet, optionally of some kinds, most used first. */
export const loadTagSuggestions =
  (catalog: CatalogLookup) =>
  (kinds: readonly string[] | undefined): TE.TaskEither<BackendError, readonly FacetCount[]> =>
    pipe(
      catalog.getEntityFacet('metadata.tags', kinds && kinds.length ? [{ kind: kinds }] : []),
      TE.map((facets) => [...facets].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))),
    );

/** The template list: every Template entity with the fields its cards show. */
export const loadTemplates =
  (catalog: CatalogLookup) =>
  (): TE.TaskEither<BackendError, readonly Entity[]> =>
    pipe(
      catalog.getEntities([{ kind: 'template' }], ['apiVersion', 'kind', 'metadata', 'spec.type', 'spec.owner', 'relations']),
      TE.map((entities) => [...entities].sort((a, b) => (a.metadata.title ?? a.metadata.name).localeCompare(b.metadata.title ?? b.metadata.name))),
    );

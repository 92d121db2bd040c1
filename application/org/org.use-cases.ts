import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { RELATION_HAS_MEMBER, relationTargets, type Entity } from '../../domain/catalog/entity';
import type { CatalogReader, FacetCount } from '../catalog/catalog-reader.port';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

const PROFILE_FIELDS = ['kind', 'metadata.name', 'metadata.namespace', 'metadata.title', 'spec.profile', 'spec.type'];

export interface OrgQueries {
  /** Groups the user is a member of (for the sidebar's group item). */
  groupsOf(userEntityRef: string): TE.TaskEither<BackendError, readonly Entity[]>;
  /** The members of a group, with their profiles. */
  membersOf(group: Entity): TE.TaskEither<BackendError, readonly Entity[]>;
  /** What an owner owns, counted by kind. */
  ownershipOf(ownerRef: string): TE.TaskEither<BackendError, readonly FacetCount[]>;
}

export const OrgQueriesToken = serviceToken<OrgQueries>('OrgQueries');

export const orgQueries = (deps: { readonly reader: CatalogReader }): OrgQueries => ({
  groupsOf: (userEntityRef) =>
    deps.reader.getEntities({ filter: [`kind=group,relations.hasMember=${userEntityRef.toLowerCase()}`], fields: PROFILE_FIELDS }),
  membersOf: (group) => {
    const refs = relationTargets(group, RELATION_HAS_MEMBER);
    if (refs.length === 0) return TE.right([]);
    return pipe(
      deps.reader.getEntitiesByRefs({ entityRefs: refs, fields: [...PROFILE_FIELDS, 'spec.profile.email'] }),
      TE.map((items) => items.filter((item): item is Entity => item !== null)),
    );
  },
  ownershipOf: (ownerRef) =>
    pipe(
      deps.reader.getEntityFacets({ facets: ['kind'], filter: [`relations.ownedBy=${ownerRef.toLowerCase()}`] }),
      TE.map((answer) => answer.facets['kind'] ?? []),
    ),
});

import type { UseQueryResult } from '@tanstack/react-query';
import type { FacetCount } from '../../application/catalog/catalog-reader.port';
import { OrgQueriesToken } from '../../application/org/org.use-cases';
import type { Entity } from '../../domain/catalog/entity';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { useBackendQuery, type BackendQueryError } from '../app/backend-query';
import { useService } from '../app/services';

/** The react-query keys of the org cards and the sidebar's group item. */
export const orgKeys = {
  myGroups: (userRef: string) => ['org', 'my-groups', userRef] as const,
  members: (groupRef: string) => ['org', 'members', groupRef] as const,
  ownership: (ownerRef: string) => ['org', 'ownership', ownerRef] as const,
};

/** The groups a user is a member of. */
export const useGroupsOf = (userRef: string, { enabled }: { enabled: boolean }): UseQueryResult<readonly Entity[], BackendQueryError> => {
  const org = useService(OrgQueriesToken);
  return useBackendQuery(orgKeys.myGroups(userRef), () => org.groupsOf(userRef), { enabled, staleTime: 60_000 });
};

export const useMembers = (group: Entity): UseQueryResult<readonly Entity[], BackendQueryError> => {
  const org = useService(OrgQueriesToken);
  return useBackendQuery(orgKeys.members(stringifyEntityRef(group)), () => org.membersOf(group));
};

/** What an owner owns directly, counted by kind. */
export const useOwnership = (ownerRef: string): UseQueryResult<readonly FacetCount[], BackendQueryError> => {
  const org = useService(OrgQueriesToken);
  return useBackendQuery(orgKeys.ownership(ownerRef), () => org.ownershipOf(ownerRef));
};

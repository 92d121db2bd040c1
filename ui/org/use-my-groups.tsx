import { PeopleIcon } from '@blueprintjs/icons';
import { OrgQueriesToken } from '../../application/org/org.use-cases';
import { DEFAULT_NAMESPACE } from '../../domain/catalog/constants';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { entityTitle } from '../../domain/catalog/presentation';
import { useBackendQuery, useMainContentFetched } from '../app/backend-query';
import type { SidebarItem } from '../app/chrome';
import { useService } from '../app/services';
import { useSession } from '../app/queries';
import { entityPath } from '../catalog/entity-route';

/**
 * The sidebar's group item: one group links to it; several open a submenu
 * with the namespace as subtitle unless it is the default; none shows nothing.
 */
export const useMyGroupsSidebarItems = (): readonly SidebarItem[] => {
  const session = useSession();
  const org = useService(OrgQueriesToken);
  const userRef = session.status === 'signed-in' ? session.user.userEntityRef : '';
  // Asked for after the page's own data: at 100,000 entities this query takes the backend ~0.45 s.
  const mainContentFetched = useMainContentFetched();
  const groups = useBackendQuery(['org', 'my-groups', userRef], () => org.groupsOf(userRef), {
    enabled: userRef !== '' && mainContentFetched,
    staleTime: 60_000,
  });
  const list = groups.data ?? [];
  if (list.length === 0) return [];
  if (list.length === 1) {
    const group = list[0]!;
    return [{ id: 'my-groups', label: entityTitle(group), icon: <PeopleIcon />, to: entityPath(group) }];
  }
  return [
    {
      id: 'my-groups',
      label: 'My Groups',
      icon: <PeopleIcon />,
      submenu: list.map((group) => {
        const namespace = group.metadata.namespace ?? DEFAULT_NAMESPACE;
        return {
          id: stringifyEntityRef(group),
          label: entityTitle(group),
          to: entityPath(group),
          ...(namespace !== DEFAULT_NAMESPACE ? { subtitle: namespace } : {}),
        };
      }),
    },
  ];
};

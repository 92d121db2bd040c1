import { PeopleIcon } from '@blueprintjs/icons';
import { DEFAULT_NAMESPACE } from '../../domain/catalog/constants';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { entityTitle } from '../../domain/catalog/presentation';
import { useMainContentFetched } from '../app/backend-query';
import type { SidebarItem } from '../app/chrome';
import { useSignedInUser } from '../app/queries';
import { entityPath } from '../../domain/catalog/entity-path';
import { useGroupsOf } from './queries';

/**
 * The sidebar's group item: one group links to it; several open a submenu
 * with the namespace as subtitle unless it is the default; none shows nothing.
 */
export const useMyGroupsSidebarItems = (): readonly SidebarItem[] => {
  const user = useSignedInUser();
  const userRef = user.userEntityRef;
  // Asked for after the page's own data: at 100,000 entities this query takes the backend ~0.45 s.
  const mainContentFetched = useMainContentFetched();
  const groups = useGroupsOf(userRef, { enabled: userRef !== '' && mainContentFetched });
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

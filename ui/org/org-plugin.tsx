import type { PortalPlugin } from '../app/plugin';
import { MembersCard, OwnershipCard, ProfileCard } from './org-cards';
import { useMyGroupsSidebarItems } from './use-my-groups';

const isKind = (kind: string) => (entity: { kind: string }) => entity.kind.toLowerCase() === kind;

/** The org area: group and user profile cards, members, ownership, and the sidebar's group item. */
export const orgPlugin: PortalPlugin = {
  id: 'org',
  routes: [],
  entityCards: [
    { id: 'org-profile', order: -1, if: (entity) => isKind('group')(entity) || isKind('user')(entity), render: (entity) => <ProfileCard entity={entity} /> },
    { id: 'org-members', order: 20, if: isKind('group'), render: (entity) => <MembersCard group={entity} /> },
    { id: 'org-ownership', order: 30, if: (entity) => isKind('group')(entity) || isKind('user')(entity), render: (entity) => <OwnershipCard entity={entity} /> },
  ],
  useSidebarItems: useMyGroupsSidebarItems,
};

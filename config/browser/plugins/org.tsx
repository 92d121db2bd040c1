import { Suspense } from 'react';
import { orgServices } from '../../../adapters/org/org.services';
import { createPlugin, lazyImport, whenKind } from '../../../plugin-api';
import { useMyGroupsSidebarItems } from '../../../ui/org/use-my-groups';

const ProfileCard = lazyImport(() => import('../../../ui/org/org-cards'), (cards) => cards.ProfileCard);
const MembersCard = lazyImport(() => import('../../../ui/org/org-cards'), (cards) => cards.MembersCard);
const OwnershipCard = lazyImport(() => import('../../../ui/org/org-cards'), (cards) => cards.OwnershipCard);

const isGroupOrUser = whenKind('group', 'user');

/**
 * The org area: group and user profile cards, members, ownership, and the sidebar's group item. A group's or user's
 * page leads with who it is, what it owns and its members (before About, whose order is 0), the graph below.
 */
export const orgPlugin = createPlugin({
  id: 'org',
  routes: [],
  entityCards: [
    { id: 'org-profile', order: -3, when: isGroupOrUser, render: (entity) => <Suspense fallback={null}><ProfileCard entity={entity} /></Suspense> },
    { id: 'org-members', order: -1, when: whenKind('group'), render: (entity) => <Suspense fallback={null}><MembersCard group={entity} /></Suspense> },
    { id: 'org-ownership', order: -2, when: isGroupOrUser, render: (entity) => <Suspense fallback={null}><OwnershipCard entity={entity} /></Suspense> },
  ],
  useSidebarItems: useMyGroupsSidebarItems,
  services: orgServices,
});

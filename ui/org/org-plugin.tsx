import { Suspense } from 'react';
import { lazyImport } from '../app/lazy-import';
import { whenKind } from '../../domain/catalog/entity-conditions';
import { createPlugin } from '../../plugin-api/create-plugin';
import { useMyGroupsSidebarItems } from './use-my-groups';

const ProfileCard = lazyImport(() => import('./org-cards'), (cards) => cards.ProfileCard);
const MembersCard = lazyImport(() => import('./org-cards'), (cards) => cards.MembersCard);
const OwnershipCard = lazyImport(() => import('./org-cards'), (cards) => cards.OwnershipCard);

const isGroupOrUser = whenKind('group', 'user');

/** The org area: group and user profile cards, members, ownership, and the sidebar's group item. */
export const orgPlugin = createPlugin({
  id: 'org',
  routes: [],
  entityCards: [
    { id: 'org-profile', order: -1, when: isGroupOrUser, render: (entity) => <Suspense fallback={null}><ProfileCard entity={entity} /></Suspense> },
    { id: 'org-members', order: 20, when: whenKind('group'), render: (entity) => <Suspense fallback={null}><MembersCard group={entity} /></Suspense> },
    { id: 'org-ownership', order: 30, when: isGroupOrUser, render: (entity) => <Suspense fallback={null}><OwnershipCard entity={entity} /></Suspense> },
  ],
  useSidebarItems: useMyGroupsSidebarItems,
});

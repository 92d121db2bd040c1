import { Suspense } from 'react';
import { lazyImport } from '../app/lazy-import';
import type { Entity } from '../../domain/catalog/entity';
import type { PortalPlugin } from '../app/plugin';
import { useMyGroupsSidebarItems } from './use-my-groups';

const ProfileCard = lazyImport(() => import('./org-cards'), (cards) => cards.ProfileCard);
const MembersCard = lazyImport(() => import('./org-cards'), (cards) => cards.MembersCard);
const OwnershipCard = lazyImport(() => import('./org-cards'), (cards) => cards.OwnershipCard);

const isKind = (kind: string) => (entity: Entity) => entity.kind.toLowerCase() === kind;
const isGroupOrUser = (entity: Entity) => isKind('group')(entity) || isKind('user')(entity);

/** The org area: group and user profile cards, members, ownership, and the sidebar's group item. */
export const orgPlugin: PortalPlugin = {
  id: 'org',
  routes: [],
  entityCards: [
    { id: 'org-profile', order: -1, if: isGroupOrUser, render: (entity) => <Suspense fallback={null}><ProfileCard entity={entity} /></Suspense> },
    { id: 'org-members', order: 20, if: isKind('group'), render: (entity) => <Suspense fallback={null}><MembersCard group={entity} /></Suspense> },
    { id: 'org-ownership', order: 30, if: isGroupOrUser, render: (entity) => <Suspense fallback={null}><OwnershipCard entity={entity} /></Suspense> },
  ],
  useSidebarItems: useMyGroupsSidebarItems,
};

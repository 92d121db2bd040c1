import { entityContextMenuItemsFor } from '../../../domain/catalog/entity-context-menu';
import type { Entity } from '../../../domain/catalog/entity';
import { whenAnnotated, whenKind } from '../../../domain/catalog/entity-conditions';

const service: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments', annotations: { 'acme.com/on-call-rota': 'payments' } } };
const group: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Group', metadata: { name: 'team-a' } };

const items = [
  { id: 'page-on-call', when: whenAnnotated('acme.com/on-call-rota') },
  { id: 'refresh-entity', order: 30 },
  { id: 'unregister-entity', order: 0 },
  { id: 'members', order: 5, when: whenKind('group') },
  { id: 'inspect-entity', order: 10 },
];

describe('entityContextMenuItemsFor', () => {
  it.each([
    ['an annotated component', service, ['unregister-entity', 'inspect-entity', 'refresh-entity', 'page-on-call']],
    ['a group', group, ['unregister-entity', 'members', 'inspect-entity', 'refresh-entity']],
  ])('shows for %s the items whose condition holds, by order, an item without one after the built-in ones', (_, entity, ids) => {
    expect(entityContextMenuItemsFor(items, entity).map((item) => item.id)).toEqual(ids);
  });
});

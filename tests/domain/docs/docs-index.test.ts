import type { Entity } from '../../../domain/catalog/entity';
import { docsIndexRows, ownersOf } from '../../../domain/docs/docs-index';

const component = (name: string, owner: string | undefined, extra: Partial<Entity['metadata']> = {}): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name, namespace: 'default', ...extra },
  spec: { type: 'service', ...(owner ? { owner } : {}) },
});

const payments = component('payments', 'team-payments', { title: 'Payments Service', description: 'Card payments' });
const webShop = { ...component('web-shop', undefined, { title: 'Web Shop' }), relations: [{ type: 'ownedBy', targetRef: 'group:default/team-storefront' }] };

describe('docs index', () => {
  it('names owners by relation, else by spec.owner as a group', () => {
    expect(ownersOf(payments)).toEqual(['group:default/team-payments']);
    expect(ownersOf(webShop)).toEqual(['group:default/team-storefront']);
    expect(ownersOf(component('x', 'user:jane'))).toEqual(['user:default/jane']);
  });

  it('lists every entity with docs, sorted by title, linking to the reader', () => {
    const rows = docsIndexRows([webShop, payments], { ownedOnly: false, ownershipRefs: [], filter: '' });
    expect(rows.map((row) => [row.title, row.to, row.owner])).toEqual([
      ['Payments Service', '/docs/default/component/payments/', 'group:default/team-payments'],
      ['Web Shop', '/docs/default/component/web-shop/', 'group:default/team-storefront'],
    ]);
    expect(docsIndexRows([payments], { ownedOnly: false, ownershipRefs: [], filter: '', legacyCaseSensitive: true })[0]?.to).toBe('/docs/default/Component/payments/');
  });

  it('keeps only owned entities for Owned, and filters by text', () => {
    const owned = docsIndexRows([webShop, payments], { ownedOnly: true, ownershipRefs: ['user:default/guest', 'Group:default/Team-Storefront'], filter: '' });
    expect(owned.map((row) => row.title)).toEqual(['Web Shop']);
    expect(docsIndexRows([webShop, payments], { ownedOnly: false, ownershipRefs: [], filter: 'card' }).map((row) => row.title)).toEqual(['Payments Service']);
  });
});

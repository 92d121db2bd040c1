import { configuredExtension, configuredExtensions } from '../../../domain/app/extension-overrides';
import type { Entity } from '../../../domain/catalog/entity';

const api: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'API', metadata: { name: 'payments-api' } };
const component: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' } };

const tab = { id: 'definition', title: 'Definition', order: 10, when: (entity: Entity) => entity.kind === 'API' };

describe('configuredExtension', () => {
  it('leaves an extension without an override as it is', () => {
    expect(configuredExtension(tab, undefined)).toBe(tab);
  });

  it('leaves out a disabled extension', () => {
    expect(configuredExtension(tab, { disabled: true })).toBeUndefined();
  });

  it('takes the order, title and config of the override, keeping the rest', () => {
    expect(configuredExtension(tab, { disabled: false, order: 1, title: 'Spec', config: { expand: true } })).toEqual({ ...tab, order: 1, title: 'Spec', config: { expand: true } });
  });

  it("shows the extension under the override's condition instead of its own", () => {
    const configured = configuredExtension(tab, { when: { isKind: ['component'] } })!;
    expect([configured.when!(api), configured.when!(component)]).toEqual([false, true]);
  });
});

describe('configuredExtensions', () => {
  it('applies each override by id and drops the disabled ones, in their order', () => {
    const cards: { id: string; order?: number }[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const overrides = new Map([
      ['card:b', { disabled: true }],
      ['card:c', { order: -1 }],
    ]);
    expect(configuredExtensions(cards, overrides, (card) => `card:${card.id}`)).toEqual([{ id: 'a' }, { id: 'c', order: -1 }]);
  });
});

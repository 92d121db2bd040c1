import { StarredEntities } from '../../../application/catalog/starred-entities.use-case';
import { KeyValueStarredEntitiesStore } from '../../../adapters/catalog/starred-entities.store';
import { MemoryStore } from '../../../adapters/app/local-storage.store';

const setup = (signedIn = true) => {
  let user: string | undefined = signedIn ? 'user:default/guest' : undefined;
  const store = new KeyValueStarredEntitiesStore(new MemoryStore());
  const starred = new StarredEntities({ store, currentUserRef: () => user });
  return { starred, store, signInAs: (next: string | undefined) => (user = next) };
};

describe('StarredEntities', () => {
  it('toggles a star on and off, in canonical form', () => {
    const { starred } = setup();
    expect(starred.toggleStarred('Component:default/Payments')).toEqual(['component:default/payments']);
    expect(starred.isStarred('component:payments')).toBe(true);
    expect(starred.isStarred('component:other/payments')).toBe(false);
    expect(starred.isStarred('component:default/payments')).toBe(true);
    starred.toggleStarred('api:default/payments-api');
    expect(starred.getStarred()).toEqual(['component:default/payments', 'api:default/payments-api']);
    expect(starred.toggleStarred('component:default/PAYMENTS')).toEqual(['api:default/payments-api']);
    expect(starred.isStarred('component:default/payments')).toBe(false);
  });

  it("keeps each user's stars apart", () => {
    const { starred, signInAs } = setup();
    starred.toggleStarred('component:default/payments');
    signInAs('user:default/jane.doe');
    expect(starred.getStarred()).toEqual([]);
    starred.toggleStarred('component:default/ledger');
    signInAs('user:default/guest');
    expect(starred.getStarred()).toEqual(['component:default/payments']);
  });

  it('stars nothing while nobody is signed in', () => {
    const { starred, store } = setup(false);
    expect(starred.toggleStarred('component:default/payments')).toEqual([]);
    expect(starred.getStarred()).toEqual([]);
    expect(store.get('')).toEqual([]);
  });

  it("tells subscribers the signed-in user's list after each of their changes only", () => {
    const { starred, store } = setup();
    const heard: (readonly string[])[] = [];
    const unsubscribe = starred.subscribe((refs) => heard.push(refs));
    starred.toggleStarred('component:default/payments');
    store.set('user:default/jane.doe', ['component:default/ledger']);
    starred.toggleStarred('component:default/payments');
    unsubscribe();
    starred.toggleStarred('component:default/ledger');
    expect(heard).toEqual([['component:default/payments'], []]);
  });

  it('answers the same array until the list changes (a stable snapshot for the UI)', () => {
    const { starred } = setup();
    const before = starred.getStarred();
    expect(starred.getStarred()).toBe(before);
    const after = starred.toggleStarred('component:default/payments');
    expect(starred.getStarred()).toBe(after);
    expect(after).not.toBe(before);
  });
});

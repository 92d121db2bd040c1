import fc from 'fast-check';
import {
  BACKSTAGE_STARRED_STORAGE_KEY,
  KeyValueStarredEntitiesStore,
  LEGACY_STARRED_STORAGE_KEY,
  starredStorageKey,
} from '../../../adapters/catalog/starred-entities.store';
import { MemoryStore } from '../../../adapters/app/local-storage.store';

const GUEST = 'user:default/guest';
const JANE = 'user:default/jane.doe';

describe('KeyValueStarredEntitiesStore', () => {
  it('keeps one list per user under a namespaced key', () => {
    const memory = new MemoryStore();
    const store = new KeyValueStarredEntitiesStore(memory);
    store.set(GUEST, ['component:default/payments']);
    store.set(JANE, ['api:default/payments-api', 'group:default/team-payments']);
    expect(store.get(GUEST)).toEqual(['component:default/payments']);
    expect(store.get(JANE)).toEqual(['api:default/payments-api', 'group:default/team-payments']);
    expect(memory.get('@portico/catalog/starred:user:default/guest')).toBe('["component:default/payments"]');
    expect(starredStorageKey('User:Default/Jane.Doe')).toBe('@portico/catalog/starred:user:default/jane.doe');
    expect(new KeyValueStarredEntitiesStore(memory).get(JANE)).toEqual(['api:default/payments-api', 'group:default/team-payments']);
  });

  it('answers the same array until the list changes', () => {
    const store = new KeyValueStarredEntitiesStore(new MemoryStore());
    const empty = store.get(GUEST);
    expect(store.get(GUEST)).toBe(empty);
    store.set(GUEST, ['component:default/a']);
    const one = store.get(GUEST);
    expect(one).not.toBe(empty);
    expect(store.get(GUEST)).toBe(one);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const store = new KeyValueStarredEntitiesStore(new MemoryStore());
    const heard: unknown[] = [];
    const unsubscribe = store.subscribe((user, refs) => heard.push([user, refs]));
    store.set(GUEST, ['component:default/a']);
    unsubscribe();
    store.set(GUEST, []);
    expect(heard).toEqual([[GUEST, ['component:default/a']]]);
  });

  it('starts a new user from the list Backstage kept on this browser', () => {
    const memory = new MemoryStore();
    memory.set(BACKSTAGE_STARRED_STORAGE_KEY, '["component:default/payments"]');
    const store = new KeyValueStarredEntitiesStore(memory);
    expect(store.get(GUEST)).toEqual(['component:default/payments']);
    expect(memory.get(starredStorageKey(GUEST))).toBe('["component:default/payments"]');
    expect(BACKSTAGE_STARRED_STORAGE_KEY).toBe('/starredEntities/entityRefs');
  });

  it('migrates legacy settings entries once and removes them', () => {
    const memory = new MemoryStore();
    memory.set(starredStorageKey(GUEST), '["component:default/payments"]');
    memory.set(LEGACY_STARRED_STORAGE_KEY, JSON.stringify(['entity:Component:default:ledger', 'entity:Component:default:payments', 'bogus', 3]));
    expect(LEGACY_STARRED_STORAGE_KEY).toBe('/settings/starredEntities');
    const store = new KeyValueStarredEntitiesStore(memory);
    expect(store.get(GUEST)).toEqual(['component:default/payments', 'component:default/ledger']);
    expect(memory.get(LEGACY_STARRED_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(memory.get(starredStorageKey(GUEST))!)).toEqual(['component:default/payments', 'component:default/ledger']);
  });

  it('reports stored values it cannot read and treats them as empty', () => {
    const memory = new MemoryStore();
    memory.set(starredStorageKey(GUEST), '{not json');
    memory.set(starredStorageKey(JANE), '{"refs":[]}');
    memory.set(LEGACY_STARRED_STORAGE_KEY, 'nope');
    const reported: string[] = [];
    const store = new KeyValueStarredEntitiesStore(memory, (key) => reported.push(key));
    expect(store.get(GUEST)).toEqual([]);
    expect(store.get(JANE)).toEqual([]);
    expect(reported).toEqual([starredStorageKey(GUEST), LEGACY_STARRED_STORAGE_KEY, starredStorageKey(JANE)]);
    expect(memory.get(LEGACY_STARRED_STORAGE_KEY)).toBeNull();
  });

  it('reads back whatever list was saved, for any user', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.string()), (user, refs) => {
        const memory = new MemoryStore();
        new KeyValueStarredEntitiesStore(memory).set(user, refs);
        expect(new KeyValueStarredEntitiesStore(memory).get(user)).toEqual(refs);
      }),
    );
  });
});

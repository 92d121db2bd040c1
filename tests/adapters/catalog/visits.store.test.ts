import fc from 'fast-check';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { KeyValueVisitsStore } from '../../../adapters/catalog/visits.store';
import { visitsStorageKey, type Visit } from '../../../domain/catalog/visits';

const GUEST = 'user:default/guest';
const visit: Visit = { id: 'v1', name: 'Payments', pathname: '/catalog/default/component/payments', entityRef: 'component:default/payments', hits: 3, timestamp: 1_700_000_000_000 };

describe('KeyValueVisitsStore', () => {
  it("keeps each user's visits under the home plugin's key", () => {
    const memory = new MemoryStore();
    const store = new KeyValueVisitsStore(memory);
    store.set(GUEST, [visit]);
    expect(memory.get('@backstage/plugin-home:visits:user:default/guest')).toBe(JSON.stringify([visit]));
    expect(store.get(GUEST)).toEqual([visit]);
    expect(store.get('user:default/jane.doe')).toEqual([]);
  });

  it('reports and ignores stored visits it cannot read', () => {
    const memory = new MemoryStore();
    memory.set(visitsStorageKey(GUEST), JSON.stringify([{ ...visit, hits: 'many' }]));
    const reported: string[] = [];
    expect(new KeyValueVisitsStore(memory, (key) => reported.push(key)).get(GUEST)).toEqual([]);
    expect(reported).toEqual([visitsStorageKey(GUEST)]);
  });

  it('reads back any list of visits it saved', () => {
    const visitArbitrary = fc.record(
      { id: fc.uuid(), name: fc.string(), pathname: fc.string(), entityRef: fc.string(), hits: fc.nat(), timestamp: fc.nat() },
      { requiredKeys: ['id', 'name', 'pathname', 'hits', 'timestamp'] },
    );
    fc.assert(
      fc.property(fc.array(visitArbitrary), (visits) => {
        const memory = new MemoryStore();
        new KeyValueVisitsStore(memory).set(GUEST, visits);
        expect(new KeyValueVisitsStore(memory).get(GUEST)).toEqual(visits);
      }),
    );
  });
});

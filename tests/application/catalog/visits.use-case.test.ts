import { KeyValueVisitsStore } from '../../../adapters/catalog/visits.store';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { listVisits, RECENTLY_VISITED_QUERY, TOP_VISITED_QUERY } from '../../../application/catalog/list-visits.use-case';
import { recordVisit } from '../../../application/catalog/record-visit.use-case';

const setup = (signedIn = true) => {
  const user = signedIn ? 'user:default/guest' : undefined;
  let now = 1_000;
  let id = 0;
  const store = new KeyValueVisitsStore(new MemoryStore());
  const deps = { store, currentUserRef: () => user, now: () => now, newId: () => `visit-${++id}` };
  return { store, record: recordVisit(deps), list: listVisits(deps), tick: (ms: number) => (now += ms) };
};

const page = (name: string) => ({ name, pathname: `/catalog/default/component/${name}`, entityRef: `component:default/${name}` });

describe('recordVisit and listVisits', () => {
  it('records a visit per pathname and counts hits', () => {
    const { record, list, tick } = setup();
    expect(record(page('payments'))).toEqual({ id: 'visit-1', ...page('payments'), hits: 1, timestamp: 1_000 });
    tick(10);
    record(page('ledger'));
    tick(10);
    expect(record(page('payments'))).toEqual({ id: 'visit-1', ...page('payments'), hits: 2, timestamp: 1_020 });
    expect(list().map((visit) => [visit.name, visit.hits])).toEqual([
      ['payments', 2],
      ['ledger', 1],
    ]);
  });

  it('answers the top visited and recently visited lists, 8 by default', () => {
    const { record, list, tick } = setup();
    for (let index = 0; index < 12; index++) {
      tick(1);
      record(page(`c${index}`));
    }
    tick(1);
    record(page('c0'));
    record(page('c0'));
    const top = list(TOP_VISITED_QUERY);
    expect(top).toHaveLength(8);
    expect(top[0]).toMatchObject({ name: 'c0', hits: 3 });
    expect(list(RECENTLY_VISITED_QUERY).map((visit) => visit.name)).toEqual(['c0', 'c11', 'c10', 'c9', 'c8', 'c7', 'c6', 'c5']);
    expect(list({ filterBy: [{ field: 'name', operator: 'contains', value: '1' }], limit: 20 }).map((visit) => visit.name).sort()).toEqual([
      'c1',
      'c10',
      'c11',
    ]);
  });

  it('keeps the 100 most recent visits of the user', () => {
    const { record, store, tick } = setup();
    for (let index = 0; index < 105; index++) {
      tick(1);
      record(page(`c${index}`));
    }
    const stored = store.get('user:default/guest');
    expect(stored).toHaveLength(100);
    expect(stored.map((visit) => visit.name)).not.toContain('c4');
    expect(stored[0]?.name).toBe('c104');
  });

  it('records and lists nothing while nobody is signed in', () => {
    const { record, list } = setup(false);
    expect(record(page('payments'))).toBeUndefined();
    expect(list()).toEqual([]);
  });
});

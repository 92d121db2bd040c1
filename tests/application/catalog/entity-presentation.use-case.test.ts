import * as TE from 'fp-ts/TaskEither';
import { CatalogEntityPresentation, PRESENTATION_FIELDS } from '../../../application/catalog/entity-presentation.use-case';
import type { EntitiesByRefsRequest } from '../../../application/catalog/catalog-reader.port';
import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { component, fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';

const catalog: readonly Entity[] = [
  component('payments', { metadata: { title: 'Payments Service', description: 'Charges cards' }, spec: { type: 'service' } }),
  component('ledger'),
];

const setup = (options: { fail?: boolean } = {}) => {
  const calls: RecordedCall[] = [];
  const flushes: (() => void)[] = [];
  let now = 0;
  const reader = fakeCatalogReader(
    {
      getEntitiesByRefs: (request: EntitiesByRefsRequest) =>
        options.fail
          ? TE.left({ _tag: 'Transport', message: 'offline' })
          : TE.right(request.entityRefs.map((ref) => catalog.find((entity) => stringifyEntityRef(entity) === ref) ?? null)),
    },
    calls,
  );
  const presentation = new CatalogEntityPresentation({ reader, now: () => now, schedule: (flush) => flushes.push(flush) });
  return {
    presentation,
    calls,
    flush: () => flushes.splice(0).forEach((flush) => flush()),
    advance: (ms: number) => (now += ms),
  };
};

const refsAsked = (calls: readonly RecordedCall[]) => calls.map((call) => (call.args[0] as EntitiesByRefsRequest).entityRefs);

describe('CatalogEntityPresentation', () => {
  it('presents a given entity at once, without asking the catalog', async () => {
    const { presentation, calls } = setup();
    const result = presentation.forEntity(catalog[0]!);
    expect(result.snapshot).toEqual({
      entityRef: 'component:default/payments',
      primaryTitle: 'Payments Service',
      secondaryTitle: 'component:default/payments | service | Charges cards',
      details: 'service | Charges cards',
    });
    expect(await result.promise).toEqual(result.snapshot);
    expect(calls).toEqual([]);
  });

  it('starts a ref with its fallback title and resolves to the loaded entity', async () => {
    const { presentation, calls, flush } = setup();
    const result = presentation.forEntity('component:default/payments');
    expect(result.snapshot).toEqual({ entityRef: 'component:default/payments', primaryTitle: 'payments', secondaryTitle: 'component:default/payments' });
    expect(calls).toEqual([]);
    flush();
    expect((await result.promise).primaryTitle).toBe('Payments Service');
    expect(calls).toEqual([
      { method: 'getEntitiesByRefs', args: [{ entityRefs: ['component:default/payments'], fields: PRESENTATION_FIELDS }] },
    ]);
  });

  it('loads the refs asked for before a batch is sent together, each once', async () => {
    const { presentation, calls, flush } = setup();
    const results = [
      presentation.forEntity('component:default/payments'),
      presentation.forEntity({ kind: 'Component', namespace: 'default', name: 'ledger' }),
      presentation.forEntity('Component:default/Payments'),
      presentation.forEntity('ledger', { defaultKind: 'component' }),
    ];
    flush();
    const titles = await Promise.all(results.map((result) => result.promise.then((shown) => shown.primaryTitle)));
    expect(titles).toEqual(['Payments Service', 'ledger', 'Payments Service', 'ledger']);
    expect(refsAsked(calls)).toEqual([['component:default/payments', 'component:default/ledger']]);
  });

  it('sends at most 100 refs per call', async () => {
    const { presentation, calls, flush } = setup();
    const results = Array.from({ length: 250 }, (_, index) => presentation.forEntity(`component:default/c-${index}`));
    flush();
    await Promise.all(results.map((result) => result.promise));
    expect(refsAsked(calls).map((refs) => refs.length)).toEqual([100, 100, 50]);
  });

  it('reuses a loaded entity for 10 seconds, then loads it again', async () => {
    const { presentation, calls, flush, advance } = setup();
    const first = presentation.forEntity('component:default/payments');
    flush();
    await first.promise;
    advance(9_999);
    const cached = presentation.forEntity('component:default/payments');
    expect(cached.snapshot.primaryTitle).toBe('Payments Service');
    expect((await cached.promise).primaryTitle).toBe('Payments Service');
    expect(calls).toHaveLength(1);
    advance(1);
    const expired = presentation.forEntity('component:default/payments');
    expect(expired.snapshot.primaryTitle).toBe('payments');
    flush();
    await expired.promise;
    expect(calls).toHaveLength(2);
  });

  it('keeps the fallback for refs the catalog does not have, refs it cannot parse, and failed loads', async () => {
    const { presentation, calls, flush } = setup();
    const missing = presentation.forEntity('group:default/nobody');
    const unparseable = presentation.forEntity('no-kind-here');
    flush();
    expect(await missing.promise).toEqual(missing.snapshot);
    expect(missing.snapshot.primaryTitle).toBe('nobody');
    expect(await unparseable.promise).toEqual({ entityRef: 'unknown:default/no-kind-here', primaryTitle: 'no-kind-here', secondaryTitle: 'unknown:default/no-kind-here' });
    expect(refsAsked(calls)).toEqual([['group:default/nobody']]);

    const failing = setup({ fail: true });
    const result = failing.presentation.forEntity('component:default/payments');
    failing.flush();
    expect(await result.promise).toEqual(result.snapshot);
  });

  it('sends a batch 50 ms after its first ref by default', async () => {
    jest.useFakeTimers();
    try {
      const calls: RecordedCall[] = [];
      const reader = fakeCatalogReader({ getEntitiesByRefs: () => TE.right([null]) }, calls);
      const presentation = new CatalogEntityPresentation({ reader, now: () => 0 });
      presentation.forEntity('component:default/payments');
      jest.advanceTimersByTime(49);
      expect(calls).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(calls).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { createBatcher, nextTickScheduler } from '../../../application/permission/request-batcher';

/** A scheduler the test drives by hand. */
const manualScheduler = () => {
  const pending: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => pending.push(flush),
    flushAll: async () => {
      while (pending.length) pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    },
    count: () => pending.length,
  };
};

describe('createBatcher', () => {
  it('sends the keys asked before a flush together, answering each its own value', async () => {
    const scheduler = manualScheduler();
    const batches: number[][] = [];
    const load = createBatcher<number, string, string>({
      schedule: scheduler.schedule,
      loadBatch: async (keys) => {
        batches.push([...keys]);
        return E.right(keys.map((k) => `v${k}`));
      },
    });
    const answers = Promise.all([load(1), load(2), load(3)]);
    expect(scheduler.count()).toBe(1);
    expect(batches).toEqual([]);
    await scheduler.flushAll();
    expect(await answers).toEqual([E.right('v1'), E.right('v2'), E.right('v3')]);
    expect(batches).toEqual([[1, 2, 3]]);

    const later = load(4);
    await scheduler.flushAll();
    expect(await later).toEqual(E.right('v4'));
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('gives every caller of a failed batch the failure', async () => {
    const scheduler = manualScheduler();
    const load = createBatcher<number, string, string>({ schedule: scheduler.schedule, loadBatch: async () => E.left('down') });
    const answers = Promise.all([load(1), load(2)]);
    await scheduler.flushAll();
    expect(await answers).toEqual([E.left('down'), E.left('down')]);
  });

  it('splits batches larger than the maximum size', async () => {
    const scheduler = manualScheduler();
    const sizes: number[] = [];
    const load = createBatcher<number, number, never>({
      schedule: scheduler.schedule,
      maxBatchSize: 2,
      loadBatch: async (keys) => {
        sizes.push(keys.length);
        return E.right(keys.map((k) => k * 10));
      },
    });
    const answers = Promise.all([1, 2, 3, 4, 5].map(load));
    await scheduler.flushAll();
    expect(await answers).toEqual([10, 20, 30, 40, 50].map(E.right));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('rejects the callers when the loader breaks its contract', async () => {
    const scheduler = manualScheduler();
    const load = createBatcher<number, number, never>({ schedule: scheduler.schedule, loadBatch: async () => E.right([1]) });
    const answers = Promise.allSettled([load(1), load(2)]);
    await scheduler.flushAll();
    expect((await answers).map((a) => a.status)).toEqual(['rejected', 'rejected']);
  });

  it('batches calls made in the same tick with the default scheduler', async () => {
    const batches: number[][] = [];
    const load = createBatcher<number, number, never>({
      schedule: nextTickScheduler,
      loadBatch: async (keys) => {
        batches.push([...keys]);
        return E.right([...keys]);
      },
    });
    expect(await Promise.all([load(1), load(2)])).toEqual([E.right(1), E.right(2)]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('answers every key with its own value, in as few batches as the size allows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer(), { maxLength: 30 }), fc.integer({ min: 1, max: 7 }), async (keys, max) => {
        const scheduler = manualScheduler();
        let calls = 0;
        const load = createBatcher<number, number, never>({
          schedule: scheduler.schedule,
          maxBatchSize: max,
          loadBatch: async (ks) => {
            calls += 1;
            return E.right(ks.map((k) => k + 1));
          },
        });
        const answers = Promise.all(keys.map(load));
        await scheduler.flushAll();
        expect(await answers).toEqual(keys.map((k) => E.right(k + 1)));
        expect(calls).toBe(Math.ceil(keys.length / max));
      }),
    );
  });
});

import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';

/** Decides when a batch is sent: called once per batch with the function that sends it. */
export type BatchScheduler = (flush: () => void) => void;

/** Sends once the current synchronous work is done, so checks made together travel together. */
export const nextTickScheduler: BatchScheduler = (flush) => {
  void Promise.resolve().then(flush);
};

export interface BatcherOptions<K, V, F> {
  /** Answers one value per key, in key order. */
  readonly loadBatch: (keys: readonly K[]) => Promise<Either<F, readonly V[]>>;
  readonly schedule: BatchScheduler;
  /** Larger batches are split; unlimited when absent. */
  readonly maxBatchSize?: number;
}

interface Pending<K, V, F> {
  readonly key: K;
  readonly settle: (result: Either<F, V>) => void;
  readonly fail: (reason: unknown) => void;
}

/**
 * A small DataLoader: keys asked for before the scheduled flush go to loadBatch together; each caller
 * gets its own value, or the batch's failure. A loader that answers the wrong number of values is a bug
 * and rejects the waiting promises.
 */
export const createBatcher = <K, V, F>(options: BatcherOptions<K, V, F>): ((key: K) => Promise<Either<F, V>>) => {
  let queue: Pending<K, V, F>[] = [];
  const size = options.maxBatchSize && options.maxBatchSize > 0 ? options.maxBatchSize : Number.POSITIVE_INFINITY;

  const send = async (batch: readonly Pending<K, V, F>[]): Promise<void> => {
    try {
      const result = await options.loadBatch(batch.map((pending) => pending.key));
      if (E.isLeft(result)) {
        batch.forEach((pending) => pending.settle(result));
        return;
      }
      if (result.right.length !== batch.length) {
        throw new Error(`Batch loader answered ${result.right.length} values for ${batch.length} keys`);
      }
      batch.forEach((pending, index) => pending.settle(E.right(result.right[index]!)));
    } catch (error) {
      batch.forEach((pending) => pending.fail(error));
    }
  };

  const flush = (): void => {
    const taken = queue;
    queue = [];
    for (let start = 0; start < taken.length; start += size) {
      void send(taken.slice(start, start + size));
    }
  };

  return (key) =>
    new Promise<Either<F, V>>((settle, fail) => {
      queue.push({ key, settle, fail });
      if (queue.length === 1) options.schedule(flush);
    });
};

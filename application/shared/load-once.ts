/** Code loaded on demand: every call answers the same load. */
export type Lazy<T> = () => Promise<T>;

/**
 * Runs the load on the first call and hands every caller the same promise, the one in flight included.
 * A failed load (a chunk that could not be fetched) is forgotten, so the next call tries again.
 */
export const loadOnce = <T>(load: () => Promise<T>): Lazy<T> => {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};

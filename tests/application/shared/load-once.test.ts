import { loadOnce } from '../../../application/shared/load-once';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('loadOnce', () => {
  it('loads nothing until the first call, then loads once for every caller', async () => {
    const load = jest.fn(async () => ({ name: 'module' }));
    const lazy = loadOnce(load);
    expect(load).not.toHaveBeenCalled();

    const first = await lazy();
    const second = await lazy();

    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands the load in flight to every caller that asks before it ends', async () => {
    const pending = deferred<string>();
    const load = jest.fn(() => pending.promise);
    const lazy = loadOnce(load);

    const calls = [lazy(), lazy(), lazy()];
    pending.resolve('loaded');

    expect(calls[1]).toBe(calls[0]);
    await expect(Promise.all(calls)).resolves.toEqual(['loaded', 'loaded', 'loaded']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue('loaded');
    const lazy = loadOnce(load);

    await expect(lazy()).rejects.toThrow('chunk failed');
    await expect(lazy()).resolves.toBe('loaded');
    await expect(lazy()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares a failing load in flight, then retries on the call after it', async () => {
    const pending = deferred<string>();
    const load = jest.fn<Promise<string>, []>().mockReturnValueOnce(pending.promise).mockResolvedValue('loaded');
    const lazy = loadOnce(load);

    const [first, second] = [lazy(), lazy()];
    pending.reject(new Error('offline'));

    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    await expect(lazy()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

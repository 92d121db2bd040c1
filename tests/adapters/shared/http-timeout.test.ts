import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import * as t from 'io-ts';
import { DEFAULT_REQUEST_TIMEOUT_MS, requestJson, requestText, requestVoid, timeoutMessage, type FetchFn } from '../../../adapters/shared/http';

const Item = t.type({ id: t.string });

/** fetch that never answers and records the signal it was given. */
const hangingFetch = () => {
  const signals: AbortSignal[] = [];
  const fetchFn: FetchFn = (_input, init) => {
    if (init?.signal) signals.push(init.signal);
    return new Promise<Response>(() => undefined);
  };
  return { fetchFn, signals };
};

/** fetch that answers headers at once but whose body never arrives (a backend stuck mid-answer). */
const stalledBodyFetch: FetchFn = async () =>
  new Response(new ReadableStream<Uint8Array>({ start: () => undefined }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('request timeout', () => {
  it('defaults to 30 s with a message naming the wait', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(timeoutMessage(DEFAULT_REQUEST_TIMEOUT_MS)).toBe('The backend did not answer within 30 s');
  });

  it.each([
    ['requestJson', (fetchFn: FetchFn) => requestJson(fetchFn, 'http://backend/x', Item, { timeoutMs: 40 })],
    ['requestVoid', (fetchFn: FetchFn) => requestVoid(fetchFn, 'http://backend/x', { timeoutMs: 40 })],
    ['requestText', (fetchFn: FetchFn) => requestText(fetchFn, 'http://backend/x', { timeoutMs: 40 })],
  ])('%s fails with a Transport error when the backend does not answer in time, and aborts the fetch', async (_name, call) => {
    const { fetchFn, signals } = hangingFetch();
    const result = await call(fetchFn)();
    expect(result).toEqual(E.left({ _tag: 'Transport', message: 'The backend did not answer within 0.04 s' }));
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(true);
  });

  it('also times out a body that never finishes arriving', async () => {
    expect(await requestJson(stalledBodyFetch, 'http://backend/x', Item, { timeoutMs: 40 })()).toEqual(
      E.left({ _tag: 'Transport', message: 'The backend did not answer within 0.04 s' }),
    );
    expect(await requestText(stalledBodyFetch, 'http://backend/x', { timeoutMs: 40 })()).toEqual(
      E.left({ _tag: 'Transport', message: 'The backend did not answer within 0.04 s' }),
    );
  });

  it('does not fire for an answer that arrives in time', async () => {
    jest.useFakeTimers();
    try {
      const slowButInTime: FetchFn = () =>
        new Promise((resolve) => setTimeout(() => resolve(new Response(JSON.stringify({ id: 'a' }), { status: 200 })), 499));
      const pending = requestJson(slowButInTime, 'http://backend/x', Item, { timeoutMs: 500 })();
      await jest.advanceTimersByTimeAsync(499);
      expect(await pending).toEqual(E.right({ id: 'a' }));
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it("forwards the caller's abort to the fetch and reports it as a Transport error, not a timeout", async () => {
    const { fetchFn, signals } = hangingFetch();
    const abortingFetch: FetchFn = (input, init) =>
      new Promise((_resolve, reject) => {
        void fetchFn(input, init);
        init?.signal?.addEventListener('abort', () => reject(new Error('This operation was aborted')));
      });
    const caller = new AbortController();
    const pending = requestJson(abortingFetch, 'http://backend/x', Item, { signal: caller.signal, timeoutMs: 10_000 })();
    caller.abort();
    expect(await pending).toEqual(E.left({ _tag: 'Transport', message: 'This operation was aborted' }));
    expect(signals[0]!.aborted).toBe(true);
  });

  it('passes an already aborted caller signal on as aborted', async () => {
    const { fetchFn, signals } = hangingFetch();
    const caller = new AbortController();
    caller.abort();
    void requestVoid(fetchFn, 'http://backend/x', { signal: caller.signal, timeoutMs: 20 })();
    expect(signals[0]!.aborted).toBe(true);
  });

  it('names the timeout in seconds for any duration (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (ms) => {
        const message = timeoutMessage(ms);
        expect(message).toMatch(/^The backend did not answer within \d+(\.\d{1,3})? s$/);
        expect(Number(/within (\S+) s/.exec(message)![1]) * 1000).toBeCloseTo(ms, 0);
      }),
    );
  });
});

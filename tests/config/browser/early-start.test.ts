import { transportError } from '../../../application/shared/backend-error';
import * as E from 'fp-ts/Either';
import { EarlyGets } from '../../../adapters/app/early-gets';
import type { EarlyRefresh } from '../../../application/app/session-manager';
import type { HttpFetch } from '../../../application/shared/service-declaration';
import { EARLY_CALLS_WAIT_MS, settledWithin, startEarlyCalls, type EarlyCallsInput, type EarlyCatalogCallsModule } from '../../../config/browser/early-start';
import { readAppSettings } from '../../../domain/app/read-app-settings';

const settings = () => {
  const read = readAppSettings({ app: { baseUrl: 'http://127.0.0.1:3000' }, backend: { baseUrl: 'http://127.0.0.1:7007' } });
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

const refresh: EarlyRefresh = { providerId: 'guest', result: Promise.resolve(E.left(transportError('not signed in'))) };
const fetchFn: HttpFetch = () => Promise.reject(new Error('no network in this test'));

const input = (pathname: string, withRefresh = true): EarlyCallsInput => ({
  settings: settings(),
  location: { pathname, search: '' },
  fetchFn,
  earlyGets: new EarlyGets(),
  refresh: withRefresh ? refresh : undefined,
});

const catalogCalls = (send: EarlyCatalogCallsModule['sendEarlyCatalogCallsOnceRefreshed']) => {
  const load = jest.fn(async (): Promise<EarlyCatalogCallsModule> => ({ sendEarlyCatalogCallsOnceRefreshed: send }));
  return load;
};

describe('the entry’s early calls', () => {
  it('loads the catalog’s early calls only where a catalog page is opened with a stored session', async () => {
    const send = jest.fn(async () => undefined);
    const load = catalogCalls(send);
    expect(startEarlyCalls(input('/docs'), load)).toBeUndefined();
    expect(startEarlyCalls(input('/catalog', false), load)).toBeUndefined();
    expect(startEarlyCalls(input('/catalog-import'), load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    await startEarlyCalls(input('/catalog/'), load);
    expect(send).toHaveBeenCalledWith(refresh, expect.objectContaining({ location: { pathname: '/catalog/', search: '' } }));
    await startEarlyCalls(input('/catalog/default/component/a'), load);
    expect(send).toHaveBeenCalledWith(refresh, expect.objectContaining({ location: { pathname: '/catalog/default/component/a', search: '' } }));
  });

  it('resolves when the early call’s chunk fails to load or the send fails, so the app starts and calls itself', async () => {
    await expect(startEarlyCalls(input('/catalog'), () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).resolves.toBeUndefined();
    await expect(startEarlyCalls(input('/catalog'), catalogCalls(() => Promise.reject(new Error('sent nothing'))))).resolves.toBeUndefined();
  });
});

describe('the wait for the early calls', () => {
  afterEach(() => jest.useRealTimers());

  it('ends when they are sent', async () => {
    jest.useFakeTimers();
    let sent = false;
    const waiting = settledWithin(Promise.resolve().then(() => (sent = true)), EARLY_CALLS_WAIT_MS).then(() => sent);
    await expect(waiting).resolves.toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ends when their sending failed', async () => {
    await expect(settledWithin(Promise.reject(new Error('refused')), EARLY_CALLS_WAIT_MS)).resolves.toBeUndefined();
  });

  it('ends after its bound when the refresh does not answer', async () => {
    jest.useFakeTimers();
    let ended = false;
    void settledWithin(new Promise<never>(() => undefined), EARLY_CALLS_WAIT_MS).then(() => (ended = true));
    await jest.advanceTimersByTimeAsync(EARLY_CALLS_WAIT_MS - 1);
    expect(ended).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(ended).toBe(true);
  });
});

// Proof that the consumer contracts guard the codecs: the permission contract's own ALLOW interaction,
// replayed with a codec whose field was renamed (result -> decision) or with a request body that drifted,
// must fail. Pacts of these runs go to a temporary directory, never to contracts/pacts.
import * as E from 'fp-ts/Either';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as t from 'io-ts';
import type { PermissionHttpAdapter as PermissionHttpAdapterClass } from '../../adapters/permission/permission.http-adapter';
import type { FetchFn } from '../../adapters/shared/http';
import { AUTHORIZE_CASES, authorizeInteraction } from '../permission/authorize.interactions';
import { backendFetchOf, consumerPact, resolveBaseUrlOf, type MockServer } from '../support/consumer-pact';

type AdapterClass = typeof PermissionHttpAdapterClass;

const CODEC_MODULE = '../../adapters/permission/authorize-response.codec';
const ADAPTER_MODULE = '../../adapters/permission/permission.http-adapter';

/** The adapter module loaded afresh, with the response codec's `result` field renamed to `decision`. */
const adapterWithRenamedField = (): AdapterClass => {
  let adapter: AdapterClass | undefined;
  jest.isolateModules(() => {
    jest.doMock(CODEC_MODULE, () => ({
      ...jest.requireActual(CODEC_MODULE),
      AuthorizeResponseCodec: t.type({ items: t.array(t.type({ id: t.string, decision: t.string })) }),
    }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules needs a synchronous load
    adapter = (require(ADAPTER_MODULE) as { PermissionHttpAdapter: AdapterClass }).PermissionHttpAdapter;
  });
  jest.dontMock(CODEC_MODULE);
  return adapter!;
};

const realAdapter = (): AdapterClass =>
  (jest.requireActual(ADAPTER_MODULE) as { PermissionHttpAdapter: AdapterClass }).PermissionHttpAdapter;

/** Simulates an adapter that renamed `permission` to `permissions` in the body it sends. */
const renamingRequestField =
  (fetchFn: FetchFn): FetchFn =>
  (input, init) =>
    fetchFn(input, { ...init, body: String(init?.body).replaceAll('"permission":', '"permissions":') });

const allow = AUTHORIZE_CASES.allow;
let pactDir: string;

beforeEach(async () => {
  pactDir = await mkdtemp(join(tmpdir(), 'portico-drift-'));
});

afterEach(async () => {
  await rm(pactDir, { recursive: true, force: true });
});

interface RunOptions {
  readonly wrapFetch?: (fetchFn: FetchFn) => FetchFn;
  /** The consumer test's own assertion on what the adapter read; off to show Pact alone rejects a drifted request. */
  readonly assertRead?: boolean;
}

/** Runs the consumer test of the ALLOW interaction with the given adapter; returns what the adapter read. */
const runAllowContract = async (Adapter: AdapterClass, { wrapFetch = (fetchFn) => fetchFn, assertRead = true }: RunOptions = {}) => {
  let read: unknown;
  await authorizeInteraction(consumerPact('permission', { dir: pactDir }), allow).executeTest(async (server: MockServer) => {
    read = await new Adapter(wrapFetch(backendFetchOf(server)), resolveBaseUrlOf(server)).authorize(allow.items)();
    if (assertRead) expect(read).toEqual(E.right(allow.answer));
  });
  return read;
};

describe('codec drift makes the consumer contract fail', () => {
  it('passes with the real codec (control)', async () => {
    await expect(runAllowContract(realAdapter())).resolves.toEqual(E.right(allow.answer));
    expect(await readdir(pactDir)).toEqual(['portico-permission.json']);
  });

  it('fails when a response field is renamed in the codec', async () => {
    const Drifted = adapterWithRenamedField();

    // The adapter now reads Left(Decode 'items.0.decision: expected string, got nothing'), so the assertion fails.
    await expect(runAllowContract(Drifted)).rejects.toThrow(/items\.0\.decision: expected string/);
    expect(await readdir(pactDir)).toEqual([]);
  });

  it('fails when the adapter renames a field of the request body', async () => {
    await expect(runAllowContract(realAdapter(), { wrapFetch: renamingRequestField, assertRead: false })).rejects.toThrow(
      /Expected a Map with keys \[id, permission, resourceRef\] but received one with keys \[id, permissions, resourceRef\]/,
    );
    expect(await readdir(pactDir)).toEqual([]);
  });
});

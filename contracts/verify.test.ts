// Provider verification inside `npm test`: the committed pacts in contracts/pacts (written by the
// *.pact.test.ts consumer tests) replayed against the real embedded Backstage backend.
// Order: this file reads the pact files on disk, which the consumer tests write (and, within one
// `npm test` run, rewrite with the same interactions). After changing a consumer test, run
// `npm run contracts:pacts` to regenerate the files from scratch and commit them.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { permissionStates } from './support/provider-states';
import { pactFileOf, type BackstageProvider } from './support/providers';
import { DOCUMENTED_BACKEND_CONFIG, embeddedBackendSkips, startEmbeddedTarget, type EmbeddedTarget } from './verification/embedded-target';
import { readPact } from './verification/pact-file';
import { describeResults, verifyContracts, type ProviderVerification } from './verification/verify-contracts';

jest.setTimeout(240_000);

/** Providers whose adapters exist and whose pacts must therefore be on disk. */
const REQUIRED_PACTS: readonly BackstageProvider[] = ['auth', 'app', 'permission', 'catalog', 'kubernetes', 'scaffolder', 'search', 'techdocs'];

/** Interactions the embedded backend cannot serve (see notOnEmbeddedBackend in support/provider-states.ts). */
const EXPECTED_SKIPS: readonly string[] = [
  'a logout from the github provider',
  'a request for the configured clusters, among them clusters with the auth providers google, aks and oidc',
  'an analysis of a repository with a catalog file',
  'an authorize request for catalog.entity.delete answered with a conditional decision',
  'an autocompletion of github repositories for an owner',
];

let target: EmbeddedTarget;

beforeAll(async () => {
  target = await startEmbeddedTarget();
});

afterAll(async () => {
  await target?.stop();
});

const verifiedCount = (result: ProviderVerification | undefined): number =>
  result && result.status !== 'no-contract' ? result.verified : 0;

describe('provider verification against the embedded Backstage backend', () => {
  it('finds the pact of every provider Portico already calls', () => {
    const missing = REQUIRED_PACTS.filter((provider) => !existsSync(pactFileOf(provider)));
    expect(missing).toEqual([]);
  });

  it('verifies every Backstage provider that has a pact, skipping only what the embedded backend cannot do', async () => {
    const results = await verifyContracts({ backend: target.backend, skipStates: embeddedBackendSkips() });
    const report = describeResults(results);
    const failed = results.filter((result) => result.status === 'failed').map((result) => result.provider);
    const skipped = results.flatMap((result) => (result.status === 'no-contract' ? [] : result.skipped.map((skip) => skip.description)));

    expect({ failed, report }).toEqual({ failed: [], report });
    for (const provider of REQUIRED_PACTS) {
      expect(verifiedCount(results.find((result) => result.provider === provider))).toBeGreaterThan(0);
    }
    // Adding to this list is a decision to review: each entry is a call not proven against Backstage here.
    expect(skipped.sort()).toEqual(EXPECTED_SKIPS);
  });

  it('runs against a backend started from the config docs/contracts.md gives for a stock backend', async () => {
    // The template the scaffolder states run is the stock one of the fixtures (built-in actions only), registered by
    // the documented config's catalog.locations, which replace the embedded backend's own.
    const response = await fetch(`${target.backend.baseUrl}/api/catalog/entities/by-name/template/default/create-node-service`, {
      headers: { authorization: `Bearer ${target.backend.token}` },
    });
    const template = (await response.json()) as { metadata: { annotations: Record<string, string> }; spec: { steps: Array<{ action: string }> } };
    expect(template.metadata.annotations['backstage.io/managed-by-location']).toBe(
      `file:${join(dirname(DOCUMENTED_BACKEND_CONFIG), '..', 'templates', 'create-node-service', 'template.yaml')}`,
    );
    expect(template.spec.steps.map((step) => step.action)).toEqual(['fetch:template', 'debug:log', 'catalog:write']);
  });

  it('fails when the backend does not honour a contract', async () => {
    // The DENY interaction, with the answer flipped to ALLOW: the real policy denies, so this must fail.
    const pact = await readPact(pactFileOf('permission'));
    const denyInteraction = pact.interactions.find((interaction) =>
      (interaction.providerStates ?? []).some((state) => state.name === permissionStates.deniesEntityCreate.name),
    );
    expect(denyInteraction).toBeDefined();
    const flipped = JSON.parse(JSON.stringify(denyInteraction).replace('"DENY"', '"ALLOW"')) as typeof denyInteraction;
    const dir = await emptyDir();
    try {
      await writeFile(pactFileOf('permission', dir), JSON.stringify({ ...pact, interactions: [flipped] }));

      const [result] = await verifyContracts({ backend: target.backend, providers: ['permission'], pactDir: dir });

      expect(result).toMatchObject({ provider: 'permission', status: 'failed', verified: 1 });
      expect(result?.status === 'failed' ? result.error : '').toContain('an authorize request for catalog.entity.create');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const emptyDir = (): Promise<string> => mkdtemp(join(tmpdir(), 'portico-pacts-'));

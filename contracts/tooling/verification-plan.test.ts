// How the verifier sorts interactions before replaying them (not applicable, skipped, replayed), which ones it
// counts as destructive, how it reports them (table, JUnit XML), and what its command line refuses.
import { parseVerifyCommand, UsageError } from '../cli/portico-contracts';
import { kubernetesStates, scaffolderStates } from '../support/provider-states';
import { BACKSTAGE_PROVIDERS, pactFileOf } from '../support/providers';
import type { CapabilityChecker } from '../verification/capabilities';
import { destructiveReasonOf } from '../verification/destructive';
import { readPact, type PactDocument, type PactInteraction } from '../verification/pact-file';
import { planVerification, type PlanOptions } from '../verification/plan';
import { junitXml, summaryTable } from '../verification/report';
import type { PactVerification, ProviderVerification } from '../verification/verify-contracts';

const interaction = (description: string, method: string, path: string, ...states: string[]): PactInteraction => ({
  description,
  providerStates: states.map((name) => ({ name })),
  request: { method, path },
});

const pactOf = (...interactions: PactInteraction[]): PactDocument => ({
  consumer: { name: 'portico' },
  provider: { name: 'kubernetes' },
  interactions,
});

const capabilities = (states: Record<string, string> = {}, pluginMissing?: string): CapabilityChecker => ({
  pluginMissing: async () => pluginMissing,
  stateNotApplicable: async (state) => states[state],
});

const OPEN: PlanOptions = { allowDestructive: true, fixturesAvailable: true, restoresRemovedState: true };

const POD = kubernetesStates.podExists.name;
const deletion = (description: string) => interaction(description, 'DELETE', '/api/kubernetes/proxy/api/v1/namespaces/payments/pods/p', POD);
const read = interaction('a request for the configured clusters', 'GET', '/api/kubernetes/clusters', kubernetesStates.clusterConfigured.name);

describe('planVerification', () => {
  it('replays everything a throwaway backend that can do everything is asked for', async () => {
    const plan = await planVerification('kubernetes', pactOf(read, deletion('first'), deletion('second')), { ...OPEN, capabilities: capabilities() });
    expect(plan.replay.interactions.map((each) => each.description)).toEqual(['a request for the configured clusters', 'first', 'second']);
    expect([plan.notApplicable, plan.skipped]).toEqual([[], []]);
  });

  it('reports what the backend lacks as not applicable, with the check\'s reason and state', async () => {
    const plan = await planVerification('kubernetes', pactOf(read, deletion('first')), {
      ...OPEN,
      capabilities: capabilities({ [kubernetesStates.clusterConfigured.name]: 'no cluster' }),
    });
    expect(plan.notApplicable).toEqual([{ description: 'a request for the configured clusters', state: kubernetesStates.clusterConfigured.name, reason: 'no cluster' }]);
    expect(plan.replay.interactions.map((each) => each.description)).toEqual(['first']);
  });

  it('takes every interaction of a missing plugin as not applicable', async () => {
    const plan = await planVerification('kubernetes', pactOf(read, deletion('first')), { ...OPEN, capabilities: capabilities({}, 'not installed') });
    expect(plan.notApplicable.map((each) => [each.description, each.reason])).toEqual([
      ['a request for the configured clusters', 'not installed'],
      ['first', 'not installed'],
    ]);
    expect(plan.replay.interactions).toEqual([]);
  });

  it('skips destructive interactions unless allowed, saying what they do and how to allow them', async () => {
    const plan = await planVerification('kubernetes', pactOf(read, deletion('first')), { ...OPEN, allowDestructive: false });
    expect(plan.skipped).toEqual([
      {
        description: 'first',
        reason:
          'deletes a pod in a cluster (DELETE /api/kubernetes/proxy/api/v1/namespaces/payments/pods/p): destructive, replayed only with ' +
          '--allow-destructive (against a throwaway backend)',
      },
    ]);
    expect(plan.replay.interactions.map((each) => each.description)).toEqual(['a request for the configured clusters']);
  });

  it('replays one deletion of a pod when the backend cannot bring it back, and says why not the others', async () => {
    const plan = await planVerification('kubernetes', pactOf(deletion('first'), read, deletion('second')), { ...OPEN, restoresRemovedState: false });
    expect(plan.replay.interactions.map((each) => each.description)).toEqual(['first', 'a request for the configured clusters']);
    expect(plan.notApplicable).toEqual([{ description: 'second', state: POD, reason: kubernetesStates.podExists.removedByItsInteractions }]);
  });

  it('skips what needs the fixture catalog files when the backend cannot read them', async () => {
    const registered = interaction('a request for the registered locations', 'GET', '/api/catalog/locations', 'a location for the catalog file of component:default/contract-registered is registered');
    const plan = await planVerification('catalog', pactOf(registered), { ...OPEN, fixturesAvailable: false });
    expect(plan.skipped).toEqual([expect.objectContaining({ description: 'a request for the registered locations', reason: expect.stringContaining('--fixtures-base-url') })]);
  });

  it('lets a state skipped on purpose win over every check', async () => {
    const plan = await planVerification('kubernetes', pactOf(deletion('first')), {
      ...OPEN,
      skipStates: new Map([[POD, 'left out with --skip-state']]),
      capabilities: capabilities({ [POD]: 'no cluster' }, 'not installed'),
    });
    expect(plan.skipped).toEqual([{ description: 'first', state: POD, reason: 'left out with --skip-state' }]);
    expect(plan.notApplicable).toEqual([]);
  });
});

describe('destructive interactions', () => {
  it('are exactly the deletions of entities, locations and the pod, and the template runs', async () => {
    const destructive: string[] = [];
    for (const provider of BACKSTAGE_PROVIDERS) {
      for (const each of (await readPact(pactFileOf(provider))).interactions) {
        if (destructiveReasonOf(each)) destructive.push(`${provider}: ${each.description}`);
      }
    }
    // A new entry is a decision to review: the command line does not replay it without --allow-destructive.
    expect(destructive.sort()).toEqual([
      'catalog: a removal of a registered location by id',
      'catalog: a removal of component:default/contract-registered by uid',
      'kubernetes: a proxied deletion of pod payments-worker-6b8c9d7f4-zp9cw',
      'kubernetes: a proxied deletion of pod payments-worker-6b8c9d7f4-zp9cw with an aks access token',
      'scaffolder: a poll for the events of a completed task after event 0',
      'scaffolder: a request for a completed task of template:default/create-node-service',
      'scaffolder: a request for the event stream of a completed task',
      'scaffolder: a request for the first page of completed tasks created by user:default/guest',
      'scaffolder: a request to cancel a task',
      'scaffolder: a request to retry a task',
      'scaffolder: a request to run template:default/create-node-service',
    ]);
  });

  it('include any DELETE no rule knows, but not the sign-out that clears the app cookie', () => {
    expect(destructiveReasonOf(interaction('x', 'DELETE', '/api/search/something'))).toBe('sends DELETE /api/search/something');
    expect(destructiveReasonOf(interaction('x', 'DELETE', '/api/app/.backstage/auth/v1/cookie'))).toBeUndefined();
    expect(destructiveReasonOf(interaction('x', 'GET', '/api/scaffolder/v2/tasks/1', scaffolderStates.completedTask.name))).toContain('runs template');
  });
});

const verification = (provider: 'auth' | 'catalog', overrides: Partial<PactVerification>): PactVerification => ({
  provider,
  origin: 'file',
  pact: pactOf(
    interaction('a <verified> one', 'GET', '/a'),
    interaction('a failed one', 'GET', '/b'),
    interaction('a not applicable one', 'GET', '/c'),
    interaction('a skipped one', 'GET', '/d'),
  ),
  plan: {
    replay: pactOf(),
    notApplicable: [{ description: 'a not applicable one', reason: 'no "github" provider' }],
    skipped: [{ description: 'a skipped one', reason: 'destructive & refused' }],
  },
  passed: ['a <verified> one'],
  failed: [{ description: 'a failed one', mismatch: 'expected "ALLOW" but was "DENY"' }],
  durations: { 'a <verified> one': 1234, 'a failed one': 20 },
  ...overrides,
});

const resultOf = (pact: PactVerification, status: 'verified' | 'failed'): ProviderVerification => ({
  provider: pact.provider,
  status,
  verified: 2,
  passed: pact.passed,
  notApplicable: pact.plan.notApplicable,
  skipped: pact.plan.skipped,
  failures: pact.pending ? [] : pact.failed,
  pendingFailures: pact.pending ? pact.failed : [],
  pacts: [pact],
});

describe('the report', () => {
  const results: ProviderVerification[] = [
    resultOf(verification('auth', {}), 'failed'),
    resultOf(verification('catalog', { pending: true }), 'verified'),
    { provider: 'search', status: 'no-contract' },
  ];

  it('counts each provider\'s interactions: verified, not applicable, skipped, failed', () => {
    expect(summaryTable(results).split('\n')).toEqual([
      'provider  verified  not applicable  skipped  failed',
      'auth             1               1        1       1',
      'catalog          1               1        1       1',
      'search    no pact',
      'total            2               2        2       2',
    ]);
  });

  it('writes JUnit XML with a case per interaction, escaped, timed, and only real failures as failures', () => {
    const xml = junitXml(results);
    expect(xml).toContain('<testsuite name="auth" tests="4" failures="1" errors="0" skipped="2" time="1.254">');
    expect(xml).toContain('<testcase classname="portico-contracts.auth" name="a &#60;verified&#62; one" time="1.234"/>');
    expect(xml).toContain('<testcase classname="portico-contracts.auth" name="a failed one" time="0.020">');
    expect(xml).toContain('<testcase classname="portico-contracts.auth" name="a not applicable one" time="0.000">');
    expect(xml).toContain('<failure message="expected &#34;ALLOW&#34; but was &#34;DENY&#34;">');
    expect(xml).toContain('<skipped message="not applicable: no &#34;github&#34; provider"/>');
    expect(xml).toContain('<skipped message="skipped: destructive &#38; refused"/>');
    // A pending pact's failure is reported, not counted.
    expect(xml).toContain('<testsuite name="catalog" tests="4" failures="0" errors="0" skipped="3" time="1.254">');
    expect(xml).not.toContain('name="search"');
  });
});

describe('the verify command line', () => {
  const usage = (argv: string[], env: NodeJS.ProcessEnv = {}) => {
    try {
      parseVerifyCommand(argv, env);
      return undefined;
    } catch (error) {
      return error instanceof UsageError ? error.message : `not a usage error: ${String(error)}`;
    }
  };

  it.each([
    { argv: [], says: '--provider-base-url is required' },
    { argv: ['--provider-base-url', 'http://b', '--provider', 'nope'], says: 'Unknown provider(s): nope' },
    { argv: ['--provider-base-url', 'http://b', '--publish-verification-results'], says: 'need(s) --pact-broker-url' },
    { argv: ['--provider-base-url', 'http://b', '--pact-broker-url', 'http://pb', '--publish-verification-results'], says: 'needs --provider-version' },
    { argv: ['--provider-base-url', 'http://b', '--pact-broker-url', 'http://pb', '--consumer-version-selector', '[1]'], says: 'takes a JSON object' },
    { argv: ['--provider-base-url', 'http://b', '--frobnicate'], says: "Unknown option '--frobnicate'" },
  ])('refuses $argv', ({ argv, says }) => {
    expect(usage(argv)).toContain(says);
  });

  it('reads the broker credentials from the standard variables, a token before a user name', () => {
    const base = ['--provider-base-url', 'http://b/', '--pact-broker-url', 'http://pb/'];
    expect(parseVerifyCommand(base, { PACT_BROKER_TOKEN: 't', PACT_BROKER_USERNAME: 'u' }).broker).toEqual({ baseUrl: 'http://pb', token: 't' });
    expect(parseVerifyCommand(base, { PACT_BROKER_USERNAME: 'u', PACT_BROKER_PASSWORD: 'p' }).broker).toEqual({ baseUrl: 'http://pb', username: 'u', password: 'p' });
    expect(parseVerifyCommand(base, {}).baseUrl).toBe('http://b');
  });

  it('does not allow destructive interactions unless told', () => {
    expect(parseVerifyCommand(['--provider-base-url', 'http://b'], {}).allowDestructive).toBe(false);
    expect(parseVerifyCommand(['--provider-base-url', 'http://b', '--allow-destructive'], {}).allowDestructive).toBe(true);
  });
});

// The `portico-contracts` command: verifies Portico's consumer contracts against a backend team's own Backstage
// deployment. It asks first what the backend can do (what it lacks is "not applicable here", apart from failures),
// replays the rest with the Pact Foundation's verifier, refuses what deletes data or runs a template unless told it
// may, prints a table per provider, and can take its pacts from a Pact Broker and publish the results there.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CONSUMER, BACKSTAGE_PROVIDERS, type BackstageProvider } from '../support/providers';
import type { BackendUnderTest } from '../verification/backend-under-test';
import {
  DEFAULT_SELECTORS,
  fetchPactsForVerification,
  publishVerificationResult,
  type BrokerOptions,
  type ConsumerVersionSelector,
} from '../verification/broker';
import { capabilityCheckerFor } from '../verification/capabilities';
import { DESTRUCTIVE_HINT } from '../verification/plan';
import { announceSecret, isRedactedChild, leaveParent, runRedacted } from './redacted-output';
import { checkBackstageHealth, checkCatalogWithToken, NotABackstageBackend, PROBE_TIMEOUT_MS } from '../verification/preflight';
import { detailLines, junitXml, outcomesOf, summaryTable } from '../verification/report';
import {
  pactsFromFiles,
  planPacts,
  replayPact,
  resultsByProvider,
  type LogLevel,
  type PactToVerify,
  type PactVerification,
  type PlannedPact,
  type VerifyContractsOptions,
} from '../verification/verify-contracts';

export const USAGE = `Usage: portico-contracts verify --provider-base-url URL [options]

Verifies Portico's consumer contracts against a running Backstage backend. Never point it at production:
verification registers catalog files, and with --allow-destructive it deletes entities, locations and a pod
and runs a software template.

  --provider-base-url URL        the backend's root; plugins answer under /api/{pluginId}
  --token T                      a user token the backend accepts (or PORTICO_CONTRACTS_TOKEN);
                                 default: sign in as the guest
  --provider P                   only this provider (repeatable): ${BACKSTAGE_PROVIDERS.join(', ')}
  --skip-state S                 leave out the interactions needing this provider state (repeatable)
  --allow-destructive            also replay what deletes entities, locations and a pod or runs a template
  --fixtures-base-url URL        where the package's fixtures/ folder is served so that the backend can read it
  --junit FILE                   write JUnit XML (one test case per interaction)
  --log-level L                  trace, debug, info, warn (default) or error

Pacts from a Pact Broker instead of the ones in this package:
  --pact-broker-url URL          e.g. "$PACT_BROKER_BASE_URL"; credentials from --broker-token (or PACT_BROKER_TOKEN),
                                 or --broker-username and --broker-password (or PACT_BROKER_USERNAME / _PASSWORD)
  --consumer-version-selector J  a selector as JSON (repeatable); default ${DEFAULT_SELECTORS.map((selector) => JSON.stringify(selector)).join(' ')}
  --enable-pending               failures of pacts the broker calls pending do not fail the run
  --publish-verification-results publish each pact's result to the broker (needs --provider-version)
  --provider-version V           the version of the backend being verified (e.g. its git commit)
  --provider-version-branch B    that version's branch
  --build-url URL                the CI build, shown by the broker

Before replaying, it checks that the URL is the root of a Backstage backend that is ready (GET
/.backstage/health/v1/readiness) and that the catalog takes the token (GET /api/catalog/entities?limit=1).

Exit code: 0 when something was verified and nothing failed (not applicable and skipped interactions do not fail),
1 when an interaction failed, nothing was verified, the backend is not a Backstage backend (or is down) or the results
could not be published, 2 for a usage error. --help prints this text.`;

export class UsageError extends Error {}

/** Asked for the usage text (--help or -h among the options). */
export class HelpRequested extends Error {}

const HELP_FLAGS = new Set(['--help', '-h']);

/** An http(s) URL given for `option`, without trailing slashes; a UsageError otherwise. */
const httpUrl = (option: string, value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--${option} takes an http(s) URL such as http://localhost:7007; got ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--${option} takes an http(s) URL; got ${value}`);
  return value.replace(/\/+$/, '');
};

const LOG_LEVELS: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error'];

export interface VerifyCommand {
  readonly baseUrl: string;
  readonly token?: string;
  readonly providers: readonly BackstageProvider[];
  readonly skipStates: ReadonlyMap<string, string>;
  readonly allowDestructive: boolean;
  readonly fixturesBaseUrl?: string;
  readonly junit?: string;
  readonly logLevel: LogLevel;
  readonly broker?: BrokerOptions;
  readonly selectors?: readonly ConsumerVersionSelector[];
  readonly enablePending: boolean;
  /** The branch of the backend version verified: the broker needs it to say which pacts are pending, and records it. */
  readonly providerVersionBranch?: string;
  readonly publish?: { readonly providerVersion: string; readonly providerVersionBranch?: string; readonly buildUrl?: string };
}

const isProvider = (name: string): name is BackstageProvider => (BACKSTAGE_PROVIDERS as readonly string[]).includes(name);

const parseSelector = (text: string): ConsumerVersionSelector => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`--consumer-version-selector takes JSON, e.g. '{"mainBranch":true}'; got ${text}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError(`--consumer-version-selector takes a JSON object, e.g. '{"branch":"main"}'; got ${text}`);
  }
  return value as ConsumerVersionSelector;
};

/** Reads `verify`'s options; throws UsageError for anything it cannot take. */
export const parseVerifyCommand = (argv: readonly string[], env: NodeJS.ProcessEnv = process.env): VerifyCommand => {
  // Before the options are read: `verify --help` with other options, even wrong ones, still asks for the usage.
  if (argv.some((arg) => HELP_FLAGS.has(arg))) throw new HelpRequested();
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        'provider-base-url': { type: 'string' },
        token: { type: 'string' },
        provider: { type: 'string', multiple: true },
        'skip-state': { type: 'string', multiple: true },
        'allow-destructive': { type: 'boolean' },
        'fixtures-base-url': { type: 'string' },
        junit: { type: 'string' },
        'log-level': { type: 'string' },
        'pact-broker-url': { type: 'string' },
        'broker-token': { type: 'string' },
        'broker-username': { type: 'string' },
        'broker-password': { type: 'string' },
        'consumer-version-selector': { type: 'string', multiple: true },
        'enable-pending': { type: 'boolean' },
        'publish-verification-results': { type: 'boolean' },
        'provider-version': { type: 'string' },
        'provider-version-branch': { type: 'string' },
        'build-url': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const values = parsed.values;
  if (!values['provider-base-url']) throw new UsageError('--provider-base-url is required: the root of the Backstage backend to verify');
  const baseUrl = httpUrl('provider-base-url', values['provider-base-url']);
  const providers = values.provider ?? [...BACKSTAGE_PROVIDERS];
  const unknown = providers.filter((name) => !isProvider(name));
  if (unknown.length) throw new UsageError(`Unknown provider(s): ${unknown.join(', ')}. Known: ${BACKSTAGE_PROVIDERS.join(', ')}`);
  const logLevel = (values['log-level'] ?? 'warn') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}`);

  const brokerUrl = values['pact-broker-url'] !== undefined ? httpUrl('pact-broker-url', values['pact-broker-url']) : undefined;
  if (values['fixtures-base-url'] !== undefined) httpUrl('fixtures-base-url', values['fixtures-base-url']);
  if (values['build-url'] !== undefined) httpUrl('build-url', values['build-url']);
  const brokerToken = values['broker-token'] ?? env.PACT_BROKER_TOKEN;
  const brokerUsername = values['broker-username'] ?? env.PACT_BROKER_USERNAME;
  const brokerPassword = values['broker-password'] ?? env.PACT_BROKER_PASSWORD;
  const broker: BrokerOptions | undefined = brokerUrl
    ? {
        baseUrl: brokerUrl,
        ...(brokerToken ? { token: brokerToken } : {}),
        ...(!brokerToken && brokerUsername ? { username: brokerUsername, ...(brokerPassword !== undefined ? { password: brokerPassword } : {}) } : {}),
      }
    : undefined;
  const brokerOnly = ['consumer-version-selector', 'enable-pending', 'publish-verification-results'] as const;
  if (!broker) {
    const given = brokerOnly.filter((name) => values[name] !== undefined);
    if (given.length) throw new UsageError(`--${given.join(', --')} need(s) --pact-broker-url: the pacts and results live in a Pact Broker`);
  }
  const publishing = values['publish-verification-results'] === true;
  const providerVersion = values['provider-version'];
  if (publishing && !providerVersion) {
    throw new UsageError('--publish-verification-results needs --provider-version: the version of the backend verified (e.g. its git commit)');
  }
  const token = values.token ?? env.PORTICO_CONTRACTS_TOKEN;
  const branch = values['provider-version-branch'];
  const buildUrl = values['build-url'];
  return {
    baseUrl,
    ...(token ? { token } : {}),
    providers: providers.filter(isProvider),
    skipStates: new Map((values['skip-state'] ?? []).map((state) => [state, 'left out with --skip-state'] as const)),
    allowDestructive: values['allow-destructive'] === true,
    ...(values['fixtures-base-url'] ? { fixturesBaseUrl: values['fixtures-base-url'].replace(/\/+$/, '') } : {}),
    ...(values.junit ? { junit: values.junit } : {}),
    logLevel,
    ...(broker ? { broker } : {}),
    ...(values['consumer-version-selector'] ? { selectors: values['consumer-version-selector'].map(parseSelector) } : {}),
    enablePending: values['enable-pending'] === true,
    ...(branch ? { providerVersionBranch: branch } : {}),
    ...(publishing && providerVersion
      ? { publish: { providerVersion, ...(branch ? { providerVersionBranch: branch } : {}), ...(buildUrl ? { buildUrl } : {}) } }
      : {}),
  };
};

/** Signs in through the backend's guest provider, for a throwaway backend that has one. */
const guestToken = async (baseUrl: string): Promise<string> => {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/auth/guest/refresh`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new NotABackstageBackend(`signing in as the guest at ${baseUrl} failed (${error instanceof Error ? error.message : String(error)}): pass --token with a user token the backend accepts`);
  }
  const body = (await response.json().catch(() => undefined)) as { backstageIdentity?: { token?: unknown } } | undefined;
  const token = body?.backstageIdentity?.token;
  if (!response.ok || typeof token !== 'string') {
    throw new NotABackstageBackend(`signing in as the guest answered ${response.status} (no guest provider?): pass --token with a user token the backend accepts`);
  }
  return token;
};

export interface RunOptions {
  /** The version of the package, for --version and the broker's "verified by". */
  readonly version: string;
  /** Where the pact files are read when no broker is named; default the pacts this package holds. */
  readonly pactDir?: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly out?: (line: string) => void;
  readonly err?: (line: string) => void;
}

const pactsFromBroker = async (command: VerifyCommand, broker: BrokerOptions): Promise<PactToVerify[]> => {
  const pacts: PactToVerify[] = [];
  for (const provider of command.providers) {
    const fetched = await fetchPactsForVerification(broker, {
      provider,
      consumer: CONSUMER,
      ...(command.selectors ? { selectors: command.selectors } : {}),
      includePendingStatus: command.enablePending,
      ...(command.providerVersionBranch ? { providerVersionBranch: command.providerVersionBranch } : {}),
    });
    for (const each of fetched) {
      if (each.pact.consumer.name !== CONSUMER) continue;
      pacts.push({
        provider,
        pact: each.pact,
        origin: each.url,
        description: each.description,
        pending: command.enablePending && each.pending,
        ...(each.publishResultsUrl ? { publishResultsUrl: each.publishResultsUrl } : {}),
      });
    }
  }
  return pacts;
};

/** A result covers the whole pact: one with interactions left out on purpose would be recorded as fully verified. */
const unpublishable = (planned: readonly PlannedPact[]): string[] =>
  planned
    .filter((each) => each.plan.skipped.length > 0)
    .map((each) => `${each.provider}${each.description ? ` [${each.description}]` : ''}: ${each.plan.skipped.length} interaction(s) skipped`);

const publishResults = async (
  command: VerifyCommand,
  broker: BrokerOptions,
  verifications: readonly PactVerification[],
  version: string,
  out: (line: string) => void,
): Promise<string[]> => {
  const errors: string[] = [];
  for (const verification of verifications) {
    if (!verification.publishResultsUrl || !command.publish) continue;
    const outcomes = outcomesOf(verification);
    const success = outcomes.every((outcome) => outcome.status !== 'failed');
    try {
      await publishVerificationResult(broker, verification.provider, verification.publishResultsUrl, {
        success,
        providerVersion: command.publish.providerVersion,
        ...(command.publish.providerVersionBranch ? { providerVersionBranch: command.publish.providerVersionBranch } : {}),
        ...(command.publish.buildUrl ? { buildUrl: command.publish.buildUrl } : {}),
        verifiedBy: { implementation: 'portico-contracts', version },
        testResults: outcomes.map((outcome) => ({
          interactionDescription: outcome.description,
          success: outcome.status !== 'failed',
          ...(outcome.status === 'not applicable' ? { notApplicable: outcome.detail } : {}),
          ...(outcome.status === 'failed' ? { mismatches: [{ description: outcome.detail }] } : {}),
        })),
      });
      out(`Published the ${success ? 'successful' : 'failed'} verification of ${verification.provider} [${verification.description ?? verification.origin}] as ${verification.provider} ${command.publish.providerVersion}.`);
    } catch (error) {
      errors.push(`${verification.provider}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return errors;
};

/** Runs `verify`; answers the exit code. */
export const runVerify = async (command: VerifyCommand, options: RunOptions): Promise<number> => {
  const out = options.out ?? ((line: string) => console.log(line));
  const err = options.err ?? ((line: string) => console.error(line));
  out(`Checking that ${command.baseUrl} is a Backstage backend…`);
  let token: string;
  try {
    const health = await checkBackstageHealth(command.baseUrl);
    token = command.token ?? (await guestToken(command.baseUrl));
    // The parent that redacts the output learns the guest's token before anything can print it.
    if (!command.token) await announceSecret(token);
    out(`${command.baseUrl} is a Backstage backend: ${health}; ${await checkCatalogWithToken(command.baseUrl, token)}.`);
  } catch (error) {
    if (error instanceof NotABackstageBackend) {
      err(`Not verified: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const backend: BackendUnderTest = {
    baseUrl: command.baseUrl,
    token,
    ...(command.fixturesBaseUrl ? { fixturesBaseUrl: command.fixturesBaseUrl } : {}),
  };
  const pacts = command.broker ? await pactsFromBroker(command, command.broker) : await pactsFromFiles(command.providers, options.pactDir);
  if (pacts.length === 0) {
    err(command.broker ? `The Pact Broker at ${command.broker.baseUrl} has no pact of ${CONSUMER} for ${command.providers.join(', ')} matching the selectors.` : 'No pact files found.');
    return 1;
  }
  const verifyOptions: VerifyContractsOptions = {
    backend,
    providers: command.providers,
    skipStates: command.skipStates,
    capabilities: capabilityCheckerFor(backend),
    allowDestructive: command.allowDestructive,
    logLevel: command.logLevel,
  };
  out(`Asking ${command.baseUrl} what it can do…`);
  const planned = await planPacts(pacts, verifyOptions);
  if (command.publish) {
    const refused = unpublishable(planned);
    if (refused.length) {
      err(
        'Verification results would not be published: a result covers the whole pact, and these pacts have interactions ' +
          `skipped on purpose (pass --allow-destructive and --fixtures-base-url against a throwaway backend, and drop --skip-state):\n  ${refused.join('\n  ')}`,
      );
      return 2;
    }
  }
  if (!command.allowDestructive) {
    const refused = planned.reduce((sum, each) => sum + each.plan.skipped.filter((skip) => skip.reason.endsWith(DESTRUCTIVE_HINT)).length, 0);
    if (refused) out(`Not replaying ${refused} interaction(s) that delete data or run a template: pass --allow-destructive to replay them against a throwaway backend.`);
  }
  const verifications: PactVerification[] = [];
  for (const each of planned) {
    out(`Replaying ${each.plan.replay.interactions.length} interaction(s) of ${each.provider}${each.description ? ` [${each.description}]` : ''}…`);
    verifications.push(await replayPact(each, verifyOptions));
  }
  const results = resultsByProvider(command.providers, verifications);
  out('');
  out(summaryTable(results));
  for (const line of detailLines(results)) out(line);
  if (command.junit) {
    await writeFile(command.junit, junitXml(results));
    out(`\nJUnit XML written to ${command.junit}`);
  }
  const publishErrors = command.publish && command.broker ? await publishResults(command, command.broker, verifications, options.version, out) : [];
  for (const error of publishErrors) err(`Could not publish the verification result of ${error}`);
  const failed = results.some((result) => result.status === 'failed');
  const replayed = results.reduce((sum, result) => sum + (result.status === 'no-contract' ? 0 : result.verified), 0);
  if (replayed === 0) {
    const total = planned.reduce((sum, each) => sum + each.pact.interactions.length, 0);
    err(
      `\nNothing was verified: all ${total} interaction(s) were not applicable here or skipped, so this run proves nothing ` +
        'about the backend (see the reasons above).',
    );
    return 1;
  }
  return failed || publishErrors.length > 0 ? 1 : 0;
};

/** The command line: `portico-contracts verify …`, `--version`, `help`. Answers the exit code. */
export const runPorticoContracts = async (argv: readonly string[], options: RunOptions): Promise<number> => {
  const out = options.out ?? ((line: string) => console.log(line));
  const err = options.err ?? ((line: string) => console.error(line));
  const [command, ...rest] = argv;
  if (command === '--version' || command === '-v') {
    out(options.version);
    return 0;
  }
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    out(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'verify') {
    err(`Unknown command ${command}.\n\n${USAGE}`);
    return 2;
  }
  try {
    return await runVerify(parseVerifyCommand(rest, options.env), options);
  } catch (error) {
    if (error instanceof HelpRequested) {
      out(USAGE);
      return 0;
    }
    if (error instanceof UsageError) {
      err(`${error.message}\n\nRun portico-contracts help for the options.`);
      return 2;
    }
    err(error instanceof Error ? error.message : String(error));
    return 1;
  }
};

/**
 * The program's entry (the package's bin and npm run contracts:verify): `verify` runs in a child process of this one
 * whose output is redacted (see redacted-output.ts), so that no log level prints the token; the rest runs here.
 * `entry` is the file the process runs, and `entryArgv` the arguments it was given (the child gets the same, the token
 * moved to its environment). Answers the exit code.
 */
export const runPorticoContractsProgram = async (
  argv: readonly string[],
  program: { readonly entry: string; readonly entryArgv: readonly string[] },
  options: RunOptions,
): Promise<number> => {
  if (argv[0] === 'verify' && !isRedactedChild()) return runRedacted(program.entry, program.entryArgv, options.env ?? process.env);
  try {
    return await runPorticoContracts(argv, options);
  } finally {
    leaveParent();
  }
};

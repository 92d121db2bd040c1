// Replays Portico's pacts against a running Backstage backend, one pact at a time: each interaction is first sorted
// (replayed, not applicable here, skipped; see plan.ts), then the Pact Foundation's verifier replays the rest.
import '../support/no-tracking';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Verifier } from '@pact-foundation/pact';
import { BACKSTAGE_PROVIDERS, PACT_DIR, pactFileOf, type BackstageProvider } from '../support/providers';
import { readPact, writeTemporaryPact, type PactDocument, type PactInteraction } from './pact-file';
import type { BackendUnderTest, StateHandlers } from './backend-under-test';
import type { CapabilityChecker } from './capabilities';
import { planVerification, type LeftOut, type VerificationPlan } from './plan';
import { stateHandlersFor } from './state-handlers';
import { PACT_REQUEST_TIMEOUT_MS, STATE_HANDLER_TIMEOUT_MS } from './timeouts';

export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error';

/** One pact to verify, from a file or from a Pact Broker. */
export interface PactToVerify {
  readonly provider: BackstageProvider;
  readonly pact: PactDocument;
  /** Where it came from: a file or the pact's URL at the broker. */
  readonly origin: string;
  /** Which consumer version it is, when a broker said (e.g. "latest from portico's main branch"). */
  readonly description?: string;
  /** A pending pact's failures are reported but do not fail the run. */
  readonly pending?: boolean;
  /** Where the broker takes the result of verifying it. */
  readonly publishResultsUrl?: string;
}

export interface PlannedPact extends PactToVerify {
  readonly plan: VerificationPlan;
}

export interface InteractionFailure {
  readonly description: string;
  readonly mismatch: string;
}

export interface PactVerification extends PlannedPact {
  readonly passed: readonly string[];
  readonly failed: readonly InteractionFailure[];
  /** The verifier's own error when it names no interaction (then every replayed interaction counts as failed). */
  readonly error?: string;
  /** How long each replayed interaction took, its provider states included, in milliseconds. */
  readonly durations?: Readonly<Record<string, number>>;
}

export interface VerifyContractsOptions {
  readonly backend: BackendUnderTest;
  /** Providers to verify; default every Backstage provider. */
  readonly providers?: readonly BackstageProvider[];
  /** Provider states the backend cannot be put into, with the reason; their interactions are skipped. */
  readonly skipStates?: ReadonlyMap<string, string>;
  /** Where the pact files are read (default contracts/pacts); ignored when `pacts` is given. */
  readonly pactDir?: string;
  /** Pacts to verify instead of the files (e.g. fetched from a broker). */
  readonly pacts?: readonly PactToVerify[];
  /** Asks the backend what it can do before replaying: what it lacks is reported as not applicable. */
  readonly capabilities?: CapabilityChecker;
  /**
   * Whether interactions that delete data or run a template are replayed. Default true: callers that start their
   * own throwaway backend replay everything; the command line asks for --allow-destructive.
   */
  readonly allowDestructive?: boolean;
  readonly logLevel?: LogLevel;
}

export type ProviderVerification =
  | { readonly provider: BackstageProvider; readonly status: 'no-contract' }
  | {
      readonly provider: BackstageProvider;
      /** failed when an interaction of a pact that is not pending failed. */
      readonly status: 'verified' | 'failed';
      /** How many interactions were replayed (passed or failed). */
      readonly verified: number;
      readonly passed: readonly string[];
      readonly notApplicable: readonly LeftOut[];
      readonly skipped: readonly LeftOut[];
      /** Failures of pacts that are not pending. */
      readonly failures: readonly InteractionFailure[];
      /** Failures of pending pacts: reported, not counted. */
      readonly pendingFailures: readonly InteractionFailure[];
      readonly error?: string;
      /** The interactions the backend did not honour. */
      readonly failedInteractions?: readonly string[];
      readonly pacts: readonly PactVerification[];
    };

/**
 * The portal sends the signed-in user's token; the verifier replays the token recorded in the pact,
 * which no real backend accepts. Requests that carried one get a real token instead; requests that
 * carried none (the auth calls, the app cookie's DELETE) stay without.
 */
export const replaceToken =
  (token: string) =>
  (request: IncomingMessage, _response: ServerResponse, next: () => void): void => {
    if (request.headers.authorization !== undefined) request.headers.authorization = `Bearer ${token}`;
    next();
  };

interface VerifierMismatch {
  readonly mismatches?: ReadonlyArray<{ readonly mismatch?: string; readonly path?: string }>;
  readonly message?: string;
}

/** The report Pact's verifier answers with (as JSON: the value it resolves with, or its error's message). */
interface VerifierReport {
  readonly errors?: ReadonlyArray<{ readonly interaction?: string; readonly mismatch?: VerifierMismatch }>;
  /** One entry per interaction replayed: its description and OK, or Error with the mismatch. */
  readonly interactionResults?: ReadonlyArray<{ readonly description?: string; readonly result?: string; readonly mismatch?: VerifierMismatch }>;
}

const reportOf = (value: unknown): VerifierReport | undefined => {
  try {
    const report = JSON.parse(value instanceof Error ? value.message : String(value)) as unknown;
    return typeof report === 'object' && report !== null ? (report as VerifierReport) : undefined;
  } catch {
    return undefined;
  }
};

const mismatchText = (mismatch: VerifierMismatch | undefined): string =>
  mismatch?.mismatches
    ?.filter((each) => each.mismatch)
    .map((each) => (each.path && !each.mismatch!.startsWith(each.path) ? `${each.path}: ${each.mismatch}` : each.mismatch))
    .join('; ') ||
  mismatch?.message ||
  'failed';

/** Pact's verifier rejects with its whole report as JSON; keep the failing interactions and their mismatches. */
export const summariseFailure = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  const report = reportOf(error);
  if (!report?.errors?.length) return message;
  return report.errors.map((failure) => `${failure.interaction ?? 'an interaction'}: ${mismatchText(failure.mismatch)}`).join('\n  ');
};

/**
 * The interactions the report says failed, by their descriptions. Its per-interaction results name each one by its
 * description; its list of errors names them "Verifying a pact between … - <description>".
 */
const interactionFailuresOf = (report: VerifierReport, replayed: readonly string[]): InteractionFailure[] => {
  if (report.interactionResults?.length) {
    return report.interactionResults
      .filter((each) => each.result !== 'OK')
      .map((each) => ({ description: each.description ?? 'an interaction', mismatch: mismatchText(each.mismatch) }));
  }
  return (report.errors ?? []).map((failure) => {
    const named = failure.interaction ?? '';
    const description = replayed.find((each) => named === each || named.endsWith(` - ${each}`)) ?? (named || 'an interaction');
    return { description, mismatch: mismatchText(failure.mismatch) };
  });
};

/** The descriptions of the interactions in the verifier's report of failures; empty when it names none. */
export const failedInteractionsOf = (error: unknown, replayed: readonly string[] = []): string[] => {
  const report = reportOf(error);
  return report ? [...new Set(interactionFailuresOf(report, replayed).map((failure) => failure.description))] : [];
};

/** The pact file of each provider in the directory; providers without one are left out. */
export const pactsFromFiles = async (providers: readonly BackstageProvider[], pactDir: string = PACT_DIR): Promise<PactToVerify[]> => {
  const pacts: PactToVerify[] = [];
  for (const provider of providers) {
    const file = pactFileOf(provider, pactDir);
    if (existsSync(file)) pacts.push({ provider, pact: await readPact(file), origin: file });
  }
  return pacts;
};

/** Sorts every interaction of every pact: replayed, not applicable here, or skipped. Replays nothing. */
export const planPacts = async (pacts: readonly PactToVerify[], options: VerifyContractsOptions): Promise<PlannedPact[]> => {
  const planned: PlannedPact[] = [];
  for (const each of pacts) {
    const plan = await planVerification(each.provider, each.pact, {
      ...(options.skipStates ? { skipStates: options.skipStates } : {}),
      ...(options.capabilities ? { capabilities: options.capabilities } : {}),
      allowDestructive: options.allowDestructive ?? true,
      fixturesAvailable: options.backend.fixturesBaseUrl !== undefined,
      restoresRemovedState: options.backend.restoreDeletedPods !== undefined,
    });
    planned.push({ ...each, plan });
  }
  return planned;
};

/** What became of the provider states while one interaction was replayed: the first handler that failed, and why. */
export interface StateSetupLog {
  failure?: { readonly state: string; readonly message: string };
}

const withTimeout = <T>(work: Promise<T>, ms: number, explain: () => string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(explain())), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * The handlers as Pact calls them: each finishes within `timeoutMs` (below Pact's own timeout for the call), and a
 * failure is recorded in `log` with the handler's message instead of being thrown at Pact, which would only print it
 * and answer its generic "state change handlers has failed" (or, past its timeout, call the handler again).
 */
export const guardStateHandlers = (
  handlers: StateHandlers,
  log: StateSetupLog,
  timeoutMs: number = STATE_HANDLER_TIMEOUT_MS,
  failedBefore: Map<string, string> = new Map(),
): StateHandlers =>
  Object.fromEntries(
    Object.entries(handlers).map(([state, handler]) => {
      if (typeof handler !== 'function') return [state, handler];
      const guarded = async (parameters?: Parameters<typeof handler>[0]) => {
        if (log.failure) return undefined;
        // A state that failed for an interaction of this pact fails the next ones at once, instead of each waiting again.
        const earlier = failedBefore.get(state);
        if (earlier !== undefined) {
          log.failure = { state, message: earlier };
          return undefined;
        }
        try {
          return await withTimeout(
            handler(parameters),
            timeoutMs,
            () => `its handler did not finish within ${timeoutMs / 1000} s (Pact's verifier gives a state change ${PACT_REQUEST_TIMEOUT_MS / 1000} s)`,
          );
        } catch (error) {
          log.failure = { state, message: error instanceof Error ? error.message : String(error) };
          failedBefore.set(state, log.failure.message);
          return undefined;
        }
      };
      return [state, guarded];
    }),
  );

/** Where Pact's verifier posts its state changes; the request filter sees them too. */
const STATE_SETUP_PATH = '/_pactSetup';

/**
 * The request filter of a replay: swaps the token (see replaceToken), and sends nothing to the backend when a
 * provider state of the interaction could not be set up (its outcome is the handler's message, whatever the backend
 * would answer).
 */
const replayRequestFilter =
  (token: string, log: StateSetupLog) =>
  (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (!request.url?.startsWith(STATE_SETUP_PATH) && log.failure) {
      response.writeHead(424, { 'content-type': 'text/plain' }).end(`not sent: the provider state "${log.failure.state}" could not be set up`);
      return;
    }
    replaceToken(token)(request, response, next);
  };

/** The text a failed state leaves as the interaction's failure. */
export const stateFailureText = (failure: { readonly state: string; readonly message: string }): string =>
  `provider state "${failure.state}" could not be set up: ${failure.message}`;

interface InteractionResult {
  readonly description: string;
  readonly durationMs: number;
  readonly failure?: InteractionFailure;
  /** The verifier's own error when it named no interaction (it could not run). */
  readonly error?: string;
}

/** Replays one interaction with Pact's verifier, on a pact file holding only it. */
const replayInteraction = async (
  planned: PlannedPact,
  interaction: PactInteraction,
  options: VerifyContractsOptions,
  failedStates: Map<string, string>,
): Promise<InteractionResult> => {
  const { description } = interaction;
  const copy = await writeTemporaryPact({ ...planned.plan.replay, interactions: [interaction] }, pactFileOf(planned.provider));
  const log: StateSetupLog = {};
  const started = performance.now();
  try {
    await new Verifier({
      provider: planned.provider,
      providerBaseUrl: options.backend.baseUrl,
      pactUrls: [copy],
      stateHandlers: guardStateHandlers(stateHandlersFor(options.backend), log, STATE_HANDLER_TIMEOUT_MS, failedStates),
      requestFilter: replayRequestFilter(options.backend.token, log),
      timeout: PACT_REQUEST_TIMEOUT_MS,
      logLevel: options.logLevel ?? 'warn',
    }).verifyProvider();
    const durationMs = performance.now() - started;
    return log.failure ? { description, durationMs, failure: { description, mismatch: stateFailureText(log.failure) } } : { description, durationMs };
  } catch (error) {
    const durationMs = performance.now() - started;
    if (log.failure) return { description, durationMs, failure: { description, mismatch: stateFailureText(log.failure) } };
    const report = reportOf(error);
    const named = report ? interactionFailuresOf(report, [description]) : [];
    if (named.length > 0) return { description, durationMs, failure: { description, mismatch: named.map((each) => each.mismatch).join('; ') } };
    // The verifier failed without naming the interaction (it could not run): it does not count as passed.
    const message = error instanceof Error ? error.message : String(error);
    return { description, durationMs, failure: { description, mismatch: message }, error: message };
  } finally {
    await rm(dirname(copy), { recursive: true, force: true });
  }
};

/**
 * Replays one planned pact with Pact's verifier, one interaction at a time (so that each has its own time, and a
 * failed provider state is told apart from the others), and says which interactions passed and which failed.
 */
export const replayPact = async (planned: PlannedPact, options: VerifyContractsOptions): Promise<PactVerification> => {
  const results: InteractionResult[] = [];
  const failedStates = new Map<string, string>();
  for (const interaction of planned.plan.replay.interactions) results.push(await replayInteraction(planned, interaction, options, failedStates));
  const error = results.map((each) => each.error).find(Boolean);
  return {
    ...planned,
    passed: results.filter((each) => !each.failure).map((each) => each.description),
    failed: results.flatMap((each) => (each.failure ? [each.failure] : [])),
    durations: Object.fromEntries(results.map((each) => [each.description, each.durationMs])),
    ...(error ? { error } : {}),
  };
};

/** Gathers the pacts' results per provider, in the providers' order. */
export const resultsByProvider = (
  providers: readonly BackstageProvider[],
  verifications: readonly PactVerification[],
): ProviderVerification[] =>
  providers.map((provider): ProviderVerification => {
    const pacts = verifications.filter((each) => each.provider === provider);
    if (pacts.length === 0) return { provider, status: 'no-contract' };
    const failures = pacts.filter((each) => !each.pending).flatMap((each) => each.failed);
    const pendingFailures = pacts.filter((each) => each.pending).flatMap((each) => each.failed);
    const error = pacts.map((each) => each.error).find(Boolean);
    return {
      provider,
      status: failures.length > 0 ? 'failed' : 'verified',
      verified: pacts.reduce((sum, each) => sum + each.plan.replay.interactions.length, 0),
      passed: pacts.flatMap((each) => each.passed),
      notApplicable: pacts.flatMap((each) => each.plan.notApplicable),
      skipped: pacts.flatMap((each) => each.plan.skipped),
      failures,
      pendingFailures,
      ...(failures.length > 0 ? { error: error ?? failures.map((failure) => `${failure.description}: ${failure.mismatch}`).join('\n  ') } : {}),
      ...(failures.length > 0 ? { failedInteractions: [...new Set(failures.map((failure) => failure.description))] } : {}),
      pacts,
    };
  });

/** Verifies each provider's pacts in turn; one provider's failure does not stop the others. */
export const verifyContracts = async (options: VerifyContractsOptions): Promise<readonly ProviderVerification[]> => {
  const providers = options.providers ?? BACKSTAGE_PROVIDERS;
  const pacts = options.pacts ?? (await pactsFromFiles(providers, options.pactDir));
  const verifications: PactVerification[] = [];
  for (const planned of await planPacts(pacts, options)) verifications.push(await replayPact(planned, options));
  return resultsByProvider(providers, verifications);
};

export const allPassed = (results: readonly ProviderVerification[]): boolean =>
  results.every((result) => result.status !== 'failed');

/** One line per provider, then one per interaction left out (with its reason) or failed. */
export const describeResults = (results: readonly ProviderVerification[]): string =>
  results
    .flatMap((result) => {
      if (result.status === 'no-contract') return [`${result.provider}: no pact file yet`];
      const head =
        `${result.provider}: ${result.status}, ${result.verified} interaction(s) replayed, ` +
        `${result.notApplicable.length} not applicable, ${result.skipped.length} skipped`;
      const state = (leftOut: LeftOut) => (leftOut.state ? ` (state "${leftOut.state}")` : '');
      return [
        head,
        ...(result.error ? [`  error: ${result.error}`] : []),
        ...result.notApplicable.map((each) => `  not applicable "${each.description}"${state(each)}: ${each.reason}`),
        ...result.skipped.map((each) => `  skipped "${each.description}"${state(each)}: ${each.reason}`),
      ];
    })
    .join('\n');

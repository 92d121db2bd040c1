// Replays Portico's pacts against a running Backstage backend, one provider at a time.
import '../support/no-tracking';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Verifier } from '@pact-foundation/pact';
import { BACKSTAGE_PROVIDERS, PACT_DIR, pactFileOf, type BackstageProvider } from '../support/providers';
import { readPact, withoutStates, writeTemporaryPact, type SkippedInteraction } from './pact-file';
import type { BackendUnderTest } from './backend-under-test';
import { stateHandlersFor } from './state-handlers';

export interface VerifyContractsOptions {
  readonly backend: BackendUnderTest;
  /** Providers to verify; default every Backstage provider. */
  readonly providers?: readonly BackstageProvider[];
  /** Provider states the backend cannot be put into, with the reason; their interactions are skipped. */
  readonly skipStates?: ReadonlyMap<string, string>;
  readonly pactDir?: string;
  readonly logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error';
}

export type ProviderVerification =
  | { readonly provider: BackstageProvider; readonly status: 'no-contract' }
  | {
      readonly provider: BackstageProvider;
      readonly status: 'verified' | 'failed';
      readonly verified: number;
      readonly skipped: readonly SkippedInteraction[];
      readonly error?: string;
      /** The interactions the backend did not honour (when failed and the verifier named them). */
      readonly failedInteractions?: readonly string[];
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

const verifyOne = async (provider: BackstageProvider, options: VerifyContractsOptions): Promise<ProviderVerification> => {
  const source = pactFileOf(provider, options.pactDir ?? PACT_DIR);
  if (!existsSync(source)) return { provider, status: 'no-contract' };
  const { pact, skipped } = withoutStates(await readPact(source), options.skipStates ?? new Map());
  const verified = pact.interactions.length;
  if (verified === 0) return { provider, status: 'verified', verified, skipped };

  const copy = await writeTemporaryPact(pact, source);
  try {
    await new Verifier({
      provider,
      providerBaseUrl: options.backend.baseUrl,
      pactUrls: [copy],
      stateHandlers: stateHandlersFor(options.backend),
      requestFilter: replaceToken(options.backend.token),
      logLevel: options.logLevel ?? 'warn',
    }).verifyProvider();
    return { provider, status: 'verified', verified, skipped };
  } catch (error) {
    return { provider, status: 'failed', verified, skipped, error: summariseFailure(error), failedInteractions: failedInteractionsOf(error) };
  } finally {
    await rm(dirname(copy), { recursive: true, force: true });
  }
};

interface VerifierFailure {
  readonly errors?: ReadonlyArray<{
    readonly interaction?: string;
    readonly mismatch?: { readonly mismatches?: ReadonlyArray<{ readonly mismatch?: string }>; readonly message?: string };
  }>;
}

/** Pact's verifier rejects with its whole report as JSON; keep the failing interactions and their mismatches. */
export const summariseFailure = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(message) as VerifierFailure;
    if (!report.errors?.length) return message;
    return report.errors
      .map((failure) => {
        const reasons = failure.mismatch?.mismatches?.map((mismatch) => mismatch.mismatch).filter(Boolean) ?? [];
        return `${failure.interaction ?? 'an interaction'}: ${reasons.join('; ') || failure.mismatch?.message || 'failed'}`;
      })
      .join('\n  ');
  } catch {
    return message;
  }
};

/** The descriptions of the interactions in the verifier's report of failures; empty when it names none. */
export const failedInteractionsOf = (error: unknown): string[] => {
  try {
    const report = JSON.parse(error instanceof Error ? error.message : String(error)) as VerifierFailure;
    return [...new Set((report.errors ?? []).map((failure) => failure.interaction ?? 'an interaction'))];
  } catch {
    return [];
  }
};

/** Verifies each provider's pact in turn; one provider's failure does not stop the others. */
export const verifyContracts = async (options: VerifyContractsOptions): Promise<readonly ProviderVerification[]> => {
  const results: ProviderVerification[] = [];
  for (const provider of options.providers ?? BACKSTAGE_PROVIDERS) results.push(await verifyOne(provider, options));
  return results;
};

export const allPassed = (results: readonly ProviderVerification[]): boolean =>
  results.every((result) => result.status !== 'failed');

/** One line per provider, then one per skipped interaction with its reason. */
export const describeResults = (results: readonly ProviderVerification[]): string =>
  results
    .flatMap((result) => {
      if (result.status === 'no-contract') return [`${result.provider}: no pact file yet`];
      const head = `${result.provider}: ${result.status}, ${result.verified} interaction(s) replayed, ${result.skipped.length} skipped`;
      return [
        head,
        ...(result.error ? [`  error: ${result.error}`] : []),
        ...result.skipped.map((skip) => `  skipped "${skip.description}" (state "${skip.state}"): ${skip.reason}`),
      ];
    })
    .join('\n');

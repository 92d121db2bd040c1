import type { VerifierOptions } from '@pact-foundation/pact';

/** The running backend a verification replays the pacts against. */
export interface BackendUnderTest {
  /** Root of the backend, e.g. http://127.0.0.1:7007; plugins answer under /api/{pluginId}. */
  readonly baseUrl: string;
  /** A user token the backend accepts (the guest's for the embedded backend). */
  readonly token: string;
  /** Where contracts/fixtures is served so that the backend can read it (catalog states register those files). */
  readonly fixturesBaseUrl?: string;
  /** Brings back pods that an interaction deleted (the embedded backend's fixture cluster can). */
  readonly restoreDeletedPods?: () => void;
}

export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

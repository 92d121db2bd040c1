// What the portico-contracts package offers to a backend team that runs its own Pact verifier (pact-js `Verifier`,
// its own CI set-up): the provider-state handlers, the token swap, the checks of what a backend can do, which
// interactions are destructive, and the verification the `portico-contracts` command runs.
export { BACKSTAGE_PROVIDERS, CONSUMER, PACT_DIR, pactFileOf, type BackstageProvider } from './support/providers';
export { ALL_PROVIDER_STATES, stateNamed, type ProviderState } from './support/provider-states';
export type { BackendUnderTest, StateHandlers } from './verification/backend-under-test';
export { stateHandlersFor } from './verification/state-handlers';
export { capabilityCheckerFor, PLUGIN_PACKAGES, type CapabilityChecker } from './verification/capabilities';
export { destructiveReasonOf } from './verification/destructive';
export { planVerification, type LeftOut, type PlanOptions, type VerificationPlan } from './verification/plan';
export { readPact, type PactDocument, type PactInteraction } from './verification/pact-file';
export {
  allPassed,
  pactsFromFiles,
  replaceToken,
  verifyContracts,
  type PactToVerify,
  type PactVerification,
  type ProviderVerification,
  type VerifyContractsOptions,
} from './verification/verify-contracts';
export { junitXml, summaryTable, detailLines, outcomesOf, type InteractionOutcome } from './verification/report';
export {
  DEFAULT_SELECTORS,
  fetchPactsForVerification,
  publishVerificationResult,
  type BrokerOptions,
  type BrokerPact,
  type ConsumerVersionSelector,
} from './verification/broker';
export { runPorticoContracts } from './cli/portico-contracts';

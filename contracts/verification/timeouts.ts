// How long Pact's verifier and the provider-state handlers wait, in one place so that they agree. Pact's verifier
// gives every request it makes, the state change calls included, PACT_REQUEST_TIMEOUT_MS; a state handler that
// took longer would be cut off with Pact's generic "state change handlers has failed" (and the call retried while the
// first handler still ran). So every handler finishes, or fails with its own message, within STATE_HANDLER_TIMEOUT_MS.

/** What Pact's verifier waits for each request it sends (a replayed interaction, a state change). */
export const PACT_REQUEST_TIMEOUT_MS = 30_000;

/** What a provider-state handler may take, waits included: Pact's timeout less a margin for the answer to travel. */
export const STATE_HANDLER_TIMEOUT_MS = PACT_REQUEST_TIMEOUT_MS - 5_000;

/** The deadline of a wait that starts now and must end within the handler's time. */
export const stateDeadline = (): number => Date.now() + STATE_HANDLER_TIMEOUT_MS - 1_000;

/** STATE_HANDLER_TIMEOUT_MS in words, for messages. */
export const STATE_HANDLER_TIMEOUT_TEXT = `${STATE_HANDLER_TIMEOUT_MS / 1000} s`;

/** What a handler that asks the backend more after finding an entity in the catalog gives the catalog: half its time. */
export const CATALOG_WAIT_MS = STATE_HANDLER_TIMEOUT_MS / 2;

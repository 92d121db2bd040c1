// Which interactions change a backend's data beyond recovery: replaying them deletes entities, locations or a
// pod, or runs a software template. The command line replays them only when told it may (a throwaway backend).
import { stateNamed } from '../support/provider-states';
import type { PactInteraction } from './pact-file';

interface RequestLine {
  readonly method: string;
  readonly path: string;
}

const requestOf = (interaction: PactInteraction): RequestLine | undefined => {
  const request = interaction.request as { method?: unknown; path?: unknown } | undefined;
  return typeof request?.method === 'string' && typeof request.path === 'string'
    ? { method: request.method.toUpperCase(), path: request.path }
    : undefined;
};

/** Requests that destroy or run something, each with what it does. The first rule that matches wins. */
const DESTRUCTIVE_REQUESTS: ReadonlyArray<{ readonly method: string; readonly path: RegExp; readonly does: string }> = [
  { method: 'DELETE', path: /^\/api\/catalog\/entities\//, does: 'deletes an entity from the catalog' },
  { method: 'DELETE', path: /^\/api\/catalog\/locations\//, does: 'deletes a location (and its entities) from the catalog' },
  { method: 'DELETE', path: /^\/api\/kubernetes\/proxy\/.*\/pods\//, does: 'deletes a pod in a cluster' },
  { method: 'POST', path: /^\/api\/scaffolder\/v2\/tasks\/?$/, does: 'runs a software template' },
  { method: 'POST', path: /^\/api\/scaffolder\/v2\/tasks\/[^/]+\/retry$/, does: 'runs a software template again (a task retry)' },
];

/** Requests that use DELETE without destroying data: sign-out clears the app's session cookie. */
const HARMLESS_DELETES: readonly RegExp[] = [/^\/api\/[^/]+\/\.backstage\/auth\/v1\/cookie$/];

/**
 * What replaying the interaction destroys or runs, or undefined when it leaves the backend's data as it was
 * (apart from what the verification itself registered). A DELETE that no rule knows counts as destructive.
 */
export const destructiveReasonOf = (interaction: PactInteraction): string | undefined => {
  const request = requestOf(interaction);
  if (request) {
    const rule = DESTRUCTIVE_REQUESTS.find((each) => each.method === request.method && each.path.test(request.path));
    if (rule) return `${rule.does} (${request.method} ${request.path})`;
    if (request.method === 'DELETE' && !HARMLESS_DELETES.some((path) => path.test(request.path))) {
      return `sends DELETE ${request.path}`;
    }
  }
  for (const state of interaction.providerStates ?? []) {
    const destructive = stateNamed(state.name)?.destructive;
    if (destructive) return destructive;
  }
  return undefined;
};

// Every provider state a pact names must be declared once and have a state handler, so verification
// never replays an interaction whose state nobody prepares.
import { BACKSTAGE_PROVIDERS, pactFileOf } from '../support/providers';
import { ALL_PROVIDER_STATES, stateNamed } from '../support/provider-states';
import { embeddedBackendSkips } from '../verification/embedded-target';
import { readPact } from '../verification/pact-file';
import { stateHandlersFor } from '../verification/state-handlers';
import { existsSync } from 'node:fs';

const handlers = stateHandlersFor({ baseUrl: 'http://127.0.0.1:1', token: 'unused' });

const statesInPacts = async (): Promise<string[]> => {
  const names: string[] = [];
  for (const provider of BACKSTAGE_PROVIDERS) {
    if (!existsSync(pactFileOf(provider))) continue;
    for (const interaction of (await readPact(pactFileOf(provider))).interactions) {
      names.push(...(interaction.providerStates ?? []).map((state) => state.name));
    }
  }
  return names;
};

describe('provider states', () => {
  it('are declared once each', () => {
    const names = ALL_PROVIDER_STATES.map((state) => state.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('each have a state handler, and no handler is left without a state', () => {
    expect(Object.keys(handlers).sort()).toEqual(ALL_PROVIDER_STATES.map((state) => state.name).sort());
  });

  it('named in the committed pacts are all declared', async () => {
    const undeclared = (await statesInPacts()).filter((name) => stateNamed(name) === undefined);
    expect(undeclared).toEqual([]);
  });

  it('that the embedded backend cannot reach are exactly those with a reason', () => {
    const withReason = ALL_PROVIDER_STATES.filter((state) => 'notOnEmbeddedBackend' in state).map((state) => state.name);
    expect([...embeddedBackendSkips().keys()].sort()).toEqual(withReason.sort());
  });
});

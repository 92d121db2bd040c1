// Before a pact is replayed, each interaction is sorted: replayed, not applicable here (the backend lacks what it
// needs), or skipped (the person running the verification left it out, or did not allow what it would destroy).
import { stateNamed } from '../support/provider-states';
import type { BackstageProvider } from '../support/providers';
import type { CapabilityChecker } from './capabilities';
import { destructiveReasonOf } from './destructive';
import type { PactDocument, PactInteraction } from './pact-file';

/** An interaction that is not replayed, and why. */
export interface LeftOut {
  readonly description: string;
  /** The provider state that decided it, when one did. */
  readonly state?: string;
  readonly reason: string;
}

export interface PlanOptions {
  /** Provider states to leave out, with the reason (the command line's --skip-state, or what a test backend cannot do). */
  readonly skipStates?: ReadonlyMap<string, string>;
  /** Asks the backend what it can do; without it every interaction is taken as applicable. */
  readonly capabilities?: CapabilityChecker;
  /** Whether interactions that delete data or run a template may be replayed. */
  readonly allowDestructive: boolean;
  /** Whether the backend can read the catalog files of contracts/fixtures (a fixtures base URL was given). */
  readonly fixturesAvailable: boolean;
  /** Whether the backend can bring back what an interaction removed (the embedded backend's fixture pods). */
  readonly restoresRemovedState: boolean;
}

export interface VerificationPlan {
  /** The pact with only the interactions to replay. */
  readonly replay: PactDocument;
  readonly notApplicable: readonly LeftOut[];
  readonly skipped: readonly LeftOut[];
}

export const DESTRUCTIVE_HINT = 'destructive, replayed only with --allow-destructive (against a throwaway backend)';
export const FIXTURES_HINT =
  'its provider state registers a catalog file from the fixtures folder, which the backend must be able to read: ' +
  'serve that folder and pass --fixtures-base-url';

const statesOf = (interaction: PactInteraction): string[] => (interaction.providerStates ?? []).map((state) => state.name);

type Decision = { readonly kind: 'replay' } | { readonly kind: 'not-applicable' | 'skipped'; readonly state?: string; readonly reason: string };

export const planVerification = async (
  provider: BackstageProvider,
  pact: PactDocument,
  options: PlanOptions,
): Promise<VerificationPlan> => {
  const pluginMissing = await options.capabilities?.pluginMissing(provider);
  /** States whose destructive interaction was already kept once in this plan. */
  const removed = new Set<string>();

  const decide = async (interaction: PactInteraction): Promise<Decision> => {
    const states = statesOf(interaction);
    const skippedState = states.find((state) => options.skipStates?.has(state));
    if (skippedState) return { kind: 'skipped', state: skippedState, reason: options.skipStates!.get(skippedState)! };
    if (pluginMissing) return { kind: 'not-applicable', reason: pluginMissing };
    for (const state of states) {
      const reason = await options.capabilities?.stateNotApplicable(state);
      if (reason) return { kind: 'not-applicable', state, reason };
    }
    const destructive = destructiveReasonOf(interaction);
    if (destructive && !options.allowDestructive) return { kind: 'skipped', reason: `${destructive}: ${DESTRUCTIVE_HINT}` };
    const fixtureState = states.find((state) => stateNamed(state)?.readsFixtures);
    if (fixtureState && !options.fixturesAvailable) return { kind: 'skipped', state: fixtureState, reason: FIXTURES_HINT };
    if (destructive && !options.restoresRemovedState) {
      const consumed = states.find((state) => stateNamed(state)?.removedByItsInteractions);
      if (consumed && removed.has(consumed)) {
        return { kind: 'not-applicable', state: consumed, reason: stateNamed(consumed)!.removedByItsInteractions! };
      }
      if (consumed) removed.add(consumed);
    }
    return { kind: 'replay' };
  };

  const replay: PactInteraction[] = [];
  const notApplicable: LeftOut[] = [];
  const skipped: LeftOut[] = [];
  for (const interaction of pact.interactions) {
    const decision = await decide(interaction);
    if (decision.kind === 'replay') {
      replay.push(interaction);
      continue;
    }
    const leftOut: LeftOut = {
      description: interaction.description,
      ...(decision.state ? { state: decision.state } : {}),
      reason: decision.reason,
    };
    (decision.kind === 'skipped' ? skipped : notApplicable).push(leftOut);
  }
  return { replay: { ...pact, interactions: replay }, notApplicable, skipped };
};

// Argo rollout progress: steps, Paused, Aborted, 'Canary promoted'.
import { k8sMessages as m } from './messages';
import type { Rollout, RolloutStep } from './types';

export type StepLabel =
  | { readonly kind: 'setWeight'; readonly text: string }
  | { readonly kind: 'pause'; readonly text: string }
  | { readonly kind: 'analysis'; readonly text: string; readonly templates: readonly string[] }
  | { readonly kind: 'promoted'; readonly text: string }
  | { readonly kind: 'unknown'; readonly text: string };

/** How a canary step is labelled: 'setWeight 20%', 'pause for 1h', 'infinite pause', analysis templates. */
export const stepLabel = (step: RolloutStep): StepLabel => {
  if (step.setWeight !== undefined) return { kind: 'setWeight', text: `setWeight ${step.setWeight}%` };
  if (step.pause !== undefined) {
    const duration = step.pause.duration;
    return { kind: 'pause', text: duration === undefined ? 'infinite pause' : `pause for ${duration}` };
  }
  if (step.analysis !== undefined) {
    const templates = step.analysis.templates.map(
      (t) => `${t.templateName}${t.clusterScope ? ' (cluster scoped)' : ''}`,
    );
    return { kind: 'analysis', text: `analysis templates: ${templates.join(', ')}`, templates };
  }
  return { kind: 'unknown', text: m.unknownStep };
};

/** When the rollout paused on a canary pause step, if it is paused. */
export const rolloutPausedSince = (rollout: Rollout): string | undefined =>
  rollout.status?.pauseConditions?.find((p) => p.reason === 'CanaryPauseStep')?.startTime;

export const isRolloutPaused = (rollout: Rollout): boolean => rolloutPausedSince(rollout) !== undefined;

const abortedCondition = (rollout: Rollout) =>
  rollout.status?.conditions?.find(
    (c) => c.type === 'Progressing' && c.status === 'False' && c.reason === 'RolloutAborted',
  );

export const isRolloutAborted = (rollout: Rollout): boolean => abortedCondition(rollout) !== undefined;

export const rolloutAbortedMessage = (rollout: Rollout): string | undefined => abortedCondition(rollout)?.message;

/**
 * The stepper position: an index at or beyond the step count is shown one further along (so the
 * final 'Canary promoted' step is done too); an aborted rollout has no active step (-1).
 */
export const activeStepIndex = (currentStepIndex: number, stepCount: number, aborted: boolean): number => {
  if (aborted) return -1;
  return currentStepIndex >= stepCount ? currentStepIndex + 1 : currentStepIndex;
};

export interface RolloutProgress {
  /** The listed steps followed by 'Canary promoted'. */
  readonly steps: readonly StepLabel[];
  readonly activeStepIndex: number;
  readonly paused: boolean;
  readonly pausedSince?: string;
  readonly aborted: boolean;
  readonly abortedMessage?: string;
}

export const rolloutProgress = (rollout: Rollout): RolloutProgress => {
  const steps = rollout.spec?.strategy?.canary?.steps ?? [];
  const aborted = isRolloutAborted(rollout);
  const pausedSince = rolloutPausedSince(rollout);
  const abortedMessage = rolloutAbortedMessage(rollout);
  return {
    steps: [...steps.map(stepLabel), { kind: 'promoted', text: m.canaryPromoted }],
    activeStepIndex: activeStepIndex(rollout.status?.currentStepIndex ?? 0, steps.length, aborted),
    paused: pausedSince !== undefined,
    ...(pausedSince !== undefined && { pausedSince }),
    aborted,
    ...(abortedMessage !== undefined && { abortedMessage }),
  };
};

import { Callout, Tag } from '@blueprintjs/core';
import { PauseIcon, DisableIcon, TickIcon } from '@blueprintjs/icons';
import { rolloutProgress } from '../../domain/kubernetes/rollouts';
import type { Rollout } from '../../domain/kubernetes/types';
import { kubernetesTexts as t } from './kubernetes-texts';
import { relativeTime } from './relative-time';

/** The canary steps of a rollout, the active one marked; Paused and Aborted indicators. */
export const RolloutPanel = ({ rollout }: { rollout: Rollout }) => {
  const progress = rolloutProgress(rollout);
  return (
    <div className="portico-k8s-rollout">
      <div className="portico-k8s-chips">
        {progress.paused && (
          <Tag intent="warning" icon={<PauseIcon />}>
            {t.paused}
            {progress.pausedSince && ` (${relativeTime(progress.pausedSince)})`}
          </Tag>
        )}
        {progress.aborted && (
          <Tag intent="danger" icon={<DisableIcon />}>
            {t.aborted}
          </Tag>
        )}
      </div>
      {progress.aborted && progress.abortedMessage && (
        <Callout intent="danger" compact>
          {progress.abortedMessage}
        </Callout>
      )}
      <ol className="portico-k8s-steps" aria-label="Rollout steps">
        {progress.steps.map((step, index) => {
          const state =
            progress.activeStepIndex < 0 ? 'pending' : index < progress.activeStepIndex ? 'done' : index === progress.activeStepIndex ? 'active' : 'pending';
          return (
            <li key={index} className={`portico-k8s-step portico-k8s-step--${state}`} aria-current={state === 'active' ? 'step' : undefined}>
              {state === 'done' && <TickIcon className="portico-k8s-icon--ok" aria-label="done" />} {step.text}
            </li>
          );
        })}
      </ol>
    </div>
  );
};

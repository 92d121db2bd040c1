import fc from 'fast-check';
import {
  activeStepIndex,
  isRolloutAborted,
  isRolloutPaused,
  rolloutAbortedMessage,
  rolloutPausedSince,
  rolloutProgress,
  stepLabel,
} from '../../../domain/kubernetes/rollouts';
import type { Rollout, RolloutStep } from '../../../domain/kubernetes/types';

const steps: RolloutStep[] = [
  { setWeight: 20 },
  { pause: { duration: '1h' } },
  { pause: {} },
  { analysis: { templates: [{ templateName: 'success-rate' }, { templateName: 'latency', clusterScope: true }] } },
  {},
];

const rollout = (status: Rollout['status'] = {}): Rollout => ({
  kind: 'Rollout',
  metadata: { name: 'canary', namespace: 'shop' },
  spec: { strategy: { canary: { steps } } },
  status,
});

describe('step labels', () => {
  it.each<[RolloutStep, string]>([
    [{ setWeight: 20 }, 'setWeight 20%'],
    [{ pause: { duration: '1h' } }, 'pause for 1h'],
    [{ pause: { duration: 30 } }, 'pause for 30'],
    [{ pause: {} }, 'infinite pause'],
    [{ analysis: { templates: [{ templateName: 'a' }, { templateName: 'b', clusterScope: true }] } }, 'analysis templates: a, b (cluster scoped)'],
    [{}, 'unknown step'],
  ])('%j → %s', (step, text) => {
    expect(stepLabel(step).text).toBe(text);
  });

  it('lists the analysis templates', () => {
    expect(stepLabel(steps[3]!)).toMatchObject({ kind: 'analysis', templates: ['success-rate', 'latency (cluster scoped)'] });
  });
});

describe('paused and aborted', () => {
  it('is paused when a CanaryPauseStep pause condition has a start time', () => {
    const paused = rollout({ pauseConditions: [{ reason: 'CanaryPauseStep', startTime: '2024-05-01T11:00:00Z' }] });
    expect(isRolloutPaused(paused)).toBe(true);
    expect(rolloutPausedSince(paused)).toBe('2024-05-01T11:00:00Z');
    expect(isRolloutPaused(rollout({ pauseConditions: [{ reason: 'CanaryPauseStep' }] }))).toBe(false);
    expect(isRolloutPaused(rollout({ pauseConditions: [{ reason: 'BlueGreenPause', startTime: 'x' }] }))).toBe(false);
  });

  it.each([
    [{ type: 'Progressing', status: 'False', reason: 'RolloutAborted', message: 'Rollout aborted update to revision 3' }, true],
    [{ type: 'Progressing', status: 'True', reason: 'RolloutAborted' }, false],
    [{ type: 'Progressing', status: 'False', reason: 'ProgressDeadlineExceeded' }, false],
    [{ type: 'Available', status: 'False', reason: 'RolloutAborted' }, false],
  ])('condition %j → aborted %s', (condition, aborted) => {
    expect(isRolloutAborted(rollout({ conditions: [condition] }))).toBe(aborted);
  });

  it('keeps the abort message', () => {
    const aborted = rollout({ conditions: [{ type: 'Progressing', status: 'False', reason: 'RolloutAborted', message: 'why' }] });
    expect(rolloutAbortedMessage(aborted)).toBe('why');
  });
});

describe('progress', () => {
  it.each([
    [0, 5, false, 0],
    [3, 5, false, 3],
    [5, 5, false, 6],
    [7, 5, false, 8],
    [2, 5, true, -1],
  ])('index %i of %i steps, aborted %s → active %i', (current, count, aborted, expected) => {
    expect(activeStepIndex(current, count, aborted)).toBe(expected);
  });

  it('shows one step further from the step count on, and never an active step when aborted', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.boolean(), (current, count, aborted) => {
        const active = activeStepIndex(current, count, aborted);
        if (aborted) expect(active).toBe(-1);
        else expect(active).toBe(current < count ? current : current + 1);
      }),
    );
  });

  it("ends with 'Canary promoted' and defaults the current index to 0", () => {
    const progress = rolloutProgress(rollout());
    expect(progress.steps.map((s) => s.text)).toEqual([
      'setWeight 20%',
      'pause for 1h',
      'infinite pause',
      'analysis templates: success-rate, latency (cluster scoped)',
      'unknown step',
      'Canary promoted',
    ]);
    expect(progress).toMatchObject({ activeStepIndex: 0, paused: false, aborted: false });
  });

  it('marks an aborted rollout', () => {
    const progress = rolloutProgress(
      rollout({ currentStepIndex: 2, conditions: [{ type: 'Progressing', status: 'False', reason: 'RolloutAborted', message: 'm' }] }),
    );
    expect(progress).toMatchObject({ activeStepIndex: -1, aborted: true, abortedMessage: 'm' });
  });

  it('handles a rollout without steps', () => {
    const progress = rolloutProgress({ status: { currentStepIndex: 0 } });
    expect(progress.steps.map((s) => s.text)).toEqual(['Canary promoted']);
    expect(progress.activeStepIndex).toBe(1);
  });
});

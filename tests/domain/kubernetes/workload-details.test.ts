import {
  cronJobDetails,
  daemonSetDetails,
  describeSelector,
  describeUpdateStrategy,
  statefulSetDetails,
} from '../../../domain/kubernetes/workload-details';
import type { CronJob, DaemonSet, StatefulSet } from '../../../domain/kubernetes/types';

const asRecord = (details: ReadonlyArray<{ label: string; value: string }>) =>
  Object.fromEntries(details.map(({ label, value }) => [label, value]));

describe('workload details', () => {
  it('gives a daemon set its update strategy and its scheduled, available, misscheduled and ready counts', () => {
    const daemonSet: DaemonSet = {
      kind: 'DaemonSet',
      metadata: { name: 'log-shipper' },
      spec: { updateStrategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 1, maxSurge: 0 } } },
      status: { currentNumberScheduled: 3, desiredNumberScheduled: 4, numberMisscheduled: 1, numberReady: 2, numberAvailable: 2 },
    };
    expect(daemonSetDetails(daemonSet)).toEqual([
      { label: 'update strategy', value: 'RollingUpdate (maxUnavailable: 1, maxSurge: 0)' },
      { label: 'scheduled', value: '3' },
      { label: 'available', value: '2' },
      { label: 'misscheduled', value: '1' },
      { label: 'ready', value: '2' },
    ]);
  });

  it("shows '?' for what a daemon set does not say", () => {
    expect(asRecord(daemonSetDetails({ kind: 'DaemonSet', metadata: { name: 'new' } }))).toEqual({
      'update strategy': '?',
      scheduled: '?',
      available: '?',
      misscheduled: '?',
      ready: '?',
    });
  });

  it('gives a stateful set its update strategy, pod management policy, service name, selector and revision history limit', () => {
    const statefulSet: StatefulSet = {
      kind: 'StatefulSet',
      metadata: { name: 'cache' },
      spec: {
        updateStrategy: { type: 'OnDelete' },
        podManagementPolicy: 'Parallel',
        serviceName: 'cache',
        selector: { matchLabels: { app: 'cache' } },
        revisionHistoryLimit: 0,
      },
    };
    expect(statefulSetDetails(statefulSet)).toEqual([
      { label: 'update strategy', value: 'OnDelete' },
      { label: 'pod management policy', value: 'Parallel' },
      { label: 'service name', value: 'cache' },
      { label: 'selector', value: 'app=cache' },
      { label: 'revision history limit', value: '0' },
    ]);
  });

  it('gives a cron job its concurrency policy, starting deadline and last schedule time', () => {
    const cronJob: CronJob = {
      kind: 'CronJob',
      metadata: { name: 'settle' },
      spec: { schedule: '0 2 * * *', concurrencyPolicy: 'Forbid', startingDeadlineSeconds: 300 },
      status: { lastScheduleTime: '2024-05-01T02:00:00Z' },
    };
    expect(cronJobDetails(cronJob)).toEqual([
      { label: 'concurrency policy', value: 'Forbid' },
      { label: 'starting deadline', value: '300s' },
      { label: 'last schedule', value: '2024-05-01T02:00:00Z', time: true },
    ]);
    expect(asRecord(cronJobDetails({ kind: 'CronJob', spec: { schedule: '@hourly' } }))).toEqual({
      'concurrency policy': '?',
      'starting deadline': '?',
      'last schedule': '?',
    });
  });

  it.each([
    [undefined, '?'],
    [{}, '?'],
    [{ type: 'RollingUpdate' }, 'RollingUpdate'],
    [{ type: 'RollingUpdate', rollingUpdate: { partition: 0 } }, 'RollingUpdate (partition: 0)'],
    [{ type: 'RollingUpdate', rollingUpdate: { maxUnavailable: '25%' } }, 'RollingUpdate (maxUnavailable: 25%)'],
  ])('describes the update strategy %j as %p', (strategy, text) => {
    expect(describeUpdateStrategy(strategy)).toBe(text);
  });

  it('describes a selector by its labels, then its expressions', () => {
    expect(
      describeSelector({
        matchLabels: { app: 'cache', tier: 'data' },
        matchExpressions: [
          { key: 'zone', operator: 'In', values: ['a', 'b'] },
          { key: 'canary', operator: 'DoesNotExist' },
        ],
      }),
    ).toBe('app=cache, tier=data, zone in (a, b), canary doesnotexist');
    expect(describeSelector(undefined)).toBe('?');
  });
});

import fc from 'fast-check';
import {
  autoscalerMatches,
  autoscalerSummary,
  buildWorkloadIndex,
  containerHealthChecks,
  containersReady,
  containersWithSpecs,
  containerStartedAt,
  containerStatusDetail,
  containerStatusText,
  findMatchingAutoscaler,
  indexAutoscalers,
  pendingConditions,
  podsWithErrors,
  totalRestarts,
} from '../../../domain/kubernetes/pods';
import type { ContainerStatus, Pod } from '../../../domain/kubernetes/types';
import { containerStatus, hpa, owner, pod, replicaSet } from './fixtures';

describe('container status text', () => {
  it.each<[string, ContainerStatus['state'], string]>([
    ['waiting reason first', { waiting: { reason: 'CrashLoopBackOff' }, terminated: { reason: 'Error', exitCode: 1 } }, 'CrashLoopBackOff'],
    ['else terminated reason', { terminated: { reason: 'Completed', exitCode: 0 } }, 'Completed'],
    ['else Running', { running: {} }, 'Running'],
    ['else Unknown', {}, 'Unknown'],
    ['no state at all', undefined, 'Unknown'],
    ['waiting without a reason while running', { waiting: {}, running: {} }, 'Running'],
  ])('%s', (_, state, expected) => {
    expect(containerStatusText(containerStatus({ state }))).toBe(expected);
  });
});

describe('health checklist', () => {
  const labels = (checks: ReturnType<typeof containerHealthChecks>) => checks.map((c) => c.label);

  it('lists the running checks, with the liveness probe only when one is set', () => {
    const status = containerStatus({ ready: true, started: true });
    expect(labels(containerHealthChecks({ name: 'app' }, status))).toEqual([
      'not waiting to start',
      'started',
      'ready',
      'no restarts',
      'readiness probe set',
    ]);
    expect(labels(containerHealthChecks({ name: 'app', livenessProbe: {} }, status))).toEqual([
      'not waiting to start',
      'started',
      'ready',
      'no restarts',
      'readiness probe set',
      'liveness probe set',
    ]);
  });

  it('only judges waiting and restarts once terminated with Completed', () => {
    const status = containerStatus({ ready: false, started: false, state: { terminated: { reason: 'Completed', exitCode: 0 } } });
    expect(containerHealthChecks({ name: 'app' }, status)).toEqual([
      { label: 'not waiting to start', ok: true },
      { label: 'no restarts', ok: true },
    ]);
  });

  it('keeps the full list for other terminations', () => {
    const status = containerStatus({ state: { terminated: { reason: 'Error', exitCode: 1 } } });
    expect(labels(containerHealthChecks({ name: 'app' }, status))).toContain('ready');
  });

  it('marks each check', () => {
    const status = containerStatus({
      ready: false,
      started: false,
      restartCount: 2,
      state: { waiting: { reason: 'CrashLoopBackOff' } },
    });
    expect(containerHealthChecks({ name: 'app', readinessProbe: {} }, status)).toEqual([
      { label: 'not waiting to start', ok: false },
      { label: 'started', ok: false },
      { label: 'ready', ok: false },
      { label: 'no restarts', ok: false },
      { label: 'readiness probe set', ok: true },
    ]);
  });
});

describe('container helpers', () => {
  it('reads the start time from running, else terminated', () => {
    expect(containerStartedAt(containerStatus({ state: { running: { startedAt: 'a' } } }))).toBe('a');
    expect(containerStartedAt(containerStatus({ state: { terminated: { exitCode: 0, startedAt: 'b' } } }))).toBe('b');
  });

  it('pairs statuses with their specs by name', () => {
    const p = pod({ containers: [{ name: 'b' }, { name: 'a' }], statuses: [containerStatus({ name: 'a' }), containerStatus({ name: 'c' })] });
    expect(containersWithSpecs(p).map((x) => [x.status.name, x.spec?.name])).toEqual([
      ['a', 'a'],
      ['c', undefined],
    ]);
  });

  it('counts ready containers and restarts', () => {
    const p = pod({ statuses: [containerStatus({ ready: true, restartCount: 2 }), containerStatus({ name: 'b', ready: false, restartCount: 3 })] });
    expect(containersReady(p)).toBe('1/2');
    expect(totalRestarts(p)).toBe(5);
  });
});

describe('pending conditions', () => {
  it('lists PodScheduled, Initialized, ContainersReady and Ready in that order with their tone', () => {
    const p: Pod = {
      status: {
        phase: 'Pending',
        conditions: [
          { type: 'Ready', status: 'False', reason: 'ContainersNotReady', message: 'containers with unready status: [app]' },
          { type: 'PodScheduled', status: 'True', lastTransitionTime: '2024-05-01T11:00:00Z' },
          { type: 'ContainersReady', status: 'Unknown' },
          { type: 'Initialized', status: 'True' },
          { type: 'PodReadyToStartContainers', status: 'True' },
        ],
      },
    };
    expect(pendingConditions(p)).toEqual([
      { type: 'PodScheduled', tone: 'ok', lastTransitionTime: '2024-05-01T11:00:00Z' },
      { type: 'Initialized', tone: 'ok' },
      { type: 'ContainersReady', tone: 'neutral' },
      { type: 'Ready', tone: 'error', reason: 'ContainersNotReady', message: 'containers with unready status: [app]' },
    ]);
  });

  it('leaves absent conditions out', () => {
    expect(pendingConditions({ status: { conditions: [{ type: 'PodScheduled', status: 'False', reason: 'Unschedulable' }] } })).toEqual([
      { type: 'PodScheduled', tone: 'error', reason: 'Unschedulable' },
    ]);
  });
});

describe('ownership', () => {
  const deploymentOwner = { metadata: { uid: 'deploy-1' } };
  const rsLive = replicaSet('web-abc', 'rs-live', 2, [owner('Deployment', 'web', 'deploy-1')]);
  const rsOld = replicaSet('web-old', 'rs-old', 0, [owner('Deployment', 'web', 'deploy-1')]);
  const rsOther = replicaSet('api-abc', 'rs-other', 1, [owner('Deployment', 'api', 'deploy-2')]);
  const podLive = pod({ name: 'web-abc-1', owners: [owner('ReplicaSet', 'web-abc', 'rs-live')] });
  const podOld = pod({ name: 'web-old-1', owners: [owner('ReplicaSet', 'web-old', 'rs-old')] });
  const podOther = pod({ name: 'api-abc-1', owners: [owner('ReplicaSet', 'api-abc', 'rs-other')] });
  const podOfSet = pod({ name: 'db-0', owners: [owner('StatefulSet', 'db', 'sts-1')] });
  const index = buildWorkloadIndex([podLive, podOld, podOther, podOfSet], [rsLive, rsOld, rsOther]);

  it('finds deployment pods through replica sets with replicas > 0', () => {
    expect(index.podsThroughReplicaSets(deploymentOwner).map((p) => p.metadata?.name)).toEqual(['web-abc-1']);
  });

  it('finds stateful set, daemon set and job pods owned directly', () => {
    expect(index.podsOwnedBy({ metadata: { uid: 'sts-1' } }).map((p) => p.metadata?.name)).toEqual(['db-0']);
    expect(index.podsOwnedBy({ metadata: { uid: 'nobody' } })).toEqual([]);
    expect(index.podsOwnedBy({ metadata: {} })).toEqual([]);
  });

  it('agrees with a direct scan for any ownership graph', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ owners: fc.subarray(['d1', 'd2', 'd3']), replicas: fc.nat(2) }), { maxLength: 6 }),
        fc.array(fc.subarray(['rs0', 'rs1', 'rs2', 'rs3', 'rs4', 'rs5']), { maxLength: 12 }),
        (sets, podOwners) => {
          const replicaSets = sets.map((s, i) => replicaSet(`rs${i}`, `rs${i}`, s.replicas, s.owners.map((u) => owner('Deployment', u, u))));
          const pods = podOwners.map((owners, i) => pod({ name: `p${i}`, owners: owners.map((u) => owner('ReplicaSet', u, u)) }));
          const idx = buildWorkloadIndex(pods, replicaSets);
          for (const uid of ['d1', 'd2', 'd3']) {
            const expected = replicaSets
              .filter((rs) => rs.status!.replicas > 0 && rs.metadata!.ownerReferences!.some((o) => o.uid === uid))
              .flatMap((rs) => pods.filter((p) => p.metadata!.ownerReferences!.some((o) => o.uid === rs.metadata!.uid)));
            expect(idx.podsThroughReplicaSets({ metadata: { uid } })).toEqual(expected);
          }
        },
      ),
    );
  });

  it('counts the pods with errors by name', () => {
    expect(podsWithErrors([podLive, podOld], new Set(['web-old-1']))).toEqual([podOld]);
  });
});

describe('autoscaler match', () => {
  it.each([
    ['same kind, namespace and name', { kind: 'Deployment', namespace: 'shop', name: 'web' }, true],
    ['kind in another case', { kind: 'deployment', namespace: 'shop', name: 'web' }, true],
    ['other kind', { kind: 'StatefulSet', namespace: 'shop', name: 'web' }, false],
    ['other namespace', { kind: 'Deployment', namespace: 'default', name: 'web' }, false],
    ['other name', { kind: 'Deployment', namespace: 'shop', name: 'api' }, false],
    ['workload without namespace', { kind: 'Deployment', name: 'web' }, false],
  ])('%s → %s', (_, workload, expected) => {
    const scaler = hpa({ targetKind: 'Deployment', targetName: 'web' });
    expect(autoscalerMatches(scaler, workload)).toBe(expected);
    expect(findMatchingAutoscaler(workload, [scaler]) !== undefined).toBe(expected);
    expect(indexAutoscalers([scaler])(workload) !== undefined).toBe(expected);
  });

  it('matches rollouts by their lowercase kind', () => {
    const scaler = hpa({ targetKind: 'Rollout', targetName: 'canary' });
    expect(findMatchingAutoscaler({ kind: 'rollout', namespace: 'shop', name: 'canary' }, [scaler])).toBe(scaler);
  });

  it('summarises min/max replicas and CPU percentages', () => {
    const scaler = {
      ...hpa({ max: 5 }),
      spec: {
        scaleTargetRef: { kind: 'Deployment', name: 'web' },
        minReplicas: 2,
        maxReplicas: 5,
        metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } } }],
      },
      status: {
        currentReplicas: 3,
        currentMetrics: [{ type: 'Resource', resource: { name: 'cpu', current: { averageUtilization: 42 } } }],
      },
    };
    expect(autoscalerSummary(scaler)).toEqual({ minReplicas: 2, maxReplicas: 5, currentCpuPercent: 42, targetCpuPercent: 80 });
    expect(autoscalerSummary({})).toEqual({
      minReplicas: undefined,
      maxReplicas: undefined,
      currentCpuPercent: undefined,
      targetCpuPercent: undefined,
    });
  });
});

describe('container status detail', () => {
  const podWith = (status: ContainerStatus, containers = [{ name: status.name }]): Pod => ({
    kind: 'Pod',
    metadata: { name: 'p' },
    spec: { containers },
    status: { containerStatuses: [status] },
  });

  it.each<[string, ContainerStatus, string]>([
    ['the waiting message', containerStatus({ state: { waiting: { reason: 'ImagePullBackOff', message: 'Back-off pulling image' } } }), 'Container: app: Back-off pulling image'],
    ['the terminated message', containerStatus({ state: { terminated: { exitCode: 1, reason: 'Error', message: 'panic: boom' } } }), 'Container: app: panic: boom'],
    ['the exit code', containerStatus({ state: { terminated: { exitCode: 137, reason: 'OOMKilled' } } }), 'Container: app: exited with code 137'],
    ['the name of a running container', containerStatus(), 'Container: app'],
  ])('explains %s', (_what, status, text) => {
    expect(containerStatusDetail(podWith(status), status)).toBe(text);
  });

  it('cannot explain a container the pod spec does not list', () => {
    const status = containerStatus({ name: 'sidecar' });
    expect(containerStatusDetail(podWith(status, [{ name: 'app' }]), status)).toBe('error reading pod from cluster');
  });
});

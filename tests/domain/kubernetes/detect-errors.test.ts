import { detectErrors as backstageDetectErrors } from '@backstage/plugin-kubernetes-common';
import fc from 'fast-check';
import {
  detectAutoscalerErrors,
  detectDeploymentErrors,
  detectErrors,
  detectPodErrors,
  podNamesWithErrors,
  sortBySeverity,
} from '../../../domain/kubernetes/detect-errors';
import type { ContainerStatus, Deployment, DetectedError, HorizontalPodAutoscaler, Pod } from '../../../domain/kubernetes/types';
import { containerStatus, deployment, hpa, NOW, objectsByEntity, pod } from './fixtures';

const secondsAgo = (s: number) => new Date(NOW - s * 1000).toISOString();
const probe = { initialDelaySeconds: 5, periodSeconds: 10, failureThreshold: 3 }; // 35 s of grace

describe('readiness-probe-taking-too-long', () => {
  const runningNotReady = (startedSecondsAgo: number, overrides: Partial<ContainerStatus> = {}) =>
    pod({
      containers: [{ name: 'app', readinessProbe: probe }],
      statuses: [
        containerStatus({ ready: false, state: { running: { startedAt: secondsAgo(startedSecondsAgo) } }, ...overrides }),
      ],
    });

  it.each([
    ['past initial delay + period × threshold', runningNotReady(36), 1],
    ['still within the grace period', runningNotReady(34), 0],
    ['ready', runningNotReady(3600, { ready: true }), 0],
    ['waiting, not running', runningNotReady(3600, { state: { waiting: { reason: 'ContainerCreating' } } }), 0],
    ['without a readiness probe', pod({ statuses: [containerStatus({ ready: false, state: { running: { startedAt: secondsAgo(3600) } } })] }), 0],
  ])('%s → %i error(s)', (_, p, count) => {
    expect(detectPodErrors(p, NOW).filter((e) => e.type === 'readiness-probe-taking-too-long')).toHaveLength(count);
  });

  it('treats missing probe timings as zero', () => {
    const p = pod({
      containers: [{ name: 'app', readinessProbe: {} }],
      statuses: [containerStatus({ ready: false, state: { running: { startedAt: new Date(NOW - 1).toISOString() } } })],
    });
    expect(detectPodErrors(p, NOW)).toHaveLength(1);
  });

  it('reports the container, severity 4 and an events fix for the pod', () => {
    expect(detectPodErrors(runningNotReady(60), NOW)).toEqual([
      {
        type: 'readiness-probe-taking-too-long',
        message: 'The container app failed to start properly, but is not crashing',
        severity: 4,
        occurrenceCount: 1,
        sourceRef: { name: 'web-1', namespace: 'shop', kind: 'Pod', apiGroup: 'v1' },
        proposedFix: {
          errorType: 'ReadinessProbeFailed',
          rootCauseExplanation: 'The container app failed to start properly, but is not crashing',
          actions: [
            'Ensure that the container starts correctly locally',
            "Check the container's logs looking for error during startup",
          ],
          type: 'events',
          podName: 'web-1',
        },
      },
    ]);
  });
});

describe('container-waiting', () => {
  const waiting = (reason: string, message?: string) =>
    pod({
      statuses: [
        containerStatus({
          ready: false,
          state: { waiting: { reason, ...(message !== undefined && { message }) } },
        }),
      ],
    });

  it.each([
    ['InvalidImageName', 'docs', 'https://docs.docker.com/engine/reference/commandline/tag/#extended-description', 'The image in the pod is invalid'],
    ['ImagePullBackOff', 'docs', 'https://kubernetes.io/docs/concepts/containers/images/#imagepullbackoff', 'The image either could not be found or Kubernetes does not have permission to pull it'],
    ['CreateContainerConfigError', 'docs', 'https://kubernetes.io/docs/tasks/configure-pod-container/configure-pod-configmap/', 'There is missing or mismatching configuration required to start the container'],
  ])('%s has a %s fix', (reason, type, docsLink, cause) => {
    const [error] = detectPodErrors(waiting(reason, 'the waiting message'), NOW);
    expect(error).toMatchObject({
      type: 'container-waiting',
      message: 'the waiting message',
      severity: 4,
      occurrenceCount: 1,
      proposedFix: { errorType: reason, type, docsLink, rootCauseExplanation: cause },
    });
  });

  it('CrashLoopBackOff points at the crash logs of the container', () => {
    const [error] = detectPodErrors(waiting('CrashLoopBackOff', 'back-off 5m0s'), NOW);
    expect(error?.proposedFix).toEqual({
      errorType: 'CrashLoopBackOff',
      rootCauseExplanation:
        'The container app has crashed many times, it will be exponentially restarted until it stops crashing',
      actions: ['Check the crash logs for stacktraces'],
      type: 'logs',
      container: 'app',
    });
  });

  it('has no fix for other reasons', () => {
    const [error] = detectPodErrors(waiting('ErrImagePull', 'pull failed'), NOW);
    expect(error).toMatchObject({ type: 'container-waiting', message: 'pull failed' });
    expect(error?.proposedFix).toBeUndefined();
  });

  it('needs a waiting message', () => {
    expect(detectPodErrors(waiting('ContainerCreating'), NOW)).toEqual([]);
  });

  it('gives each container its own fix', () => {
    const p = pod({
      containers: [{ name: 'a' }, { name: 'b' }],
      statuses: [
        containerStatus({ name: 'a', ready: false, state: { waiting: { reason: 'ImagePullBackOff', message: 'm1' } } }),
        containerStatus({ name: 'b', ready: false, state: { waiting: { reason: 'CrashLoopBackOff', message: 'm2' } } }),
      ],
    });
    expect(detectPodErrors(p, NOW).map((e) => e.proposedFix?.errorType)).toEqual(['ImagePullBackOff', 'CrashLoopBackOff']);
  });
});

describe('containers-restarting', () => {
  const restarted = (restartCount: number, lastState?: ContainerStatus['lastState']) =>
    pod({ statuses: [containerStatus({ restartCount, ...(lastState && { lastState }) })] });

  it("says 'container={name} restarted {n} times' and counts the restarts", () => {
    expect(detectPodErrors(restarted(5), NOW)).toEqual([
      {
        type: 'containers-restarting',
        message: 'container=app restarted 5 times',
        severity: 4,
        occurrenceCount: 5,
        sourceRef: { name: 'web-1', namespace: 'shop', kind: 'Pod', apiGroup: 'v1' },
      },
    ]);
  });

  it('is silent without restarts', () => {
    expect(detectPodErrors(restarted(0), NOW)).toEqual([]);
  });

  it.each(['Unknown', 'Error'])('last terminated %s: non-zero exit code, check the crash logs', (reason) => {
    const [error] = detectPodErrors(restarted(2, { terminated: { reason, exitCode: 137 } }), NOW);
    expect(error?.proposedFix).toEqual({
      errorType: reason,
      rootCauseExplanation: 'This container has exited with a non-zero exit code (137)',
      actions: ['Check the crash logs for stacktraces'],
      type: 'logs',
      container: 'app',
    });
  });

  it('last terminated OOMKilled: raise the memory, keep the app memory-bounded', () => {
    const [error] = detectPodErrors(restarted(2, { terminated: { reason: 'OOMKilled', exitCode: 137 } }), NOW);
    expect(error?.proposedFix).toEqual({
      errorType: 'OOMKilled',
      rootCauseExplanation:
        'The container "app" has crashed because it has tried to use more memory that it has been allocated',
      actions: [
        'Increase the amount of memory assigned to the container',
        'Ensure the application is memory bounded and is not trying to consume too much memory',
      ],
      type: 'docs',
      docsLink:
        'https://kubernetes.io/docs/tasks/configure-pod-container/assign-memory-resource/#exceed-a-container-s-memory-limit',
    });
  });

  it('has no fix for other last states', () => {
    const [error] = detectPodErrors(restarted(1, { terminated: { reason: 'Completed', exitCode: 0 } }), NOW);
    expect(error?.proposedFix).toBeUndefined();
  });
});

describe('condition-message-present', () => {
  it.each([
    ['False with a message', [{ type: 'ScalingActive', status: 'False', message: 'cannot read metrics' }], 1],
    ['False without a message', [{ type: 'ScalingActive', status: 'False' }], 0],
    ['True with a message', [{ type: 'AbleToScale', status: 'True', message: 'ok' }], 0],
    ['Unknown with a message', [{ type: 'AbleToScale', status: 'Unknown', message: 'hm' }], 0],
  ])('autoscaler condition %s', (_, conditions, count) => {
    const errors = detectAutoscalerErrors(hpa({ conditions }));
    expect(errors.filter((e) => e.type === 'condition-message-present')).toHaveLength(count);
  });

  it('reports the autoscaler with severity 6 and the condition message', () => {
    expect(detectAutoscalerErrors(hpa({ conditions: [{ type: 'ScalingActive', status: 'False', message: 'no metrics' }] }))).toEqual([
      {
        type: 'condition-message-present',
        message: 'no metrics',
        severity: 6,
        occurrenceCount: 1,
        sourceRef: { name: 'web', namespace: 'shop', kind: 'HorizontalPodAutoscaler', apiGroup: 'autoscaling/v2' },
      },
    ]);
  });

  it('also reports deployment conditions, as Backstage does', () => {
    const d = deployment('web', 'd1', {
      conditions: [{ type: 'Available', status: 'False', message: 'Deployment does not have minimum availability.' }],
    });
    expect(detectDeploymentErrors(d)).toEqual([
      {
        type: 'condition-message-present',
        message: 'Deployment does not have minimum availability.',
        severity: 6,
        occurrenceCount: 1,
        sourceRef: { name: 'web', namespace: 'shop', kind: 'Deployment', apiGroup: 'apps/v1' },
      },
    ]);
  });
});

describe('hpa-max-current-replicas', () => {
  it.each([
    [3, 3, 1],
    [2, 3, 0],
    [10, 10, 1],
  ])('current %i, max %i → %i error(s)', (current, max, count) => {
    expect(detectAutoscalerErrors(hpa({ current, max }))).toHaveLength(count);
  });

  it('gives both numbers, severity 8', () => {
    expect(detectAutoscalerErrors(hpa({ current: 4, max: 4 }))).toEqual([
      {
        type: 'hpa-max-current-replicas',
        message: 'Current number of replicas (4) is equal to the configured max number of replicas (4)',
        severity: 8,
        occurrenceCount: 1,
        sourceRef: { name: 'web', namespace: 'shop', kind: 'HorizontalPodAutoscaler', apiGroup: 'autoscaling/v2' },
      },
    ]);
  });

  it('needs a current replica count', () => {
    const noStatus = { ...hpa({ max: 3 }), status: {} };
    expect(detectAutoscalerErrors(noStatus)).toEqual([]);
  });
});

describe('detectErrors', () => {
  it('returns the problems by cluster name, pods then deployments then autoscalers', () => {
    const result = detectErrors(
      objectsByEntity([
        {
          name: 'prod',
          hpas: [hpa({ current: 3, max: 3 })],
          deployments: [deployment('web', 'd1', { conditions: [{ type: 'Available', status: 'False', message: 'x' }] })],
          pods: [pod({ statuses: [containerStatus({ restartCount: 1 })] })],
        },
        { name: 'staging', pods: [pod()] },
      ]),
      NOW,
    );
    expect([...result.keys()]).toEqual(['prod', 'staging']);
    expect(result.get('prod')?.map((e) => e.type)).toEqual([
      'containers-restarting',
      'condition-message-present',
      'hpa-max-current-replicas',
    ]);
    expect(result.get('staging')).toEqual([]);
  });

  it('names unnamed objects', () => {
    const anonymous: Pod = { status: { containerStatuses: [containerStatus({ restartCount: 1 })] } };
    const [error] = detectErrors(objectsByEntity([{ name: 'c', pods: [anonymous] }]), NOW).get('c') ?? [];
    expect(error?.sourceRef).toEqual({ name: 'unknown pod', namespace: 'unknown namespace', kind: 'Pod', apiGroup: 'v1' });
  });

  it('merges answers for the same cluster', () => {
    const restarting = pod({ statuses: [containerStatus({ restartCount: 1 })] });
    const result = detectErrors(objectsByEntity([{ name: 'c', pods: [restarting] }, { name: 'c', pods: [restarting] }]), NOW);
    expect(result.get('c')).toHaveLength(2);
  });
});

describe('detectErrors on long lists', () => {
  // Lists are read in batches; whatever their length and wherever the problems are, the answer is what each object's
  // own detector gives, in list order.
  const podShapes: readonly ((i: number) => Pod)[] = [
    (i) => pod({ name: `healthy-${i}` }),
    (i) => pod({ name: `restarted-${i}`, statuses: [containerStatus({ restartCount: 2, lastState: { terminated: { reason: 'OOMKilled', exitCode: 137 } } })] }),
    (i) => pod({ name: `pulling-${i}`, statuses: [containerStatus({ ready: false, state: { waiting: { reason: 'ImagePullBackOff', message: `Back-off pulling image ${i}` } } })] }),
    (i) => pod({ name: `completed-${i}`, statuses: [containerStatus({ ready: false, state: { terminated: { reason: 'Completed', exitCode: 0 } } })] }),
    (i) => ({ ...pod({ name: `pending-${i}` }), status: { phase: 'Pending' } }),
    (i) =>
      pod({
        name: `sidecar-${i}`,
        containers: [{ name: 'app' }, { name: 'proxy', readinessProbe: { initialDelaySeconds: 1, periodSeconds: 1, failureThreshold: 1 } }],
        statuses: [containerStatus(), containerStatus({ name: 'proxy', ready: false, restartCount: 1, state: { running: { startedAt: '2024-05-01T10:00:00Z' } } })],
      }),
  ];
  const deploymentShapes: readonly ((i: number) => Deployment)[] = [
    (i) => deployment(`fine-${i}`, `d${i}`, { conditions: [{ type: 'Available', status: 'True', message: 'ok' }] }),
    (i) => deployment(`stuck-${i}`, `d${i}`, { conditions: [{ type: 'Available', status: 'True' }, { type: 'Progressing', status: 'False', message: `timed out ${i}` }] }),
    (i) => deployment(`bare-${i}`, `d${i}`),
  ];
  const hpaShapes: readonly ((i: number) => HorizontalPodAutoscaler)[] = [
    (i) => hpa({ name: `room-${i}`, current: 2, max: 5 }),
    (i) => hpa({ name: `full-${i}`, current: 5, max: 5 }),
    (i) => hpa({ name: `blind-${i}`, current: 2, max: 5, conditions: [{ type: 'ScalingActive', status: 'False', message: `no metrics ${i}` }] }),
    (i) => ({ ...hpa({ name: `unstarted-${i}` }), status: {} }),
  ];
  const listOf = <T>(shapes: readonly ((i: number) => T)[]) =>
    fc.array(fc.nat(shapes.length - 1), { maxLength: 700 }).map((picks) => picks.map((pick, i) => shapes[pick]!(i)));

  it('finds what each pod, deployment and autoscaler has, in list order', () => {
    fc.assert(
      fc.property(listOf(podShapes), listOf(deploymentShapes), listOf(hpaShapes), (pods, deployments, hpas) => {
        const expected = [
          ...pods.flatMap((p) => detectPodErrors(p, NOW)),
          ...deployments.flatMap((d) => detectDeploymentErrors(d)),
          ...hpas.flatMap((h) => detectAutoscalerErrors(h)),
        ];
        expect(detectErrors(objectsByEntity([{ name: 'c', pods, deployments, hpas }]), NOW).get('c')).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('finds a problem on either side of a batch boundary and at the end of a long list', () => {
    const pods = Array.from({ length: 1_000 }, (_, i) => ([255, 256, 511, 512, 999].includes(i) ? podShapes[1]! : podShapes[0]!)(i));
    const errors = detectErrors(objectsByEntity([{ name: 'c', pods }]), NOW).get('c') ?? [];
    expect(errors.map((e) => e.sourceRef.name)).toEqual(['restarted-255', 'restarted-256', 'restarted-511', 'restarted-512', 'restarted-999']);
  });
});

describe('helpers', () => {
  const error = (kind: string, name: string, severity: DetectedError['severity']): DetectedError => ({
    type: 'containers-restarting',
    message: name,
    severity,
    occurrenceCount: 1,
    sourceRef: { kind, name, namespace: 'shop', apiGroup: 'v1' },
  });

  it('collects the names of pods with errors', () => {
    expect([...podNamesWithErrors([error('Pod', 'a', 4), error('HorizontalPodAutoscaler', 'b', 8), error('Pod', 'a', 4)])]).toEqual(['a']);
  });

  it('sorts most severe first, keeping the order of equals', () => {
    const sorted = sortBySeverity([error('Pod', 'a', 4), error('Pod', 'b', 8), error('Pod', 'c', 4), error('Pod', 'd', 6)]);
    expect(sorted.map((e) => e.message)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('agreement with Backstage for single-container pods', () => {
  const realNow = Date.now();
  const arbitraryStatus: fc.Arbitrary<ContainerStatus> = fc.record({
    name: fc.constant('app'),
    image: fc.constant('img'),
    ready: fc.boolean(),
    restartCount: fc.nat(5),
    state: fc.oneof(
      fc.record({ running: fc.record({ startedAt: fc.constantFrom('2000-01-01T00:00:00Z', '2999-01-01T00:00:00Z') }) }),
      fc.record(
        { waiting: fc.record({ reason: fc.constantFrom('CrashLoopBackOff', 'ImagePullBackOff', 'InvalidImageName', 'CreateContainerConfigError', 'Other'), message: fc.string() }, { requiredKeys: ['reason'] }) },
      ),
    ),
    lastState: fc.option(
      fc.record({ terminated: fc.record({ reason: fc.constantFrom('Error', 'Unknown', 'OOMKilled', 'Completed'), exitCode: fc.integer({ min: 0, max: 255 }) }) }),
      { nil: undefined },
    ),
  }).map((s) => (s.lastState === undefined ? (({ lastState: _, ...rest }) => rest)(s) : s) as ContainerStatus);

  const arbitraryPod: fc.Arbitrary<Pod> = fc
    .record({ name: fc.stringMatching(/^[a-z]{1,8}$/), status: arbitraryStatus, probe: fc.boolean() })
    .map(({ name, status, probe: withProbe }) =>
      pod({
        name,
        containers: [{ name: 'app', ...(withProbe && { readinessProbe: { initialDelaySeconds: 1, periodSeconds: 1, failureThreshold: 1 } }) }],
        statuses: [status],
      }),
    );

  it('detects the same problems as @backstage/plugin-kubernetes-common', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryPod, { maxLength: 5 }),
        fc.array(fc.record({ current: fc.nat(4), max: fc.nat(4) }), { maxLength: 3 }),
        (pods, scalers) => {
          const objects = objectsByEntity([{ name: 'c', pods, hpas: scalers.map((s) => hpa(s)) }]);
          const ours = detectErrors(objects, realNow).get('c');
          // Backstage's types come from @kubernetes/client-node; our plain objects have the same shape.
          const theirs = backstageDetectErrors(objects as never).get('c');
          expect(ours).toEqual(theirs);
        },
      ),
    );
  });
});

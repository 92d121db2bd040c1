// The public `detectErrors` given an answer in which some objects cannot be read: each such object is a problem of
// its own, naming where it is and what is wrong, and every other object is still checked.
import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { detectErrors as detectReadable } from '../../../domain/kubernetes/detect-errors';
import { detectErrors, SEVERITY } from '../../../domain/kubernetes/public-api';
import { readPodProblems } from '../../../domain/kubernetes/read-pod';
import { autoscalerCheck, deploymentCheck, isReadableAutoscaler, isReadableDeployment, podCheck } from '../../../domain/kubernetes/readable-objects';
import type { InputProblem } from '../../../domain/shared/input';
import type { DetectedError, ObjectsByEntityResponse } from '../../../domain/kubernetes/types';

const NOW = Date.parse('2024-05-01T12:00:00Z');

const crashing = (name: string) => ({
  metadata: { name, namespace: 'shop' },
  spec: { containers: [{ name: 'app' }] },
  status: {
    containerStatuses: [{ name: 'app', image: 'web', ready: false, restartCount: 3, state: { waiting: { reason: 'CrashLoopBackOff', message: 'back-off' } } }],
  },
});

/** A pod whose container status has no `ready`, as some tools write a status they trimmed. */
const withoutReady = (name: string) => ({
  metadata: { name, namespace: 'shop' },
  status: { containerStatuses: [{ name: 'app', image: 'web', restartCount: 0 }] },
});

const failingDeployment = {
  metadata: { name: 'web', namespace: 'shop' },
  status: { conditions: [{ type: 'Available', status: 'False', message: 'Deployment does not have minimum availability.' }] },
};

const answer = (...clusters: { name: string; resources: { type: string; resources: unknown[] }[] }[]) => ({
  items: clusters.map(({ name, resources }) => ({ cluster: { name }, resources, errors: [] })),
});

const detectedIn = (byCluster: ReadonlyMap<string, readonly DetectedError[]>, cluster: string): readonly DetectedError[] => byCluster.get(cluster) ?? [];

const summary = (errors: readonly DetectedError[] | undefined) =>
  (errors ?? []).map((error) => `${error.type} ${error.sourceRef.kind} ${error.sourceRef.namespace}/${error.sourceRef.name}`);

describe('kubernetes.detectErrors with objects it cannot read', () => {
  it('reports a pod without containerStatuses[].ready as a problem of that pod, and still finds the cluster’s other problems', () => {
    const objects = answer({
      name: 'prod',
      resources: [
        { type: 'pods', resources: [crashing('web-1'), withoutReady('web-2'), crashing('web-3')] },
        { type: 'deployments', resources: [failingDeployment] },
      ],
    });
    const detected = detectErrors(objects, NOW);
    expect(E.isRight(detected)).toBe(true);
    const errors = E.isRight(detected) ? detected.right.get('prod') : undefined;
    expect(summary(errors)).toEqual([
      'container-waiting Pod shop/web-1',
      'containers-restarting Pod shop/web-1',
      'container-waiting Pod shop/web-3',
      'containers-restarting Pod shop/web-3',
      'condition-message-present Deployment shop/web',
      'unreadable-object Pod shop/web-2',
    ]);
    expect(errors?.at(-1)).toEqual({
      type: 'unreadable-object',
      severity: SEVERITY.unreadableObject,
      message:
        'This Pod could not be read, so it was not checked: objects.items[0].resources[0].resources[1].status.containerStatuses[0].ready: expected true or false, but found nothing',
      occurrenceCount: 1,
      sourceRef: { kind: 'Pod', apiGroup: 'v1', name: 'web-2', namespace: 'shop' },
    });
  });

  it('keeps each cluster’s answer apart: an unreadable object of one cluster changes nothing of another', () => {
    const objects = answer(
      { name: 'a', resources: [{ type: 'pods', resources: [withoutReady('web-2')] }] },
      { name: 'b', resources: [{ type: 'pods', resources: [crashing('web-1')] }] },
    );
    const detected = detectErrors(objects, NOW);
    const byCluster = E.isRight(detected) ? detected.right : new Map<string, readonly DetectedError[]>();
    expect(summary(byCluster.get('a'))).toEqual(['unreadable-object Pod shop/web-2']);
    expect(summary(byCluster.get('b'))).toEqual(['container-waiting Pod shop/web-1', 'containers-restarting Pod shop/web-1']);
  });

  it('names an object without a readable name by its kind and by its place in the answer', () => {
    const objects = answer({
      name: 'c',
      resources: [
        { type: 'services', resources: [42, null] },
        { type: 'pods', resources: [42] },
        { type: 'deployments', resources: [{ metadata: { name: 7 } }] },
        { type: 'horizontalpodautoscalers', resources: [{ metadata: { name: 'api', namespace: 'shop' }, spec: { maxReplicas: '5' } }] },
      ],
    });
    const detected = detectErrors(objects, NOW);
    const errors = E.isRight(detected) ? detected.right.get('c') : undefined;
    expect(errors?.map(({ sourceRef, message }) => ({ ...sourceRef, message }))).toEqual([
      {
        kind: 'Pod',
        apiGroup: 'v1',
        name: 'unknown pod',
        namespace: 'unknown namespace',
        message: 'This Pod could not be read, so it was not checked: objects.items[0].resources[1].resources[0]: expected an object, but found 42',
      },
      {
        kind: 'Deployment',
        apiGroup: 'apps/v1',
        name: 'unknown deployment',
        namespace: 'unknown namespace',
        message: 'This Deployment could not be read, so it was not checked: objects.items[0].resources[2].resources[0].metadata.name: expected a string, but found 7',
      },
      {
        kind: 'HorizontalPodAutoscaler',
        apiGroup: 'autoscaling/v2',
        name: 'api',
        namespace: 'shop',
        message:
          'This HorizontalPodAutoscaler could not be read, so it was not checked: objects.items[0].resources[3].resources[0].spec.maxReplicas: expected a finite number, but found "5"',
      },
    ]);
  });

  it('names the first three things wrong with an object, and how many more there are', () => {
    const statuses = [1, 2, 3, 4, 5].map((n) => ({ name: `c${n}`, restartCount: 0 }));
    const detected = detectErrors(answer({ name: 'c', resources: [{ type: 'pods', resources: [{ status: { containerStatuses: statuses } }] }] }), NOW);
    const [error] = E.isRight(detected) ? (detected.right.get('c') ?? []) : [];
    expect(error?.message).toMatch(/containerStatuses\[0\]\.ready: .*; .*containerStatuses\[1\]\.ready: .*; .*containerStatuses\[2\]\.ready: .* \(and 2 more\)$/);
  });

  it('still refuses, with a Left, an answer whose outline is wrong', () => {
    expect(detectErrors({ items: [{ cluster: { name: 'c' }, resources: [{ type: 'pods', resources: {} }] }] }, NOW)).toEqual(
      E.left({ _tag: 'InvalidInput', problems: [{ path: 'objects.items[0].resources[0].resources', message: 'expected an array, but found an object' }] }),
    );
    expect(E.isLeft(detectErrors({ items: [{ cluster: {}, resources: [] }] }, NOW))).toBe(true);
    expect(E.isLeft(detectErrors({ items: [] }, Number.NaN))).toBe(true);
  });

  it('answers as the portal’s own detection does when every object can be read, and changes nothing it is given', () => {
    const objects = answer({ name: 'prod', resources: [{ type: 'pods', resources: [crashing('web-1'), withoutReady('web-2')] }, { type: 'deployments', resources: [failingDeployment] }] });
    const before = JSON.stringify(objects);
    const readable = answer({ name: 'prod', resources: [{ type: 'pods', resources: [crashing('web-1')] }, { type: 'deployments', resources: [failingDeployment] }] });
    const detected = detectErrors(readable, NOW);
    expect(E.isRight(detected) ? detected.right : undefined).toEqual(detectReadable(readable as unknown as ObjectsByEntityResponse, NOW));
    detectErrors(objects, NOW);
    expect(JSON.stringify(objects)).toBe(before);
  });

  it('checks what detection reads of a pod: a healthy pod’s containers are not read, an unready one’s readiness probes are', () => {
    const pod = (ready: boolean) => ({
      metadata: { name: 'web-1', namespace: 'shop' },
      spec: { containers: [{ name: 'app', readinessProbe: { periodSeconds: '10' } }] },
      status: { containerStatuses: [{ name: 'app', ready, restartCount: 0, state: { running: { startedAt: '2024-05-01T11:00:00Z' } } }] },
    });
    const healthy = detectErrors(answer({ name: 'c', resources: [{ type: 'pods', resources: [pod(true)] }] }), NOW);
    expect(E.isRight(healthy) ? detectedIn(healthy.right, 'c') : undefined).toEqual([]);
    const unready = detectErrors(answer({ name: 'c', resources: [{ type: 'pods', resources: [pod(false)] }] }), NOW);
    expect(E.isRight(unready) ? detectedIn(unready.right, 'c').map((error) => error.message) : undefined).toEqual([
      'This Pod could not be read, so it was not checked: objects.items[0].resources[0].resources[0].spec.containers[0].readinessProbe.periodSeconds: expected a finite number, but found "10"',
    ]);
  });

  it('reads a pod that may have a problem in full, its name and namespace too', () => {
    const restarted = { metadata: { name: 7 }, status: { containerStatuses: [{ name: 'app', ready: true, restartCount: 2 }] } };
    const detected = detectErrors(answer({ name: 'c', resources: [{ type: 'pods', resources: [restarted] }] }), NOW);
    expect(E.isRight(detected) ? detectedIn(detected.right, 'c').map((error) => error.message) : undefined).toEqual([
      'This Pod could not be read, so it was not checked: objects.items[0].resources[0].resources[0].metadata.name: expected a string, but found 7',
    ]);
  });
});

describe('the yes-or-no reading of an object agrees with the checks that say why', () => {
  const anyValue = fc.anything({ withNullPrototype: true, withMap: true, withBigInt: true });
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(anyValue, fc.constant(undefined), arbitrary);
  const optionalRecord = (fields: Record<string, fc.Arbitrary<unknown>>) => maybe(fc.record(fields, { requiredKeys: [] }));
  const text = maybe(fc.string());
  const number = maybe(fc.oneof(fc.integer(), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY)));
  const state = optionalRecord({
    waiting: optionalRecord({ reason: text, message: text }),
    running: optionalRecord({ startedAt: text }),
    terminated: optionalRecord({ exitCode: number, reason: text }),
  });
  const status = fc.record({ name: text, ready: maybe(fc.boolean()), restartCount: number, state, lastState: state }, { requiredKeys: [] });
  const metadata = optionalRecord({ name: text, namespace: text });
  const condition = fc.record({ status: text, message: text }, { requiredKeys: [] });
  const conditions = maybe(fc.array(maybe(condition), { maxLength: 3 }));
  const object = maybe(
    fc.record(
      {
        metadata,
        spec: optionalRecord({
          containers: maybe(fc.array(maybe(fc.record({ name: text, readinessProbe: optionalRecord({ initialDelaySeconds: number, periodSeconds: number, failureThreshold: number }) }, { requiredKeys: [] })), { maxLength: 3 })),
          maxReplicas: number,
        }),
        status: optionalRecord({ containerStatuses: maybe(fc.array(maybe(status), { maxLength: 3 })), conditions, currentReplicas: number }),
      },
      { requiredKeys: [] },
    ),
  );

  const passes = (check: (value: unknown, path: string, problems: InputProblem[]) => void, value: unknown): boolean => {
    const problems: InputProblem[] = [];
    check(value, '', problems);
    return problems.length === 0;
  };

  const isReadablePod = (value: unknown): boolean => readPodProblems(value, NOW, []);

  it.each([
    ['pods', isReadablePod, podCheck],
    ['deployments', isReadableDeployment, deploymentCheck],
    ['autoscalers', isReadableAutoscaler, autoscalerCheck],
  ] as const)('for %s', (_type, readable, check) => {
    let readableCount = 0;
    fc.assert(
      fc.property(object, (value) => {
        expect(readable(value)).toBe(passes(check, value));
        if (readable(value)) readableCount++;
      }),
      { numRuns: 2000 },
    );
    // Both answers came up: the comparison was not only of objects that fail at the first field.
    expect(readableCount).toBeGreaterThan(0);
  });

  it('reads own fields only, as the checks do', () => {
    const inherited = Object.create({ status: { containerStatuses: [{ name: 'app' }] } }) as object;
    expect(isReadablePod(inherited)).toBe(passes(podCheck, inherited));
  });
});

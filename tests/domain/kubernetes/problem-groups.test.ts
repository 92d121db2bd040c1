import { groupProblemsByWorkload, severityWord } from '../../../domain/kubernetes/problem-groups';
import type { DetectedError, ObjectsByEntityResponse, ResourceRef } from '../../../domain/kubernetes/types';

const ref = (kind: string, name: string): ResourceRef => ({ kind, name, namespace: 'payments', apiGroup: 'v1' });
const problem = (sourceRef: ResourceRef, severity: number, message: string): DetectedError => ({
  type: 'containers-restarting',
  severity: severity as DetectedError['severity'],
  message,
  occurrenceCount: 1,
  sourceRef,
});
const owned = (kind: string, name: string) => [{ apiVersion: 'apps/v1', kind, name, uid: `${kind}-${name}`, controller: true }];

const objects: ObjectsByEntityResponse = {
  items: [
    {
      cluster: { name: 'c1' },
      errors: [],
      resources: [
        {
          type: 'pods',
          resources: [
            { metadata: { name: 'api-rs1-a', namespace: 'payments', ownerReferences: owned('ReplicaSet', 'api-rs1') } },
            { metadata: { name: 'api-rs1-b', namespace: 'payments', ownerReferences: owned('ReplicaSet', 'api-rs1') } },
            { metadata: { name: 'worker-rs-a', namespace: 'payments', ownerReferences: owned('ReplicaSet', 'worker-rs') } },
            { metadata: { name: 'cache-1', namespace: 'payments', ownerReferences: owned('StatefulSet', 'cache') } },
          ],
        },
        {
          type: 'replicasets',
          resources: [
            { metadata: { name: 'api-rs1', namespace: 'payments', ownerReferences: owned('Deployment', 'api') } },
            { metadata: { name: 'worker-rs', namespace: 'payments', ownerReferences: owned('Deployment', 'worker') } },
          ],
        },
        { type: 'horizontalpodautoscalers', resources: [{ metadata: { name: 'api', namespace: 'payments' }, spec: { scaleTargetRef: { kind: 'Deployment', name: 'api' }, maxReplicas: 3 } }] },
      ],
    },
  ],
} as unknown as ObjectsByEntityResponse;

describe('severity in words', () => {
  it.each([
    [0, 'low'],
    [3, 'low'],
    [4, 'medium'],
    [5, 'medium'],
    [6, 'high'],
    [7, 'high'],
    [8, 'critical'],
    [10, 'critical'],
  ])('%i is %s', (severity, word) => expect(severityWord(severity)).toBe(word));
});

describe('problems grouped by workload', () => {
  const detected = new Map([
    [
      'c1',
      [
        problem(ref('Pod', 'api-rs1-a'), 4, 'a waiting'),
        problem(ref('Pod', 'api-rs1-b'), 4, 'b restarted'),
        problem(ref('Pod', 'worker-rs-a'), 4, 'worker image pull'),
        problem(ref('Pod', 'cache-1'), 4, 'cache not ready'),
        problem(ref('Pod', 'api-rs1-a'), 4, 'a restarted'),
        problem(ref('Deployment', 'worker'), 6, 'worker unavailable'),
        problem(ref('HorizontalPodAutoscaler', 'api'), 8, 'api at max'),
        problem(ref('Pod', 'lonely'), 4, 'no owner'),
      ],
    ],
  ]);
  const groups = groupProblemsByWorkload(detected, objects);

  it('puts each problem under its workload, the most severe workload first', () => {
    expect(groups.map((group) => `${group.kind} ${group.name}`)).toEqual(['Deployment api', 'Deployment worker', 'StatefulSet cache', 'Pod lonely']);
  });

  it('keeps every problem and gives each object one row with all its problems', () => {
    expect(groups.flatMap((group) => group.rows.flatMap((row) => row.problems))).toHaveLength(8);
    const api = groups[0]!;
    expect(api.rows.map((row) => row.sourceRef.name)).toEqual(['api', 'api-rs1-a', 'api-rs1-b']);
    expect(api.rows[1]!.problems.map((p) => p.message)).toEqual(['a waiting', 'a restarted']);
    expect(groups[1]!.rows.map((row) => row.sourceRef.name)).toEqual(['worker', 'worker-rs-a']);
  });
});

// How the error summary shows the detected problems: every problem at once, grouped by the workload it belongs
// to (a pod's problems under its deployment, stateful set, daemon set, job or rollout; an autoscaler's under the
// workload it scales), one row per object with all of that object's problems, and each severity in words.
import type { DetectedError, DetectedErrorsByCluster, ObjectsByEntityResponse, ResourceRef } from './types';

/** A severity in words, on the 0–10 scale the detected problems use: 4 is medium, 6 high, 8 critical. */
export type SeverityWord = 'low' | 'medium' | 'high' | 'critical';

export const severityWord = (severity: number): SeverityWord =>
  severity >= 8 ? 'critical' : severity >= 6 ? 'high' : severity >= 4 ? 'medium' : 'low';

/** One object (pod, deployment, autoscaler…) with every problem detected on it, most severe first. */
export interface ProblemRow {
  readonly sourceRef: ResourceRef;
  readonly problems: readonly DetectedError[];
}

/** The problems of one workload of one cluster. */
export interface ProblemGroup {
  readonly clusterName: string;
  readonly namespace: string;
  /** The workload's kind and name; a pod nobody owns is its own group. */
  readonly kind: string;
  readonly name: string;
  readonly severity: number;
  readonly rows: readonly ProblemRow[];
}

interface Owner {
  readonly kind: string;
  readonly name: string;
}

/** Who owns what in one cluster's answer: a pod's owner, and a replica set's owner (its deployment or rollout). */
const ownersOf = (objects: ObjectsByEntityResponse, clusterName: string) => {
  const podOwner = new Map<string, Owner>();
  const replicaSetOwner = new Map<string, Owner>();
  const scaleTarget = new Map<string, Owner>();
  const key = (namespace: string | undefined, name: string | undefined) => `${namespace ?? ''}/${name ?? ''}`;
  const controller = (refs: readonly { kind: string; name: string; controller?: boolean }[] | undefined) =>
    refs?.find((ref) => ref.controller) ?? refs?.[0];
  for (const item of objects.items) {
    if (item.cluster.name !== clusterName) continue;
    for (const response of item.resources) {
      if (response.type === 'pods') {
        for (const pod of response.resources) {
          const owner = controller(pod.metadata?.ownerReferences);
          if (owner) podOwner.set(key(pod.metadata?.namespace, pod.metadata?.name), { kind: owner.kind, name: owner.name });
        }
      } else if (response.type === 'replicasets') {
        for (const replicaSet of response.resources) {
          const owner = controller(replicaSet.metadata?.ownerReferences);
          if (owner) replicaSetOwner.set(key(replicaSet.metadata?.namespace, replicaSet.metadata?.name), { kind: owner.kind, name: owner.name });
        }
      } else if (response.type === 'horizontalpodautoscalers') {
        for (const hpa of response.resources) {
          const target = hpa.spec?.scaleTargetRef;
          if (target) scaleTarget.set(key(hpa.metadata?.namespace, hpa.metadata?.name), { kind: target.kind, name: target.name });
        }
      }
    }
  }
  return (ref: ResourceRef): Owner => {
    const at = key(ref.namespace, ref.name);
    if (ref.kind === 'Pod') {
      const owner = podOwner.get(at);
      if (!owner) return { kind: ref.kind, name: ref.name };
      return owner.kind === 'ReplicaSet' ? (replicaSetOwner.get(key(ref.namespace, owner.name)) ?? owner) : owner;
    }
    if (ref.kind === 'HorizontalPodAutoscaler') return scaleTarget.get(at) ?? { kind: ref.kind, name: ref.name };
    return { kind: ref.kind, name: ref.name };
  };
};

const maxSeverity = (errors: readonly DetectedError[]): number => errors.reduce((max, error) => Math.max(max, error.severity), 0);

/**
 * The detected problems grouped by workload, the most severe group first (equal ones in the order found); inside a
 * group one row per object, the most severe first, each row's problems most severe first. Every problem is kept.
 */
export const groupProblemsByWorkload = (detected: DetectedErrorsByCluster, objects: ObjectsByEntityResponse): readonly ProblemGroup[] => {
  const groups: { clusterName: string; namespace: string; owner: Owner; rows: Map<string, { sourceRef: ResourceRef; problems: DetectedError[] }> }[] = [];
  const byKey = new Map<string, (typeof groups)[number]>();
  for (const [clusterName, errors] of detected) {
    if (errors.length === 0) continue;
    const ownerOf = ownersOf(objects, clusterName);
    for (const error of errors) {
      const owner = ownerOf(error.sourceRef);
      const groupKey = `${clusterName}\u0000${error.sourceRef.namespace}\u0000${owner.kind}\u0000${owner.name}`;
      let group = byKey.get(groupKey);
      if (!group) {
        group = { clusterName, namespace: error.sourceRef.namespace, owner, rows: new Map() };
        byKey.set(groupKey, group);
        groups.push(group);
      }
      const rowKey = `${error.sourceRef.kind}\u0000${error.sourceRef.name}`;
      const row = group.rows.get(rowKey);
      if (row) row.problems.push(error);
      else group.rows.set(rowKey, { sourceRef: error.sourceRef, problems: [error] });
    }
  }
  const bySeverity = <T>(items: readonly T[], severity: (item: T) => number): T[] =>
    items.map((item, index) => ({ item, index })).sort((a, b) => severity(b.item) - severity(a.item) || a.index - b.index).map(({ item }) => item);
  return bySeverity(
    groups.map((group): ProblemGroup => {
      const rows = bySeverity(
        [...group.rows.values()].map((row): ProblemRow => ({ sourceRef: row.sourceRef, problems: bySeverity(row.problems, (p) => p.severity) })),
        (row) => maxSeverity(row.problems),
      );
      return {
        clusterName: group.clusterName,
        namespace: group.namespace,
        kind: group.owner.kind,
        name: group.owner.name,
        severity: Math.max(...rows.map((row) => maxSeverity(row.problems))),
        rows,
      };
    }),
    (group) => group.severity,
  );
};

// Kubernetes error detection as a script gets it (`import { kubernetes } from 'portico'`: the package's entry, with
// its checks of what it is handed) on a large, realistic backend answer: 10,000 distinct pods in four clusters (see
// distinct-pods.ts), with their deployments, replica sets, stateful and daemon sets, jobs and autoscalers. Each call
// gets an answer of its own, freshly decoded from JSON as each backend answer is, for both sides alike and outside
// the timed part; each round is one call of ours and one of @backstage/plugin-kubernetes-common's detectErrors, in the
// same process, the side that goes first alternating. Budget: ours at least 4× upstream (the median of the rounds'
// ratios). Detection keeps no cache: nothing is remembered from one call to the next.
// Run alone with `npx tsx tests/bench/k8s-detection.bench.ts`; `run()` is used by `npm run bench`.
import { detectErrors as upstreamDetectErrors, type ObjectsByEntityResponse as UpstreamResponse } from '@backstage/plugin-kubernetes-common';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { median, type BenchRow } from './bench-row';
import { distinctPods } from './distinct-pods';
import { kubernetes } from '../../domain/index';
import { buildWorkloadIndex, indexAutoscalers } from '../../domain/kubernetes/pods';
import type { ObjectsByEntityResponse, Pod, ReplicaSet, Deployment, HorizontalPodAutoscaler } from '../../domain/kubernetes/types';

type DetectedErrorsByCluster = ReadonlyMap<string, readonly { type: string; sourceRef: { kind: string } }[]>;

const POD_COUNT = 10_000;
/** Another answer (another seed) that warms both sides up, so that neither has met the measured pods before. */
const WARM_UP_PODS = 3_000;
const WARM_UP_CALLS = 10;
const ROUNDS = 31;
const UPSTREAM_RATIO_BUDGET = 4;
/** Ours' first call on the measured answer, right after the warm-up on other pods (10,000 pods, none of them met). */
const FIRST_CALL_BUDGET_MS = 250;
/** Ownership and autoscaler lookups for every deployment of the answer (about 800 deployments, 10,000 pods). */
const WORKLOADS_BUDGET_MS = 100;

const time = (work: () => void): number => {
  const start = performance.now();
  work();
  return performance.now() - start;
};
const round = (ms: number): number => Math.round(ms * 100) / 100;

/** The package's detectErrors; a Left would mean the bench's answer is malformed. */
const detectErrors = (objects: unknown, now: number): DetectedErrorsByCluster => {
  const detected = kubernetes.detectErrors(objects, now);
  if (detected._tag === 'Left') throw new Error(`k8s detection bench: the answer was refused: ${JSON.stringify(detected.left.problems)}`);
  return detected.right;
};
const thousands = (n: number): string => n.toLocaleString('en-US');

/** How many problems of each type, and how many autoscaler conditions (which only Portico reports). */
const tally = (detected: ReadonlyMap<string, readonly { type: string; sourceRef: { kind: string } }[]>) => {
  const byType = new Map<string, number>();
  let autoscalerConditions = 0;
  for (const errors of detected.values()) {
    for (const error of errors) {
      if (error.type === 'condition-message-present' && error.sourceRef.kind === 'HorizontalPodAutoscaler') autoscalerConditions++;
      else byType.set(error.type, (byType.get(error.type) ?? 0) + 1);
    }
  }
  return { byType, autoscalerConditions, common: [...byType.values()].reduce((sum, n) => sum + n, 0) };
};

/**
 * Both sides must find the same problems: the same count of each type, with the autoscalers' False conditions set
 * apart (Portico reports them as it does a deployment's; upstream reads conditions of deployments only).
 */
const checkAgreement = (ours: DetectedErrorsByCluster, upstream: ReadonlyMap<string, readonly { type: string; sourceRef: { kind: string } }[]>) => {
  const mine = tally(ours);
  const theirs = tally(upstream);
  const describe = (t: ReturnType<typeof tally>) => JSON.stringify([...t.byType].sort());
  if (describe(mine) !== describe(theirs) || theirs.autoscalerConditions !== 0) {
    throw new Error(`k8s detection bench: the two sides disagree: ours ${describe(mine)}, upstream ${describe(theirs)}`);
  }
  return mine;
};

export const run = async (): Promise<BenchRow[]> => {
  const now = Date.now();
  const { answer, figures } = distinctPods(POD_COUNT, now);
  const { answer: warmUp } = distinctPods(WARM_UP_PODS, now, 12);
  const cluster = answer as ObjectsByEntityResponse;
  // Every call decodes its own copy, as a script does with each backend answer: no side meets objects the other
  // (or an earlier call) has read. Upstream's types name more fields than Portico reads.
  const answerText = JSON.stringify(answer);
  const freshAnswer = (): unknown => JSON.parse(answerText) as unknown;
  const warmUpText = JSON.stringify(warmUp);
  for (let call = 0; call < WARM_UP_CALLS; call++) {
    detectErrors(JSON.parse(warmUpText), now);
    upstreamDetectErrors(JSON.parse(warmUpText) as UpstreamResponse);
  }

  let firstFound: DetectedErrorsByCluster = new Map();
  const firstInput = freshAnswer();
  // Ours' first call meets the measured pods first: it reads them from memory the processor has not cached yet.
  const first = time(() => {
    firstFound = detectErrors(firstInput, now);
  });
  const found = checkAgreement(firstFound, upstreamDetectErrors(freshAnswer() as UpstreamResponse));

  const oursMs: number[] = [];
  const upstreamMs: number[] = [];
  const ratios: number[] = [];
  const loads: number[] = [];
  let sink = 0;
  for (let r = 0; r < ROUNDS; r++) {
    loads.push(loadavg()[0] ?? 0);
    let ours = 0;
    let theirs = 0;
    const measureOurs = () => {
      const input = freshAnswer();
      ours = time(() => {
        sink += detectErrors(input, now).size;
      });
    };
    const measureUpstream = () => {
      const input = freshAnswer() as UpstreamResponse;
      theirs = time(() => {
        sink += upstreamDetectErrors(input).size;
      });
    };
    if (r % 2 === 0) {
      measureOurs();
      measureUpstream();
    } else {
      measureUpstream();
      measureOurs();
    }
    oursMs.push(ours);
    upstreamMs.push(theirs);
    ratios.push(theirs / ours);
  }
  loads.push(loadavg()[0] ?? 0);
  if (sink === 0) throw new Error('benchmark optimised away');
  // Still the same problems after the rounds (readiness depends on the clock upstream reads).
  checkAgreement(detectErrors(freshAnswer(), now), upstreamDetectErrors(freshAnswer() as UpstreamResponse));

  // Ownership (pods through replica sets) and autoscalers of every deployment, cluster by cluster.
  let ownedThroughReplicaSets = 0;
  let expectedOwned = 0;
  const workloads = time(() => {
    for (const item of cluster.items) {
      const list = <T>(type: string): readonly T[] => (item.resources.find((r) => r.type === type)?.resources ?? []) as readonly T[];
      const pods = list<Pod>('pods');
      const index = buildWorkloadIndex(pods, list<ReplicaSet>('replicasets'));
      const autoscalerOf = indexAutoscalers(list<HorizontalPodAutoscaler>('horizontalpodautoscalers'));
      for (const deployment of list<Deployment>('deployments')) {
        ownedThroughReplicaSets += index.podsThroughReplicaSets(deployment).length;
        autoscalerOf({ kind: 'Deployment', namespace: deployment.metadata?.namespace, name: deployment.metadata?.name });
      }
    }
  });
  for (const item of cluster.items) {
    const pods = (item.resources.find((r) => r.type === 'pods')?.resources ?? []) as readonly Pod[];
    expectedOwned += pods.filter((pod) => pod.metadata?.ownerReferences?.[0]?.kind === 'ReplicaSet').length;
  }
  if (ownedThroughReplicaSets !== expectedOwned) {
    throw new Error(`k8s detection bench: expected ${expectedOwned} pods owned through replica sets, got ${ownedThroughReplicaSets}`);
  }

  const where = `${cpus().length} × ${cpus()[0]?.model.trim().split(' ').slice(0, 2).join(' ') ?? 'cpu'}, load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  const ratio = Math.round(median(ratios) * 100) / 100;
  const answerFigures =
    `${thousands(figures.pods)} distinct pods (${thousands(figures.containers)} containers, ${thousands(figures.podsWithTrouble)} pods not ready, waiting or restarted) ` +
    `in ${figures.clusters} clusters, ${thousands(figures.deployments)} deployments, ${thousands(figures.autoscalers)} autoscalers`;
  const problems =
    `${thousands(found.common)} problems found by both, ${thousands(found.autoscalerConditions)} autoscaler conditions only Portico reports`;
  return [
    {
      name:
        `k8s: the package's kubernetes.detectErrors (checks included) vs @backstage/plugin-kubernetes-common, ${answerFigures}, ` +
        `every pod once per call, each call on a freshly decoded answer: Portico ${round(median(oursMs))} ms, upstream ${round(median(upstreamMs))} ms ` +
        `(medians of ${ROUNDS} alternating rounds; ${problems}; no cache; ${where}) → ${ratio} ×`,
      value: ratio,
      unit: '×',
      budget: UPSTREAM_RATIO_BUDGET,
      higherIsBetter: true,
    },
    {
      name: `k8s: the package's kubernetes.detectErrors, first call on those ${thousands(figures.pods)} pods, after a warm-up on others (${where})`,
      value: round(first),
      unit: 'ms',
      budget: FIRST_CALL_BUDGET_MS,
    },
    {
      name: `k8s (internal): workload ownership and autoscalers (${thousands(figures.deployments)} deployments, ${thousands(expectedOwned)} pods through replica sets; ${where})`,
      value: round(workloads),
      unit: 'ms',
      budget: WORKLOADS_BUDGET_MS,
    },
  ];
};

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  for (const row of await run()) {
    const verdict = (row.higherIsBetter ?? false) ? row.value >= row.budget : row.value <= row.budget;
    console.log(`${row.name}: ${row.value.toLocaleString('en-US')} ${row.unit} (budget ${row.budget.toLocaleString('en-US')}) ${verdict ? 'ok' : 'MISSED'}`);
  }
}

// Detection over an objects-by-entity answer nobody has checked, for the public `detectErrors`: every object is
// read once, its fields checked as detection reads them (no pass that checks the whole answer before detection
// reads it again). An object detection cannot read is a problem of that object and the others are still checked.
import { detectAutoscalerErrors, detectDeploymentErrors } from './detect-errors';
import { readPodList } from './read-pod';
import { AUTOSCALER, DEPLOYMENT, isReadableAutoscaler, isReadableDeployment, POD, unreadableProblem, type ReadType } from './readable-objects';
import type { Deployment, DetectedError, DetectedErrorsByCluster, HorizontalPodAutoscaler } from './types';

/** The outline of an objects-by-entity answer, checked as a whole; the objects in it are read one by one. */
export interface AnswerOutline {
  readonly items: readonly {
    readonly cluster: { readonly name: string };
    readonly resources: readonly { readonly type: string; readonly resources: readonly unknown[] }[];
    readonly errors?: readonly unknown[];
  }[];
}

interface ObjectReader {
  /** The response type whose objects it reads. */
  readonly responseType: string;
  readonly type: ReadType;
  /** Adds the problems of the objects of a list, in its order, and calls `unreadable` with the index of each it cannot read. */
  readonly readList: (objects: readonly unknown[], now: number, into: DetectedError[], unreadable: (index: number) => void) => void;
}

/** One object at a time: for the few deployments and autoscalers of an answer. */
const eachObject =
  (read: (value: unknown, into: DetectedError[]) => boolean): ObjectReader['readList'] =>
  (objects, _now, into, unreadable) => {
    for (let o = 0; o < objects.length; o++) if (!read(objects[o], into)) unreadable(o);
  };

/** In the order detection reports them: pods, then deployments, then autoscalers; objects of other types are carried, not read. */
const READERS: readonly ObjectReader[] = [
  { responseType: 'pods', type: POD, readList: readPodList },
  {
    responseType: 'deployments',
    type: DEPLOYMENT,
    readList: eachObject((value, into) => isReadableDeployment(value) && (detectDeploymentErrors(value as Deployment, into), true)),
  },
  {
    responseType: 'horizontalpodautoscalers',
    type: AUTOSCALER,
    readList: eachObject((value, into) => isReadableAutoscaler(value) && (detectAutoscalerErrors(value as HorizontalPodAutoscaler, into), true)),
  },
];

const append = (into: DetectedError[], problems: readonly DetectedError[]): void => {
  for (let i = 0; i < problems.length; i++) into.push(problems[i]!);
};

/**
 * Every problem of every cluster of the answer, by cluster name: pods, deployments, autoscalers, and last the
 * objects that could not be read, in the order of the answer. `path` is where the answer is (`objects`), for their
 * problems' paths.
 */
export const detectInAnswer = (answer: AnswerOutline, path: string, now: number): DetectedErrorsByCluster => {
  const byCluster = new Map<string, DetectedError[]>();
  const unreadableByCluster = new Map<string, DetectedError[]>();
  for (let i = 0; i < answer.items.length; i++) {
    const item = answer.items[i]!;
    const errors = byCluster.get(item.cluster.name) ?? [];
    // By response, so that the unreadable objects keep the answer's order whatever their type.
    const unreadableByResponse: DetectedError[][] = [];
    for (const reader of READERS) {
      for (let r = 0; r < item.resources.length; r++) {
        const response = item.resources[r]!;
        if (response.type !== reader.responseType) continue;
        const objects = response.resources;
        reader.readList(objects, now, errors, (o) => {
          const problem = unreadableProblem(objects[o], reader.type, `${path}.items[${i}].resources[${r}].resources[${o}]`);
          (unreadableByResponse[r] ??= []).push(problem);
        });
      }
    }
    byCluster.set(item.cluster.name, errors);
    for (const problems of unreadableByResponse) {
      if (problems === undefined) continue;
      const known = unreadableByCluster.get(item.cluster.name);
      if (known === undefined) unreadableByCluster.set(item.cluster.name, [...problems]);
      else append(known, problems);
    }
  }
  for (const [cluster, problems] of unreadableByCluster) append(byCluster.get(cluster)!, problems);
  return byCluster;
};

// Benchmarks (1,000 pods in one cluster): the fixture's payments pods padded with copies of
// its healthy API pod, so the Kubernetes tab has a large pod table of one replica set.
import { ENTITY_LABEL, FIXTURE_ENTITY, FIXTURE_PODS, type K8sObject } from './fixture-objects';

/** Annotation on each copy naming the pod it was copied from (its metrics are that pod's). */
export const COPY_OF_ANNOTATION = 'portico.dev/fixture-copy-of';

export const copiedFrom = (pod: K8sObject): string | undefined => {
  const annotations = pod.metadata['annotations'];
  if (typeof annotations !== 'object' || annotations === null) return undefined;
  const value = (annotations as Record<string, unknown>)[COPY_OF_ANNOTATION];
  return typeof value === 'string' ? value : undefined;
};

const isPaymentsPod = (pod: K8sObject): boolean => pod.metadata.labels?.[ENTITY_LABEL] === FIXTURE_ENTITY;

/** `pods` with the payments pods padded to `count` (never fewer than the fixture's own). */
export const padPaymentsPods = (pods: readonly K8sObject[], count: number): K8sObject[] => {
  const template = pods.find((pod) => pod.metadata.name === FIXTURE_PODS.apiHealthy);
  if (!template) throw new Error(`the fixture has no pod ${FIXTURE_PODS.apiHealthy}`);
  const missing = Math.max(0, count - pods.filter(isPaymentsPod).length);
  const copies = Array.from({ length: missing }, (_, index): K8sObject => {
    const suffix = String(index + 1).padStart(5, '0');
    return {
      ...template,
      metadata: {
        ...template.metadata,
        name: `${template.metadata.name}-${suffix}`,
        // The last UUID group becomes cc + the copy's number, unlike any fixture uid (0c0ffee…).
        uid: `${template.metadata.uid.slice(0, -12)}cc${String(index + 1).padStart(10, '0')}`,
        annotations: { ...(template.metadata['annotations'] as Record<string, string> | undefined), [COPY_OF_ANNOTATION]: template.metadata.name },
      },
    };
  });
  return [...pods, ...copies];
};

import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { KubernetesError } from '../../application/kubernetes/kubernetes-error';

/** A Left of a Kubernetes use case carried through react-query; its message is the text to show. */
export class KubernetesQueryError extends Error {
  constructor(readonly error: KubernetesError) {
    super(error.message);
    this.name = 'KubernetesQueryError';
  }
}

export const runKubernetes = async <A,>(task: TaskEither<KubernetesError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new KubernetesQueryError(result.left);
  return result.right;
};

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

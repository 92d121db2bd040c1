import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { ImportError } from '../../application/import/import-error';

/** A Left of an import step, carried through react-query as an Error whose message is the step's text. */
export class ImportFailure extends Error {
  constructor(readonly importError: ImportError) {
    super(importError.message);
    this.name = 'ImportFailure';
  }
}

export const runImport = async <A,>(task: TaskEither<ImportError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new ImportFailure(result.left);
  return result.right;
};

/** react-query's mutation over an import step. */
export const useImportStep = <V, A>(
  step: (variables: V) => TaskEither<ImportError, A>,
  onSuccess: (result: A, variables: V) => void,
): UseMutationResult<A, ImportFailure, V> =>
  useMutation<A, ImportFailure, V>({ mutationFn: (variables) => runImport(step(variables)), onSuccess });

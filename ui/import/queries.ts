import { keepPreviousData, useMutation, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { TaskEither } from 'fp-ts/TaskEither';
import * as TE from 'fp-ts/TaskEither';
import { absurd, pipe } from 'fp-ts/function';
import { useMemo } from 'react';
import { CatalogImportToken } from '../../application/import/catalog-import';
import type { ImportError } from '../../application/import/import-error';
import type { RegisterLocationsResult } from '../../application/import/register-locations.use-case';
import type { AnalyzeResult, EntityFields, ImportLocation, PullRequestIntegration } from '../../domain/import/analysis';
import type { PullRequestSignIn } from '../../application/import/pull-request-sign-in.use-case';
import type { RepositoryAnalysis } from '../../domain/import/import-flow';
import type { PullRequestResult, PullRequestText } from '../../domain/import/pull-request';
import { runOrThrow } from '../app/backend-query';
import { useService } from '../app/services';

/** A Left of an import step, carried through react-query as an Error whose message is the step's text. */
export class ImportFailure extends Error {
  constructor(readonly importError: ImportError) {
    super(importError.message);
    this.name = 'ImportFailure';
  }
}

const runImport = <A,>(task: TaskEither<ImportError, A>): Promise<A> => runOrThrow(task, (left) => new ImportFailure(left));

/** react-query's mutation over an import step. */
const useImportStep = <V, A>(
  step: (variables: V) => TaskEither<ImportError, A>,
  onSuccess: (result: A, variables: V) => void,
): UseMutationResult<A, ImportFailure, V> =>
  useMutation<A, ImportFailure, V>({ mutationFn: (variables) => runImport(step(variables)), onSuccess });

/** The react-query keys of the catalog import. */
export const importKeys = {
  catalogFile: (repositoryUrl: string, fields: EntityFields) => ['import', 'catalog-file', repositoryUrl, fields] as const,
  owners: () => ['import', 'owners'] as const,
  pullRequestSignIn: (integration: string) => ['import', 'pull-request-sign-in', integration] as const,
};

/** The name of the catalog file the import looks for and proposes (catalog-info.yaml by default). */
export const useCatalogFilename = (): string => useService(CatalogImportToken).catalogFilename;

/** Step 1: analyses the URL of an entity file or a repository. */
export const useAnalyzeUrl = (onAnalyzed: (url: string, result: AnalyzeResult) => void): UseMutationResult<AnalyzeResult, ImportFailure, string> => {
  const importer = useService(CatalogImportToken);
  return useImportStep((target: string) => importer.analyzeUrl(target), (result, target) => onAnalyzed(target, result));
};

/** Step 3: registers the locations. */
export const useRegisterLocations = (
  onDone: (result: RegisterLocationsResult) => void,
): UseMutationResult<RegisterLocationsResult, ImportFailure, readonly ImportLocation[]> => {
  const importer = useService(CatalogImportToken);
  return useImportStep((locations: readonly ImportLocation[]) => importer.registerLocations(locations), (result) => onDone(result));
};

/** The pull request's proposed title and body. */
export const usePullRequestDefaults = (): PullRequestText => {
  const importer = useService(CatalogImportToken);
  return useMemo(() => importer.pullRequestDefaults(), [importer]);
};

/** The catalog file the pull request would add, for the given entity fields; the previous one stays while the next is made. */
export const useCatalogFilePreview = (analysis: RepositoryAnalysis, fields: EntityFields): UseQueryResult<string, ImportFailure> => {
  const importer = useService(CatalogImportToken);
  return useQuery<string, ImportFailure>({
    queryKey: importKeys.catalogFile(analysis.url, fields),
    queryFn: () => runImport(importer.catalogFileFor(analysis.generatedEntities, fields)),
    placeholderData: keepPreviousData,
  });
};

/** Who may own the new entity (the catalog's users and groups). */
export const useOwnerCandidates = (): UseQueryResult<readonly string[], ImportFailure> => {
  const importer = useService(CatalogImportToken);
  return useQuery<readonly string[], ImportFailure>({
    queryKey: importKeys.owners(),
    queryFn: () => runImport(importer.ownerCandidates()),
    staleTime: 60_000,
  });
};

/** Whether the pull request can be opened from the portal (the auth backend has the host's sign-in). */
export const usePullRequestSignIn = (integration: PullRequestIntegration): UseQueryResult<PullRequestSignIn> => {
  const importer = useService(CatalogImportToken);
  return useQuery({
    queryKey: importKeys.pullRequestSignIn(integration),
    queryFn: () => runOrThrow(importer.pullRequestSignIn(integration), absurd<Error>),
  });
};

export interface PullRequestChoice {
  readonly title: string;
  readonly body: string;
  readonly fields: EntityFields;
}

/** Step 2 for a repository without a catalog file: makes the file and opens the pull request that adds it. */
export const useSubmitPullRequest = (
  analysis: RepositoryAnalysis,
  onDone: (result: PullRequestResult, chosen: PullRequestChoice) => void,
): UseMutationResult<PullRequestResult, ImportFailure, PullRequestChoice> => {
  const importer = useService(CatalogImportToken);
  return useImportStep(
    (chosen: PullRequestChoice) =>
      pipe(
        importer.catalogFileFor(analysis.generatedEntities, chosen.fields),
        TE.chain((fileContent) => importer.submitPullRequest({ repositoryUrl: analysis.url, fileContent, title: chosen.title, body: chosen.body })),
      ),
    onDone,
  );
};

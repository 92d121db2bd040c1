import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { DEFAULT_CATALOG_FILENAME } from '../../domain/import/constants';
import {
  compoundRefOf,
  locationsFromExistingFiles,
  type AnalyzeResult,
  type PullRequestIntegration,
} from '../../domain/import/analysis';
import { githubCatalogFileUrl, isCatalogFileUrl, parseImportUrl } from '../../domain/import/import-url';
import type { RepositoryAnalysis } from '../../domain/import/import-flow';
import { readFailureOf, type ReadFailure } from '../../domain/import/read-failure';
import { importMessages } from '../../domain/import/messages';
import { integrationForUrl } from '../../domain/import/scm-integrations';
import type { AddLocationResult, EntityRegistrar } from '../catalog/entity-registrar.port';
import type { BackendError } from '../shared/backend-error';
import { backendAnswerOf, rejected, unreadableUrl, type ImportError } from './import-error';
import type { ScmIntegrationsSource } from './scm-integrations.port';

export interface AnalyzeUrlDeps {
  readonly registrar: Pick<EntityRegistrar, 'addLocation' | 'analyzeLocation'>;
  readonly integrations: ScmIntegrationsSource;
  readonly catalogFilename: string;
}

/** Reads a URL for the import page. */
export type AnalyzeUrl = (url: string) => TE.TaskEither<ImportError, AnalyzeResult>;

const PULL_REQUEST_INTEGRATIONS: readonly PullRequestIntegration[] = ['github', 'azure'];

/** 'Failed to generate entity definitions, ...' with the transport reason, or the http status and text. */
const generationFailed = (url: string, error: BackendError, catalogFilename: string): ImportError =>
  unreadableUrl(
    url,
    error,
    catalogFilename,
    importMessages.failedToGenerateEntities(
      error._tag === 'HttpStatus' ? importMessages.receivedHttpResponse(error.status, error.statusText) : error.message,
    ),
  );

const dryRunLocations = (added: AddLocationResult): AnalyzeResult => ({
  type: 'locations',
  locations: [{ ...(added.exists !== undefined ? { exists: added.exists } : {}), target: added.location.target, entities: added.entities.map(compoundRefOf) }],
});

/** Failures that say the backend could not look, not that there is nothing to find. */
const COULD_NOT_LOOK: ReadonlySet<ReadFailure['kind']> = new Set(['hostUnreachable', 'hostNotAllowed', 'accessDenied']);

/**
 * The backend's analysis may propose a new catalog file without having looked into the repository (it only looks
 * with a GitHub module and a working connection). A dry run of the file on the default branch tells: the file is
 * there (then it is registered like any file), it is not, or the backend could not look (the proposal says so).
 */
const checkGithubCatalogFile = (deps: AnalyzeUrlDeps, proposal: RepositoryAnalysis): TE.TaskEither<ImportError, AnalyzeResult> => {
  const fileUrl = githubCatalogFileUrl(proposal.url, deps.catalogFilename);
  if (!fileUrl) return TE.right(proposal);
  return pipe(
    deps.registrar.addLocation({ type: 'url', target: fileUrl, dryRun: true }),
    TE.map(dryRunLocations),
    TE.orElse((error) => {
      const failure = readFailureOf(fileUrl, backendAnswerOf(error));
      return TE.right<ImportError, AnalyzeResult>(failure && COULD_NOT_LOOK.has(failure.kind) ? { ...proposal, catalogFileUnchecked: failure } : proposal);
    }),
  );
};

/**
 * A .yaml/.yml URL (or ?path=...yaml) is a location: a dry-run registration lists its entities. Any other URL
 * needs a GitHub or Azure DevOps integration for its host; the backend's analysis then finds the catalog files
 * already in the repository, or proposes entities for a new one.
 */
export const analyzeUrl =
  (deps: AnalyzeUrlDeps): AnalyzeUrl =>
  (text) => {
    const parsed = parseImportUrl(text);
    if (E.isLeft(parsed)) return TE.left(rejected(parsed.left));
    const url = text.trim();
    if (isCatalogFileUrl(parsed.right)) {
      return pipe(
        deps.registrar.addLocation({ type: 'url', target: url, dryRun: true }),
        TE.mapLeft((error) => unreadableUrl(url, error, deps.catalogFilename)),
        TE.map(dryRunLocations),
      );
    }
    return pipe(
      deps.integrations.load(),
      TE.chain((integrations) => {
        const found = integrationForUrl(integrations, url);
        if (!found) return TE.left(rejected(importMessages.urlNotRecognized(deps.catalogFilename)));
        const type = PULL_REQUEST_INTEGRATIONS.find((candidate) => candidate === found.type);
        if (!type) return TE.left(rejected(importMessages.integrationOnlySupportsFiles(found.title, deps.catalogFilename)));
        return pipe(
          deps.registrar.analyzeLocation({
            location: { type: 'url', target: url },
            ...(deps.catalogFilename !== DEFAULT_CATALOG_FILENAME ? { catalogFilename: deps.catalogFilename } : {}),
          }),
          TE.mapLeft((error) => generationFailed(url, error, deps.catalogFilename)),
          TE.chain((analysis): TE.TaskEither<ImportError, AnalyzeResult> => {
            if (analysis.existingEntityFiles.length > 0) return TE.right({ type: 'locations', locations: locationsFromExistingFiles(analysis.existingEntityFiles) });
            const proposal: RepositoryAnalysis = {
              type: 'repository',
              integrationType: type,
              url,
              generatedEntities: analysis.generateEntities.map((generated) => generated.entity),
              suggestions: analysis.generateEntities.flatMap((generated) => generated.fields),
            };
            return type === 'github' ? checkGithubCatalogFile(deps, proposal) : TE.right(proposal);
          }),
        );
      }),
    );
  };

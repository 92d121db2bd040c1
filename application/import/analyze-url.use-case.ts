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
import { isCatalogFileUrl, parseImportUrl } from '../../domain/import/import-url';
import { importMessages } from '../../domain/import/messages';
import { integrationForUrl } from '../../domain/import/scm-integrations';
import type { EntityRegistrar } from '../catalog/entity-registrar.port';
import type { BackendError } from '../shared/backend-error';
import { rejected, unreadableUrl, type ImportError } from './import-error';
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
        TE.map((added): AnalyzeResult => ({
          type: 'locations',
          locations: [{ ...(added.exists !== undefined ? { exists: added.exists } : {}), target: added.location.target, entities: added.entities.map(compoundRefOf) }],
        })),
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
          TE.map((analysis): AnalyzeResult =>
            analysis.existingEntityFiles.length > 0
              ? { type: 'locations', locations: locationsFromExistingFiles(analysis.existingEntityFiles) }
              : {
                  type: 'repository',
                  integrationType: type,
                  url,
                  generatedEntities: analysis.generateEntities.map((generated) => generated.entity),
                  suggestions: analysis.generateEntities.flatMap((generated) => generated.fields),
                },
          ),
        );
      }),
    );
  };

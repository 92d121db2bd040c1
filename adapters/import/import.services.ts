// Register an existing component. The source-control calls go out with plain fetch (never the portal's identity token).
// The import's code (its rules, texts and source-control adapters) loads with the import page's first call.
import * as TE from 'fp-ts/TaskEither';
import { CatalogImportToken, type CatalogImport, type CatalogImportSettings } from '../../application/import/catalog-import';
import { fromBackend, type ImportError } from '../../application/import/import-error';
import { transportError } from '../../application/shared/backend-error';
import { deferService } from '../../application/shared/deferred-service';
import { loadOnce } from '../../application/shared/load-once';
import { service, type ServiceDeclaration } from '../../application/shared/service-declaration';
import { DEFAULT_CATALOG_FILENAME, DEFAULT_IMPORT_BRANCH } from '../../domain/import/constants';
import { defaultPullRequestText } from '../../domain/import/pull-request-text';

type ImportSteps = Omit<CatalogImport, 'catalogFilename' | 'pullRequestDefaults'>;

/** What a step answers when the import's code could not be downloaded (the chunk's own message). */
const notLoaded = () => TE.left<ImportError, never>(fromBackend(transportError('The import could not be loaded; try to reload the page')));

export const importServices: readonly ServiceDeclaration[] = [
  service(CatalogImportToken, (get, context): CatalogImport => {
    const settings: CatalogImportSettings = {
      catalogFilename: DEFAULT_CATALOG_FILENAME,
      branchName: DEFAULT_IMPORT_BRANCH,
      appTitle: context.settings.title,
      appBaseUrl: context.settings.baseUrl,
    };
    const steps = deferService<ImportSteps>(
      loadOnce(() => import('./import-adapters').then((m) => m.createCatalogImport(get, context, settings))),
      { analyzeUrl: notLoaded, registerLocations: notLoaded, catalogFileFor: notLoaded, submitPullRequest: notLoaded, pullRequestSignIn: () => TE.right('offered'), ownerCandidates: notLoaded },
    );
    return {
      ...steps,
      catalogFilename: settings.catalogFilename,
      pullRequestDefaults: () => defaultPullRequestText(settings.appTitle, settings.appBaseUrl, settings.catalogFilename),
    };
  }),
];

// The integrations the browser matches import URLs against: the public part of `integrations` (hosts and
// API bases, see config/server/app-config/frontend-config.ts) from the config the portal server hands the browser,
// checked with the same rules as at boot. Loaded once per page.
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { fromBackend, rejected, type ImportError } from '../../application/import/import-error';
import type { ScmIntegrationsSource } from '../../application/import/scm-integrations.port';
import type { BackendError } from '../../application/shared/backend-error';
import type { JsonObject } from '../../domain/app/config-values';
import { integrationMessages } from '../../domain/import/messages';
import { resolveIntegrations, type ScmIntegration } from '../../domain/import/scm-integrations';
import { validateIntegrations } from '../../domain/import/validate-integrations';
import { decodeIntegrationsConfig } from './integrations-config.codec';

export const integrationsFromFrontendConfig = (config: JsonObject): E.Either<ImportError, readonly ScmIntegration[]> =>
  pipe(
    decodeIntegrationsConfig(config['integrations']),
    E.chain((integrations) => {
      const problems = validateIntegrations(integrations, 'public');
      return problems.length ? E.left(problems) : E.right(resolveIntegrations(integrations));
    }),
    E.mapLeft((problems) => rejected(integrationMessages.configInvalid(problems))),
  );

export class FrontendConfigScmIntegrations implements ScmIntegrationsSource {
  private loaded: Promise<E.Either<ImportError, readonly ScmIntegration[]>> | undefined;

  /** `loadConfig` reads the frontend config, e.g. loadFrontendConfig(fetch, basePath). */
  constructor(private readonly loadConfig: () => TE.TaskEither<BackendError, JsonObject>) {}

  load(): TE.TaskEither<ImportError, readonly ScmIntegration[]> {
    return () => {
      this.loaded ??= pipe(
        this.loadConfig(),
        TE.mapLeft((error) => fromBackend(error)),
        TE.chainEitherK(integrationsFromFrontendConfig),
      )().then((result) => {
        // A failed read is tried again next time; a successful one is kept.
        if (E.isLeft(result)) this.loaded = undefined;
        return result;
      });
      return this.loaded;
    };
  }
}

import type { TaskEither } from 'fp-ts/TaskEither';
import type { ScmIntegration } from '../../domain/import/scm-integrations';
import { serviceToken } from '../shared/service-token';
import type { ImportError } from './import-error';

/** The integrations a URL is matched against (in the browser: the public part of `integrations`). */
export interface ScmIntegrationsSource {
  load(): TaskEither<ImportError, readonly ScmIntegration[]>;
}

export const ScmIntegrationsSourceToken = serviceToken<ScmIntegrationsSource>('ScmIntegrationsSource');

import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { BackendError } from '../../application/shared/backend-error';
import { requestJson, type FetchFn } from '../shared/http';
import { JsonObjectCodec } from '../shared/json.codec';
import type { JsonObject } from '../../domain/app/config-values';

/** What the portal server sends at {base}/.portico/app-config.json. */
export const FrontendConfigCodec = t.type({ appConfig: JsonObjectCodec });

export const FRONTEND_CONFIG_PATH = '/.portico/app-config.json';

/** The runtime config the portal server hands the browser (already filtered to what the browser may see). */
export const loadFrontendConfig = (fetchFn: FetchFn, basePath: string): TE.TaskEither<BackendError, JsonObject> =>
  pipe(
    requestJson(fetchFn, `${basePath}${FRONTEND_CONFIG_PATH}`, FrontendConfigCodec, { headers: { accept: 'application/json' } }),
    TE.map((body) => body.appConfig),
  );

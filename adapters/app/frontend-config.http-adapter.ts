import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { BackendError } from '../../application/shared/backend-error';
import { requestJson, type FetchFn } from '../shared/http';
import { JsonObjectCodec } from '../shared/json.codec';
import type { JsonObject } from '../../domain/app/config-values';
import { EMBEDDED_CONFIG_ELEMENT_ID, readDataBlock, type DataBlockSource } from './page-data-blocks';

/** What the portal server sends at {base}/.portico/app-config.json, and embeds in index.html. */
export const FrontendConfigCodec = t.type({ appConfig: JsonObjectCodec });

export const FRONTEND_CONFIG_PATH = '/.portico/app-config.json';

/**
 * The config index.html carries, if it carries a readable one. An index.html without it (one cached from
 * an older portal) or with one that does not decode leaves the config to the request.
 */
export const readEmbeddedFrontendConfig = (source: DataBlockSource): JsonObject | undefined => {
  const block = readDataBlock(source, EMBEDDED_CONFIG_ELEMENT_ID);
  const decoded = block === undefined ? undefined : FrontendConfigCodec.decode(block);
  return decoded && E.isRight(decoded) ? decoded.right.appConfig : undefined;
};

/**
 * The runtime config the portal server hands the browser (already filtered to what the browser may see):
 * from index.html when it is there, otherwise from {base}/.portico/app-config.json.
 */
export const loadFrontendConfig = (
  fetchFn: FetchFn,
  basePath: string,
  page?: DataBlockSource,
): TE.TaskEither<BackendError, JsonObject> => {
  const embedded = page ? readEmbeddedFrontendConfig(page) : undefined;
  if (embedded) return TE.right(embedded);
  return pipe(
    requestJson(fetchFn, `${basePath}${FRONTEND_CONFIG_PATH}`, FrontendConfigCodec, { headers: { accept: 'application/json' } }),
    TE.map((body) => body.appConfig),
  );
};

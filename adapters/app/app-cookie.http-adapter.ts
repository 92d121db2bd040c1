import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { AppCookieGateway } from '../../application/app/app-cookie.port';
import type { Discovery } from '../../application/app/discovery.port';
import type { BackendError } from '../../application/shared/backend-error';
import { cookieUrl, decodeCookieExpiry } from '../../domain/app/cookie-refresh';
import { messages } from '../../domain/app/messages';
import { pluginRequests, type FetchFn } from '../shared/http';

const CookieResponseCodec = t.UnknownRecord;

/** Backstage serves the cookie path on every installed plugin's router: a bare 404 there means there is no app plugin. */
const { json: requestJson, void: requestVoid } = pluginRequests({ id: 'app', missingMessage: messages.appBackendPluginMissing });

/** GET / DELETE {app backend}/.backstage/auth/v1/cookie, with credentials. */
export class AppCookieHttpAdapter implements AppCookieGateway {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly discovery: Discovery,
  ) {}

  refresh(): TE.TaskEither<BackendError, number> {
    return pipe(
      this.url(),
      TE.chain((url) => requestJson(this.fetchFn, url, CookieResponseCodec, { credentials: 'include' })),
      TE.mapLeft(cookieCallError),
      TE.chainEitherK((body) =>
        E.mapLeft((message: string): BackendError => ({ _tag: 'Decode', message, paths: ['expiresAt'] }))(decodeCookieExpiry(body)),
      ),
    );
  }

  remove(): TE.TaskEither<BackendError, void> {
    return pipe(
      this.url(),
      TE.chain((url) => requestVoid(this.fetchFn, url, { method: 'DELETE', credentials: 'include' })),
      TE.mapLeft(cookieCallError),
    );
  }

  private url(): TE.TaskEither<BackendError, string> {
    return TE.fromTask(async () => cookieUrl(await this.discovery.getBaseUrl('app')));
  }
}

/** The cookie call names only the status: 'Request failed with status {status}'. */
const cookieCallError = (error: BackendError): BackendError =>
  error._tag === 'HttpStatus' ? { ...error, message: messages.cookieRequestFailed(error.status) } : error;

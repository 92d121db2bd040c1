// The Random Joke's joke service: Backstage's card asks the Official Joke API. GET {base}/jokes/random answers
// one joke; GET {base}/jokes/{type}/random answers a list holding one. A slow service is given up after a
// timeout so the widget can fall back to the bundled jokes.
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { JokeSource } from '../../application/home/joke-source.port';
import type { BackendError } from '../../application/shared/backend-error';
import { JOKE_REQUEST_TIMEOUT_MS, type JokeCategory } from '../../domain/home/constants';
import { jokePath, type Joke } from '../../domain/home/joke';
import { requestJson, type FetchFn } from '../shared/http';

export const JokeCodec = t.type({ setup: t.string, punchline: t.string, type: t.string });
export const JokeAnswerCodec = t.union([JokeCodec, t.array(JokeCodec)]);

const noJoke: BackendError = { _tag: 'Decode', message: 'The joke service answered without a joke', paths: ['(root)'] };

export class JokeApiHttpAdapter implements JokeSource {
  constructor(
    private readonly fetchFn: FetchFn,
    /** The joke service's base URL (home.randomJoke.apiUrl, read when the first joke is asked for). */
    private readonly baseUrl: () => TE.TaskEither<BackendError, string>,
    private readonly timeoutMs: number = JOKE_REQUEST_TIMEOUT_MS,
  ) {}

  randomJoke(category: JokeCategory): TE.TaskEither<BackendError, Joke> {
    return pipe(
      this.baseUrl(),
      TE.chain((baseUrl) => {
        const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(this.timeoutMs) : undefined;
        return requestJson(this.fetchFn, `${baseUrl.replace(/\/+$/, '')}${jokePath(category)}`, JokeAnswerCodec, {
          headers: { accept: 'application/json' },
          ...(signal ? { signal } : {}),
        });
      }),
      TE.chainEitherK((answer) => {
        const joke = Array.isArray(answer) ? answer[0] : answer;
        return joke ? E.right({ setup: joke.setup, punchline: joke.punchline, type: joke.type }) : E.left(noJoke);
      }),
    );
  }
}

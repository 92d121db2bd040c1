import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { JokeCategory } from '../../domain/home/constants';
import type { Joke } from '../../domain/home/joke';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { JokeSource } from './joke-source.port';

export interface RandomJoke {
  readonly joke: Joke;
  /** 'offline' when the joke service failed and the bundled list answered. */
  readonly source: 'online' | 'offline';
  /** Why the joke service failed, when it did. */
  readonly onlineError?: BackendError;
}

export type GetRandomJoke = (category: JokeCategory) => TE.TaskEither<BackendError, RandomJoke>;

export const GetRandomJokeToken = serviceToken<GetRandomJoke>('GetRandomJoke');

/** A joke from the joke service; when it cannot answer (offline, blocked, timed out, odd body) one from the bundled list. */
export const getRandomJoke =
  (deps: { readonly online: JokeSource; readonly offline: JokeSource }): GetRandomJoke =>
  (category) =>
    pipe(
      deps.online.randomJoke(category),
      TE.map((joke): RandomJoke => ({ joke, source: 'online' })),
      TE.orElse((onlineError) =>
        pipe(
          deps.offline.randomJoke(category),
          TE.map((joke): RandomJoke => ({ joke, source: 'offline', onlineError })),
        ),
      ),
    );

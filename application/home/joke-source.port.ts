import type { TaskEither } from 'fp-ts/TaskEither';
import type { JokeCategory } from '../../domain/home/constants';
import type { Joke } from '../../domain/home/joke';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** Where the Random Joke widget gets a joke of a category. */
export interface JokeSource {
  randomJoke(category: JokeCategory): TaskEither<BackendError, Joke>;
}

/** The joke service (HTTP) and the bundled list, bound separately so either can be replaced. */
export const OnlineJokeSourceToken = serviceToken<JokeSource>('OnlineJokeSource');
export const OfflineJokeSourceToken = serviceToken<JokeSource>('OfflineJokeSource');

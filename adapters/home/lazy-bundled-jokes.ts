// The bundled joke list, loaded the first time a joke is needed from it: the list costs the first page nothing.
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { JokeSource } from '../../application/home/joke-source.port';
import type { BackendError } from '../../application/shared/backend-error';
import type { JokeCategory } from '../../domain/home/constants';
import type { Joke } from '../../domain/home/joke';

export class LazyBundledJokeSource implements JokeSource {
  private source: Promise<JokeSource> | undefined;

  constructor(private readonly random: () => number = Math.random) {}

  randomJoke(category: JokeCategory): TE.TaskEither<BackendError, Joke> {
    return pipe(
      TE.tryCatch(
        () => (this.source ??= import('./bundled-jokes').then((module) => new module.BundledJokeSource(this.random))),
        (error): BackendError => ({ _tag: 'Transport', message: error instanceof Error ? error.message : String(error) }),
      ),
      TE.chain((source) => source.randomJoke(category)),
    );
  }
}

import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { Task } from 'fp-ts/Task';
import type { TaskEither } from 'fp-ts/TaskEither';
import { deferService, TRANSPORT_ERROR } from '../../../application/shared/deferred-service';
import type { BackendError } from '../../../application/shared/backend-error';
import { loadOnce } from '../../../application/shared/load-once';

interface Greeter {
  greet(name: string, punctuation: string): TaskEither<BackendError, string>;
  settings(): Task<{ readonly loud: boolean }>;
}

/** A class, so a call that lost its `this` would fail. */
class HttpGreeter implements Greeter {
  private readonly greeting = 'Hello';
  greet(name: string, punctuation: string): TaskEither<BackendError, string> {
    return TE.right(`${this.greeting} ${name}${punctuation}`);
  }
  settings(): Task<{ readonly loud: boolean }> {
    return async () => ({ loud: true });
  }
}

const whenUnavailable = { greet: TRANSPORT_ERROR, settings: () => async () => ({ loud: false }) } as const;

describe('deferService', () => {
  it('loads the implementation with the first call, once, and runs every call on it', async () => {
    const load = jest.fn(async (): Promise<Greeter> => new HttpGreeter());
    const greeter = deferService(loadOnce(load), whenUnavailable);
    expect(load).not.toHaveBeenCalled();

    const pending = greeter.greet('Ada', '!');
    expect(load).not.toHaveBeenCalled(); // a task runs only when it is run
    expect(await pending()).toEqual(E.right('Hello Ada!'));
    expect(await Promise.all([greeter.greet('Grace', '.')(), greeter.settings()()])).toEqual([E.right('Hello Grace.'), { loud: true }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a failed load as a Transport error, and loads again on the next call', async () => {
    const load = jest.fn<Promise<Greeter>, []>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(new HttpGreeter());
    const greeter = deferService(loadOnce(load), whenUnavailable);

    expect(await greeter.greet('Ada', '!')()).toEqual(E.left({ _tag: 'Transport', message: 'Failed to fetch dynamically imported module' }));
    expect(await greeter.greet('Ada', '!')()).toEqual(E.right('Hello Ada!'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("answers a failed load with the method's own answer where it gives one (default settings)", async () => {
    const greeter = deferService<Greeter>(loadOnce(() => Promise.reject(new Error('offline'))), whenUnavailable);

    expect(await greeter.settings()()).toEqual({ loud: false });
  });
});

import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { BackendError } from './backend-error';
import type { Lazy } from './load-once';

/** A port whose every method returns a task: the calls can wait for the code behind them to load. */
export type TaskPort<T> = { readonly [K in keyof T]: (...args: never[]) => () => Promise<unknown> };

type TransportError = Extract<BackendError, { readonly _tag: 'Transport' }>;

/** A method answers a load failure as a Transport error (the default). */
export const TRANSPORT_ERROR = 'transport-error';

type CanAnswerTransportError<F> = F extends (...args: never[]) => TaskEither<infer L, unknown> ? (TransportError extends L ? true : false) : false;

/**
 * What each method of the port answers while its implementation cannot be loaded. Every method is named;
 * a method whose error type has no Transport case must give its own answer (e.g. default settings).
 */
export type WhenUnavailable<T> = {
  readonly [K in keyof T]-?: CanAnswerTransportError<T[K]> extends true ? T[K] | typeof TRANSPORT_ERROR : T[K];
};

type AnyTaskMethod = (...args: readonly unknown[]) => () => Promise<unknown>;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A stand-in for a port whose implementation is loaded on the first call of one of its methods; each call
 * runs on the loaded implementation. A failed load is the call's answer from `whenUnavailable`, and is
 * tried again on the next call.
 */
export const deferService = <T extends TaskPort<T>>(load: Lazy<T>, whenUnavailable: NoInfer<WhenUnavailable<T>>): T => {
  const answers = whenUnavailable as unknown as Readonly<Record<string, AnyTaskMethod | typeof TRANSPORT_ERROR>>;
  const methods = Object.keys(answers).map((name) => {
    const answer = answers[name];
    const method: AnyTaskMethod =
      (...args) =>
      async () => {
        let implementation: Readonly<Record<string, AnyTaskMethod>>;
        try {
          implementation = (await load()) as unknown as Readonly<Record<string, AnyTaskMethod>>;
        } catch (error) {
          if (answer === TRANSPORT_ERROR || answer === undefined) {
            const failure: TransportError = { _tag: 'Transport', message: messageOf(error) };
            return E.left(failure);
          }
          return answer(...args)();
        }
        return implementation[name]!(...args)();
      };
    return [name, method] as const;
  });
  return Object.fromEntries(methods) as unknown as T;
};

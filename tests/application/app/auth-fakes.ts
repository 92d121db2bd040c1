import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { AuthConnector, RefreshOptions } from '../../../application/app/auth-connector.port';
import type { InteractiveLogin, LoginError } from '../../../application/app/interactive-login.port';
import type { KeyValueStore } from '../../../application/app/key-value-store.port';
import type { BackendError } from '../../../application/shared/backend-error';
import type { AuthSession } from '../../../domain/app/auth-session';
import { STORAGE_KEYS } from '../../../domain/app/constants';

// In-memory fakes of the sign-in ports, shared by the session manager tests and the sign-in UI tests.

export interface SessionOptions {
  readonly expiresAt?: number;
  readonly ref?: string;
  readonly displayName?: string;
  /** false: a provider session without a Backstage identity. */
  readonly identity?: boolean;
}

/** An auth session as the auth backend adapter hands it on. */
export const authSession = (token: string, options: SessionOptions = {}): AuthSession => ({
  providerInfo: {},
  profile: options.displayName ? { displayName: options.displayName } : {},
  ...(options.identity === false
    ? {}
    : {
        backstageIdentity: {
          token,
          ...(options.expiresAt !== undefined ? { expiresAt: options.expiresAt } : {}),
          identity: {
            type: 'user' as const,
            userEntityRef: options.ref ?? 'user:default/ada',
            ownershipEntityRefs: [options.ref ?? 'user:default/ada', 'group:default/team-a'],
          },
        },
      }),
});

export const authHttpError = (statusText: string, status = 401): BackendError => ({
  _tag: 'HttpStatus',
  status,
  statusText,
  message: `Auth refresh request failed, ${statusText}`,
});

export type RefreshAnswer = Either<BackendError, AuthSession> | Promise<Either<BackendError, AuthSession>>;

/** An auth backend that answers each refresh with the next scripted answer (the last one repeats). */
export class FakeAuthConnector implements AuthConnector {
  readonly refreshCalls: { providerId: string; options: RefreshOptions }[] = [];
  readonly logoutCalls: string[] = [];
  logoutAnswer: Either<BackendError, void> = E.right(undefined);
  constructor(private answers: RefreshAnswer[] = []) {}

  script(...answers: RefreshAnswer[]): void {
    this.answers = answers;
  }

  refresh(providerId: string, options: RefreshOptions) {
    return async () => {
      this.refreshCalls.push({ providerId, options });
      const answer = this.answers.length > 1 ? this.answers.shift()! : this.answers[0];
      if (!answer) throw new Error(`unexpected refresh of ${providerId}`);
      return answer;
    };
  }

  logout(providerId: string) {
    return async () => {
      this.logoutCalls.push(providerId);
      return this.logoutAnswer;
    };
  }
}

/** Interactive login that answers at once; it notes which provider id was stored when it started. */
export class FakeInteractiveLogin implements InteractiveLogin {
  readonly calls: { providerId: string; scopes: readonly string[]; storedAtStart: string | null }[] = [];
  answer: Either<LoginError, AuthSession> | Promise<Either<LoginError, AuthSession>> = E.right(authSession('popup-token'));
  constructor(private readonly store: KeyValueStore) {}

  login(providerId: string, scopes: readonly string[]) {
    return async () => {
      this.calls.push({ providerId, scopes, storedAtStart: this.store.get(STORAGE_KEYS.signInProvider) });
      return this.answer;
    };
  }
}

/** A promise the test settles by hand. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

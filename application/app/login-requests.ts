import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { AuthSession } from '../../domain/app/auth-session';
import { messages } from '../../domain/app/messages';
import { serviceToken } from '../shared/service-token';
import type { AuthConnector } from './auth-connector.port';
import type { InteractiveLogin, LoginError } from './interactive-login.port';

export interface PendingLoginRequest {
  readonly providerId: string;
  readonly title: string;
  readonly scopes: readonly string[];
  /** Set after a failed attempt: shown under the provider. */
  readonly error?: string;
}

type Waiter = (result: Either<LoginError, AuthSession>) => void;

export interface LoginRequestsDeps {
  readonly connector: AuthConnector;
  readonly login: InteractiveLogin;
}

/**
 * Sessions with other providers (e.g. a GitHub token to open a pull request): an optional
 * request returns nothing on failure; a non-optional one waits in the login-request dialog until the user
 * presses Login (a popup must come from a click) or Reject all ('Login failed, rejected by user').
 */
export class LoginRequests {
  private pending: PendingLoginRequest[] = [];
  private readonly waiters = new Map<string, Waiter[]>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: LoginRequestsDeps) {}

  async getSession(
    providerId: string,
    options: { readonly scopes: readonly string[]; readonly optional: boolean; readonly title?: string },
  ): Promise<Either<LoginError, AuthSession> | undefined> {
    const existing = await this.deps.connector.refresh(providerId, { optional: true, scopes: options.scopes })();
    if (E.isRight(existing)) return existing;
    if (options.optional) return undefined;
    return new Promise((resolve) => {
      this.waiters.set(providerId, [...(this.waiters.get(providerId) ?? []), resolve]);
      if (!this.pending.some((request) => request.providerId === providerId)) {
        this.pending = [...this.pending, { providerId, title: options.title ?? providerId, scopes: options.scopes }];
        this.emit();
      }
    });
  }

  getPending(): readonly PendingLoginRequest[] {
    return this.pending;
  }

  /** The dialog's Login button for one provider. */
  async trigger(providerId: string): Promise<void> {
    const request = this.pending.find((candidate) => candidate.providerId === providerId);
    if (!request) return;
    const result = await this.deps.login.login(providerId, request.scopes)();
    if (E.isLeft(result)) {
      const error = result.left.message || messages.unspecifiedLoginError;
      this.pending = this.pending.map((candidate) => (candidate.providerId === providerId ? { ...candidate, error } : candidate));
      this.emit();
      return;
    }
    this.settle(providerId, result);
  }

  /** Reject all: every waiting request fails with RejectedError. */
  rejectAll(): void {
    for (const request of this.pending) {
      this.settle(request.providerId, E.left({ _tag: 'Rejected', message: messages.loginRejected }));
    }
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private settle(providerId: string, result: Either<LoginError, AuthSession>): void {
    for (const resolve of this.waiters.get(providerId) ?? []) resolve(result);
    this.waiters.delete(providerId);
    this.pending = this.pending.filter((request) => request.providerId !== providerId);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const LoginRequestsToken = serviceToken<LoginRequests>('LoginRequests');

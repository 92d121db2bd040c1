import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { AuthSession, SignedInUser } from '../../domain/app/auth-session';
import { signedInUserFromSession } from '../../domain/app/auth-session';
import { SESSION_REFRESH_THRESHOLD_S, STORAGE_KEYS } from '../../domain/app/constants';
import { messages } from '../../domain/app/messages';
import { GUEST_PROFILE, GUEST_USER_ENTITY_REF } from '../../domain/app/identity';
import {
  CUSTOM_PROVIDER_ID,
  GUEST_PROVIDER_ID,
  isBackendProvider,
  LEGACY_GUEST_PROVIDER_ID,
  restorableProviderOf,
} from '../../domain/app/sign-in-provider-ids';
import type { AuthConnector } from './auth-connector.port';
import type { InteractiveLogin } from './interactive-login.port';
import type { KeyValueStore } from './key-value-store.port';
import { isPassingFailure, isPluginMissing, type BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

export type SessionState =
  | {
      readonly status: 'signed-out';
      /** The session ended without the user signing out: a refresh failed while they were signed in. */
      readonly lost?: boolean;
    }
  | { readonly status: 'signed-in'; readonly user: SignedInUser };

export interface SignInFailure {
  readonly message: string;
}

export const LEGACY_GUEST_USER: SignedInUser = {
  providerId: LEGACY_GUEST_PROVIDER_ID,
  userEntityRef: GUEST_USER_ENTITY_REF,
  ownershipEntityRefs: [GUEST_USER_ENTITY_REF],
  profile: GUEST_PROFILE,
};

/** The stored provider's refresh, started by the page's first script while the rest of the app's code loads. */
export interface EarlyRefresh {
  readonly providerId: string;
  readonly result: Promise<Either<BackendError, AuthSession>>;
}

export interface SessionManagerDeps {
  readonly connector: AuthConnector;
  readonly login: InteractiveLogin;
  readonly store: KeyValueStore;
  readonly now: () => number;
  /** Taken by the restore instead of asking again, when it refreshes the same provider. */
  readonly earlyRefresh?: EarlyRefresh;
  /** Resolves after `ms`: the pause before a restore asks again when its refresh got no real answer. */
  readonly wait?: (ms: number) => Promise<void>;
}

/** A restore whose refresh got no real answer (see isPassingFailure) asks once more after this pause. */
export const RESTORE_RETRY_DELAY_MS = 1_000;

/** The provider whose stored session a restore refreshes through the auth backend, if any. */
export const restorableProviderId = (store: KeyValueStore): string | undefined => restorableProviderOf(store.get(STORAGE_KEYS.signInProvider));

type Listener = (state: SessionState) => void;

/**
 * The signed-in identity of the portal. Tokens are held in memory
 * only; the chosen provider id is stored so that a reload restores the session through the auth backend.
 */
export class SessionManager {
  private state: SessionState = { status: 'signed-out' };
  private readonly listeners = new Set<Listener>();
  private refreshing: Promise<SessionState> | undefined;
  /** The restore of a stored session: started once per page, by the boot or by the sign-in gate, whichever is first. */
  private restoration: Promise<Either<SignInFailure, SessionState>> | undefined;
  /** Whether the page has settled who is signed in: a restore finished, or someone signed in. */
  private loaded = false;

  constructor(private readonly deps: SessionManagerDeps) {}

  getState(): SessionState {
    return this.state;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The provider id a previous visit signed in with, if any. */
  storedProviderId(): string | null {
    return this.deps.store.get(STORAGE_KEYS.signInProvider);
  }

  /**
   * On load: restore the stored provider's session; on failure forget the provider and report why.
   * Every caller shares the one restore of the page.
   */
  restore(): Promise<Either<SignInFailure, SessionState>> {
    this.restoration ??= this.restoreStored().finally(() => {
      this.loaded = true;
    });
    return this.restoration;
  }

  /**
   * The signed-in user, for code that runs once the page knows who is signed in. Before that it is a
   * fault of the caller (named by `method`); after it, a missing session tells the user to reload.
   */
  currentUser(method: string): SignedInUser {
    if (this.state.status === 'signed-in') return this.state.user;
    throw new Error(this.loaded ? messages.noSession : messages.identityBeforeLoad(method));
  }

  private async restoreStored(): Promise<Either<SignInFailure, SessionState>> {
    const providerId = this.storedProviderId();
    if (!providerId) return E.right(this.state);
    if (providerId === LEGACY_GUEST_PROVIDER_ID) return E.right(this.setUser(LEGACY_GUEST_USER));
    if (providerId === CUSTOM_PROVIDER_ID) {
      // A custom identity's token is never persisted, so it cannot be restored.
      this.deps.store.remove(STORAGE_KEYS.signInProvider);
      return E.right(this.state);
    }
    const early = this.deps.earlyRefresh;
    const askAgain = () => this.deps.connector.refresh(providerId, { optional: true })();
    const first = early?.providerId === providerId ? await early.result : await askAgain();
    if (E.isLeft(first) && isPassingFailure(first.left)) {
      await (this.deps.wait ?? pause)(RESTORE_RETRY_DELAY_MS);
      return this.acceptSession(providerId, await askAgain());
    }
    return this.acceptSession(providerId, first);
  }

  async signInAsGuest(confirmLegacyFallback: () => Promise<boolean>): Promise<Either<SignInFailure, SessionState>> {
    this.deps.store.set(STORAGE_KEYS.signInProvider, GUEST_PROVIDER_ID);
    const result = await this.deps.connector.refresh(GUEST_PROVIDER_ID, { optional: false })();
    if (E.isRight(result)) return this.acceptSession(GUEST_PROVIDER_ID, result);
    // Without an auth plugin no backend call would accept a legacy guest either: say why instead of offering it.
    if (isPluginMissing(result.left)) return this.acceptSession(GUEST_PROVIDER_ID, result);

    const remembered = this.deps.store.get(STORAGE_KEYS.guestLegacyFallback);
    const useLegacy = remembered === null ? await confirmLegacyFallback() : remembered === 'true';
    this.deps.store.set(STORAGE_KEYS.guestLegacyFallback, String(useLegacy));
    if (!useLegacy) {
      this.deps.store.remove(STORAGE_KEYS.signInProvider);
      return E.left({ message: messages.guestFallbackDeclined });
    }
    this.deps.store.set(STORAGE_KEYS.signInProvider, LEGACY_GUEST_PROVIDER_ID);
    return E.right(this.setUser(LEGACY_GUEST_USER));
  }

  async signInWithProvider(providerId: string, scopes: readonly string[] = []): Promise<Either<SignInFailure, SessionState>> {
    this.deps.store.set(STORAGE_KEYS.signInProvider, providerId);
    const result = await this.deps.login.login(providerId, scopes)();
    if (E.isLeft(result)) {
      this.deps.store.remove(STORAGE_KEYS.signInProvider);
      return E.left({ message: result.left.message });
    }
    return this.acceptSession(providerId, result);
  }

  /** The custom user form: an identity the user states, with an optional OpenID Connect ID token. */
  signInAsCustomUser(userEntityRef: string, idToken?: string): SessionState {
    this.deps.store.set(STORAGE_KEYS.signInProvider, CUSTOM_PROVIDER_ID);
    return this.setUser({
      providerId: CUSTOM_PROVIDER_ID,
      userEntityRef,
      ownershipEntityRefs: [userEntityRef],
      profile: {},
      ...(idToken ? { token: idToken } : {}),
    });
  }

  /**
   * The token for backend calls, refreshed first when it expires within the refresh threshold.
   * Concurrent callers share one refresh.
   */
  async getToken(): Promise<string | undefined> {
    // A call made while the stored session is being restored goes out with its token rather than without one.
    if (!this.loaded && this.restoration) await this.restoration;
    const current = this.state;
    if (current.status !== 'signed-in') return undefined;
    if (!this.needsRefresh(current.user)) return current.user.token;
    this.refreshing ??= this.refresh(current.user.providerId).finally(() => {
      this.refreshing = undefined;
    });
    const next = await this.refreshing;
    return next.status === 'signed-in' ? next.user.token : undefined;
  }

  /** Called when a backend says the token is no longer valid (401): refresh once, else sign out. */
  async handleUnauthorized(): Promise<string | undefined> {
    const current = this.state;
    if (current.status !== 'signed-in' || !current.user.token) return undefined;
    const next = await this.refresh(current.user.providerId);
    return next.status === 'signed-in' ? next.user.token : undefined;
  }

  async signOut(): Promise<Either<SignInFailure, void>> {
    const current = this.state;
    this.deps.store.remove(STORAGE_KEYS.signInProvider);
    this.setSignedOut();
    // The guest provider keeps no session on the backend (it has no logout route).
    if (current.status !== 'signed-in' || !isBackendProvider(current.user.providerId) || current.user.providerId === GUEST_PROVIDER_ID) {
      return E.right(undefined);
    }
    const result = await this.deps.connector.logout(current.user.providerId)();
    return E.isLeft(result) ? E.left({ message: result.left.message }) : E.right(undefined);
  }

  private needsRefresh(user: SignedInUser): boolean {
    if (!isBackendProvider(user.providerId) || user.tokenExpiresAt === undefined) return false;
    return user.tokenExpiresAt - this.deps.now() < SESSION_REFRESH_THRESHOLD_S * 1000;
  }

  /** A refresh that got no real answer keeps the session as it is: the next call that needs a token asks again. */
  private async refresh(providerId: string): Promise<SessionState> {
    if (!isBackendProvider(providerId)) return this.state;
    const result = await this.deps.connector.refresh(providerId, { optional: true })();
    if (E.isLeft(result) && isPassingFailure(result.left)) return this.state;
    const accepted = this.acceptSession(providerId, result);
    return E.isRight(accepted) ? accepted.right : this.state;
  }

  /**
   * Takes a refresh's answer. A refused session is forgotten; one whose refresh got no real answer (the backend
   * unreachable, a gateway's 503, the page being left) signs this page out but stays stored for the next load.
   */
  private acceptSession(providerId: string, result: Either<BackendError, AuthSession>): Either<SignInFailure, SessionState> {
    if (E.isLeft(result)) {
      if (!isPassingFailure(result.left)) this.deps.store.remove(STORAGE_KEYS.signInProvider);
      this.setSignedOut(this.state.status === 'signed-in');
      return E.left({ message: result.left.message });
    }
    const user = withGuestProfile(signedInUserFromSession(providerId, result.right));
    if (!user) {
      this.deps.store.remove(STORAGE_KEYS.signInProvider);
      this.setSignedOut();
      return E.left({ message: messages.providerNotConfigured(providerId) });
    }
    return E.right(this.setUser(user));
  }

  private setUser(user: SignedInUser): SessionState {
    this.loaded = true;
    this.state = { status: 'signed-in', user };
    this.emit();
    return this.state;
  }

  private setSignedOut(lost = false): void {
    if (this.state.status === 'signed-out') return;
    this.state = lost ? { status: 'signed-out', lost } : { status: 'signed-out' };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.state);
  }
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The guest provider sends an empty profile; the guest is shown as 'Guest'. */
const withGuestProfile = (user: SignedInUser | undefined): SignedInUser | undefined =>
  user && user.providerId === GUEST_PROVIDER_ID && !user.profile.displayName
    ? { ...user, profile: { ...user.profile, ...GUEST_PROFILE } }
    : user;


export const SessionManagerToken = serviceToken<SessionManager>('SessionManager');

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Either } from 'fp-ts/Either';
import type { AnalyticsAttributes, AnalyticsContext } from '../../application/app/analytics.port';
import { APP_ANALYTICS_CONTEXT, AnalyticsTrackerToken } from '../../application/app/analytics-tracker';
import { AlertStoreToken } from '../../application/app/alert-store';
import { AlertPosterToken } from '../../application/app/alerts.port';
import { KeyValueStoreToken, type KeyValueStore } from '../../application/app/key-value-store.port';
import { LoginRequestsToken, type PendingLoginRequest } from '../../application/app/login-requests';
import { SessionManagerToken, type SessionManager, type SessionState, type SignInFailure } from '../../application/app/session-manager';
import { SignOutToken } from '../../application/app/sign-out.use-case';
import { CUSTOM_PROVIDER_ID, GUEST_PROVIDER_ID } from '../../domain/app/sign-in-provider-ids';
import { ThemeStoreToken, type ThemeStore } from '../../application/app/theme-store';
import { TranslationsToken } from '../../application/app/translations';
import { FeatureFlagsStoreToken } from '../../application/settings/feature-flags.store';
import { LanguageStoreToken, type LanguageStore } from '../../application/settings/language.store';
import type { AlertMessage, AlertQueue } from '../../domain/app/alerts';
import type { SignedInUser } from '../../domain/app/auth-session';
import { DEFAULT_LANGUAGE, INACTIVITY_LAST_SEEN_KEY, STORAGE_KEYS } from '../../domain/app/constants';
import type { InactivitySettings } from '../../domain/app/inactivity';
import type { AppTheme } from '../../domain/app/theme';
import { interpolate, textsIn, type TranslatableTexts, type TranslationResource } from '../../domain/app/translations';
import { SIDEBAR_DEFAULT_PINNED } from './chrome/sidebar-constants';
import { CheckPermissionToken } from '../../application/permission/check-permission.use-case';
import { permissionCheckState, type PermissionCheckState } from '../../domain/permission/decision';
import type { Permission } from '../../domain/permission/permission';
import { useBackendQuery } from './backend-query';
import type { RoutePrefetchContext } from './plugin';
import { useOptionalService, useService, useServiceResolver } from './services';
import { useInactivityTimer, type InactivityTimer } from './use-inactivity-timer';

// --- session ---

export const useSession = (): SessionState => {
  const sessions = useService(SessionManagerToken);
  return useSyncExternalStore(
    (onChange) => sessions.subscribe(onChange),
    () => sessions.getState(),
  );
};

/**
 * The signed-in user, for views that only render behind the sign-in gate. Reaching one without a
 * session is a fault of the page, reported with the text that tells the user to reload.
 */
export const useSignedInUser = (): SignedInUser => {
  useSession();
  return useService(SessionManagerToken).currentUser('getBackstageIdentity');
};

/** Restoring, signing in and out: the session gate, the sign-in page and Settings › Authentication Providers. */
export const useSessionManager = (): SessionManager => useService(SessionManagerToken);

/**
 * Signs in with a configured provider; the guest provider asks `confirmLegacyFallback` before falling back to the
 * legacy guest user when the backend has no guest provider.
 */
export const useSignIn = (): ((providerId: string, confirmLegacyFallback: () => Promise<boolean>) => Promise<Either<SignInFailure, SessionState>>) => {
  const sessions = useService(SessionManagerToken);
  return useCallback(
    (providerId, confirmLegacyFallback) =>
      providerId === GUEST_PROVIDER_ID ? sessions.signInAsGuest(confirmLegacyFallback) : sessions.signInWithProvider(providerId),
    [sessions],
  );
};

/** The custom provider signs in with a user ref (and token) typed into its card rather than by a button alone. */
export const isCustomSignInProvider = (providerId: string): boolean => providerId === CUSTOM_PROVIDER_ID;

/** Signs the user out (the use case: the session and the sign-in state it leaves behind). */
export const useSignOut = () => useService(SignOutToken);

// --- alerts ---

/** Posts a message on the snackbar. */
export const usePostAlert = (): ((alert: AlertMessage) => void) => {
  const alerts = useService(AlertPosterToken);
  return useCallback((alert: AlertMessage) => alerts.post(alert), [alerts]);
};

/** The snackbar's queue, kept current, and its dismissal. */
export const useAlertQueue = (): { queue: AlertQueue; dismiss: (id: number) => void } => {
  const alerts = useService(AlertStoreToken);
  const queue = useSyncExternalStore(
    (onChange) => alerts.subscribe(onChange),
    () => alerts.getQueue(),
  );
  return { queue, dismiss: (id) => alerts.dismiss(id) };
};

/** Takes the sign-in failures queued before a sign-in off the snackbar, once, when mounted. */
export const useDismissSignInFailures = (): void => {
  const alerts = useService(AlertStoreToken);
  useEffect(() => alerts.dismissSignInFailures(), [alerts]);
};

/** Pending provider sign-in requests, kept current, with their answers. */
export const useLoginRequests = (): {
  pending: readonly PendingLoginRequest[];
  trigger: (providerId: string) => Promise<void>;
  rejectAll: () => void;
} => {
  const requests = useService(LoginRequestsToken);
  const pending = useSyncExternalStore(
    (onChange) => requests.subscribe(onChange),
    () => requests.getPending(),
  );
  return { pending, trigger: async (providerId) => void (await requests.trigger(providerId)), rejectAll: () => requests.rejectAll() };
};

// --- themes and language ---

/** The theme store: the themes on offer and the user's choice (Settings › General, the palette). */
export const useThemeStore = (): ThemeStore => useService(ThemeStoreToken);

/** The active theme, kept current. */
export const useActiveTheme = (): AppTheme => {
  const themes = useService(ThemeStoreToken);
  return useSyncExternalStore(
    (onChange) => themes.subscribe(onChange),
    () => themes.getActive(),
  );
};

/** The language store (Settings › General). */
export const useLanguageStore = (): LanguageStore => useService(LanguageStoreToken);

const noSubscription = () => () => undefined;

export type Translate<K extends string> = (key: K, values?: Readonly<Record<string, string | number>>) => string;

/** A resource in the user's language, the problem of a missing or broken translation reported once. */
const useResolvedTranslation = <K extends string>(resource: TranslationResource<K>): Readonly<Record<K, string>> => {
  const translations = useOptionalService(TranslationsToken);
  const languages = useOptionalService(LanguageStoreToken);
  const language = useSyncExternalStore(
    languages ? (onChange) => languages.subscribe(onChange) : noSubscription,
    () => languages?.getLanguage() ?? DEFAULT_LANGUAGE,
  );
  const resolved = useMemo(
    () => translations?.resolve(resource, language) ?? { messages: resource.messages },
    [translations, resource, language],
  );
  useEffect(() => {
    if (resolved.problem) translations?.report(resolved.problem);
  }, [translations, resolved]);
  return resolved.messages;
};

/**
 * The texts of a resource in the user's language. Without a translations service (a view rendered on
 * its own) the English texts are used; a missing or broken translation falls back to English and is
 * reported once.
 */
export const useTranslation = <K extends string>(resource: TranslationResource<K>): Translate<K> => {
  const messages = useResolvedTranslation(resource);
  return useCallback<Translate<K>>((key, values) => interpolate(messages[key], values), [messages]);
};

/**
 * An area's texts object (see translatableTexts) in the user's language: used as the messages object itself,
 * `texts.noEntityOfKind(kind)`, with the same fallbacks as useTranslation.
 */
export const useTexts = <M extends object>(texts: TranslatableTexts<M>): M => {
  const messages = useResolvedTranslation(texts.resource);
  return useMemo(() => (messages === texts.resource.messages ? texts.english : textsIn(texts, messages)), [messages, texts]);
};

// --- feature flags ---

/** Whether the user switched the flag on (Settings › Feature Flags); updates when it changes. */
export const useFeatureFlag = (name: string): boolean => {
  const flags = useService(FeatureFlagsStoreToken);
  return useSyncExternalStore(
    (onChange) => flags.subscribe(onChange),
    () => flags.isActive(name),
  );
};

// --- sidebar pin ---

// Everyone showing or changing the pin state (the sidebar's pin button, Settings › General) sees each change.
const pinListeners = new Set<() => void>();

const subscribeToPin = (listener: () => void) => {
  pinListeners.add(listener);
  return () => {
    pinListeners.delete(listener);
  };
};

/** Stored under the key sidebarPinState; pinned by default. */
export const readPinned = (store: KeyValueStore): boolean => {
  const stored = store.get(STORAGE_KEYS.sidebarPinState);
  return stored === null ? SIDEBAR_DEFAULT_PINNED : stored === 'true';
};

export const usePinnedSidebar = (): [boolean, (pinned: boolean) => void] => {
  const store = useService(KeyValueStoreToken);
  const pinned = useSyncExternalStore(subscribeToPin, () => readPinned(store));
  const change = useCallback(
    (next: boolean) => {
      store.set(STORAGE_KEYS.sidebarPinState, JSON.stringify(next));
      for (const listener of pinListeners) listener();
    },
    [store],
  );
  return [pinned, change];
};

// --- inactivity ---

/** The inactivity timer with its sign-out: the last-seen time is shared by the tabs through the key-value store. */
export const useInactivitySignOut = (settings: InactivitySettings, returning: boolean): InactivityTimer => {
  const signOut = useService(SignOutToken);
  const postAlert = usePostAlert();
  const store = useOptionalService(KeyValueStoreToken);
  const timer = useInactivityTimer({
    settings,
    store,
    returning,
    onIdle: () => {
      void signOut().then((result) => {
        if (result._tag === 'Left') postAlert({ message: result.left.message, severity: 'error' });
      });
    },
  });
  // Signed out by hand: the next sign-in starts afresh instead of meeting an old last-seen time.
  useEffect(() => () => store?.remove(INACTIVITY_LAST_SEEN_KEY), [store]);
  return timer;
};

// --- analytics ---

export type CaptureEvent = (action: string, subject: string, options?: { value?: number; attributes?: AnalyticsAttributes }) => void;

/** Reports a navigation to the given path. */
export const useTrackNavigation = (path: string): void => {
  const tracker = useOptionalService(AnalyticsTrackerToken);
  useEffect(() => {
    tracker?.navigate(path);
  }, [tracker, path]);
};

/** Completes the navigation to the given path with the context of the page it led to. */
export const useTrackPageContext = (path: string, context: AnalyticsContext): void => {
  const tracker = useOptionalService(AnalyticsTrackerToken);
  useEffect(() => {
    tracker?.pageContext(path, context);
  }, [tracker, path, context]);
};

/** The analytics context of the page being shown (plugin and route); the app's own outside any page. */
export const AnalyticsPageContext = createContext<AnalyticsContext>(APP_ANALYTICS_CONTEXT);

/** The analytics context of a plugin's overlay: the plugin's, on no route of its own. */
export const overlayAnalyticsContext = (pluginId: string): AnalyticsContext => ({ ...APP_ANALYTICS_CONTEXT, pluginId });

/** Captures an event in the context of the page it happens on. */
export const useCaptureEvent = (): CaptureEvent => {
  const tracker = useOptionalService(AnalyticsTrackerToken);
  const context = useContext(AnalyticsPageContext);
  return useCallback<CaptureEvent>((action, subject, options) => tracker?.captureEvent(action, subject, options, context), [tracker, context]);
};

// --- route prefetch ---

/** What a route's prefetch needs, for the given URL query. */
export const useRoutePrefetchContext = (): Omit<RoutePrefetchContext, 'search' | 'params'> => {
  const queryClient = useQueryClient();
  const services = useServiceResolver();
  return useMemo(() => ({ queryClient, services }), [queryClient, services]);
};

/** The react-query keys of permission decisions. */
export const permissionKeys = {
  decision: (permission: Permission, resourceRef: string | undefined) => ['permission', permission.name, resourceRef ?? ''] as const,
};

/** Whether the signed-in user may do something; allowed only once the answer is in. */
export const usePermission = (permission: Permission, resourceRef?: string): PermissionCheckState => {
  const check = useService(CheckPermissionToken);
  const query = useBackendQuery(
    permissionKeys.decision(permission, resourceRef),
    () => check({ permission, ...(resourceRef ? { resourceRef } : {}) }),
    { staleTime: 10_000 },
  );
  return permissionCheckState(query.data, query.error ?? undefined);
};

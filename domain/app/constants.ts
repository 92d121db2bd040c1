// Shell constants: timings, limits and storage keys.

/** Refresh a shell session when either token expires within this many seconds. */
export const SESSION_REFRESH_THRESHOLD_S = 180;
/** Session store: refresh 5 minutes before the token's own expiry. */
export const SESSION_STORE_MARGIN_MS = 5 * 60_000;
/** Session store: lifetime of a session whose token has no expiry. */
export const DEFAULT_SESSION_LIFETIME_MS = 5 * 60_000;

/** Login popup size and how often we check whether the user closed it. */
export const LOGIN_POPUP_WIDTH = 450;
export const LOGIN_POPUP_HEIGHT = 730;
export const LOGIN_POPUP_CLOSED_CHECK_MS = 100;

/** Protected-mode cookie refresh. */
export const COOKIE_RETRY_FIRST_MS = 5_000;
export const COOKIE_RETRY_CAP_MS = 5 * 60_000;
export const COOKIE_MIN_INTERVAL_MS = 5 * 60_000;
export const COOKIE_JITTER_MIN_MS = 60_000;
export const COOKIE_JITTER_MAX_MS = 4 * 60_000;

/** Alerts. */
export const TRANSIENT_ALERT_TIMEOUT_MS = 5000;

/** Breadcrumbs collapse their middle items when there are more than this many. */
export const BREADCRUMBS_MAX_VISIBLE = 3;

/** Feature flag name limits. */
export const FLAG_NAME_MIN = 3;
export const FLAG_NAME_MAX = 150;

/** Where the sidebar's pinned state is stored. */
export const SIDEBAR_PIN_STATE_KEY = 'sidebarPinState';

/** Auth. */
export const DEFAULT_AUTH_ENVIRONMENT = 'development';
export const PLUGIN_PATH_PATTERN = '/api/{pluginId}';

/** Local storage keys. */
export const STORAGE_KEYS = {
  theme: 'theme',
  language: 'language',
  featureFlags: 'featureFlags',
  sidebarPinState: SIDEBAR_PIN_STATE_KEY,
  signInProvider: '@backstage/core:SignInPage:provider',
  guestLegacyFallback: '@backstage/core:SignInPage:guestLegacyFallback',
} as const;

/** Inactivity sign-out: the idle timeout and prompt when config names none, and the shortest timeout allowed. */
export const INACTIVITY_DEFAULT_IDLE_TIMEOUT_MINUTES = 60;
export const INACTIVITY_DEFAULT_PROMPT_SECONDS = 10;
export const INACTIVITY_MIN_IDLE_TIMEOUT_MINUTES = 0.5;
/** Where every tab notes the last activity, so that activity in one tab keeps the others signed in. */
export const INACTIVITY_LAST_SEEN_KEY = 'autologout:lastSeenOnline';
/** Activity is noted in storage at most this often. */
export const INACTIVITY_LAST_SEEN_WRITE_MS = 1000;

/** Language. */
export const DEFAULT_LANGUAGE = 'en';

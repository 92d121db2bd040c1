// Interactive login through the auth backend:
// popup geometry, the auth URLs, and how the popup's window messages are read.
import { DEFAULT_AUTH_ENVIRONMENT, LOGIN_POPUP_HEIGHT, LOGIN_POPUP_WIDTH } from './constants';
import { messages } from './messages';

/** The opener's screen; left/top place it on a multi-monitor desktop (screen.availLeft/availTop). */
export interface ScreenArea {
  readonly width: number;
  readonly height: number;
  readonly left?: number;
  readonly top?: number;
}

export type LoginPopupSize = { readonly width: number; readonly height: number } | { readonly fullscreen: true };

export interface PopupGeometry {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly top: number;
}

const DEFAULT_POPUP_SIZE = { width: LOGIN_POPUP_WIDTH, height: LOGIN_POPUP_HEIGHT } as const;

/** 450 x 730 centred on the opener's screen, or the whole screen when configured. */
export const loginPopupGeometry = (screen: ScreenArea, size: LoginPopupSize = DEFAULT_POPUP_SIZE): PopupGeometry => {
  const screenLeft = screen.left ?? 0;
  const screenTop = screen.top ?? 0;
  if ('fullscreen' in size) {
    return { width: screen.width, height: screen.height, left: screenLeft, top: screenTop };
  }
  const { width, height } = size;
  return {
    width,
    height,
    left: screenLeft + Math.max(0, Math.floor((screen.width - width) / 2)),
    top: screenTop + Math.max(0, Math.floor((screen.height - height) / 2)),
  };
};

/** The `features` argument of window.open for the login popup. */
export const loginPopupFeatures = (screen: ScreenArea, size?: LoginPopupSize): string => {
  const { width, height, left, top } = loginPopupGeometry(screen, size);
  return `menubar=no,location=no,resizable=no,scrollbars=no,status=no,width=${width},height=${height},top=${top},left=${left}`;
};

type QueryValue = string | boolean | undefined;

/** Strings become key=value, true becomes a bare key, false and undefined are left out. */
export const authQueryString = (query: Readonly<Record<string, QueryValue>>): string => {
  const parts = Object.entries(query).flatMap(([key, value]) => {
    if (typeof value === 'string') return [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`];
    return value ? [encodeURIComponent(key)] : [];
  });
  return parts.length ? `?${parts.join('&')}` : '';
};

/** {authBase}/{providerId}{path}?{query}&env={environment} */
export const authUrl = (
  authBaseUrl: string,
  providerId: string,
  path: string,
  query: Readonly<Record<string, QueryValue>>,
  environment: string = DEFAULT_AUTH_ENVIRONMENT,
): string => `${authBaseUrl.replace(/\/+$/, '')}/${providerId}${path}${authQueryString({ ...query, env: environment })}`;

export type LoginStartRequest = {
  readonly authBaseUrl: string;
  readonly providerId: string;
  /** Scopes joined the provider's way (usually space-separated). */
  readonly scope: string;
  /** The app's origin, e.g. https://portal.example.com */
  readonly origin: string;
  readonly environment?: string;
} & ({ readonly flow: 'popup' } | { readonly flow: 'redirect'; readonly redirectUrl: string });

/** Sign-in: {authBase}/{providerId}/start with scope, origin, flow, env (plus redirectUrl for redirect). */
export const loginStartUrl = (request: LoginStartRequest): string => {
  const query =
    request.flow === 'redirect'
      ? { scope: request.scope, origin: request.origin, redirectUrl: request.redirectUrl, flow: 'redirect' }
      : { scope: request.scope, origin: request.origin, flow: 'popup' };
  return authUrl(request.authBaseUrl, request.providerId, '/start', query, request.environment);
};

/** Session refresh: {authBase}/{providerId}/refresh?optional&scope=..&env=.. */
export const sessionRefreshUrl = (
  authBaseUrl: string,
  providerId: string,
  scope: string | undefined,
  environment?: string,
): string => authUrl(authBaseUrl, providerId, '/refresh', { optional: true, scope }, environment);

/** Sign-out: {authBase}/{providerId}/logout?env=.. */
export const logoutUrl = (authBaseUrl: string, providerId: string, environment?: string): string =>
  authUrl(authBaseUrl, providerId, '/logout', {}, environment);

export type PopupMessage =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'config-info'; readonly targetOrigin: string }
  | { readonly kind: 'authorization-response'; readonly response: unknown }
  | { readonly kind: 'authorization-error'; readonly name: string; readonly message: string };

export interface PopupMessageEvent {
  /** Whether event.source is the popup we opened. */
  readonly fromPopup: boolean;
  readonly origin: string;
  /** The auth backend's origin; messages from anywhere else are ignored. */
  readonly expectedOrigin: string;
  readonly data: unknown;
}

const IGNORED: PopupMessage = { kind: 'ignored' };

/** Reads a window message from the login popup: config_info or authorization_response, else ignored. */
export const classifyPopupMessage = (event: PopupMessageEvent): PopupMessage => {
  if (!event.fromPopup || event.origin !== event.expectedOrigin) return IGNORED;
  const data = event.data;
  if (typeof data !== 'object' || data === null) return IGNORED;
  const message = data as Record<string, unknown>;
  if (message['type'] === 'config_info') {
    return typeof message['targetOrigin'] === 'string' ? { kind: 'config-info', targetOrigin: message['targetOrigin'] } : IGNORED;
  }
  if (message['type'] !== 'authorization_response') return IGNORED;
  if ('error' in message) {
    const error = message['error'];
    const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
    return {
      kind: 'authorization-error',
      name: typeof fields['name'] === 'string' ? fields['name'] : 'Error',
      message: typeof fields['message'] === 'string' && fields['message'] ? fields['message'] : messages.unspecifiedLoginError,
    };
  }
  return { kind: 'authorization-response', response: message['response'] };
};

/**
 * The error text when the user closed the popup: 'Login failed, popup was closed', or when the backend
 * announced a different target origin, 'Login failed, Incorrect app origin, expected {origin}'.
 */
export const popupClosedMessage = (targetOrigin: string | undefined, appOrigin: string): string =>
  targetOrigin && targetOrigin !== appOrigin
    ? `Login failed, ${messages.incorrectAppOrigin(targetOrigin)}`
    : messages.popupClosed;

/** Error names the shell uses for popup failures. */
export const POPUP_REJECTED_ERROR = 'PopupRejectedError';
export const POPUP_CLOSED_ERROR = 'PopupClosedError';

import * as E from 'fp-ts/Either';
import type { InteractiveLogin, LoginError } from '../../application/app/interactive-login.port';
import type { Discovery } from '../../application/app/discovery.port';
import type { AuthSession } from '../../domain/app/auth-session';
import { LOGIN_POPUP_CLOSED_CHECK_MS } from '../../domain/app/constants';
import { classifyPopupMessage, loginPopupFeatures, loginStartUrl, popupClosedMessage } from '../../domain/app/login-popup';
import { messages } from '../../domain/app/messages';
import { decodeWith } from '../shared/decode';
import { AuthSessionWireCodec, toAuthSession } from './auth-session.codec';

export interface PopupLoginOptions {
  readonly window: Window;
  readonly discovery: Discovery;
  readonly environment: string;
  /** enableExperimentalRedirectFlow: leave the page for the provider instead of opening a popup. */
  readonly redirectFlow: boolean;
}

/** Interactive sign-in through the auth backend's /start endpoint. */
export class PopupLogin implements InteractiveLogin {
  constructor(private readonly options: PopupLoginOptions) {}

  login(providerId: string, scopes: readonly string[]) {
    return async (): Promise<E.Either<LoginError, AuthSession>> => {
      const { window: win, environment } = this.options;
      let authBaseUrl: string;
      try {
        authBaseUrl = await this.options.discovery.getBaseUrl('auth');
      } catch (error) {
        return E.left({ _tag: 'Failed', message: error instanceof Error ? error.message : String(error) });
      }
      const common = { authBaseUrl, providerId, scope: scopes.join(' '), origin: win.location.origin, environment };
      if (this.options.redirectFlow) {
        win.location.assign(loginStartUrl({ ...common, flow: 'redirect', redirectUrl: win.location.href }));
        return new Promise<never>(() => undefined); // The page is leaving.
      }
      const popup = win.open(loginStartUrl({ ...common, flow: 'popup' }), `${providerId}-login`, loginPopupFeatures(win.screen));
      if (!popup) return E.left({ _tag: 'PopupRejected', message: messages.popupOpenFailed });
      return waitForPopup(win, popup, new URL(authBaseUrl).origin);
    };
  }
}

const waitForPopup = (win: Window, popup: Window, authOrigin: string) =>
  new Promise<E.Either<LoginError, AuthSession>>((resolve) => {
    let targetOrigin: string | undefined;
    const finish = (result: E.Either<LoginError, AuthSession>) => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(closedCheck);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const message = classifyPopupMessage({
        fromPopup: event.source === popup,
        origin: event.origin,
        expectedOrigin: authOrigin,
        data: event.data,
      });
      if (message.kind === 'config-info') targetOrigin = message.targetOrigin;
      if (message.kind === 'authorization-error') finish(E.left({ _tag: 'Failed', message: message.message }));
      if (message.kind === 'authorization-response') {
        const decoded = decodeWith(AuthSessionWireCodec)(message.response);
        finish(
          E.isLeft(decoded)
            ? E.left({ _tag: 'Failed', message: decoded.left.message })
            : E.right(toAuthSession(decoded.right, Date.now())),
        );
      }
    };
    const closedCheck = win.setInterval(() => {
      if (popup.closed) finish(E.left({ _tag: 'PopupClosed', message: popupClosedMessage(targetOrigin, win.location.origin) }));
    }, LOGIN_POPUP_CLOSED_CHECK_MS);
    win.addEventListener('message', onMessage);
  });

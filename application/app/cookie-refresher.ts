import * as E from 'fp-ts/Either';
import {
  initialCookieRetryState,
  nextCookieRefreshDelayMs,
  onCookieRefreshFailure,
  onCookieRefreshSuccess,
  type CookieRetryState,
} from '../../domain/app/cookie-refresh';
import type { AppCookieGateway } from './app-cookie.port';
import type { AlertPoster } from './alerts.port';
import { isPluginMissing } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface CookieRefresherDeps {
  readonly gateway: AppCookieGateway;
  readonly alerts: AlertPoster;
  readonly timers: Timers;
  readonly now: () => number;
  readonly random: () => number;
  /** Where failures are detailed ('see developer console'). */
  readonly log: (message: string) => void;
}

/**
 * Protected app mode: keeps the app's session cookie fresh. The next refresh is set from
 * the expiry minus a 1–4 minute jitter (at least 5 minutes away); failures retry after 5 s, then doubling up
 * to 5 minutes, posting 'Session refresh failed, see developer console for details'. A backend without the app plugin
 * is said so once, at the first failure.
 */
export class CookieRefresher {
  private retry: CookieRetryState = initialCookieRetryState;
  private timer: unknown;
  private stopped = false;
  private toldPluginMissing = false;

  constructor(private readonly deps: CookieRefresherDeps) {}

  /** Refreshes once now; resolves whether the first refresh worked. */
  async start(): Promise<boolean> {
    this.stopped = false;
    return this.refresh();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.deps.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async refresh(): Promise<boolean> {
    const result = await this.deps.gateway.refresh()();
    if (this.stopped) return E.isRight(result);
    if (E.isRight(result)) {
      this.retry = onCookieRefreshSuccess();
      this.schedule(nextCookieRefreshDelayMs(result.right, this.deps.now(), this.deps.random));
      return true;
    }
    this.deps.log(`Session cookie refresh failed: ${result.left.message}`);
    const outcome = onCookieRefreshFailure(this.retry);
    this.retry = outcome.state;
    if (isPluginMissing(result.left)) {
      // Retrying changes nothing until the backend is changed: say why at once, and only once.
      if (!this.toldPluginMissing) this.deps.alerts.post({ message: result.left.message, severity: 'error' });
      this.toldPluginMissing = true;
    } else if (outcome.alert) {
      this.deps.alerts.post({ message: outcome.alert, severity: 'error' });
    }
    this.schedule(outcome.retryInMs);
    return false;
  }

  private schedule(delayMs: number): void {
    if (this.timer !== undefined) this.deps.timers.clearTimeout(this.timer);
    this.timer = this.deps.timers.setTimeout(() => void this.refresh(), delayMs);
  }
}

export const CookieRefresherToken = serviceToken<CookieRefresher>('CookieRefresher');

import { serviceToken } from '../shared/service-token';
import type { AnalyticsAttributes, AnalyticsContext, AnalyticsSink } from './analytics.port';

/** The context of events outside any plugin's page. */
export const APP_ANALYTICS_CONTEXT: AnalyticsContext = { pluginId: 'root', routeRef: 'unknown', extension: 'App' };

interface HeldNavigation {
  readonly path: string;
  readonly context: AnalyticsContext;
}

/**
 * Captures the portal's analytics events. A navigation is held until the page it leads to names its
 * plugin and route, so that the event carries the page's context; if another event comes first, the
 * navigation goes out before it with the context known when it happened.
 */
export class AnalyticsTracker {
  private held: HeldNavigation | undefined;
  private lastPage: { readonly path: string; readonly context: AnalyticsContext } | undefined;

  constructor(private readonly sink: AnalyticsSink) {}

  navigate(path: string, context: AnalyticsContext = APP_ANALYTICS_CONTEXT): void {
    this.flush();
    // The page may have said where it belongs before the navigation was reported.
    const page = this.lastPage;
    this.lastPage = undefined;
    if (page?.path === path) {
      this.sink.captureEvent({ action: 'navigate', subject: path, context: page.context });
      return;
    }
    this.held = { path, context };
  }

  /** A page rendered for `path` and says where it belongs. */
  pageContext(path: string, context: AnalyticsContext): void {
    if (this.held?.path !== path) {
      this.lastPage = { path, context };
      return;
    }
    this.held = undefined;
    this.sink.captureEvent({ action: 'navigate', subject: path, context });
  }

  captureEvent(
    action: string,
    subject: string,
    options: { readonly value?: number; readonly attributes?: AnalyticsAttributes } = {},
    context: AnalyticsContext = APP_ANALYTICS_CONTEXT,
  ): void {
    this.flush();
    this.sink.captureEvent({
      action,
      subject,
      context,
      ...(options.value !== undefined ? { value: options.value } : {}),
      ...(options.attributes ? { attributes: options.attributes } : {}),
    });
  }

  private flush(): void {
    const held = this.held;
    this.held = undefined;
    if (held) this.sink.captureEvent({ action: 'navigate', subject: held.path, context: held.context });
  }
}

export const AnalyticsTrackerToken = serviceToken<AnalyticsTracker>('AnalyticsTracker');

import { serviceToken } from '../shared/service-token';

/** Where in the portal an event happened. */
export interface AnalyticsContext {
  readonly pluginId: string;
  /** The route pattern of the page, e.g. /catalog/:namespace/:kind/:name/*. */
  readonly routeRef: string;
  readonly extension: string;
}

export type AnalyticsAttributes = Readonly<Record<string, string | number | boolean>>;

export interface AnalyticsEvent {
  /** What happened: 'navigate', 'click', 'search'… */
  readonly action: string;
  /** What it happened to: for navigate, the path and query navigated to. */
  readonly subject: string;
  readonly value?: number;
  readonly attributes?: AnalyticsAttributes;
  readonly context: AnalyticsContext;
}

/** Where analytics events go (a vendor, the console, or nowhere). */
export interface AnalyticsSink {
  captureEvent(event: AnalyticsEvent): void;
}

export const AnalyticsSinkToken = serviceToken<AnalyticsSink>('AnalyticsSink');

import type { AnalyticsEvent, AnalyticsSink } from '../../application/app/analytics.port';

/** Writes each event to the browser console: for trying analytics out, and for development. */
export class ConsoleAnalytics implements AnalyticsSink {
  constructor(private readonly log: (...values: unknown[]) => void = (...values) => console.info(...values)) {}

  captureEvent(event: AnalyticsEvent): void {
    this.log('[analytics]', event.action, event.subject, event);
  }
}

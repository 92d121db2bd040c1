import type { AnalyticsSink } from '../../application/app/analytics.port';

/** Drops every event: analytics is off. */
export class NoopAnalytics implements AnalyticsSink {
  captureEvent(): void {}
}

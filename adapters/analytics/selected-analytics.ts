import type { AnalyticsSink } from '../../application/app/analytics.port';
import type { AnalyticsProviders } from '../../application/app/analytics-providers';
import type { Resolve } from '../../application/shared/service-declaration';
import { ConsoleAnalytics } from './console.analytics';
import { NoopAnalytics } from './noop.analytics';

/** Where the portal's analytics events go, as app.analytics.provider says: the console, nowhere, or a plugin's provider. */
export const selectedAnalytics = (provider: string | undefined, providers: AnalyticsProviders, get: Resolve): AnalyticsSink => {
  if (provider === 'console') return new ConsoleAnalytics();
  if (provider === undefined || provider === 'none') return new NoopAnalytics();
  return providers.sinkOf(provider, get, (message, error) => console.error(message, error));
};

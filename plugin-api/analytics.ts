// How a plugin brings an analytics provider (a vendor's tracker): declared in createPlugin({ analytics }), picked by
// app.analytics.provider, and given every event the portal captures.
import type { AnalyticsProviderDeclaration } from '../application/app/analytics-providers';
import type { AnalyticsEvent } from '../application/app/analytics.port';
import type { ServiceToken } from '../application/shared/service-token';
import type { ResolvedServices } from './services';

/** Receives the portal's analytics events: page views ('navigate'), clicks, searches, and the plugins' own. */
export interface AnalyticsImplementation {
  captureEvent(event: AnalyticsEvent): void;
}

type ServiceTokens = Readonly<Record<string, ServiceToken<unknown>>>;

export interface AnalyticsProviderOptions<D extends ServiceTokens> {
  /** What app.analytics.provider names to pick it: lowercase letters, digits and single hyphens, e.g. 'acme-matomo'. */
  readonly id: string;
  /** Services it needs, by name: `{ config: configToken, identity: identityToken }`. */
  readonly deps?: D;
  /** Builds it once, when the first event comes. */
  readonly create: (deps: ResolvedServices<D>) => AnalyticsImplementation;
}

/** Declares an analytics provider of a plugin, for createPlugin's `analytics`. */
export const defineAnalyticsProvider = <D extends ServiceTokens = Record<never, never>>(options: AnalyticsProviderOptions<D>): AnalyticsProviderDeclaration => ({
  id: options.id,
  create: (get) => {
    const deps = Object.fromEntries(Object.entries(options.deps ?? {}).map(([name, token]) => [name, get(token)]));
    return options.create(deps as ResolvedServices<D>);
  },
});

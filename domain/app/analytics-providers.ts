// Which analytics provider app.analytics.provider names: one of the portal's own, or one a plugin declares.
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { closestName } from './closest-name';
import { PLUGIN_ID_PATTERN } from './plugins';

/** The portal's own providers: 'console' logs each event, 'none' drops them. */
export const BUILT_IN_ANALYTICS_PROVIDERS: readonly string[] = ['console', 'none'];

/** Why a plugin may not declare an analytics provider by this id; undefined when it may. */
export const analyticsProviderIdProblem = (id: string): string | undefined => {
  if (BUILT_IN_ANALYTICS_PROVIDERS.includes(id)) return `the analytics provider id '${id}' is the portal's own`;
  if (!PLUGIN_ID_PATTERN.test(id)) return `the analytics provider id '${id}' must be lowercase letters, digits and single hyphens, starting with a letter`;
  return undefined;
};

/** What app.analytics.provider may hold before the plugins are known: a built-in provider or a possible plugin provider's id. */
export const isAnalyticsProviderName = (name: string): boolean =>
  BUILT_IN_ANALYTICS_PROVIDERS.includes(name) || PLUGIN_ID_PATTERN.test(name);

/**
 * Once the plugins are loaded: the provider app.analytics.provider names is the portal's own or one a plugin
 * declares. Left: the message for the boot error page, with the provider most likely meant.
 */
export const checkAnalyticsProvider = (provider: string | undefined, declared: readonly string[]): Either<string, void> => {
  if (provider === undefined || BUILT_IN_ANALYTICS_PROVIDERS.includes(provider) || declared.includes(provider)) return E.right(undefined);
  const known = [...BUILT_IN_ANALYTICS_PROVIDERS, ...declared];
  const closest = closestName(provider, known);
  return E.left(
    `Config key 'app.analytics.provider' names the analytics provider '${provider}', which no plugin declares` +
      (closest ? `: did you mean '${closest}'?` : ` (known: ${known.join(', ')})`),
  );
};

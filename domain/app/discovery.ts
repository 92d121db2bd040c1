// Where a backend plugin answers, and which URLs may receive the identity token.
import * as E from 'fp-ts/Either';
import type { AppSettings, DiscoveryEndpoint } from './app-settings';
import { defaultDiscoveryPattern, discoveryPatternProblem, fillPattern, parseUrl, PLUGIN_ID_PLACEHOLDER } from './discovery-pattern';

export interface DiscoveryError {
  readonly _tag: 'DiscoveryError';
  readonly pattern: string;
  readonly message: string;
}

const discoveryError = (pattern: string, problem: string): E.Either<DiscoveryError, never> =>
  E.left({ _tag: 'DiscoveryError', pattern, message: `Invalid discovery URL pattern '${pattern}': ${problem}` });

/** A valid URL (with {{pluginId}} filled in), without hash, without query and without a trailing slash. */
export const validateDiscoveryUrlPattern = (pattern: string): E.Either<DiscoveryError, string> => {
  const problem = discoveryPatternProblem(pattern);
  return problem === undefined ? E.right(pattern) : discoveryError(pattern, problem);
};

export interface DiscoverySettings {
  readonly backendBaseUrl: string;
  readonly endpoints: readonly DiscoveryEndpoint[];
}

/** What discovery reads of the app's settings. */
export const discoverySettingsOf = (settings: Pick<AppSettings, 'backendBaseUrl' | 'discoveryEndpoints'>): DiscoverySettings => ({
  backendBaseUrl: settings.backendBaseUrl,
  endpoints: settings.discoveryEndpoints,
});

/** The browser uses a target's external URL. */
export const externalTarget = (endpoint: DiscoveryEndpoint): string =>
  typeof endpoint.target === 'string' ? endpoint.target : endpoint.target.external;

/**
 * Base URL of a plugin: the first discovery endpoint listing the plugin, else
 * {backend.baseUrl}/api/{pluginId}. The pattern used is validated first.
 */
export const resolvePluginBaseUrl = (
  pluginId: string,
  settings: DiscoverySettings,
): E.Either<DiscoveryError, string> => {
  const endpoint = settings.endpoints.find((candidate) => candidate.plugins.includes(pluginId));
  const pattern = endpoint ? externalTarget(endpoint) : defaultDiscoveryPattern(settings.backendBaseUrl);
  return E.map((valid: string) => fillPattern(valid, pluginId))(validateDiscoveryUrlPattern(pattern));
};

/** URL patterns whose calls may carry the identity token: the backend base URL and every discovery target. */
export const allowedBackendBases = (settings: DiscoverySettings): string[] => [
  settings.backendBaseUrl,
  ...settings.endpoints.map(externalTarget),
];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Stands in for {{pluginId}} while a pattern is parsed as a URL; valid in a host and in a path. */
const MARKER = 'pluginidplaceholder0';

interface BaseMatcher {
  readonly protocol: string;
  readonly host: RegExp;
  readonly path: RegExp;
}

/** {{pluginId}} matches one host label in the host and one segment in the path. */
const baseMatcher = (base: string): BaseMatcher | undefined => {
  const url = parseUrl(base.replace(PLUGIN_ID_PLACEHOLDER, MARKER));
  if (!url || url.search || url.hash) return undefined;
  const toRegExp = (text: string, wildcard: string): string => text.split(MARKER).map(escapeRegExp).join(wildcard);
  const path = url.pathname.replace(/\/+$/, '');
  return {
    protocol: url.protocol,
    host: new RegExp(`^${toRegExp(url.host, '[a-z0-9-]+')}$`),
    path: new RegExp(`^${toRegExp(path, '[^/]+')}(?:/|$)`),
  };
};

/**
 * True when url is one of the bases or below one of them: same scheme, host and port, and a path that
 * starts with the base's path at a segment boundary. The identity token never goes to a foreign origin.
 */
export const isAllowedBackendUrl = (url: string, allowedBases: readonly string[]): boolean => {
  const parsed = parseUrl(url);
  if (!parsed || parsed.username || parsed.password) return false;
  return allowedBases.some((base) => {
    const matcher = baseMatcher(base);
    return (
      matcher !== undefined &&
      matcher.protocol === parsed.protocol &&
      matcher.host.test(parsed.host) &&
      matcher.path.test(parsed.pathname)
    );
  });
};

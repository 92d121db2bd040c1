// Discovery URL patterns: the default one and what makes one invalid. Kept free of other libraries: the page's
// first script works out the auth backend's URL with them.
import { PLUGIN_PATH_PATTERN } from './constants';

/** Placeholder a discovery target may carry, e.g. https://{{pluginId}}.internal.example.com */
export const PLUGIN_ID_PLACEHOLDER = /\{\{\s*pluginId\s*\}\}/g;

export const parseUrl = (text: string): URL | undefined => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

/** What is wrong with a pattern (with {{pluginId}} filled in, a URL without hash, query or trailing slash), if anything. */
export const discoveryPatternProblem = (pattern: string): string | undefined => {
  const sample = pattern.replace(PLUGIN_ID_PLACEHOLDER, 'pluginId');
  const url = parseUrl(sample);
  if (!url) return 'not a valid URL';
  if (url.hash || sample.includes('#')) return 'URL must not have a hash';
  if (url.search || sample.includes('?')) return 'URL must not have a query';
  if (sample.endsWith('/')) return 'URL must not end with a slash';
  return undefined;
};

export const fillPattern = (pattern: string, pluginId: string): string => pattern.replace(PLUGIN_ID_PLACEHOLDER, pluginId);

/** The default pattern {backend.baseUrl}/api/{{pluginId}}. */
export const defaultDiscoveryPattern = (backendBaseUrl: string): string =>
  `${backendBaseUrl.replace(/\/+$/, '')}${PLUGIN_PATH_PATTERN.replace('{pluginId}', '{{pluginId}}')}`;

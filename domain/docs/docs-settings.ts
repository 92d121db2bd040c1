// Docs settings read from the app config: docs builder (default 'local'); the triplet is lowercased unless the
// legacy case-sensitive config is set; the storage URL.
import * as E from 'fp-ts/Either';
import { ConfigView, type JsonObject } from '../app/config-values';
import { CONFIG_BUILDER, CONFIG_LEGACY_TRIPLET, CONFIG_STORAGE_URL, DEFAULT_DOCS_BUILDER } from './constants';
import { DEFAULT_INTEGRATION_HOSTS, type IntegrationHosts } from './integration-hosts';

export interface DocsSettings {
  readonly builder: string;
  readonly storageUrl?: string;
  readonly legacyUseCaseSensitiveTripletPaths: boolean;
  /** Hosts of the GitHub and GitLab integrations (for Report Issue). */
  readonly integrationHosts: IntegrationHosts;
}

export const DEFAULT_DOCS_SETTINGS: DocsSettings = {
  builder: DEFAULT_DOCS_BUILDER,
  legacyUseCaseSensitiveTripletPaths: false,
  integrationHosts: DEFAULT_INTEGRATION_HOSTS,
};

const hostsOf = (config: ConfigView, type: 'github' | 'gitlab', defaults: readonly string[]): readonly string[] => {
  const entries = config.getOptionalConfigArray(`integrations.${type}`);
  if (E.isLeft(entries) || !entries.right) return defaults;
  const hosts = entries.right.flatMap((entry) => {
    const host = entry.getOptionalString('host');
    return E.isRight(host) && host.right ? [host.right] : [];
  });
  return [...new Set([...defaults, ...hosts])];
};

export const readDocsSettings = (data: JsonObject): DocsSettings => {
  const config = ConfigView.fromData(data);
  const builder = config.getOptionalString(CONFIG_BUILDER);
  const storageUrl = config.getOptionalString(CONFIG_STORAGE_URL);
  const legacy = config.getOptionalBoolean(CONFIG_LEGACY_TRIPLET);
  const storage = E.isRight(storageUrl) ? storageUrl.right : undefined;
  return {
    builder: (E.isRight(builder) ? builder.right : undefined) ?? DEFAULT_DOCS_BUILDER,
    ...(storage ? { storageUrl: storage } : {}),
    legacyUseCaseSensitiveTripletPaths: (E.isRight(legacy) ? legacy.right : undefined) ?? false,
    integrationHosts: {
      github: hostsOf(config, 'github', DEFAULT_INTEGRATION_HOSTS.github),
      gitlab: hostsOf(config, 'gitlab', DEFAULT_INTEGRATION_HOSTS.gitlab),
    },
  };
};

/**
 * The part of the loaded config that the browser may see. Everything else (tokens, passwords, database
 * settings, backend secrets) stays on the server. Integrations keep only their host and API base URL.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const pick = (source: unknown, keys: readonly string[]): Json | undefined => {
  if (!isObject(source)) return undefined;
  const picked = Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
  return Object.keys(picked).length ? picked : undefined;
};

const integrationsView = (integrations: unknown): Json | undefined => {
  if (!isObject(integrations)) return undefined;
  return Object.fromEntries(
    Object.entries(integrations).map(([type, entries]) => [
      type,
      Array.isArray(entries) ? entries.map((entry) => pick(entry, ['host', 'apiBaseUrl', 'baseUrl', 'organization']) ?? {}) : [],
    ]),
  );
};

export const frontendConfig = (config: Json): Json => {
  const view: Json = {
    app: config['app'],
    backend: pick(config['backend'], ['baseUrl']),
    discovery: config['discovery'],
    auth: pick(config['auth'], ['environment', 'autologout']),
    enableExperimentalRedirectFlow: config['enableExperimentalRedirectFlow'],
    permission: pick(config['permission'], ['enabled', 'EXPERIMENTAL_enableBatchedRequests']),
    portico: pick(config['portico'], ['signIn', 'embeddedBackend', 'home']),
    kubernetes: pick(config['kubernetes'], ['podExecTerminal', 'frontend']),
    search: pick(config['search'], ['query', 'typeFilter']),
    scaffolder: pick(config['scaffolder'], ['useLongPollingLogs']),
    techdocs: pick(config['techdocs'], ['builder', 'storageUrl', 'legacyUseCaseSensitiveTripletPaths']),
    integrations: integrationsView(config['integrations']),
    home: config['home'],
  };
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== undefined));
};

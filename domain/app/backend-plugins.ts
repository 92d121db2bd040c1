// The Backstage backend plugins Portico calls, by plugin id (the `{pluginId}` of `/api/{pluginId}`).

/** The npm package of a Backstage backend plugin, e.g. 'catalog' -> '@backstage/plugin-catalog-backend'. */
export const backendPluginPackage = (pluginId: string): string => `@backstage/plugin-${pluginId}-backend`;

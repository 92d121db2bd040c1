/// <reference types="vite/client" />

/** The plugin packages the app config names (portico.plugins), written by the build (config/build/plugin-packages.ts). */
declare module 'virtual:portico-plugins' {
  export const packagePlugins: readonly {
    readonly packageName: string;
    readonly pluginId: string;
    readonly load: () => Promise<unknown>;
  }[];
}

/**
 * The Backstage plugins the app config names (portico.backstagePlugins) as portal plugins (what
 * config/browser/backstage-plugins.tsx makes), written by the build (config/build/backstage-plugins.ts); none without
 * any. Declared without importing Portico's types, which would take the sources into the plugin API's declarations.
 */
declare module 'virtual:portico-backstage-plugins' {
  export const backstagePortalPlugins: (configData: Record<string, unknown>) => unknown[];
}

/// <reference types="vite/client" />

/** The plugin packages the app config names (portico.plugins), written by the build (config/build/plugin-packages.ts). */
declare module 'virtual:portico-plugins' {
  export const packagePlugins: readonly {
    readonly packageName: string;
    readonly pluginId: string;
    readonly load: () => Promise<unknown>;
  }[];
}

/** The Backstage plugins' pages the app config names (portico.backstagePlugins), written by the build (config/build/backstage-plugins.ts). */
declare module 'virtual:portico-backstage-plugins' {
  export const backstageRoutes: readonly {
    readonly pluginId: string;
    readonly packageName: string;
    readonly importName: string;
    readonly path: string;
    readonly menuItem: { readonly text: string; readonly icon?: string } | null;
    readonly load: () => Promise<Record<string, unknown>>;
  }[];
}

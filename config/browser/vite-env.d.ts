/// <reference types="vite/client" />

/** The plugin packages the app config names (portico.plugins), written by the build (config/build/plugin-packages.ts). */
declare module 'virtual:portico-plugins' {
  export const packagePlugins: readonly {
    readonly packageName: string;
    readonly pluginId: string;
    readonly load: () => Promise<unknown>;
  }[];
}

// `vite build` (npm run build) and `vite` in this repository: the portal's build (config/build/vite-app-config.ts)
// with the plugin packages named by the app config in the working directory (app-config.yaml,
// app-config.local.yaml and APP_CONFIG_*). `npm start` and `portico build` pass the config they loaded instead.
// The build writes the stamp `npm start` compares, so that a start after `npm run build` does not build again.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { porticoBuildConfig } from './config/build/vite-app-config';
import { pluginPackagesOfAppConfig } from './config/build/app-config-plugins';
import { backstagePluginsOfAppConfig } from './config/build/backstage-plugins';
import { buildStampPlugin } from './config/server/build-stamp';

export default defineConfig(async () => {
  const pluginPackages = await pluginPackagesOfAppConfig(process.cwd(), []);
  const backstagePlugins = await backstagePluginsOfAppConfig(process.cwd(), []);
  const config = porticoBuildConfig({ root: '.', pluginPackages, backstagePlugins });
  return { ...config, plugins: [...(config.plugins ?? []), buildStampPlugin(resolve('.'), pluginPackages, backstagePlugins)] };
});

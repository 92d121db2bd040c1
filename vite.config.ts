// `vite build` (npm run build) and `vite` in this repository: the portal's build (config/build/vite-app-config.ts)
// with the plugin packages named by the app config in the working directory (app-config.yaml,
// app-config.local.yaml and APP_CONFIG_*). `npm start` and `portico build` pass the config they loaded instead.
import { defineConfig } from 'vite';
import { porticoBuildConfig } from './config/build/vite-app-config';
import { pluginPackagesOfAppConfig } from './config/build/app-config-plugins';

export default defineConfig(async () => porticoBuildConfig({ root: '.', pluginPackages: await pluginPackagesOfAppConfig(process.cwd(), []) }));

import { Spinner } from '@blueprintjs/core';
import { CogIcon } from '@blueprintjs/icons';
import { Suspense } from 'react';
import { settingsServices } from '../../../adapters/settings/settings.services';
import { registeredFlags, type RegisteredFeatureFlag } from '../../../domain/settings/feature-flag-list';
import { createPlugin, lazyImport, type Plugin } from '../../../plugin-api';

const SettingsPage = lazyImport(() => import('../../../ui/settings/settings-page'));

/** The feature flags of all plugins, each with the id of the plugin that registered it. */
export const flagsOf = (plugins: readonly Plugin[]): readonly RegisteredFeatureFlag[] =>
  registeredFlags(plugins.flatMap((plugin) => (plugin.featureFlags ?? []).map((flag) => ({ ...flag, pluginId: plugin.id }))));

/** Reads the plugin list when shown, so the settings plugin can be part of the list it reads. */
const SettingsRoute = ({ plugins }: { readonly plugins: () => readonly Plugin[] }) => (
  <Suspense fallback={<Spinner />}>
    <SettingsPage flags={flagsOf(plugins())} />
  </Suspense>
);

/** User settings at /settings; its Feature Flags tab lists the flags of the given plugins. */
export const settingsPlugin = (plugins: () => readonly Plugin[]): Plugin =>
  createPlugin({
    id: 'user-settings',
    routes: [{ path: '/settings', element: <SettingsRoute plugins={plugins} /> }],
    sidebar: [{ id: 'settings', label: 'Settings', to: '/settings', icon: <CogIcon /> }],
    services: settingsServices,
  });

import { Spinner } from '@blueprintjs/core';
import { CogIcon } from '@blueprintjs/icons';
import { Suspense } from 'react';
import { lazyImport } from '../app/lazy-import';
import { registeredFlags, type RegisteredFeatureFlag } from '../../domain/settings/feature-flag-list';
import { createPlugin } from '../../plugin-api/create-plugin';
import type { PortalPlugin } from '../app/plugin';

const SettingsPage = lazyImport(() => import('./settings-page'));

/** The feature flags of all plugins, each with the id of the plugin that registered it. */
export const flagsOf = (plugins: readonly PortalPlugin[]): readonly RegisteredFeatureFlag[] =>
  registeredFlags(plugins.flatMap((plugin) => (plugin.featureFlags ?? []).map((flag) => ({ ...flag, pluginId: plugin.id }))));

/** Reads the plugin list when shown, so the settings plugin can be part of the list it reads. */
const SettingsRoute = ({ plugins }: { readonly plugins: () => readonly PortalPlugin[] }) => (
  <Suspense fallback={<Spinner />}>
    <SettingsPage flags={flagsOf(plugins())} />
  </Suspense>
);

/** User settings at /settings; its Feature Flags tab lists the flags of the given plugins. */
export const settingsPlugin = (plugins: () => readonly PortalPlugin[]): PortalPlugin =>
  createPlugin({
    id: 'user-settings',
    routes: [{ path: '/settings', element: <SettingsRoute plugins={plugins} /> }],
    sidebar: [{ id: 'settings', label: 'Settings', to: '/settings', icon: <CogIcon /> }],
  });

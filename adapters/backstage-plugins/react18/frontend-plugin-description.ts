// What the build learns of a new-frontend-system plugin: its extensions instantiated as the browser will (the
// package's default export, with the config's overrides), reduced to what the portal needs before any of the
// plugin's code loads: each page's path, title and icon's name, each entity card and tab.
import type { ExtensionOverride } from '../../../domain/backstage-plugins/backstage-plugin-config';
import { frontendPagePathOf, type FrontendPluginManifest } from '../../../domain/backstage-plugins/frontend-plugin-manifest';
import { instantiationApis } from './backstage-apis';
import { frontendPluginOf, instantiateFrontendPlugin } from './frontend-plugin-app';

/** The name of an icon component (or of an element's component): Material UI's displayName, Remix's function name. */
export const iconComponentNameOf = (icon: unknown): string | undefined => {
  if (typeof icon !== 'object' && typeof icon !== 'function') return undefined;
  if (icon === null) return undefined;
  const named = icon as { displayName?: unknown; name?: unknown; type?: unknown; render?: unknown; $$typeof?: unknown };
  if (typeof named.displayName === 'string' && named.displayName !== '') return named.displayName;
  // An element, a memo's or a forwardRef's component.
  for (const inner of [named.type, named.render]) {
    const name = iconComponentNameOf(inner);
    if (name !== undefined) return name;
  }
  return typeof named.name === 'string' && named.name !== '' ? named.name : undefined;
};

/** The manifest of the plugin `module` exports by default; a string saying why when it exports none. */
export const describeFrontendPlugin = (
  module: Record<string, unknown>,
  configData: Readonly<Record<string, unknown>>,
  extensions: readonly ExtensionOverride[],
): FrontendPluginManifest | string => {
  const plugin = frontendPluginOf(module);
  if (!plugin) return 'its default export is not a frontend plugin (createFrontendPlugin)';
  const instance = instantiateFrontendPlugin(plugin, { configData, extensions, apis: instantiationApis(configData) });
  return {
    pages: instance.pages.map((page) => {
      const iconName = iconComponentNameOf(page.icon);
      return { extensionId: page.extensionId, path: frontendPagePathOf(page.path), ...(page.title !== undefined ? { title: page.title } : {}), ...(iconName !== undefined ? { iconName } : {}) };
    }),
    entityCards: instance.entityCards.map((card) => ({ extensionId: card.extensionId, filtered: card.filter !== undefined })),
    entityContents: instance.entityContents.map((content) => ({ extensionId: content.extensionId, path: content.path, title: content.title, filtered: content.filter !== undefined })),
    errors: instance.errors,
  };
};

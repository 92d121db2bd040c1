// The extension points' extensions (form fields, search result renderers) as app.extensions configures them: known by
// id, disabled or given config, and no two enabled ones with one name.
import type * as E from 'fp-ts/Either';
import { BUILT_IN_EXTENSION_IDS } from '../../domain/app/built-in-extensions';
import type { ExtensionOverride } from '../../domain/app/extension-config';
import { extensionId } from '../../domain/app/extension-ids';
import { checkNameClashes, type NamedExtension } from '../../domain/app/extension-name-clashes';
import { configuredExtensions } from '../../domain/app/extension-overrides';
import type { PortalPlugin } from '../../ui/app/plugin';

const fieldId = (pluginId: string, name: string) => extensionId('scaffolder-form-field', pluginId, name);
const rendererId = (pluginId: string, type: string) => extensionId('search-result-list-item', pluginId, type);

/** The ids of a plugin's form fields and search result renderers, in the order it declares them. */
export const extensionPointIdsOfPlugin = (plugin: PortalPlugin): string[] => [
  ...(plugin.scaffolderFields ?? []).map((field) => fieldId(plugin.id, field.name)),
  ...(plugin.searchResultItems ?? []).map((renderer) => rendererId(plugin.id, renderer.type)),
];

/** The plugin's form fields and renderers with the overrides applied, the disabled ones left out. */
export const configureExtensionPoints = (plugin: PortalPlugin, overrides: ReadonlyMap<string, ExtensionOverride>): Partial<PortalPlugin> => ({
  ...(plugin.scaffolderFields ? { scaffolderFields: configuredExtensions(plugin.scaffolderFields, overrides, (field) => fieldId(plugin.id, field.name)) } : {}),
  ...(plugin.searchResultItems
    ? { searchResultItems: configuredExtensions(plugin.searchResultItems, overrides, (renderer) => rendererId(plugin.id, renderer.type)) }
    : {}),
});

/**
 * Right when no two enabled form fields share a name and no two enabled renderers a document type; Left: the first
 * clash, saying which built-in one to disable when a plugin's replaces it.
 */
export const checkExtensionPointClashes = (plugins: readonly PortalPlugin[]): E.Either<string, void> =>
  checkNameClashes(
    plugins.flatMap((plugin): NamedExtension[] => [
      ...(plugin.scaffolderFields ?? []).map((field) => ({ kind: 'scaffolder-form-field' as const, pluginId: plugin.id, name: field.name })),
      ...(plugin.searchResultItems ?? []).map((renderer) => ({ kind: 'search-result-list-item' as const, pluginId: plugin.id, name: renderer.type })),
    ]),
    BUILT_IN_EXTENSION_IDS,
  );

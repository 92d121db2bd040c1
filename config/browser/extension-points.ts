// What plugins add at other plugins' places — form fields, search result renderers, home page widgets, entity
// context-menu items, themes and docs reader add-ons — as app.extensions configures them: each known by its id
// (kind, plugin, the name it gives), disabled, reordered, retitled or given config, and no two enabled form fields or
// renderers with one name.
import type * as E from 'fp-ts/Either';
import { BUILT_IN_EXTENSION_IDS } from '../../domain/app/built-in-extensions';
import type { ExtensionOverride } from '../../domain/app/extension-config';
import { extensionId, type ExtensionKind } from '../../domain/app/extension-ids';
import { checkNameClashes, type NamedExtension } from '../../domain/app/extension-name-clashes';
import { configuredExtensions } from '../../domain/app/extension-overrides';
import type { PortalPlugin } from '../../ui/app/plugin';

type ListKey = 'scaffolderFields' | 'searchResultItems' | 'homeWidgets' | 'entityContextMenuItems' | 'themes' | 'techDocsAddons';
type ItemOf<K extends ListKey> = NonNullable<PortalPlugin[K]>[number];

/** One place plugins add to: where a plugin lists its additions, their kind of id, and the name each gives. */
interface ExtensionPoint<K extends ListKey> {
  readonly key: K;
  readonly kind: ExtensionKind;
  readonly nameOf: (item: ItemOf<K>) => string;
}

const point = <K extends ListKey>(key: K, kind: ExtensionKind, nameOf: (item: ItemOf<K>) => string): ExtensionPoint<ListKey> =>
  ({ key, kind, nameOf }) as unknown as ExtensionPoint<ListKey>;

const EXTENSION_POINTS: readonly ExtensionPoint<ListKey>[] = [
  point('scaffolderFields', 'scaffolder-form-field', (field) => field.name),
  point('searchResultItems', 'search-result-list-item', (renderer) => renderer.type),
  point('homeWidgets', 'home-page-widget', (widget) => widget.id),
  point('entityContextMenuItems', 'entity-context-menu-item', (item) => item.id),
  point('themes', 'theme', (theme) => theme.id),
  point('techDocsAddons', 'techdocs-addon', (addon) => addon.name),
];

const itemsAt = (plugin: PortalPlugin, at: ExtensionPoint<ListKey>): readonly ItemOf<ListKey>[] => plugin[at.key] ?? [];

/** The ids of what a plugin adds at the extension points, in the order it declares them. */
export const extensionPointIdsOfPlugin = (plugin: PortalPlugin): string[] =>
  EXTENSION_POINTS.flatMap((at) => itemsAt(plugin, at).map((item) => extensionId(at.kind, plugin.id, at.nameOf(item))));

/** What the plugin adds at the extension points, with the overrides applied and the disabled ones left out. */
export const configureExtensionPoints = (plugin: PortalPlugin, overrides: ReadonlyMap<string, ExtensionOverride>): Partial<PortalPlugin> =>
  Object.fromEntries(
    EXTENSION_POINTS.filter((at) => plugin[at.key] !== undefined).map((at) => [
      at.key,
      configuredExtensions(itemsAt(plugin, at), overrides, (item) => extensionId(at.kind, plugin.id, at.nameOf(item))),
    ]),
  );

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

// Every plugin's home page widgets and entity context-menu items, provided by the shell to the pages that show them.
import { Spinner } from '@blueprintjs/core';
import { createContext, Suspense, useContext, useMemo, type ReactNode } from 'react';
import { PluginErrorBoundary } from './chrome/plugin-error-boundary';
import { ExtensionConfigProvider } from './extension-config';
import type { PortalPlugin } from './plugin';
import type { EntityContextMenuItem, HomeWidget } from './plugin-extension-points';

/** A widget with the plugin it comes from. */
export interface ContributedHomeWidget extends HomeWidget {
  readonly pluginId: string;
}

/** A context-menu item with the plugin it comes from, which names the item's error when it fails. */
export interface ContributedMenuItem extends EntityContextMenuItem {
  readonly pluginId: string;
}

interface ExtensionPoints {
  readonly homeWidgets: readonly ContributedHomeWidget[];
  readonly entityContextMenuItems: readonly ContributedMenuItem[];
}

const ExtensionPointsContext = createContext<ExtensionPoints>({ homeWidgets: [], entityContextMenuItems: [] });

export const useHomeWidgets = (): readonly ContributedHomeWidget[] => useContext(ExtensionPointsContext).homeWidgets;
export const useEntityContextMenuItems = (): readonly ContributedMenuItem[] => useContext(ExtensionPointsContext).entityContextMenuItems;

const RenderWidget = ({ widget, title }: { readonly widget: HomeWidget; readonly title: string | undefined }) => widget.render(title);

/** A widget that fails stays inside its plugin's error boundary; it reads its app.extensions config with useExtensionConfig. */
const guardedWidget = (pluginId: string, widget: HomeWidget): ContributedHomeWidget => ({
  ...widget,
  pluginId,
  render: (title) => (
    <PluginErrorBoundary pluginId={pluginId}>
      <ExtensionConfigProvider config={widget.config}>
        <Suspense fallback={<Spinner size={20} aria-label={`Loading ${title ?? widget.id}`} />}>
          <RenderWidget widget={widget} title={title} />
        </Suspense>
      </ExtensionConfigProvider>
    </PluginErrorBoundary>
  ),
});

/** Gives the pages below it the widgets and menu items of `plugins` (as app.extensions left them). */
export const PluginExtensionPoints = ({ plugins, children }: { readonly plugins: readonly PortalPlugin[]; readonly children: ReactNode }) => {
  const points = useMemo(
    (): ExtensionPoints => ({
      homeWidgets: plugins.flatMap((plugin) => (plugin.homeWidgets ?? []).map((widget) => guardedWidget(plugin.id, widget))),
      entityContextMenuItems: plugins.flatMap((plugin) => (plugin.entityContextMenuItems ?? []).map((item) => ({ ...item, pluginId: plugin.id }))),
    }),
    [plugins],
  );
  return <ExtensionPointsContext.Provider value={points}>{children}</ExtensionPointsContext.Provider>;
};

// A plugin's home page widgets, as createPlugin takes them (in the manner of Backstage's HomePageWidgetBlueprint),
// shaped for the shell.
import { Spinner } from '@blueprintjs/core';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { InfoCard } from '../ui/app/chrome/info-card';
import { lazyImport } from '../ui/app/lazy-import';
import type { HomeWidget } from '../ui/app/plugin-extension-points';

/** What `import('./on-call-widget')` gives: a module whose default export is the widget's content. */
type WidgetModule = { readonly default: ComponentType };

export interface PluginHomeWidget {
  /** Its name in its extension id, 'home-page-widget:{pluginId}/{id}'. */
  readonly id: string;
  /** The card's title, e.g. 'On call now'; app.extensions may change it. A `load` widget needs one. */
  readonly title?: string;
  /** Lower first: the built-in widgets are 0 to 70 (10 × their place); without an order, after them. */
  readonly order?: number;
  /**
   * The widget's content, loaded when the home page first shows it: a module whose default export the home page
   * shows in a card titled `title`. It reads its app.extensions config with useExtensionConfig.
   */
  readonly load?: () => Promise<WidgetModule>;
  /** Or a render function that draws the whole widget, its card included, given the title to show. */
  readonly render?: (title: string | undefined) => ReactNode;
}

const loadedWidget = (load: () => Promise<WidgetModule>, ownTitle: string): HomeWidget['render'] => {
  const Content = lazyImport(load);
  return (title) => (
    <InfoCard title={title ?? ownTitle}>
      <Suspense fallback={<Spinner size={20} aria-label={`Loading ${title ?? ownTitle}`} />}>
        <Content />
      </Suspense>
    </InfoCard>
  );
};

/** The shell's widget; throws, naming the plugin and the widget, when it gives neither or both of load and render. */
export const toHomeWidget = (pluginId: string, widget: PluginHomeWidget): HomeWidget => {
  const fault = (text: string) => new Error(`Plugin '${pluginId}': the home page widget '${widget.id}' ${text}`);
  const { id, title, order, load, render } = widget;
  if (render) {
    if (load) throw fault('gives both load and render');
    return { id, title, order, render };
  }
  if (!load) throw fault('needs load or render');
  if (title === undefined) throw fault('needs a title for its card');
  return { id, title, order, render: loadedWidget(load, title) };
};

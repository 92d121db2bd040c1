// The extension points the shell gathers from every plugin for the features that use them: the scaffolder's form
// fields, the search's result renderers. Each one runs inside its plugin's error boundary, with the config
// app.extensions gives it.
import { createContext, useContext, type ComponentType } from 'react';
import type { FieldExtension, FieldExtensionProps } from './form-field-extension';
import type { SearchResultItemProps, SearchResultRenderer } from './search-result-renderer';
import { PluginErrorBoundary } from './chrome';
import { ExtensionConfigProvider } from './extension-config';
import type { PortalPlugin } from './plugin';

export interface ExtensionPoints {
  readonly scaffolderFields: readonly FieldExtension[];
  readonly searchResultItems: readonly SearchResultRenderer[];
}

/** Undefined outside the shell (a page rendered on its own): the features use their built-in extensions then. */
const ExtensionPointsContext = createContext<ExtensionPoints | undefined>(undefined);

export const ExtensionPointsProvider = ExtensionPointsContext.Provider;

/** Every plugin's extensions of the extension points; undefined outside the shell. */
export const useExtensionPoints = (): ExtensionPoints | undefined => useContext(ExtensionPointsContext);

const guardedField = (pluginId: string, field: FieldExtension): FieldExtension => {
  const Field = field.component;
  const GuardedField: ComponentType<FieldExtensionProps> = (props) => (
    <PluginErrorBoundary pluginId={pluginId}>
      <ExtensionConfigProvider config={field.config}>
        <Field {...props} />
      </ExtensionConfigProvider>
    </PluginErrorBoundary>
  );
  GuardedField.displayName = `PluginField(${field.name})`;
  return { ...field, component: GuardedField };
};

const RenderResult = ({ renderer, props }: { readonly renderer: SearchResultRenderer; readonly props: SearchResultItemProps }) => renderer.render(props);

const guardedRenderer = (pluginId: string, renderer: SearchResultRenderer): SearchResultRenderer => ({
  ...renderer,
  render: (props) => (
    <PluginErrorBoundary pluginId={pluginId}>
      <ExtensionConfigProvider config={renderer.config}>
        <RenderResult renderer={renderer} props={props} />
      </ExtensionConfigProvider>
    </PluginErrorBoundary>
  ),
});

/** The plugins' form fields and result renderers, in plugin order, each guarded. */
export const extensionPointsOf = (plugins: readonly PortalPlugin[]): ExtensionPoints => ({
  scaffolderFields: plugins.flatMap((plugin) => (plugin.scaffolderFields ?? []).map((field) => guardedField(plugin.id, field))),
  searchResultItems: plugins.flatMap((plugin) => (plugin.searchResultItems ?? []).map((renderer) => guardedRenderer(plugin.id, renderer))),
});

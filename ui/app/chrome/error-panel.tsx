import { Callout } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { backendPluginPackage } from '../../../domain/app/backend-plugins';
import { missingBackendPluginOf } from '../backend-query';
import { StackDetails } from './stack-details';
import { useTexts } from '../queries';
import { appTexts } from '../../../domain/app/translations';

export interface ErrorPanelProps {
  readonly title: string;
  readonly error: { readonly message?: string; readonly stack?: string };
  readonly children?: ReactNode;
}

/** Who can fix a missing backend plugin, and with which package. */
export function BackendPluginHint({ pluginId }: { readonly pluginId: string }) {
  const messages = useTexts(appTexts);
  return <p className="portico-backend-plugin-hint">{messages.installBackendPlugin(backendPluginPackage(pluginId))}</p>;
}

/**
 * A danger callout: the title, the error's message, its stack on demand, then any actions. An error saying the
 * backend lacks the plugin also names the package to install, and has no stack to show.
 */
export function ErrorPanel({ title, error, children }: ErrorPanelProps) {
  const missingPlugin = missingBackendPluginOf(error);
  return (
    <Callout intent="danger" icon={<ErrorIcon />} title={title} role="alert">
      {error.message && <p>{error.message}</p>}
      {missingPlugin ? <BackendPluginHint pluginId={missingPlugin} /> : null}
      {children}
      {error.stack && !missingPlugin && <StackDetails stack={error.stack} />}
    </Callout>
  );
}

export interface BackendPluginMissingPanelProps {
  /** The missing plugin's id, e.g. 'techdocs'. */
  readonly pluginId: string;
  /** The area's sentence, e.g. 'The TechDocs backend plugin is not installed on this Backstage backend'. */
  readonly message: string;
  /** What it means for the page, when the page still shows something else. */
  readonly children?: ReactNode;
  /** 'warning' when the page around it still works; 'danger' (default) when this is all it can show. */
  readonly intent?: 'warning' | 'danger';
}

/** A page or tab whose backend plugin is not installed: says so, and names the package to install. */
export function BackendPluginMissingPanel({ pluginId, message, children, intent = 'danger' }: BackendPluginMissingPanelProps) {
  return (
    <Callout intent={intent} title={message} role="alert" className="portico-missing-backend-plugin">
      {children}
      <BackendPluginHint pluginId={pluginId} />
    </Callout>
  );
}

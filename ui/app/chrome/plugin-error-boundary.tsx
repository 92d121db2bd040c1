import { Button } from '@blueprintjs/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { appTexts } from '../../../domain/app/translations';
import { useTexts } from '../queries';
import { isChunkLoadError, retryFailedImports } from './chunk-load-error';
import { ChunkLoadErrorPanel } from './chunk-load-error-panel';
import { ErrorPanel } from './error-panel';

export interface PluginErrorBoundaryProps {
  readonly pluginId: string;
  readonly children?: ReactNode;
  readonly onError?: (error: Error, info: ErrorInfo) => void;
  /** What the chunk-load error's reload does; the browser's page reload by default. */
  readonly onReload?: () => void;
}

/** 'Error in {pluginId}' with its Retry button, in the user's language. */
const PluginErrorPanel = ({ pluginId, error, onRetry }: { readonly pluginId: string; readonly error: Error; readonly onRetry: () => void }) => {
  const messages = useTexts(appTexts);
  return (
    <ErrorPanel title={messages.pluginError(pluginId)} error={error}>
      <Button variant="outlined" onClick={onRetry}>
        {messages.retry}
      </Button>
    </ErrorPanel>
  );
};

interface BoundaryState {
  readonly error?: Error;
}

/**
 * Isolates one plugin: 'Error in {pluginId}' with a Retry button that renders the plugin again. Code that
 * failed to download shows the chunk-load text with a page reload instead; its Retry downloads again.
 */
export class PluginErrorBoundary extends Component<PluginErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error instanceof Error ? error : new Error(String(error)), info);
  }

  private readonly retry = () => {
    retryFailedImports();
    this.setState({ error: undefined });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) {
      return <ChunkLoadErrorPanel error={error} onRetry={this.retry} {...(this.props.onReload ? { onReload: this.props.onReload } : {})} />;
    }
    return <PluginErrorPanel pluginId={this.props.pluginId} error={error} onRetry={this.retry} />;
  }
}

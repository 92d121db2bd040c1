import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../../../domain/app/messages';
import { isChunkLoadError, retryFailedImports } from './chunk-load-error';
import { ChunkLoadErrorPanel } from './chunk-load-error-panel';
import { ErrorPanel } from './error-panel';
import { ExternalLink } from './external-link';
import { useTexts } from '../queries';
import { appTexts } from '../../../domain/app/translations';

export type SupportChannel = string | { readonly name: string; readonly href?: string };

export interface ErrorBoundaryProps {
  readonly children?: ReactNode;
  /** Where to ask for help, e.g. a chat channel; adds 'Please contact {channel} for help.'. */
  readonly channel?: SupportChannel;
  readonly onError?: (error: Error, info: ErrorInfo) => void;
  /** What the chunk-load error's reload does; the browser's page reload by default. */
  readonly onReload?: () => void;
}

interface BoundaryState {
  readonly error?: Error;
}

const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

function ContactChannel({ channel }: { readonly channel: SupportChannel }) {
  const messages = useTexts(appTexts);
  if (typeof channel === 'string' || !channel.href) {
    return <p>{messages.contactForHelp(typeof channel === 'string' ? channel : channel.name)}</p>;
  }
  // Split the error sentence around the channel so the name can be a link.
  const marker = '\u0000';
  const [before, after] = messages.contactForHelp(marker).split(marker);
  return (
    <p>
      {before}
      <ExternalLink to={channel.href}>{channel.name}</ExternalLink>
      {after}
    </p>
  );
}

/** Catches render errors below it and shows 'Something Went Wrong' instead of a white screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(asError(error), info);
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
    return (
      <ErrorPanel title={messages.somethingWentWrong} error={error}>
        {this.props.channel && <ContactChannel channel={this.props.channel} />}
      </ErrorPanel>
    );
  }
}

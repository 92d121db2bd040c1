import { Button } from '@blueprintjs/core';
import { ErrorPanel } from './error-panel';
import { useTexts } from '../queries';
import { appTexts } from '../../../domain/app/translations';

export interface ChunkLoadErrorPanelProps {
  readonly error: Error;
  /** Renders the failed part again, which downloads its code again. */
  readonly onRetry: () => void;
  readonly onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/** A page's code could not be downloaded: the boot error text, a page reload, and a Retry without one. */
export function ChunkLoadErrorPanel({ error, onRetry, onReload = reloadPage }: ChunkLoadErrorPanelProps) {
  const messages = useTexts(appTexts);
  return (
    <ErrorPanel title={messages.chunkFailedToLoad(error.message)} error={{ ...(error.stack ? { stack: error.stack } : {}) }}>
      <div className="portico-error-actions">
        <Button intent="primary" onClick={onReload}>
          {messages.reloadPage}
        </Button>
        <Button variant="outlined" onClick={onRetry}>
          {messages.retry}
        </Button>
      </div>
    </ErrorPanel>
  );
}

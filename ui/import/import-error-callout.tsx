import { Callout } from '@blueprintjs/core';
import { importMessages } from '../../domain/import/messages';
import type { ImportFailure } from './queries';

/** The failed step's text (with the backend's own words below it when the text explains them), plus a hint when GitHub is rate limiting. */
export const ImportErrorCallout = ({ error }: { readonly error: ImportFailure | null | undefined }) => {
  if (!error) return null;
  const { importError } = error;
  const rateLimited = importError._tag === 'ScmRequest' && importError.rateLimited;
  const detail = importError._tag === 'Backend' ? importError.detail : undefined;
  return (
    <Callout intent="danger" role="alert" className="portico-import-error">
      <p>{error.message}</p>
      {detail ? (
        <p className="portico-import-error__detail">
          {importMessages.backendSaid}
          {detail}
        </p>
      ) : null}
      {rateLimited ? <p>{importMessages.githubRateLimited}</p> : null}
    </Callout>
  );
};

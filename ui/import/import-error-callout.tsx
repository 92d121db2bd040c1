import { Callout } from '@blueprintjs/core';
import { importMessages } from '../../domain/import/messages';
import type { ImportFailure } from './queries';

/** The failed step's text, plus a hint when GitHub is rate limiting. */
export const ImportErrorCallout = ({ error }: { readonly error: ImportFailure | null | undefined }) => {
  if (!error) return null;
  const rateLimited = error.importError._tag === 'ScmRequest' && error.importError.rateLimited;
  return (
    <Callout intent="danger" role="alert" className="portico-import-error">
      <p>{error.message}</p>
      {rateLimited ? <p>{importMessages.githubRateLimited}</p> : null}
    </Callout>
  );
};

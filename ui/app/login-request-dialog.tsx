import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useLoginRequests } from './queries';
import { useTexts } from './queries';
import { appTexts } from '../../domain/app/translations';

/** Lists pending provider sign-in requests with a Login button each, and Reject all. */
export const LoginRequestDialog = () => {
  const messages = useTexts(appTexts);
  const requests = useLoginRequests();
  const { pending } = requests;
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const login = async (providerId: string) => {
    setBusy(providerId);
    await requests.trigger(providerId);
    setBusy(undefined);
  };
  return (
    <Dialog isOpen={pending.length > 0} title="Login Required" onClose={() => requests.rejectAll()} canOutsideClickClose={false}>
      <DialogBody>
        <ul className="portico-login-requests">
          {pending.map((request) => (
            <li key={request.providerId}>
              <div className="portico-login-requests__row">
                <strong>{request.title}</strong>
                <Button intent={Intent.PRIMARY} loading={busy === request.providerId} onClick={() => void login(request.providerId)}>
                  {messages.loginRequestLogin}
                </Button>
              </div>
              {request.error ? (
                <p className={Classes.TEXT_MUTED} role="alert">
                  {request.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button onClick={() => requests.rejectAll()}>{messages.loginRequestRejectAll}</Button>} />
    </Dialog>
  );
};

import { Spinner } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { useEffect, useState, type ReactNode } from 'react';
import { AlertPosterToken } from '../../application/app/alerts.port';
import { SessionManagerToken } from '../../application/app/session-manager';
import type { AppSettings } from '../../domain/app/app-settings';
import { useService } from './services';
import { SignInPage } from './sign-in/sign-in-page';
import { useSession } from './use-session';

/**
 * Shows the sign-in page until someone is signed in (spec section 2 "Shell"): a stored provider is
 * restored first; without a configured sign-in page the user enters as a guest.
 */
export const SessionGate = ({ settings, children }: { settings: AppSettings; children: ReactNode }) => {
  const sessions = useService(SessionManagerToken);
  const alerts = useService(AlertPosterToken);
  const session = useSession();
  const [restoring, setRestoring] = useState(true);

  useEffect(() => {
    let active = true;
    const start = async () => {
      const restored = await sessions.restore();
      if (E.isLeft(restored)) alerts.post({ message: restored.left.message, severity: 'error' });
      if (!settings.signInProviders && sessions.getState().status === 'signed-out') {
        const guest = await sessions.signInAsGuest(async () => true);
        if (E.isLeft(guest)) alerts.post({ message: guest.left.message, severity: 'error' });
      }
      if (active) setRestoring(false);
    };
    void start();
    return () => {
      active = false;
    };
  }, [sessions, alerts, settings.signInProviders]);

  if (session.status === 'signed-in') return <>{children}</>;
  if (restoring) {
    return (
      <div className="portico-center" role="status" aria-label="Signing in">
        <Spinner />
      </div>
    );
  }
  return <SignInPage title={settings.title} providers={settings.signInProviders ?? []} auto={settings.signInAuto} />;
};

import { NonIdealState, Spinner } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import * as E from 'fp-ts/Either';
import { useEffect, useState, type ReactNode } from 'react';
import type { AppSettings } from '../../domain/app/app-settings';
import { shellTranslations } from '../../domain/app/translations';
import { NavigationTracker } from './analytics';
import { InactivityLogout } from './inactivity-logout';
import { usePostAlert, useSession, useSessionManager, useTranslation } from './queries';
import { SignInPage } from './sign-in/sign-in-page';

/**
 * Shows the sign-in page until someone is signed in: a stored provider is
 * restored first; without a configured sign-in page the user enters as a guest.
 */
export const SessionGate = ({ settings, children }: { settings: AppSettings; children: ReactNode }) => {
  const sessions = useSessionManager();
  const postAlert = usePostAlert();
  const session = useSession();
  const t = useTranslation(shellTranslations);
  const [restoring, setRestoring] = useState(true);
  // Whether the current session came back from an earlier visit (the inactivity sign-out checks how long the user was away).
  const [returning, setReturning] = useState(false);

  useEffect(() => {
    let active = true;
    const start = async () => {
      const restored = await sessions.restore();
      if (!active) return;
      if (E.isLeft(restored)) postAlert({ message: restored.left.message, severity: 'error' });
      if (E.isRight(restored) && restored.right.status === 'signed-in') setReturning(true);
      if (!settings.signInProviders && sessions.getState().status === 'signed-out') {
        const guest = await sessions.signInAsGuest(async () => true);
        if (E.isLeft(guest)) postAlert({ message: guest.left.message, severity: 'error' });
      }
      if (active) setRestoring(false);
    };
    void start();
    return () => {
      active = false;
    };
  }, [sessions, postAlert, settings.signInProviders]);

  const lost = session.status === 'signed-out' && session.lost === true;
  const notSignedIn = t('proxiedSignInPage.title');
  useEffect(() => {
    if (lost) postAlert({ message: notSignedIn, severity: 'warning' });
  }, [lost, postAlert, notSignedIn]);
  useEffect(() => {
    if (session.status === 'signed-out') setReturning(false);
  }, [session.status]);

  if (session.status === 'signed-in') {
    // Only once restoring is over, so that it knows whether the session came back from an earlier visit.
    const inactivity = settings.signInProviders && !restoring ? settings.inactivity : undefined;
    return (
      <>
        <NavigationTracker />
        {children}
        {inactivity?.enabled ? <InactivityLogout settings={inactivity} returning={returning} /> : null}
      </>
    );
  }
  if (restoring) {
    return (
      <div className="portico-center" role="status" aria-label="Signing in">
        <Spinner />
      </div>
    );
  }
  if (!settings.signInProviders) {
    // Without a sign-in page there is nothing to choose: the guest session could not be had or was lost.
    return (
      <main className="portico-center" id="main-content">
        <NonIdealState icon={<ErrorIcon size={48} />} title={notSignedIn} />
      </main>
    );
  }
  return <SignInPage title={settings.title} providers={settings.signInProviders} auto={settings.signInAuto} />;
};

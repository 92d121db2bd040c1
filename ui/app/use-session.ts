import { useSyncExternalStore } from 'react';
import { SessionManagerToken, type SessionState } from '../../application/app/session-manager';
import type { SignedInUser } from '../../domain/app/auth-session';
import { messages } from '../../domain/app/messages';
import { useService } from './services';

export const useSession = (): SessionState => {
  const sessions = useService(SessionManagerToken);
  return useSyncExternalStore(
    (onChange) => sessions.subscribe(onChange),
    () => sessions.getState(),
  );
};

/**
 * The signed-in user, for views that only render behind the sign-in gate. Reaching one without a
 * session is a fault of the page, reported with the text that tells the user to reload.
 */
export const useSignedInUser = (): SignedInUser => {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error(messages.noSession);
  return session.user;
};

import { useSyncExternalStore } from 'react';
import { SessionManagerToken, type SessionState } from '../../application/app/session-manager';
import { useService } from './services';

export const useSession = (): SessionState => {
  const sessions = useService(SessionManagerToken);
  return useSyncExternalStore(
    (onChange) => sessions.subscribe(onChange),
    () => sessions.getState(),
  );
};

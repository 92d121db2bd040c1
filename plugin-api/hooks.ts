// What a plugin's views use besides their own services: the config and who is signed in.
import { useSyncExternalStore } from 'react';
import { AppConfigToken, type AppConfig } from '../application/app/app-config';
import { IdentityReaderToken, type UserIdentity } from '../application/app/identity-reader';
import { messages } from '../domain/app/messages';
import { useService } from '../ui/app/services';

/** The portal's browser config: a plugin reads its own keys (those its package's config schema makes visible). */
export const useConfig = (): AppConfig => useService(AppConfigToken);

/** The signed-in user, kept current; plugin views render only once someone is signed in. */
export const useIdentity = (): UserIdentity => {
  const identity = useService(IdentityReaderToken);
  const user = useSyncExternalStore(
    (onChange) => identity.subscribe(onChange),
    () => identity.getUser(),
  );
  if (!user) throw new Error(messages.noSession);
  return user;
};

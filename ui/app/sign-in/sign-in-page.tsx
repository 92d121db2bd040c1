import { H1 } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { useEffect, useRef, useState } from 'react';
import type { SignInFailure } from '../../../application/app/session-manager';
import type { SignInProviderSetting } from '../../../domain/app/app-settings';
import { shellTranslations } from '../../../domain/app/translations';
import { isCustomSignInProvider, usePostAlert, useSessionManager, useSignIn, useTranslation } from '../queries';
import { CustomUserForm } from './custom-user-form';
import { ProviderCard } from './provider-card';
import { useConfirm } from './use-confirm';
import { useTexts } from '../queries';
import { appTexts } from '../../../domain/app/translations';

export interface SignInPageProps {
  readonly title: string;
  readonly providers: readonly SignInProviderSetting[];
  /** Single-provider variant: start that provider's sign-in at once. */
  readonly auto: boolean;
}

/** Reads and removes the `error` query parameter that a failed redirect login leaves behind. */
const takeErrorParam = (): string | null => {
  const url = new URL(window.location.href);
  const error = url.searchParams.get('error');
  if (error === null) return null;
  url.searchParams.delete('error');
  window.history.replaceState(window.history.state, '', url);
  return error;
};

export const SignInPage = ({ title, providers, auto }: SignInPageProps) => {
  const messages = useTexts(appTexts);
  const sessions = useSessionManager();
  const signInWith = useSignIn();
  const postAlert = usePostAlert();
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const { confirm, dialog } = useConfirm(messages.guestFallbackQuestion);
  const autoStarted = useRef(false);
  const loginFailed = useTranslation(shellTranslations)('signIn.loginFailed');

  useEffect(() => {
    const error = takeErrorParam();
    if (error !== null) postAlert({ message: error ? `${loginFailed}: ${error}` : loginFailed, severity: 'error', dismissOnSignIn: true });
  }, [postAlert, loginFailed]);

  const run = async (providerId: string, attempt: () => Promise<Either<SignInFailure, unknown>>) => {
    setBusy(providerId);
    const result = await attempt();
    setBusy(undefined);
    if (E.isLeft(result)) postAlert({ message: result.left.message, severity: 'error', dismissOnSignIn: true });
  };

  const signIn = (provider: SignInProviderSetting) => run(provider.id, () => signInWith(provider.id, confirm));

  const single = providers.length === 1 ? providers[0] : undefined;
  useEffect(() => {
    if (!auto || !single || isCustomSignInProvider(single.id) || autoStarted.current) return;
    autoStarted.current = true;
    void signIn(single);
    // Runs once on mount for the single-provider variant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="portico-sign-in" id="main-content">
      <H1 className="portico-sign-in-title">{title}</H1>
      <div className="portico-sign-in-cards">
        {(single ? [single] : providers).map((provider) => (
          <ProviderCard
            key={provider.id}
            title={provider.title}
            message={provider.message}
            busy={busy === provider.id}
            onSignIn={() => void signIn(provider)}
          >
            {isCustomSignInProvider(provider.id) ? (
              <CustomUserForm onSubmit={(userEntityRef: string, idToken?: string) => sessions.signInAsCustomUser(userEntityRef, idToken)} />
            ) : undefined}
          </ProviderCard>
        ))}
      </div>
      {dialog}
    </main>
  );
};

import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useEffect } from 'react';
import { AlertPosterToken } from '../../application/app/alerts.port';
import { KeyValueStoreToken } from '../../application/app/key-value-store.port';
import { SignOutToken } from '../../application/app/sign-out.use-case';
import { INACTIVITY_LAST_SEEN_KEY } from '../../domain/app/constants';
import type { InactivitySettings } from '../../domain/app/inactivity';
import { shellTranslations } from '../../domain/app/translations';
import { useOptionalService, useService } from './services';
import { useInactivityTimer } from './use-inactivity-timer';
import { useTranslation } from './use-translation';

export interface InactivityLogoutProps {
  readonly settings: InactivitySettings;
  /** The session was restored on load rather than started on the sign-in page. */
  readonly returning: boolean;
}

/** Signs the user out after the configured time without activity, asking first whether they are still there. */
export const InactivityLogout = ({ settings, returning }: InactivityLogoutProps) => {
  const signOut = useService(SignOutToken);
  const alerts = useService(AlertPosterToken);
  const store = useOptionalService(KeyValueStoreToken);
  const t = useTranslation(shellTranslations);
  const { phase, stayActive } = useInactivityTimer({
    settings,
    store,
    returning,
    onIdle: () => {
      void signOut().then((result) => {
        if (result._tag === 'Left') alerts.post({ message: result.left.message, severity: 'error' });
      });
    },
  });
  // Signed out by hand: the next sign-in starts afresh instead of meeting an old last-seen time.
  useEffect(() => () => store?.remove(INACTIVITY_LAST_SEEN_KEY), [store]);

  return (
    <Dialog
      isOpen={phase.kind === 'prompting'}
      title={t('autoLogout.stillTherePrompt.title')}
      onClose={stayActive}
      canOutsideClickClose={false}
      isCloseButtonShown={false}
    >
      <DialogBody>
        <p role="timer">{phase.kind === 'prompting' ? t('autoLogout.stillTherePrompt.countdown', { seconds: phase.secondsLeft }) : null}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <Button intent={Intent.PRIMARY} onClick={stayActive}>
            {t('autoLogout.stillTherePrompt.buttonText')}
          </Button>
        }
      />
    </Dialog>
  );
};

import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { InactivitySettings } from '../../domain/app/inactivity';
import { shellTranslations } from '../../domain/app/translations';
import { useInactivitySignOut, useTranslation } from './queries';

export interface InactivityLogoutProps {
  readonly settings: InactivitySettings;
  /** The session was restored on load rather than started on the sign-in page. */
  readonly returning: boolean;
}

/** Signs the user out after the configured time without activity, asking first whether they are still there. */
export const InactivityLogout = ({ settings, returning }: InactivityLogoutProps) => {
  const t = useTranslation(shellTranslations);
  const { phase, stayActive } = useInactivitySignOut(settings, returning);

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

import { useSyncExternalStore } from 'react';
import type { AlertStore } from '../../../application/app/alert-store';
import { AlertDisplay } from '../../../ui/app/chrome';

/** The snackbar over a real AlertStore, as the app shows it, so tests see the posted alerts. */
export const AlertHost = ({ alerts }: { alerts: AlertStore }) => {
  const queue = useSyncExternalStore(
    (onChange) => alerts.subscribe(onChange),
    () => alerts.getQueue(),
  );
  return <AlertDisplay queue={queue} onDismiss={(id) => alerts.dismiss(id)} />;
};

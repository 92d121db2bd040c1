import type { AlertMessage } from '../../domain/app/alerts';
import { serviceToken } from '../shared/service-token';

/** Where any part of the portal posts a message for the user (the snackbar). */
export interface AlertPoster {
  post(alert: AlertMessage): void;
}

export const AlertPosterToken = serviceToken<AlertPoster>('AlertPoster');

import { dismissAlert, dismissSignInFailures, emptyAlertQueue, enqueueAlert, type AlertMessage, type AlertQueue } from '../../domain/app/alerts';
import { serviceToken } from '../shared/service-token';
import type { AlertPoster } from './alerts.port';

/** The queue of alerts the snackbar shows; anyone may post, the snackbar dismisses. */
export class AlertStore implements AlertPoster {
  private queue: AlertQueue = emptyAlertQueue;
  private readonly listeners = new Set<() => void>();

  post(alert: AlertMessage): void {
    this.queue = enqueueAlert(this.queue, alert);
    this.emit();
  }

  dismiss(id: number): void {
    this.queue = dismissAlert(this.queue, id);
    this.emit();
  }

  /** Someone signed in: the sign-in failures shown before no longer apply. */
  dismissSignInFailures(): void {
    this.queue = dismissSignInFailures(this.queue);
    this.emit();
  }

  getQueue(): AlertQueue {
    return this.queue;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const AlertStoreToken = serviceToken<AlertStore>('AlertStore');

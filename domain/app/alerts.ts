// Alert queue of the shell.
// The head is shown; the count of the others is shown as a banner; transient alerts time out.

import { TRANSIENT_ALERT_TIMEOUT_MS } from './constants';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';
export type AlertDisplayMode = 'transient' | 'permanent';

/** What a caller posts. Defaults follow Backstage: severity 'success', display 'permanent'. */
export interface AlertMessage {
  readonly message: string;
  readonly severity?: AlertSeverity;
  readonly display?: AlertDisplayMode;
  /** A sign-in failure: it no longer applies, and goes away, once someone signs in. */
  readonly dismissOnSignIn?: boolean;
}

export interface QueuedAlert {
  readonly id: number;
  readonly message: string;
  readonly severity: AlertSeverity;
  readonly display: AlertDisplayMode;
  readonly dismissOnSignIn?: boolean;
}

export interface AlertQueue {
  readonly items: readonly QueuedAlert[];
  readonly nextId: number;
}

export const emptyAlertQueue: AlertQueue = { items: [], nextId: 1 };

export const enqueueAlert = (queue: AlertQueue, alert: AlertMessage): AlertQueue => ({
  items: [
    ...queue.items,
    {
      id: queue.nextId,
      message: alert.message,
      severity: alert.severity ?? 'success',
      display: alert.display ?? 'permanent',
      ...(alert.dismissOnSignIn ? { dismissOnSignIn: true } : {}),
    },
  ],
  nextId: queue.nextId + 1,
});

export const dismissAlert = (queue: AlertQueue, id: number): AlertQueue => ({
  ...queue,
  items: queue.items.filter(item => item.id !== id),
});

/** The queue without the sign-in failures, once someone signed in. */
export const dismissSignInFailures = (queue: AlertQueue): AlertQueue => ({
  ...queue,
  items: queue.items.filter((item) => !item.dismissOnSignIn),
});

export const dismissHead = (queue: AlertQueue): AlertQueue => ({ ...queue, items: queue.items.slice(1) });

export const headAlert = (queue: AlertQueue): QueuedAlert | undefined => queue.items[0];

/** How many alerts wait behind the one shown. */
export const furtherAlertCount = (queue: AlertQueue): number => Math.max(0, queue.items.length - 1);

/** Milliseconds until the alert dismisses itself, or undefined for permanent alerts. */
export const alertTimeoutMs = (
  alert: QueuedAlert,
  transientTimeoutMs: number = TRANSIENT_ALERT_TIMEOUT_MS,
): number | undefined => (alert.display === 'transient' ? transientTimeoutMs : undefined);

/** Alerts posted as errors show error severity. */
export const alertFromError = (error: unknown, display: AlertDisplayMode = 'permanent'): AlertMessage => ({
  message: describeError(error),
  severity: 'error',
  display,
});

const describeError = (error: unknown): string => {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return String(error);
};

/** Banner text for the alerts waiting behind the shown one (Portico wording). */
export const olderMessagesText = (count: number): string =>
  `(${count} older ${count === 1 ? 'message' : 'messages'})`;

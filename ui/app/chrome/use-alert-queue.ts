import { useCallback, useEffect, useState } from 'react';
import {
  type AlertMessage,
  type AlertQueue,
  dismissAlert,
  emptyAlertQueue,
  enqueueAlert,
} from '../../../domain/app/alerts';

/** A source of alerts, e.g. the app's alert service: calls back per alert and returns an unsubscribe. */
export type AlertSubscribe = (onAlert: (alert: AlertMessage) => void) => () => void;

export interface AlertQueueHandle {
  readonly queue: AlertQueue;
  readonly post: (alert: AlertMessage) => void;
  readonly dismiss: (id: number) => void;
}

/** Holds the alert queue for <AlertDisplay>, optionally fed by a subscription. */
export function useAlertQueue(subscribe?: AlertSubscribe): AlertQueueHandle {
  const [queue, setQueue] = useState<AlertQueue>(emptyAlertQueue);
  const post = useCallback((alert: AlertMessage) => setQueue(current => enqueueAlert(current, alert)), []);
  const dismiss = useCallback((id: number) => setQueue(current => dismissAlert(current, id)), []);
  useEffect(() => subscribe?.(post), [subscribe, post]);
  return { queue, post, dismiss };
}

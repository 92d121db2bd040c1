import { type Intent, Toast } from '@blueprintjs/core';
import { ErrorIcon, InfoSignIcon, TickCircleIcon, WarningSignIcon } from '@blueprintjs/icons';
import { type ReactElement, useEffect, useRef } from 'react';
import {
  type AlertQueue,
  type AlertSeverity,
  alertTimeoutMs,
  furtherAlertCount,
  headAlert,
  olderMessagesText,
} from '../../../domain/app/alerts';
import { TRANSIENT_ALERT_TIMEOUT_MS } from '../../../domain/app/constants';
import './chrome.css';

export interface AlertDisplayProps {
  readonly queue: AlertQueue;
  readonly onDismiss: (id: number) => void;
  readonly transientTimeoutMs?: number;
}

const intentOf: Record<AlertSeverity, Intent> = {
  success: 'success',
  info: 'primary',
  warning: 'warning',
  error: 'danger',
};

const iconOf: Record<AlertSeverity, ReactElement> = {
  success: <TickCircleIcon />,
  info: <InfoSignIcon />,
  warning: <WarningSignIcon />,
  error: <ErrorIcon />,
};

/** Snackbar at top centre showing the oldest alert, with the count of the alerts queued behind it. */
export function AlertDisplay({ queue, onDismiss, transientTimeoutMs = TRANSIENT_ALERT_TIMEOUT_MS }: AlertDisplayProps) {
  const head = headAlert(queue);
  const further = furtherAlertCount(queue);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const timeout = head ? alertTimeoutMs(head, transientTimeoutMs) : undefined;
  const headId = head?.id;

  useEffect(() => {
    if (headId === undefined || timeout === undefined) return undefined;
    const timer = setTimeout(() => dismissRef.current(headId), timeout);
    return () => clearTimeout(timer);
  }, [headId, timeout]);

  if (!head) return null;
  return (
    <div className="portico-alert-display">
      <Toast
        key={head.id}
        intent={intentOf[head.severity]}
        icon={iconOf[head.severity]}
        timeout={0}
        onDismiss={() => onDismiss(head.id)}
        message={
          <>
            {head.message}
            {further > 0 && <em className="portico-alert-display__older">{olderMessagesText(further)}</em>}
          </>
        }
      />
    </div>
  );
}

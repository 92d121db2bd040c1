import { Callout, Spinner, Tag } from '@blueprintjs/core';
import { InfoSignIcon, WarningSignIcon } from '@blueprintjs/icons';
import type { EventsRequest } from '../../application/kubernetes/kubernetes-use-cases.port';
import type { KubernetesEvent } from '../../domain/kubernetes/types';
import { errorMessage, useObjectEvents } from './queries';
import { relativeTime } from './relative-time';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

export const EventItems = ({ events }: { events: readonly KubernetesEvent[] }) =>
  {
  const k8sMessages = useTexts(k8sTexts);
  return events.length === 0 ? (
    <p className="portico-k8s-muted">{k8sMessages.noEventsFound}</p>
  ) : (
    <ul className="portico-k8s-events" aria-label="Events">
      {events.map((event, index) => (
        <li key={event.metadata?.name ?? index}>
          {event.type === 'Warning' ? <WarningSignIcon className="portico-k8s-icon--warning" aria-label="Warning" /> : <InfoSignIcon aria-label="Info" />}{' '}
          <strong>{event.reason}</strong>: {event.message}{' '}
          {event.count !== undefined && <Tag minimal>count: {event.count}</Tag>}{' '}
          <span className="portico-k8s-muted">{relativeTime(event.metadata?.creationTimestamp)}</span>
        </li>
      ))}
    </ul>
  );
};

/** The events of one object; `warningsOnly` keeps the Warning events (the fix dialog). */
export const EventsList = ({ request, warningsOnly = false }: { request: EventsRequest; warningsOnly?: boolean }) => {
  const events = useObjectEvents(request);
  if (events.isPending) return <Spinner aria-label="Loading events" />;
  if (events.isError) {
    return (
      <Callout intent="danger" role="alert">
        {errorMessage(events.error)}
      </Callout>
    );
  }
  return <EventItems events={warningsOnly ? events.data.filter((e) => e.type === 'Warning') : events.data} />;
};

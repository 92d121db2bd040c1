import { Card, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { timeAgo } from '../../../domain/home/relative-time';
import { useVisits, type VisitList } from '../queries';
import { useTexts } from '../../app/queries';
import { homeTexts } from '../../../domain/home/translations';

export interface VisitedListProps {
  readonly title: string;
  /** Top Visited or Recently Visited. */
  readonly list: VisitList;
  /** What each row shows beside the page: its visit count or when it was last visited. */
  readonly detail: 'hits' | 'time';
  readonly now?: () => number;
}

/** Top Visited / Recently Visited: the signed-in user's visits, 8 by default. */
export const VisitedList = ({ title, list, detail, now = Date.now }: VisitedListProps) => {
  const homeMessages = useTexts(homeTexts);
  const visits = useVisits(list);
  const [at] = useState(now);
  return (
    <Card className="portico-card portico-home__card" role="region" aria-label={title}>
      <H4>{title}</H4>
      {visits.length === 0 ? (
        <p className="portico-muted">{homeMessages.noVisits}</p>
      ) : (
        <ol className="portico-home__list">
          {visits.map((visit) => (
            <li key={visit.id} className="portico-home__list-item">
              <Link to={visit.pathname} title={visit.entityRef ?? visit.pathname}>
                {visit.name}
              </Link>
              <span className="portico-muted portico-home__secondary">{detail === 'hits' ? homeMessages.hits(visit.hits) : timeAgo(visit.timestamp, at)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
};

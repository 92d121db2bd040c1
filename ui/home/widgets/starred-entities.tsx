import { Button, Card, H4 } from '@blueprintjs/core';
import { StarIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { entityPath } from '../../../domain/catalog/entity-path';
import { useStarred } from '../../catalog/hooks/index-queries';
import { useStarredEntityPresentation } from '../queries';
import { useTexts } from '../../app/queries';
import { homeTexts } from '../../../domain/home/translations';

const StarredEntity = ({ entityRef, onUnstar }: { entityRef: string; onUnstar: () => void }) => {
  const homeMessages = useTexts(homeTexts);
  const presentation = useStarredEntityPresentation(entityRef);
  return (
    <li className="portico-home__list-item">
      <span className="portico-home__list-main">
        <Link to={entityPath(entityRef)} title={presentation.entityRef}>
          {presentation.primaryTitle}
        </Link>
        {presentation.details ? <span className="portico-muted portico-home__secondary">{presentation.details}</span> : null}
      </span>
      <Button
        variant="minimal"
        size="small"
        icon={<StarIcon color="#d99e0b" />}
        aria-label={homeMessages.unstar(presentation.primaryTitle)}
        title={homeMessages.unstar(presentation.primaryTitle)}
        onClick={onUnstar}
      />
    </li>
  );
};

/** Your Starred Entities: the signed-in user's starred entities, each unstarrable. `title` replaces the widget's own. */
export const StarredEntities = ({ title }: { readonly title?: string | undefined }) => {
  const homeMessages = useTexts(homeTexts);
  const { starred, toggle } = useStarred();
  const shownTitle = title ?? homeMessages.starredEntities;
  return (
    <Card className="portico-card portico-home__card" role="region" aria-label={shownTitle}>
      <H4>{shownTitle}</H4>
      {starred.length === 0 ? (
        <p className="portico-muted">{homeMessages.noStarred}</p>
      ) : (
        <ul className="portico-home__list">
          {starred.map((ref) => (
            <StarredEntity key={ref} entityRef={ref} onUnstar={() => toggle(ref)} />
          ))}
        </ul>
      )}
    </Card>
  );
};

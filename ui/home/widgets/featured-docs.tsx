import { Card, H4, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { entityTitle } from '../../../domain/catalog/presentation';
import { readerPath } from '../../../domain/docs/docs-paths';
import { ErrorPanel } from '../../app/chrome';
import { useDocsRouteParams } from '../../docs/hooks/docs-links';
import { useFeaturedDocs } from '../queries';
import { useTexts } from '../../app/queries';
import { homeTexts } from '../../../domain/home/translations';

/** Featured Docs: entities with documentation, linking to their docs. `title` replaces the widget's own. */
export const FeaturedDocs = ({ limit, title }: { readonly limit: number; readonly title?: string | undefined }) => {
  const homeMessages = useTexts(homeTexts);
  const shownTitle = title ?? homeMessages.featuredDocs;
  const docs = useFeaturedDocs(limit);
  const docsRouteParams = useDocsRouteParams();
  return (
    <Card className="portico-card portico-home__card" role="region" aria-label={shownTitle}>
      <H4>{shownTitle}</H4>
      {docs.error ? (
        <ErrorPanel title={homeMessages.couldNotLoadDocs} error={docs.error} />
      ) : !docs.data ? (
        <Spinner size={20} aria-label={homeMessages.featuredDocs} />
      ) : docs.data.length === 0 ? (
        <p className="portico-muted">{homeMessages.noFeaturedDocs}</p>
      ) : (
        <ul className="portico-home__list">
          {docs.data.map((entity) => (
            <li key={stringifyEntityRef(entity)} className="portico-home__doc">
              <Link to={readerPath(docsRouteParams(entity))}>{entityTitle(entity)}</Link>
              {entity.metadata.description ? <p className="portico-muted portico-home__secondary">{entity.metadata.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <div className="portico-home__card-footer">
        <Link to="/docs">{homeMessages.viewAllDocs}</Link>
      </div>
    </Card>
  );
};

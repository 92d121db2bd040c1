import { Card, H4 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { Entity } from '../../domain/catalog/entity';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { ENTITY_CARD_DIRECTION, ENTITY_CARD_MAX_DEPTH } from '../../domain/graph/constants';
import { catalogGraphPath } from '../../domain/graph/graph-url';
import { EntityRelationsGraph } from './entity-relations-graph';
import { useTexts } from '../app/queries';
import { graphTexts } from '../../domain/graph/translations';

/** The Overview tab's "Relations" card: the entity and its direct neighbours, with a link to the graph page. */
const EntityCatalogGraphCard = ({ entity }: { entity: Entity }) => {
  const graphMessages = useTexts(graphTexts);
  const ref = stringifyEntityRef(entity);
  return (
    <Card className="portico-card portico-graph-card" role="region" aria-label={graphMessages.cardTitle}>
      <H4>{graphMessages.cardTitle}</H4>
      <EntityRelationsGraph
        rootEntityRefs={[ref]}
        maxDepth={ENTITY_CARD_MAX_DEPTH}
        direction={ENTITY_CARD_DIRECTION}
        unidirectional
        mergeRelations
        zoom="enable-on-click"
        fit="width"
        ariaLabel={graphMessages.graphOf(ref)}
      />
      <div className="portico-graph-card__footer">
        <Link to={catalogGraphPath({ rootEntityRefs: [ref] })}>{graphMessages.viewGraph}</Link>
      </div>
    </Card>
  );
};

export default EntityCatalogGraphCard;

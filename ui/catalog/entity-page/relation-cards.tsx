import { Card, H4 } from '@blueprintjs/core';
import {
  RELATION_API_CONSUMED_BY,
  RELATION_API_PROVIDED_BY,
  RELATION_CONSUMES_API,
  RELATION_DEPENDENCY_OF,
  RELATION_DEPENDS_ON,
  RELATION_HAS_PART,
  RELATION_PROVIDES_API,
  relationTargets,
  type Entity,
} from '../../../domain/catalog/entity';
import { EntityRefLink } from '../entity-ref-link';

interface RelationCardSpec {
  readonly id: string;
  readonly title: string;
  readonly relation: string;
  /** Only these target kinds (lowercase), e.g. the parts of a system that are components. */
  readonly targetKinds?: readonly string[];
  readonly emptyText: string;
}

/** Which relation cards an entity kind shows (owner, parts, dependencies, provided/consumed APIs, members). */
const cardsForKind = (kind: string): readonly RelationCardSpec[] => {
  switch (kind.toLowerCase()) {
    case 'component':
      return [
        { id: 'provides', title: 'Provided APIs', relation: RELATION_PROVIDES_API, emptyText: 'This component does not provide any APIs.' },
        { id: 'consumes', title: 'Consumed APIs', relation: RELATION_CONSUMES_API, emptyText: 'This component does not consume any APIs.' },
        { id: 'depends', title: 'Depends on', relation: RELATION_DEPENDS_ON, emptyText: 'No dependencies.' },
        { id: 'dependents', title: 'Dependency of', relation: RELATION_DEPENDENCY_OF, emptyText: 'Nothing depends on this component.' },
        { id: 'subcomponents', title: 'Subcomponents', relation: RELATION_HAS_PART, emptyText: 'No subcomponents.' },
      ];
    case 'api':
      return [
        { id: 'providers', title: 'Providers', relation: RELATION_API_PROVIDED_BY, emptyText: 'No component provides this API.' },
        { id: 'consumers', title: 'Consumers', relation: RELATION_API_CONSUMED_BY, emptyText: 'No component consumes this API.' },
      ];
    case 'system':
      return [
        { id: 'components', title: 'Components', relation: RELATION_HAS_PART, targetKinds: ['component'], emptyText: 'No components.' },
        { id: 'apis', title: 'APIs', relation: RELATION_HAS_PART, targetKinds: ['api'], emptyText: 'No APIs.' },
        { id: 'resources', title: 'Resources', relation: RELATION_HAS_PART, targetKinds: ['resource'], emptyText: 'No resources.' },
      ];
    case 'domain':
      return [{ id: 'systems', title: 'Systems', relation: RELATION_HAS_PART, targetKinds: ['system'], emptyText: 'No systems.' }];
    case 'resource':
      return [
        { id: 'dependents', title: 'Dependency of', relation: RELATION_DEPENDENCY_OF, emptyText: 'Nothing depends on this resource.' },
        { id: 'depends', title: 'Depends on', relation: RELATION_DEPENDS_ON, emptyText: 'No dependencies.' },
      ];
    // Groups and users: the org plugin's profile, members and ownership cards cover their relations.
    default:
      return [];
  }
};

const kindOf = (ref: string): string => (ref.includes(':') ? ref.slice(0, ref.indexOf(':')).toLowerCase() : '');

export const RelationCards = ({ entity }: { entity: Entity }) => (
  <>
    {cardsForKind(entity.kind).map((card) => {
      const refs = relationTargets(entity, card.relation).filter((ref) => !card.targetKinds || card.targetKinds.includes(kindOf(ref)));
      return (
        <Card key={card.id} className="portico-card" aria-label={card.title}>
          <H4>{card.title}</H4>
          {refs.length === 0 ? (
            <p className="portico-muted">{card.emptyText}</p>
          ) : (
            <ul className="portico-relation-list">
              {refs.map((ref) => (
                <li key={ref}>
                  <EntityRefLink entityRef={ref} />
                  <span className="portico-muted portico-kind-label">{kindOf(ref)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      );
    })}
  </>
);

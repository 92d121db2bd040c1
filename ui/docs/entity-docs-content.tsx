import { useLocation, useParams } from 'react-router-dom';
import type { Entity } from '../../domain/catalog/entity';
import { docsTargetOf, hasDocs } from '../../domain/docs/annotations';
import { ANNOTATION_TECHDOCS_REF } from '../../domain/docs/constants';
import { MissingAnnotationEmptyState } from '../app/chrome';
import { entityPath } from '../../domain/catalog/entity-path';
import { DocsReader } from './docs-reader';

/**
 * The docs of an entity inside its page: the site
 * named by the entity override annotation (else the entity's own), opened at the entity path annotation.
 */
export const EntityDocsContent = ({ entity }: { readonly entity: Entity }) => {
  const params = useParams();
  const location = useLocation();
  if (!hasDocs(entity)) return <MissingAnnotationEmptyState annotation={ANNOTATION_TECHDOCS_REF} entity={entity} />;
  const target = docsTargetOf(entity);
  const subPath = params['*'] ?? '';
  return (
    <DocsReader
      docsRef={target.ref}
      path={subPath !== '' ? subPath : target.path}
      linkBase={`${entityPath(entity)}/docs`}
      hash={decodeURIComponent(location.hash.replace(/^#/, ''))}
    />
  );
};

export default EntityDocsContent;

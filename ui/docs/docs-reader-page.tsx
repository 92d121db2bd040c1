import { H1 } from '@blueprintjs/core';
import { useLocation, useParams } from 'react-router-dom';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';
import { readerPath } from '../../domain/docs/docs-paths';
import { Breadcrumbs, PageHeader } from '../app/chrome';
import { EntityRefLink } from '../catalog/entity-ref-link';
import { DocsReader } from './docs-reader';
import { useDocsEntityMetadata, useDocsTitle, useTechDocsMetadata } from './queries';
import { ownersOf } from '../../domain/docs/docs-index';
import { useTexts } from '../app/queries';
import { docsTexts } from '../../domain/docs/translations';

const DocsHeader = ({ docsRef }: { readonly docsRef: CompoundEntityRef }) => {
  const docsMessages = useTexts(docsTexts);
  const metadata = useTechDocsMetadata(docsRef);
  const entity = useDocsEntityMetadata(docsRef);
  const title = useDocsTitle(docsRef);
  const owner = entity.data ? ownersOf(entity.data)[0] : undefined;
  const lifecycle = entity.data?.spec?.lifecycle;
  return (
    <PageHeader page={{ page: 'docs-reader' }} className="portico-docs-header">
      <div>
        <H1>{title}</H1>
        {metadata.data?.siteDescription ? <p>{metadata.data.siteDescription}</p> : null}
      </div>
      <dl className="portico-docs-header__facts">
        {owner ? (
          <div>
            <dt>{docsMessages.owner}</dt>
            <dd>
              <EntityRefLink entityRef={owner} defaultKind="group" />
            </dd>
          </div>
        ) : null}
        {lifecycle ? (
          <div>
            <dt>{docsMessages.lifecycle}</dt>
            <dd>{lifecycle}</dd>
          </div>
        ) : null}
        {entity.data ? (
          <div>
            <dt>{docsMessages.entityPage}</dt>
            <dd>
              <EntityRefLink entityRef={entity.data} />
            </dd>
          </div>
        ) : null}
      </dl>
    </PageHeader>
  );
};

/** The docs reader page, /docs/:namespace/:kind/:name/*. */
export const DocsReaderPage = () => {
  const docsMessages = useTexts(docsTexts);
  const params = useParams();
  const location = useLocation();
  const docsRef: CompoundEntityRef = { namespace: params['namespace'] ?? 'default', kind: params['kind'] ?? '', name: params['name'] ?? '' };
  const linkBase = readerPath(docsRef).replace(/\/$/, '');
  const title = useDocsTitle(docsRef);
  return (
    <div className="portico-page">
      <Breadcrumbs items={[{ label: docsMessages.docsTitle, to: '/docs' }, { label: title }]} />
      <DocsHeader docsRef={docsRef} />
      <DocsReader docsRef={docsRef} path={params['*'] ?? ''} linkBase={linkBase} hash={decodeURIComponent(location.hash.replace(/^#/, ''))} />
    </div>
  );
};

export default DocsReaderPage;

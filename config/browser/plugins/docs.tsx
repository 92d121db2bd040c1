import { Spinner } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { Suspense, type ReactNode } from 'react';
import { docsServices } from '../../../adapters/docs/docs.services';
import { hasDocs } from '../../../domain/docs/annotations';
import { WIDE_CONTENT_FLAG, WIDE_CONTENT_FLAG_DESCRIPTION } from '../../../domain/docs/feature-flags';
import { createPlugin, lazyImport, type Entity } from '../../../plugin-api';

const DocsIndexPage = lazyImport(() => import('../../../ui/docs/docs-index-page'));
const DocsReaderPage = lazyImport(() => import('../../../ui/docs/docs-reader-page'));
const EntityDocsContent = lazyImport(() => import('../../../ui/docs/entity-docs-content'));

const suspended = (node: ReactNode) => <Suspense fallback={<Spinner />}>{node}</Suspense>;

/** Technical documentation: the docs index, the reader and the entity docs tab. */
export const docsPlugin = createPlugin({
  id: 'techdocs',
  routes: [
    { path: '/docs', element: suspended(<DocsIndexPage />) },
    { path: '/docs/:namespace/:kind/:name', id: 'reader', element: suspended(<DocsReaderPage />) },
  ],
  sidebar: [{ id: 'docs', label: 'Docs', to: '/docs', icon: <DocumentIcon /> }],
  entityTabs: [
    {
      id: 'docs',
      path: 'docs',
      title: 'Docs',
      when: hasDocs,
      render: (entity: Entity) => suspended(<EntityDocsContent entity={entity} />),
      order: 40,
    },
  ],
  featureFlags: [{ name: WIDE_CONTENT_FLAG, description: WIDE_CONTENT_FLAG_DESCRIPTION }],
  services: docsServices,
});

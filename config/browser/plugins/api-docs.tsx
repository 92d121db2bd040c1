import { Spinner } from '@blueprintjs/core';
import { CodeBlockIcon } from '@blueprintjs/icons';
import { Suspense, type ReactNode } from 'react';
import { apiDocsServices } from '../../../adapters/api-docs/api-docs.services';
import { API_DOCS_PATH, API_KIND, COMPONENT_KIND, DEFINITION_TAB_PATH } from '../../../domain/api-docs/constants';
import { apiDocsMessages } from '../../../domain/api-docs/messages';
import { createPlugin, lazyImport, whenKind, type Entity } from '../../../plugin-api';

const ApiExplorerPage = lazyImport(() => import('../../../ui/api-docs/api-explorer-page'));
const ApiDefinitionCard = lazyImport(() => import('../../../ui/api-docs/api-definition-card'));
const RelatedApisCards = lazyImport(() => import('../../../ui/api-docs/related-apis-cards'));

const suspended = (node: ReactNode) => <Suspense fallback={<Spinner size={24} aria-label="Loading" />}>{node}</Suspense>;

/**
 * The Definition tab's card and the OpenAPI viewer (the type most APIs have, which index.html preloads too). Not the
 * Markdown renderer of its descriptions: the viewer asks for it once its operations are shown.
 */
const preloadDefinitionTab = async (): Promise<void> => {
  await Promise.all([ApiDefinitionCard.preload(), import('../../../ui/api-docs/api-definition-card').then(({ preloadViewer }) => preloadViewer('openapi'))]);
};

/**
 * API docs (route reference api-docs): the API explorer, the Definition tab of API entities
 * and the API tab of components with their provided and consumed APIs. Everything loads on first use.
 */
export const apiDocsPlugin = createPlugin({
  id: 'api-docs',
  routes: [{ path: API_DOCS_PATH, element: suspended(<ApiExplorerPage />) }],
  sidebar: [{ id: 'api-docs', label: apiDocsMessages.sidebarLabel, to: API_DOCS_PATH, icon: <CodeBlockIcon /> }],
  entityTabs: [
    {
      id: 'api',
      path: DEFINITION_TAB_PATH,
      title: apiDocsMessages.definitionTab,
      when: whenKind(API_KIND),
      render: (entity: Entity) => suspended(<ApiDefinitionCard entity={entity} />),
      preload: preloadDefinitionTab,
      order: 10,
    },
    {
      id: 'apis',
      path: 'api',
      title: apiDocsMessages.apiTab,
      when: whenKind(COMPONENT_KIND),
      render: (entity: Entity) => suspended(<RelatedApisCards entity={entity} />),
      order: 10,
    },
  ],
  services: apiDocsServices,
});

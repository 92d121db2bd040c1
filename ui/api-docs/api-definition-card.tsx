import { Button, Callout, Card, Classes, H3, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import { Suspense, useLayoutEffect, useState } from 'react';
import { definitionOf, widgetForType, type ViewerKind } from '../../domain/api-docs/definition-widgets';
import { RELATION_API_PROVIDED_BY, relationTargets, type Entity } from '../../domain/catalog/entity';
import { EntityRefLinks } from '../catalog/entity-ref-link';
import { useCopyText } from '../app/use-copy-text';
import { entityTitle } from '../../domain/catalog/presentation';
import { PluginErrorBoundary } from '../app/chrome';
import './api-docs.css';
import { lazyImport, type LazyComponent } from '../app/lazy-import';
import { startLargeDefinitionReading } from './viewers/openapi-reading';
import { useTexts } from '../app/queries';
import { apiDocsTexts } from '../../domain/api-docs/translations';

type Viewer = LazyComponent<{ readonly definition: string }>;

/** One chunk per viewer: only the viewer of the API's type is downloaded. */
const VIEWERS: Readonly<Record<ViewerKind, Viewer>> = {
  openapi: lazyImport(() => import('./viewers/openapi-viewer')),
  asyncapi: lazyImport(() => import('./viewers/asyncapi-viewer')),
  graphql: lazyImport(() => import('./viewers/graphql-viewer')),
  grpc: lazyImport(() => import('./viewers/grpc-viewer')),
  trpc: lazyImport(() => import('./viewers/trpc-viewer')),
  plain: lazyImport(() => import('./viewers/plain-text-viewer')),
};

/** Loads a viewer's code before the card renders it. */
export const preloadViewer = (kind: ViewerKind): Promise<void> => VIEWERS[kind].preload();

/** The components that provide the API (its apiProvidedBy relations), each a link to its page. */
const Providers = ({ entity }: { readonly entity: Entity }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const providers = relationTargets(entity, RELATION_API_PROVIDED_BY);
  return (
    <p className="portico-api-providers">
      {providers.length ? (
        <>
          {apiDocsMessages.providedBy}: <EntityRefLinks refs={providers} defaultKind="component" />
        </>
      ) : (
        <span className="portico-muted">{apiDocsMessages.noProvider}</span>
      )}
    </p>
  );
};

/** The Definition tab of an API entity: the definition in the viewer of its type, and the raw text. */
const ApiDefinitionCard = ({ entity }: { readonly entity: Entity }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const definition = definitionOf(entity.spec);
  const type = typeof entity.spec?.type === 'string' ? entity.spec.type : '';
  const widget = widgetForType(type);
  const [tab, setTab] = useState<'viewer' | 'raw'>('viewer');
  const copyText = useCopyText();
  const Viewer = VIEWERS[widget.type];
  // A large OpenAPI definition is read in a worker from the card's first commit on, while the viewer's chunk
  // downloads if it is not in yet (the reading is started once and kept for the viewer); not during the render,
  // whose long task the worker would lengthen on a machine with few cores. (Opened on this tab, the page's first
  // script has usually handed the worker the entity already.)
  useLayoutEffect(() => {
    startLargeDefinitionReading(entity);
  }, [entity]);
  return (
    <Card className="portico-card portico-api-definition-card" role="region" aria-label={`${apiDocsMessages.definitionTab} of ${entityTitle(entity)}`}>
      <H3>{entityTitle(entity)}</H3>
      <Providers entity={entity} />
      {!definition ? (
        <Callout>{apiDocsMessages.noDefinition}</Callout>
      ) : (
        <>
          {widget.type === 'plain' && type ? <Callout className="portico-api-unknown-type">{apiDocsMessages.unknownType(type)}</Callout> : null}
          {/* disabled={false} on each Tab: Blueprint's arrow keys only move between tabs with aria-disabled="false". */}
          {/* Not animated: the sliding indicator measures the tab after mounting (a forced layout in the page's first
              render); the selected tab is underlined by Blueprint's own style instead. */}
          <Tabs
            id="api-definition-tabs"
            selectedTabId={tab}
            onChange={(next) => setTab(next === 'raw' ? 'raw' : 'viewer')}
            renderActiveTabPanelOnly
            animate={false}
          >
            <Tab
              disabled={false}
              id="viewer"
              title={widget.title}
              panel={
                <PluginErrorBoundary pluginId="api-docs">
                  <Suspense fallback={<Spinner size={24} aria-label={apiDocsMessages.loadingViewer} />}>
                    <Viewer definition={definition} />
                  </Suspense>
                </PluginErrorBoundary>
              }
            />
            <Tab
              disabled={false}
              id="raw"
              title={apiDocsMessages.rawTab}
              panel={
                <div className="portico-api-raw-panel">
                  <Button
                    className="portico-api-raw-copy"
                    icon={<DuplicateIcon />}
                    aria-label={apiDocsMessages.copyDefinitionLabel}
                    onClick={() => void copyText(definition, apiDocsMessages.theDefinition)}
                  >
                    {apiDocsMessages.copyDefinition}
                  </Button>
                  <pre className={`${Classes.CODE_BLOCK} portico-api-raw`} aria-label={`Raw ${widget.rawLanguage} definition`} tabIndex={0}>
                    {definition}
                  </pre>
                </div>
              }
            />
          </Tabs>
        </>
      )}
    </Card>
  );
};

export default ApiDefinitionCard;

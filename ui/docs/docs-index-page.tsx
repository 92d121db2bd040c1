import { H1, HTMLTable, InputGroup, SegmentedControl, Spinner } from '@blueprintjs/core';
import { FilterIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { docsIndexRows } from '../../domain/docs/docs-index';
import { EmptyState, ErrorPanel, PageHeader } from '../app/chrome';
import { BackendPluginMissingPanel } from '../app/chrome/error-panel';
import { useSignedInUser } from '../app/queries';
import { EntityRefLink } from '../catalog/entity-ref-link';
import { useDocsSettings, useEntitiesWithDocs, useMissingTechDocs } from './queries';
import './docs.css';
import { useTexts } from '../app/queries';
import { docsTexts } from '../../domain/docs/translations';

type Scope = 'owned' | 'all';

/** The docs index at the docs root: every entity with docs, 'Owned' or 'All', with a filter. */
export const DocsIndexPage = () => {
  const docsMessages = useTexts(docsTexts);
  const entities = useEntitiesWithDocs();
  const settings = useDocsSettings();
  const missingPlugin = useMissingTechDocs();
  const user = useSignedInUser();
  const [scope, setScope] = useState<Scope>('all');
  const [filter, setFilter] = useState('');
  const ownershipRefs = user.ownershipEntityRefs;
  const rows = entities.data ? docsIndexRows(entities.data, { ownedOnly: scope === 'owned', ownershipRefs, filter, legacyCaseSensitive: settings.legacyUseCaseSensitiveTripletPaths }) : [];
  return (
    <div className="portico-page portico-docs-index">
      <PageHeader page={{ page: 'docs-index' }} className="portico-page-header">
        <H1>{docsMessages.indexTitle}</H1>
      </PageHeader>
      <p>{docsMessages.docsSubtitle}</p>
      {missingPlugin ? (
        <BackendPluginMissingPanel intent="warning" pluginId={missingPlugin.pluginId} message={missingPlugin.message}>
          <p>{docsMessages.sitesCannotOpen}</p>
        </BackendPluginMissingPanel>
      ) : null}
      <div className="portico-docs-index__controls">
        <SegmentedControl
          aria-label={docsMessages.indexTitle}
          value={scope}
          onValueChange={(value) => setScope(value as Scope)}
          options={[
            { label: docsMessages.owned, value: 'owned' },
            { label: docsMessages.all, value: 'all' },
          ]}
        />
        <InputGroup
          leftIcon={<FilterIcon />}
          aria-label={docsMessages.filter}
          placeholder={docsMessages.filter}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {entities.isError ? (
        <ErrorPanel title={docsMessages.loadDocsFailed} error={{ message: entities.error.message }} />
      ) : !entities.data ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <EmptyState image="createComponent" title={docsMessages.noDocs} description={docsMessages.noDocsDescription} />
      ) : (
        <HTMLTable striped interactive aria-label={docsMessages.indexTitle}>
          <thead>
            <tr>
              <th>{docsMessages.columnDocument}</th>
              <th>{docsMessages.columnOwner}</th>
              <th>{docsMessages.columnKind}</th>
              <th>{docsMessages.columnType}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.entityRef}>
                <td>
                  <Link to={row.to}>{row.title}</Link>
                  {row.description ? <div className="bp6-text-muted">{row.description}</div> : null}
                </td>
                <td>{row.owner ? <EntityRefLink entityRef={row.owner} defaultKind="group" /> : null}</td>
                <td>{row.kind}</td>
                <td>{row.type ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
};

export default DocsIndexPage;

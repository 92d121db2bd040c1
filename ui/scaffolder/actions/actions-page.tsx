// Installed actions: every action of GET /v2/actions with its input and output schema.
import { Card, H1, H3, InputGroup, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { filterActions } from '../../../domain/scaffolder';
import { ErrorPanel, PageHeader } from '../../app/chrome';
import { useInstalledActions } from '../hooks/queries';
import { Examples } from './examples';
import { SchemaTable } from './schema-table';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';

export default function ActionsPage() {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const actions = useInstalledActions();
  const [search, setSearch] = useState('');
  const shown = filterActions(actions.data ?? [], search);
  return (
    <div className="portico-page">
      <PageHeader page={{ page: 'create' }} className="portico-page-header">
        <div>
          <H1>{scaffolderMessages.installedActions}</H1>
          <p className="portico-muted">This is the collection of all installed actions</p>
        </div>
      </PageHeader>
      <InputGroup leftIcon={<SearchIcon />} placeholder="Search for an action" aria-label="Search for an action" value={search} onChange={(event) => setSearch(event.target.value)} />
      {actions.isLoading ? <Spinner aria-label="Loading" /> : null}
      {actions.error ? <ErrorPanel title="Could not load the installed actions" error={actions.error} /> : null}
      <div className="portico-doc-list">
        {shown.map((action) => (
          <Card key={action.id} compact aria-label={action.id} className="portico-doc-card">
            <H3>
              <code>{action.id}</code>
            </H3>
            {action.description ? <p>{action.description}</p> : null}
            <h4>Input</h4>
            <SchemaTable schema={action.schema?.input} label="Input" />
            <h4>Output</h4>
            <SchemaTable schema={action.schema?.output} label="Output" />
            <Examples examples={action.examples} />
          </Card>
        ))}
      </div>
    </div>
  );
}

// Templating extensions: the filters, global functions and global values templates can use.
import { Card, H1, H3, InputGroup, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { filterExtensionDocs, type ExtensionDoc, type GlobalValueDoc } from '../../../domain/scaffolder';
import { ErrorPanel, PageHeader } from '../../app/chrome';
import { Examples } from '../actions/examples';
import { SchemaTable } from '../actions/schema-table';
import { useTemplatingExtensions } from '../hooks/queries';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';

const typeText = (schema: ExtensionDoc['schema'], key: 'input' | 'output'): string | undefined => {
  const node = schema?.[key];
  const type = node?.['type'];
  return typeof type === 'string' ? type : node ? JSON.stringify(node) : undefined;
};

const ExtensionCard = ({ name, doc }: { readonly name: string; readonly doc: ExtensionDoc }) => (
  <Card compact aria-label={name} className="portico-doc-card">
    <H3>
      <code>{name}</code>
    </H3>
    {doc.description ? <p>{doc.description}</p> : null}
    <dl className="portico-doc-facts">
      {typeText(doc.schema, 'input') ? (
        <>
          <dt>Input</dt>
          <dd>
            <code>{typeText(doc.schema, 'input')}</code>
          </dd>
        </>
      ) : null}
      {doc.schema?.arguments?.length ? (
        <>
          <dt>Arguments</dt>
          <dd>
            {doc.schema.arguments.map((argument, index) => (
              <code key={index} className="portico-doc-argument">
                {JSON.stringify(argument)}
              </code>
            ))}
          </dd>
        </>
      ) : null}
      {typeText(doc.schema, 'output') ? (
        <>
          <dt>Output</dt>
          <dd>
            <code>{typeText(doc.schema, 'output')}</code>
          </dd>
        </>
      ) : null}
    </dl>
    {doc.schema?.output?.['properties'] ? <SchemaTable schema={doc.schema.output} label="Output properties" /> : null}
    <Examples examples={doc.examples} />
  </Card>
);

const ValueCard = ({ name, doc }: { readonly name: string; readonly doc: GlobalValueDoc }) => (
  <Card compact aria-label={name} className="portico-doc-card">
    <H3>
      <code>{name}</code>
    </H3>
    {doc.description ? <p>{doc.description}</p> : null}
    <pre className="portico-code">{JSON.stringify(doc.value, null, 2)}</pre>
  </Card>
);

const None = ({ what }: { what: string }) => <p className="portico-muted">No {what} found.</p>;

export default function TemplatingExtensionsPage() {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const extensions = useTemplatingExtensions();
  const [search, setSearch] = useState('');
  const filters = filterExtensionDocs(extensions.data?.filters ?? {}, search);
  const functions = filterExtensionDocs(extensions.data?.globals.functions ?? {}, search);
  const values = filterExtensionDocs(extensions.data?.globals.values ?? {}, search);
  return (
    <div className="portico-page">
      <PageHeader page={{ page: 'create' }} className="portico-page-header">
        <div>
          <H1>{scaffolderMessages.templatingExtensions}</H1>
          <p className="portico-muted">This is the collection of available templating extensions</p>
        </div>
      </PageHeader>
      <InputGroup leftIcon={<SearchIcon />} placeholder="Search for an extension" aria-label="Search for an extension" value={search} onChange={(event) => setSearch(event.target.value)} />
      {extensions.isLoading ? <Spinner aria-label="Loading" /> : null}
      {extensions.error ? <ErrorPanel title="Could not load the templating extensions" error={extensions.error} /> : null}
      {extensions.data ? (
        // disabled={false} on each Tab: Blueprint's arrow keys only move between tabs with aria-disabled="false".
        <Tabs id="templating-extensions" renderActiveTabPanelOnly>
          <Tab disabled={false} id="filters" title={`Filters (${filters.length})`} panel={<div className="portico-doc-list">{filters.length ? filters.map(([name, doc]) => <ExtensionCard key={name} name={name} doc={doc} />) : <None what="filters" />}</div>} />
          <Tab disabled={false} id="functions" title={`Functions (${functions.length})`} panel={<div className="portico-doc-list">{functions.length ? functions.map(([name, doc]) => <ExtensionCard key={name} name={name} doc={doc} />) : <None what="functions" />}</div>} />
          <Tab disabled={false} id="values" title={`Values (${values.length})`} panel={<div className="portico-doc-list">{values.length ? values.map(([name, doc]) => <ValueCard key={name} name={name} doc={doc} />) : <None what="values" />}</div>} />
        </Tabs>
      ) : null}
    </div>
  );
}

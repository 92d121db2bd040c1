import { H4, Spinner, type Intent } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ContentView, HttpMethod, OpenApiView, OperationView, TagGroup } from '../../../domain/api-docs/openapi';
import { expandSchema, schemaSummary, type SchemaTable } from '../../../domain/api-docs/schema-view';
import { TagLabel } from '../../app/chrome/tag-label';
import { HoldDeferredMarkdown, Markdown } from '../../app/markdown/markdown';
import { DefinitionHeader, DefinitionProblem, DefinitionTable, ServerDescription } from './definition-parts';
import { LazyDetails } from './lazy-details';
import { DefinitionText, SafeLink } from './safe-link';
import { SchemaTree } from './schema-tree';
import { useOpenApiView } from './use-openapi-view';
import '../api-docs.css';
import { useTexts } from '../../app/queries';
import { apiDocsTexts } from '../../../domain/api-docs/translations';

const METHOD_INTENT: Readonly<Record<HttpMethod, Intent>> = {
  get: 'primary',
  post: 'success',
  put: 'warning',
  patch: 'warning',
  delete: 'danger',
  head: 'none',
  options: 'none',
  trace: 'none',
};

export const MethodTag = ({ method }: { readonly method: string }) => (
  <TagLabel intent={METHOD_INTENT[method as HttpMethod] ?? 'none'} className="portico-api-method">
    {method.toUpperCase()}
  </TagLabel>
);

const Contents = ({ contents, schemas }: { contents: readonly ContentView[]; schemas: SchemaTable }) => (
  <>
    {contents.map((content) => (
      <div key={content.mediaType} className="portico-api-content">
        <code className="portico-api-media-type">{content.mediaType}</code>
        {content.schema ? <SchemaTree schema={expandSchema(schemas, content.schema)} /> : null}
      </div>
    ))}
  </>
);

/** A row's summary; `deprecatedLabel` is read once for the list, not by each of its hundreds of rows. */
const OperationSummary = ({ operation, deprecatedLabel }: { operation: OperationView; deprecatedLabel: string }) => (
  <>
    <MethodTag method={operation.method} /> <code className={operation.deprecated ? 'portico-api-deprecated' : undefined}>{operation.path}</code>{' '}
    <span className="portico-api-summary">{operation.summary ?? operation.operationId ?? ''}</span>
    {operation.deprecated ? (
      <TagLabel minimal intent="danger">
        {deprecatedLabel}
      </TagLabel>
    ) : null}
  </>
);

/** Rendered when the operation is first opened: its schemas are expanded from the shared table only then. */
const OperationBody = ({ operation, schemas }: { operation: OperationView; schemas: SchemaTable }) => (
  <div className="portico-api-operation__body">
    {operation.operationId ? (
      <p className="portico-muted">
        operationId <code>{operation.operationId}</code>
      </p>
    ) : null}
    <DefinitionText text={operation.description} />
    {operation.parameters.length > 0 ? (
      <>
        <H4>Parameters</H4>
        <DefinitionTable columns={['Name', 'In', 'Type', 'Description']}>
          {operation.parameters.map((parameter) => (
            <tr key={`${parameter.in}:${parameter.name}`}>
              <td>
                <code>{parameter.name}</code>
                {parameter.required ? <span className="portico-api-required-mark"> *</span> : null}
              </td>
              <td>{parameter.in}</td>
              <td>{parameter.schema ? schemaSummary(expandSchema(schemas, parameter.schema)) : ''}</td>
              <td>
                <DefinitionText text={parameter.description} />
              </td>
            </tr>
          ))}
        </DefinitionTable>
      </>
    ) : null}
    {operation.requestBody ? (
      <>
        <H4>Request body{operation.requestBody.required ? ' (required)' : ''}</H4>
        <DefinitionText text={operation.requestBody.description} />
        <Contents contents={operation.requestBody.contents} schemas={schemas} />
      </>
    ) : null}
    {operation.responses.length > 0 ? (
      <>
        <H4>Responses</H4>
        <ul className="portico-api-responses">
          {operation.responses.map((response) => (
            <li key={response.status}>
              <TagLabel minimal intent={response.status.startsWith('2') ? 'success' : response.status.startsWith('4') || response.status.startsWith('5') ? 'danger' : 'none'}>
                {response.status}
              </TagLabel>{' '}
              {response.description ? <Markdown inline text={response.description} /> : null}
              <Contents contents={response.contents} schemas={schemas} />
            </li>
          ))}
        </ul>
      </>
    ) : null}
  </div>
);

// Memoised: the list grows slice by slice, and the operations already shown need not render again.
const Operation = memo(({ operation, schemas, deprecatedLabel }: { operation: OperationView; schemas: SchemaTable; deprecatedLabel: string }) => (
  <LazyDetails className="portico-api-operation" data-operation={operation.key} summary={<OperationSummary operation={operation} deprecatedLabel={deprecatedLabel} />}>
    {() => <OperationBody operation={operation} schemas={schemas} />}
  </LazyDetails>
));

/** Operations (or schemas) shown by the first render: about a screenful. */
const FIRST_SLICE = 20;

/** The later slices, one task each. One slice of all 180 remaining rows committed in a 120–180 ms task under load. */
const ITEMS_PER_SLICE = 60;

/** How many of `total` items to show: the first slice at once, then one more per task until all are shown. */
const useGrowingCount = (total: number): number => {
  const [shown, setShown] = useState(FIRST_SLICE);
  useEffect(() => {
    if (shown >= total) return;
    // A task per slice (not a microtask): the browser paints and handles input between slices.
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + ITEMS_PER_SLICE)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
};

/** The groups cut to their first `count` operations in document order; groups with none left are dropped. */
const firstOperations = (groups: readonly TagGroup[], count: number): readonly TagGroup[] => {
  let left = count;
  return groups.flatMap((group) => {
    if (left <= 0) return [];
    const operations = group.operations.slice(0, left);
    left -= operations.length;
    return [{ ...group, operations }];
  });
};

const operationCount = (groups: readonly TagGroup[]): number => groups.reduce((sum, group) => sum + group.operations.length, 0);

/** The first `shown` operations by tag; `then` (the component schemas) once all are shown. */
const OperationGroups = ({ groups, shown, schemas, then }: { readonly groups: readonly TagGroup[]; readonly shown: number; readonly schemas: SchemaTable; readonly then: ReactNode }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const total = operationCount(groups);
  const visible = useMemo(() => firstOperations(groups, shown), [groups, shown]);
  return (
    <>
      {visible.map((group) => (
        <section key={group.tag} className="portico-api-group" aria-label={group.tag}>
          <H4 className="portico-api-group__title">{group.tag}</H4>
          <DefinitionText text={group.description} />
          {group.operations.map((operation) => (
            <Operation key={operation.key} operation={operation} schemas={schemas} deprecatedLabel={apiDocsMessages.deprecated} />
          ))}
        </section>
      ))}
      {shown >= total ? then : null}
    </>
  );
};

const ComponentSchema = memo(({ schema, schemas }: { readonly schema: OpenApiView['schemas'][number]; readonly schemas: SchemaTable }) => (
  <LazyDetails className="portico-api-operation" summary={<code>{schema.name}</code>}>
    {() => (
      <div className="portico-api-operation__body">
        <SchemaTree schema={expandSchema(schemas, schema.schema)} />
      </div>
    )}
  </LazyDetails>
));

/** The component schemas, each closed until opened, growing slice by slice. */
const Schemas = ({ schemas, table }: { readonly schemas: OpenApiView['schemas']; readonly table: SchemaTable }) => {
  const shown = useGrowingCount(schemas.length);
  return (
    <section className="portico-api-group" aria-label="Schemas">
      <H4 className="portico-api-group__title">Schemas</H4>
      {schemas.slice(0, shown).map((schema) => (
        <ComponentSchema key={schema.name} schema={schema} schemas={table} />
      ))}
    </section>
  );
};

/**
 * A definition read: its header, then its operations, which grow slice by slice. The descriptions' Markdown waits
 * until every operation is shown and painted (the texts show as they are meanwhile): rendering it, and downloading
 * and starting its renderer, would otherwise take turns with the slices and hold the last operations back.
 */
const OpenApiDocument = ({ api }: { readonly api: OpenApiView }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const total = operationCount(api.groups);
  const shown = useGrowingCount(total);
  return (
    <HoldDeferredMarkdown until={shown >= total}>
      <article className="portico-api-viewer portico-openapi" aria-label="OpenAPI definition">
        <DefinitionHeader
          title={api.title}
          version={api.version}
          spec={`${api.specVersion.startsWith('2') ? 'Swagger' : 'OpenAPI'} ${api.specVersion}`}
          description={api.description}
          servers={api.servers}
          serverKey={(server) => server.url}
          renderServer={(server) => (
            <>
              <code>{server.url}</code> <ServerDescription text={server.description} />
            </>
          )}
        >
          <p className="portico-api-links">
            {api.externalDocs ? <SafeLink url={api.externalDocs.url}>{api.externalDocs.description ?? api.externalDocs.url}</SafeLink> : null}
            {api.contact?.url ? <SafeLink url={api.contact.url}>{api.contact.name ?? api.contact.url}</SafeLink> : api.contact?.name ? <span>{api.contact.name}</span> : null}
            {api.contact?.email ? <span>{api.contact.email}</span> : null}
            {api.license ? <SafeLink url={api.license.url}>{api.license.name ?? api.license.url}</SafeLink> : null}
          </p>
        </DefinitionHeader>
        {api.groups.length === 0 ? <p className="portico-muted">{apiDocsMessages.noOperations}</p> : null}
        <OperationGroups
          groups={api.groups}
          shown={shown}
          schemas={api.schemaTable}
          then={api.schemas.length > 0 ? <Schemas schemas={api.schemas} table={api.schemaTable} /> : null}
        />
      </article>
    </HoldDeferredMarkdown>
  );
};

/** OpenAPI (3.x) and Swagger (2.0) definitions: info, servers, operations grouped by tag, component schemas. */
const OpenApiViewer = ({ definition }: { readonly definition: string }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const view = useOpenApiView(definition);
  if (view === undefined) return <Spinner size={24} aria-label={apiDocsMessages.loadingViewer} />;
  if (E.isLeft(view)) return <DefinitionProblem format="OpenAPI" reason={view.left} />;
  return <OpenApiDocument api={view.right} />;
};

export default OpenApiViewer;

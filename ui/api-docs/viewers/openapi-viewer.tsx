import { H4, Tag, type Intent } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { useMemo } from 'react';
import { apiDocsMessages } from '../../../domain/api-docs/messages';
import { openApiView, type ContentView, type HttpMethod, type OperationView } from '../../../domain/api-docs/openapi';
import { schemaSummary } from '../../../domain/api-docs/schema-view';
import { Markdown } from '../../app/markdown/markdown';
import { DefinitionHeader, DefinitionProblem, DefinitionTable, ServerDescription } from './definition-parts';
import { parseDefinitionDocument } from './parse-definition';
import { DefinitionText, SafeLink } from './safe-link';
import { SchemaTree } from './schema-tree';
import '../api-docs.css';

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
  <Tag className="portico-api-method" intent={METHOD_INTENT[method as HttpMethod] ?? 'none'}>
    {method.toUpperCase()}
  </Tag>
);

const Contents = ({ contents }: { contents: readonly ContentView[] }) => (
  <>
    {contents.map((content) => (
      <div key={content.mediaType} className="portico-api-content">
        <code className="portico-api-media-type">{content.mediaType}</code>
        {content.schema ? <SchemaTree schema={content.schema} /> : null}
      </div>
    ))}
  </>
);

const Operation = ({ operation }: { operation: OperationView }) => (
  <details className="portico-api-operation" data-operation={operation.key}>
    <summary>
      <MethodTag method={operation.method} /> <code className={operation.deprecated ? 'portico-api-deprecated' : undefined}>{operation.path}</code>{' '}
      <span className="portico-api-summary">{operation.summary ?? operation.operationId ?? ''}</span>
      {operation.deprecated ? (
        <Tag minimal intent="danger">
          {apiDocsMessages.deprecated}
        </Tag>
      ) : null}
    </summary>
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
                <td>{parameter.schema ? schemaSummary(parameter.schema) : ''}</td>
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
          <Contents contents={operation.requestBody.contents} />
        </>
      ) : null}
      {operation.responses.length > 0 ? (
        <>
          <H4>Responses</H4>
          <ul className="portico-api-responses">
            {operation.responses.map((response) => (
              <li key={response.status}>
                <Tag minimal intent={response.status.startsWith('2') ? 'success' : response.status.startsWith('4') || response.status.startsWith('5') ? 'danger' : 'none'}>
                  {response.status}
                </Tag>{' '}
                {response.description ? <Markdown inline text={response.description} /> : null}
                <Contents contents={response.contents} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  </details>
);

/** OpenAPI (3.x) and Swagger (2.0) definitions: info, servers, operations grouped by tag, component schemas. */
const OpenApiViewer = ({ definition }: { readonly definition: string }) => {
  const view = useMemo(() => pipe(parseDefinitionDocument(definition), E.chain(openApiView)), [definition]);
  if (E.isLeft(view)) return <DefinitionProblem format="OpenAPI" reason={view.left} />;
  const api = view.right;
  return (
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
      {api.groups.map((group) => (
        <section key={group.tag} className="portico-api-group" aria-label={group.tag}>
          <H4 className="portico-api-group__title">{group.tag}</H4>
          <DefinitionText text={group.description} />
          {group.operations.map((operation) => (
            <Operation key={operation.key} operation={operation} />
          ))}
        </section>
      ))}
      {api.schemas.length > 0 ? (
        <section className="portico-api-group" aria-label="Schemas">
          <H4 className="portico-api-group__title">Schemas</H4>
          {api.schemas.map((schema) => (
            <details key={schema.name} className="portico-api-operation">
              <summary>
                <code>{schema.name}</code>
              </summary>
              <div className="portico-api-operation__body">
                <SchemaTree schema={schema.schema} />
              </div>
            </details>
          ))}
        </section>
      ) : null}
    </article>
  );
};

export default OpenApiViewer;

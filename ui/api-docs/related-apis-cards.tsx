import { Callout, Card, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import type { CatalogRow } from '../../application/catalog/catalog-row';
import type { Entity } from '../../domain/catalog/entity';
import { ErrorPanel } from '../app/chrome';
import { Markdown } from '../app/markdown/markdown';
import { EntityRefLink, EntityRefLinks } from '../catalog/entity-ref-link';
import { useRelatedApis } from './queries';
import './api-docs.css';
import { useTexts } from '../app/queries';
import { apiDocsTexts } from '../../domain/api-docs/translations';

const ApiTable = ({ title, rows, emptyText }: { title: string; rows: readonly CatalogRow[]; emptyText: string }) => (
  <Card className="portico-card" role="region" aria-label={title}>
    <H4>{title}</H4>
    {rows.length === 0 ? (
      <p className="portico-muted">{emptyText}</p>
    ) : (
      <HTMLTable compact striped className="portico-api-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Owner</th>
            <th scope="col">Type</th>
            <th scope="col">Lifecycle</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const api = row.entity;
            return (
              <tr key={row.entityRef}>
                <td>
                  <EntityRefLink entityRef={api} defaultKind="api" title={row.title} />
                </td>
                <td>
                  <EntityRefLinks refs={row.ownedBy} defaultKind="group" />
                </td>
                <td>{typeof api.spec?.type === 'string' ? api.spec.type : ''}</td>
                <td>{typeof api.spec?.lifecycle === 'string' ? api.spec.lifecycle : ''}</td>
                <td>{api.metadata.description ? <Markdown inline text={api.metadata.description} /> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    )}
  </Card>
);

/** The API tab of a component: the APIs it provides and consumes, each linking to its page (and its definition). */
const RelatedApisCards = ({ entity }: { readonly entity: Entity }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const apis = useRelatedApis(entity);
  if (apis.error) return <ErrorPanel title={apiDocsMessages.couldNotLoadRelatedApis} error={apis.error} />;
  if (!apis.data) return <Spinner size={24} aria-label="Loading APIs" />;
  return (
    <div className="portico-api-cards">
      <ApiTable title={apiDocsMessages.providedApis} rows={apis.data.provided} emptyText={apiDocsMessages.noProvidedApis} />
      <ApiTable title={apiDocsMessages.consumedApis} rows={apis.data.consumed} emptyText={apiDocsMessages.noConsumedApis} />
      {apis.data.missing.length > 0 ? <Callout intent="warning">{apiDocsMessages.missingApis(apis.data.missing.join(', '))}</Callout> : null}
    </div>
  );
};

export default RelatedApisCards;

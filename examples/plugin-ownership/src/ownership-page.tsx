import { Callout, H1, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { entityPath, Link, PageHeader } from 'portico-app/plugin-api';
import { useComponents } from './queries';

/** The catalog's components, each linking to its page. */
const OwnershipPage = () => {
  const components = useComponents();
  return (
    <div className="portico-page">
      <PageHeader>
        <H1>Ownership</H1>
      </PageHeader>
      {components.isPending ? <Spinner aria-label="Loading components" /> : null}
      {components.isError ? <Callout intent="danger">Could not load the components: {components.error.message}</Callout> : null}
      {components.data && components.data.length === 0 ? <NonIdealState title="No components in the catalog" /> : null}
      {components.data && components.data.length > 0 ? (
        <HTMLTable striped>
          <thead>
            <tr>
              <th scope="col">Component</th>
              <th scope="col">Owner</th>
            </tr>
          </thead>
          <tbody>
            {components.data.map((component) => (
              <tr key={`${component.namespace}/${component.name}`}>
                <td>
                  <Link to={entityPath({ kind: 'component', namespace: component.namespace, name: component.name })}>{component.title}</Link>
                </td>
                <td>{component.owner ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </div>
  );
};

export default OwnershipPage;

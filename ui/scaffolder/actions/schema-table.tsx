import { HTMLTable } from '@blueprintjs/core';
import type { JsonObject } from '../../../domain/app/config-values';
import { schemaRows } from '../../../domain/scaffolder/actions';

/** The properties of an object schema: name, title, description, type, required. */
export const SchemaTable = ({ schema, label }: { readonly schema: JsonObject | undefined; readonly label: string }) => {
  const rows = schemaRows(schema);
  if (rows.length === 0) return <p className="portico-muted">No {label.toLocaleLowerCase('en-US')}.</p>;
  return (
    <HTMLTable compact striped className="portico-schema-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Title</th>
          <th scope="col">Description</th>
          <th scope="col">Type</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
              {row.required ? <span className="portico-required"> *</span> : null}
            </td>
            <td>{row.title ?? ''}</td>
            <td>{row.description ?? ''}</td>
            <td>
              <code>{row.type}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};

import { HTMLTable, Spinner } from '@blueprintjs/core';
import { memo } from 'react';
import type { CatalogRow } from '../../application/catalog/catalog-row';
import { EmptyTableMessage } from '../app/empty-table-message';
import type { CatalogColumn } from './catalog-columns';
import { CatalogRowActions } from './catalog-row-actions';

/** What every layout of the catalog's rows is given: the columns, the rows and the stars. */
export interface CatalogRowsProps {
  readonly columns: readonly CatalogColumn[];
  readonly rows: readonly CatalogRow[];
  readonly loading: boolean;
  readonly starred: readonly string[];
  readonly onToggleStar: (entityRef: string) => void;
}

export interface CatalogTableProps extends CatalogRowsProps {
  readonly sortField: string;
  readonly sortOrder: 'asc' | 'desc';
  readonly onSort: (field: string) => void;
}

export const starredRefSet = (starred: readonly string[]): ReadonlySet<string> => new Set(starred.map((ref) => ref.toLowerCase()));

/** What shows where there are no rows: a spinner while they load, else the empty message. */
export const NoRows = ({ loading, rows }: { loading: boolean; rows: readonly CatalogRow[] }) =>
  rows.length > 0 ? null : loading ? (
    <div className="portico-center-small">
      <Spinner size={24} aria-label="Loading entities" />
    </div>
  ) : (
    <EmptyTableMessage className="portico-empty-table" />
  );

interface CatalogTableRowProps {
  readonly row: CatalogRow;
  readonly columns: readonly CatalogColumn[];
  readonly starred: boolean;
  readonly onToggleStar: (entityRef: string) => void;
}

/** Memoised: a row renders again only when its entity, columns or star change (not when the table starts loading). */
const CatalogTableRow = memo(({ row, columns, starred, onToggleStar }: CatalogTableRowProps) => (
  <tr>
    {columns.map((column) => (
      <td key={column.id} className={`portico-catalog-cell--${column.id}`}>
        {column.render(row)}
      </td>
    ))}
    <td className="portico-row-actions">
      <CatalogRowActions row={row} starred={starred} onToggleStar={onToggleStar} />
    </td>
  </tr>
));
CatalogTableRow.displayName = 'CatalogTableRow';

/** Memoised: the index re-renders on every keystroke in its search box, the rows only when they change. */
export const CatalogTable = memo(({ columns, rows, loading, starred, onToggleStar, sortField, sortOrder, onSort }: CatalogTableProps) => {
  const starredSet = starredRefSet(starred);
  return (
    <div className="portico-table-wrap" aria-busy={loading}>
      <HTMLTable className="portico-catalog-table" interactive striped compact>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.sortField === sortField ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {column.sortField ? (
                  <button type="button" className="portico-sort-button" onClick={() => onSort(column.sortField!)}>
                    {column.title}
                    {column.sortField === sortField ? (sortOrder === 'asc' ? ' ▲' : ' ▼') : ''}
                  </button>
                ) : (
                  column.title
                )}
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CatalogTableRow
              key={row.entityRef}
              row={row}
              columns={columns}
              starred={starredSet.has(row.entityRef.toLowerCase())}
              onToggleStar={onToggleStar}
            />
          ))}
        </tbody>
      </HTMLTable>
      <NoRows loading={loading} rows={rows} />
    </div>
  );
});
CatalogTable.displayName = 'CatalogTable';

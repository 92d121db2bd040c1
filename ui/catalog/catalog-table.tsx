import { Classes, HTMLTable, Spinner } from '@blueprintjs/core';
import { EditIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { memo, type ReactElement } from 'react';
import type { CatalogRow } from '../../application/catalog/catalog-row';
import { ANNOTATION_EDIT_URL, ANNOTATION_VIEW_URL } from '../../domain/catalog/entity';
import { classifyLinkTarget } from '../../domain/app/external-link';
import { EmptyTableMessage } from '../app/empty-table-message';
import type { CatalogColumn } from './catalog-columns';
import { SMALL_MINIMAL_BUTTON, StarButton } from './star-button';

/** A link target from entity data, only when it is a safe http(s) URL. */
const safeHref = (value: string | undefined): string | undefined =>
  value && classifyLinkTarget(value).kind === 'newWindow' ? value : undefined;

export interface CatalogTableProps {
  readonly columns: readonly CatalogColumn[];
  readonly rows: readonly CatalogRow[];
  readonly loading: boolean;
  readonly starred: readonly string[];
  readonly onToggleStar: (entityRef: string) => void;
  readonly sortField: string;
  readonly sortOrder: 'asc' | 'desc';
  readonly onSort: (field: string) => void;
}

/** Opens the entity's view or edit page (from its annotations) in a new tab; disabled without one. */
const ExternalRowAction = ({ icon, action, title, href }: { icon: ReactElement; action: string; title: string; href: string | undefined }) =>
  href ? (
    <a className={SMALL_MINIMAL_BUTTON} aria-label={`${action} ${title}`} title={action} href={href} target="_blank" rel="noopener noreferrer">
      {icon}
    </a>
  ) : (
    <button type="button" className={`${SMALL_MINIMAL_BUTTON} ${Classes.DISABLED}`} aria-label={`${action} ${title}`} title={action} disabled>
      {icon}
    </button>
  );

interface CatalogTableRowProps {
  readonly row: CatalogRow;
  readonly columns: readonly CatalogColumn[];
  readonly starred: boolean;
  readonly onToggleStar: (entityRef: string) => void;
}

/** Memoised: a row renders again only when its entity, columns or star change (not when the table starts loading). */
const CatalogTableRow = memo(({ row, columns, starred, onToggleStar }: CatalogTableRowProps) => {
  const annotations = row.entity.metadata.annotations ?? {};
  const viewUrl = safeHref(annotations[ANNOTATION_VIEW_URL]);
  const editUrl = safeHref(annotations[ANNOTATION_EDIT_URL]);
  return (
    <tr>
      {columns.map((column) => (
        <td key={column.id}>{column.render(row)}</td>
      ))}
      <td className="portico-row-actions">
        <ExternalRowAction icon={<EyeOpenIcon />} action="View" title={row.title} href={viewUrl} />
        <ExternalRowAction icon={<EditIcon />} action="Edit" title={row.title} href={editUrl} />
        <StarButton starred={starred} title={row.title} onToggle={() => onToggleStar(row.entityRef)} />
      </td>
    </tr>
  );
});
CatalogTableRow.displayName = 'CatalogTableRow';

/** Memoised: the index re-renders on every keystroke in its search box, the rows only when they change. */
export const CatalogTable = memo(({ columns, rows, loading, starred, onToggleStar, sortField, sortOrder, onSort }: CatalogTableProps) => {
  const starredSet = new Set(starred.map((ref) => ref.toLowerCase()));
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
      {loading && rows.length === 0 ? (
        <div className="portico-center-small">
          <Spinner size={24} aria-label="Loading entities" />
        </div>
      ) : null}
      {!loading && rows.length === 0 ? <EmptyTableMessage className="portico-empty-table" /> : null}
    </div>
  );
});
CatalogTable.displayName = 'CatalogTable';

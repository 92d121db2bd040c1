import { memo } from 'react';
import type { CatalogRow } from '../../application/catalog/catalog-row';
import type { CatalogColumn } from './catalog-columns';
import { CatalogRowActions } from './catalog-row-actions';
import { NoRows, starredRefSet } from './catalog-table';

export interface CatalogListProps {
  readonly columns: readonly CatalogColumn[];
  readonly rows: readonly CatalogRow[];
  readonly loading: boolean;
  readonly starred: readonly string[];
  readonly onToggleStar: (entityRef: string) => void;
}

/** Shown in full width under the name, not as a labelled field. */
const FULL_WIDTH_COLUMNS = ['description', 'tags'];

const CatalogListItem = memo(
  ({ row, columns, starred, onToggleStar }: { row: CatalogRow; columns: readonly CatalogColumn[]; starred: boolean; onToggleStar: (entityRef: string) => void }) => {
    const [name, ...rest] = columns;
    const fields = rest.filter((column) => !FULL_WIDTH_COLUMNS.includes(column.id));
    const fullWidth = rest.filter((column) => FULL_WIDTH_COLUMNS.includes(column.id));
    return (
      <li className="portico-catalog-card">
        <div className="portico-catalog-card__head">
          <span className="portico-catalog-card__name">{name?.render(row)}</span>
          <span className="portico-row-actions">
            <CatalogRowActions row={row} starred={starred} onToggleStar={onToggleStar} />
          </span>
        </div>
        {fullWidth.map((column) => (
          <div key={column.id} className={`portico-catalog-card__${column.id}`}>
            {column.render(row)}
          </div>
        ))}
        <dl className="portico-catalog-card__fields">
          {fields.map((column) => (
            <div key={column.id} className="portico-catalog-card__field">
              <dt>{column.title}</dt>
              <dd>{column.render(row)}</dd>
            </div>
          ))}
        </dl>
      </li>
    );
  },
);
CatalogListItem.displayName = 'CatalogListItem';

/** The index's rows stacked, one card each, where a table would not fit (a phone). */
export const CatalogList = memo(({ columns, rows, loading, starred, onToggleStar }: CatalogListProps) => {
  const starredSet = starredRefSet(starred);
  return (
    <div aria-busy={loading}>
      <ul className="portico-catalog-list">
        {rows.map((row) => (
          <CatalogListItem key={row.entityRef} row={row} columns={columns} starred={starredSet.has(row.entityRef.toLowerCase())} onToggleStar={onToggleStar} />
        ))}
      </ul>
      <NoRows loading={loading} rows={rows} />
    </div>
  );
});
CatalogList.displayName = 'CatalogList';

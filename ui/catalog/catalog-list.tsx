import { HTMLSelect } from '@blueprintjs/core';
import { memo, useId } from 'react';
import type { EntitySort } from '../../domain/catalog/pagination';
import type { CatalogRow } from '../../application/catalog/catalog-row';
import type { CatalogColumn } from './catalog-columns';
import { CatalogRowActions } from './catalog-row-actions';
import { NoRows, starredRefSet, type CatalogRowsProps } from './catalog-table';

export interface CatalogListProps extends CatalogRowsProps {
  readonly sort: EntitySort;
  readonly onSortChange: (sort: EntitySort) => void;
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

/** Without column headers to click, the order is chosen here: each sortable column, either way. */
const SortSelect = ({ columns, sort, onSortChange }: { columns: readonly CatalogColumn[]; sort: EntitySort; onSortChange: (sort: EntitySort) => void }) => {
  const id = useId();
  const sortable = columns.filter((column) => column.sortField);
  if (sortable.length === 0) return null;
  return (
    <div className="portico-catalog-list__sort">
      <label htmlFor={id}>Sort by</label>
      <HTMLSelect
        id={id}
        value={`${sort.field},${sort.order}`}
        onChange={(event) => {
          const [field, order] = event.target.value.split(',') as [string, EntitySort['order']];
          onSortChange({ field, order });
        }}
      >
        {sortable.flatMap((column) => [
          <option key={`${column.sortField},asc`} value={`${column.sortField},asc`}>
            {column.title} ▲
          </option>,
          <option key={`${column.sortField},desc`} value={`${column.sortField},desc`}>
            {column.title} ▼
          </option>,
        ])}
      </HTMLSelect>
    </div>
  );
};

/** The index's rows stacked, one card each, where a table would not fit (a phone). */
export const CatalogList = memo(({ columns, rows, loading, starred, onToggleStar, sort, onSortChange }: CatalogListProps) => {
  const starredSet = starredRefSet(starred);
  return (
    <div aria-busy={loading}>
      <SortSelect columns={columns} sort={sort} onSortChange={onSortChange} />
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

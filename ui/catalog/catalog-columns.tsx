import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { TagLabel } from '../app/chrome/tag-label';
import type { CatalogRow } from '../../application/catalog/catalog-row';
import { FOLDED_COLUMN_ID, FOLDED_INTO_COLUMN_ID } from '../../domain/catalog/results-layout';
import { EntityRefLink, EntityRefLinks } from './entity-ref-link';

export interface CatalogColumn {
  readonly id: string;
  readonly title: string;
  /** Backend field to sort by, when the column can be sorted. */
  readonly sortField?: string;
  readonly render: (row: CatalogRow) => ReactNode;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const name: CatalogColumn = {
  id: 'name',
  title: 'Name',
  sortField: 'metadata.name',
  render: (row) => <EntityRefLink entityRef={row.entity} defaultKind={row.entity.kind} title={row.title} />,
};
const system: CatalogColumn = {
  id: 'system',
  title: 'System',
  render: (row) => <EntityRefLinks refs={row.partOfSystems} defaultKind="system" />,
};
const owner: CatalogColumn = {
  id: 'owner',
  title: 'Owner',
  render: (row) => <EntityRefLinks refs={row.ownedBy} defaultKind="group" />,
};
const type: CatalogColumn = { id: 'type', title: 'Type', sortField: 'spec.type', render: ({ entity }) => text(entity.spec?.type) };
const lifecycle: CatalogColumn = {
  id: 'lifecycle',
  title: 'Lifecycle',
  sortField: 'spec.lifecycle',
  render: ({ entity }) => text(entity.spec?.lifecycle),
};
const description: CatalogColumn = {
  id: 'description',
  title: 'Description',
  // Cut to two lines; the whole text shows on hover.
  render: ({ entity }) => {
    const value = text(entity.metadata.description);
    return value ? (
      <span className="portico-catalog-description" title={value}>
        {value}
      </span>
    ) : null;
  },
};
/**
 * A minimal round tag, ellipsised by CSS alone: Blueprint's Tag measures each tag after every render (a forced
 * layout per tag, ~25 ms for a page of 20 rows).
 */
const TableTag = ({ value }: { value: string }) => (
  <TagLabel minimal round>
    <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`} title={value}>
      {value}
    </span>
  </TagLabel>
);

const tags: CatalogColumn = {
  id: 'tags',
  title: 'Tags',
  render: ({ entity }) => (
    <span className="portico-tags">
      {(entity.metadata.tags ?? []).map((tag) => (
        <TableTag key={tag} value={tag} />
      ))}
    </span>
  ),
};
const email: CatalogColumn = {
  id: 'email',
  title: 'Email',
  render: ({ entity }) => text(entity.spec?.profile?.email),
};
const targets: CatalogColumn = {
  id: 'targets',
  title: 'Targets',
  render: ({ entity }) => [text(entity.spec?.target), ...((entity.spec?.targets ?? []) as string[])].filter(Boolean).join(', '),
};

/** The index table's columns for a kind (columns depend on kind). */
export const columnsForKind = (kind: string | undefined): readonly CatalogColumn[] => {
  switch (kind?.toLowerCase()) {
    case 'user':
      return [name, email, description, tags];
    case 'group':
      return [name, type, description, tags];
    case 'location':
      return [name, type, targets, tags];
    case 'domain':
      return [name, owner, description, tags];
    case 'system':
      return [name, owner, lifecycle, description, tags];
    case 'resource':
      return [name, system, owner, type, lifecycle, description, tags];
    default:
      return [name, system, owner, type, lifecycle, description, tags];
  }
};

/** The columns of a narrower table: the tags under the description, in its cell. */
export const compactColumns = (columns: readonly CatalogColumn[]): readonly CatalogColumn[] => {
  const folded = columns.find((column) => column.id === FOLDED_COLUMN_ID);
  if (!folded) return columns;
  return columns
    .filter((column) => column !== folded)
    .map((column) =>
      column.id === FOLDED_INTO_COLUMN_ID
        ? {
            ...column,
            render: (row: CatalogRow) => (
              <>
                {column.render(row)}
                <div className="portico-catalog-folded">{folded.render(row)}</div>
              </>
            ),
          }
        : column,
    );
};

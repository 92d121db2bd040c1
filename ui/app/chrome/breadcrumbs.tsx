import { Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { BREADCRUMBS_ELLIPSIS, collapseBreadcrumbs } from '../../../domain/app/breadcrumbs';
import { ExternalLink } from './external-link';

export interface BreadcrumbItem {
  readonly label: string;
  /** In-app path or URL; the last item is the current page and is never a link. */
  readonly to?: string;
}

export interface BreadcrumbsProps {
  readonly items: readonly BreadcrumbItem[];
  readonly ariaLabel?: string;
}

/** Portico wording for the '...' button's accessible name. */
export const showHiddenBreadcrumbsLabel = (count: number): string =>
  `Show ${count} hidden ${count === 1 ? 'breadcrumb' : 'breadcrumbs'}`;

/** More than three items collapse their middle behind '...'; clicking it shows them all. */
export function Breadcrumbs({ items, ariaLabel = 'breadcrumb' }: BreadcrumbsProps) {
  const [expanded, setExpanded] = useState(false);
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={ariaLabel}>
      <ul className={Classes.BREADCRUMBS}>
        {collapseBreadcrumbs(items, { expanded }).map(slot => {
          if (slot.kind === 'collapsed') {
            return (
              <li key="collapsed">
                <button
                  type="button"
                  className={`${Classes.BREADCRUMB} portico-link-button`}
                  aria-label={showHiddenBreadcrumbsLabel(slot.hidden.length)}
                  onClick={() => setExpanded(true)}
                >
                  {BREADCRUMBS_ELLIPSIS}
                </button>
              </li>
            );
          }
          const { item, index } = slot;
          const current = index === lastIndex;
          return (
            <li key={index}>
              {item.to && !current ? (
                <ExternalLink className={Classes.BREADCRUMB} to={item.to}>
                  {item.label}
                </ExternalLink>
              ) : (
                <span
                  className={current ? `${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}` : Classes.BREADCRUMB}
                  aria-current={current ? 'page' : undefined}
                >
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

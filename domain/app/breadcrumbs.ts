// Breadcrumb collapsing: with more than
// BREADCRUMBS_MAX_VISIBLE items the middle ones hide behind '...', keeping the leading ones and the current page.

import { BREADCRUMBS_MAX_VISIBLE } from './constants';

export const BREADCRUMBS_ELLIPSIS = '...';

export type BreadcrumbSlot<T> =
  | { readonly kind: 'item'; readonly item: T; readonly index: number }
  | { readonly kind: 'collapsed'; readonly hidden: readonly T[] };

export const collapseBreadcrumbs = <T>(
  items: readonly T[],
  options: { readonly expanded?: boolean; readonly maxVisible?: number } = {},
): readonly BreadcrumbSlot<T>[] => {
  const maxVisible = Math.max(2, options.maxVisible ?? BREADCRUMBS_MAX_VISIBLE);
  const slots = items.map((item, index): BreadcrumbSlot<T> => ({ kind: 'item', item, index }));
  if (options.expanded || items.length <= maxVisible) return slots;
  const leading = maxVisible - 1;
  const lastIndex = items.length - 1;
  return [
    ...slots.slice(0, leading),
    { kind: 'collapsed', hidden: items.slice(leading, lastIndex) },
    ...slots.slice(lastIndex),
  ];
};

import { Button } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { kubernetesTexts as t } from './kubernetes-texts';

export const PAGE_SIZE = 5;

export interface PageState {
  readonly start: number;
  readonly end: number;
  readonly total: number;
  readonly previous?: () => void;
  readonly next?: () => void;
}

/** Client-side paging of a list of `total` rows. */
export const usePage = (total: number, size = PAGE_SIZE): PageState => {
  const [index, setIndex] = useState(0);
  const last = Math.max(0, Math.ceil(total / size) - 1);
  const current = Math.min(index, last);
  const start = current * size;
  return {
    start,
    end: Math.min(total, start + size),
    total,
    ...(current > 0 && { previous: () => setIndex(current - 1) }),
    ...(current < last && { next: () => setIndex(current + 1) }),
  };
};

export const Pager = ({ page }: { page: PageState }) =>
  page.total <= PAGE_SIZE ? null : (
    <div className="portico-k8s-pager">
      <span>
        {page.start + 1}–{page.end} of {page.total}
      </span>
      <Button variant="minimal" size="small" icon={<ChevronLeftIcon />} aria-label={t.previousPage} disabled={!page.previous} onClick={page.previous} />
      <Button variant="minimal" size="small" icon={<ChevronRightIcon />} aria-label={t.nextPage} disabled={!page.next} onClick={page.next} />
    </div>
  );

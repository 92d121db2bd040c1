import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useEffect, useRef } from 'react';
import { OFFSET_PAGE_SIZES } from '../../domain/catalog/constants';

type Direction = 'previous' | 'next';

interface CatalogPagerProps {
  readonly pageSize: number;
  /** The page sizes offered (the server's page sizes unless told otherwise). */
  readonly pageSizes?: readonly number[];
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly onPageSizeChange: (size: number) => void;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

/**
 * Rows per page and Previous/Next. When the button just pressed becomes disabled (the first or
 * last page was reached) the browser drops focus to the page body; focus moves to the other
 * button instead, so a keyboard user stays in the pager.
 */
export const CatalogPager = ({ pageSize, pageSizes = OFFSET_PAGE_SIZES, hasPrevious, hasNext, onPageSizeChange, onPrevious, onNext }: CatalogPagerProps) => {
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef<Direction | undefined>(undefined);

  useEffect(() => {
    const lost = pressed.current === 'next' ? !hasNext : pressed.current === 'previous' ? !hasPrevious : false;
    if (!lost) return;
    const [own, other] = pressed.current === 'next' ? [nextButton.current, previousButton.current] : [previousButton.current, nextButton.current];
    const active = document.activeElement;
    const focusIsLost = active === null || active === document.body || active === own;
    pressed.current = undefined;
    if (focusIsLost && other && !other.disabled) other.focus();
  }, [hasPrevious, hasNext]);

  const press = (direction: Direction, action: () => void) => () => {
    pressed.current = direction;
    action();
  };

  return (
    <nav className="portico-pager" aria-label="Pagination">
      <label>
        Rows per page{' '}
        <HTMLSelect value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))} aria-label="Rows per page">
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <ButtonGroup>
        <Button ref={previousButton} icon={<ChevronLeftIcon />} disabled={!hasPrevious} onClick={press('previous', onPrevious)}>
          Previous
        </Button>
        <Button ref={nextButton} endIcon={<ChevronRightIcon />} disabled={!hasNext} onClick={press('next', onNext)}>
          Next
        </Button>
      </ButtonGroup>
    </nav>
  );
};

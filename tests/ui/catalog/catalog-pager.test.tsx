import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CatalogPager } from '../../../ui/catalog/catalog-pager';

/** Three pages; the pager only knows whether there is a page before and after. */
const ThreePages = ({ start = 0 }: { start?: number }) => {
  const [index, setIndex] = useState(start);
  return (
    <>
      <p>page {index + 1}</p>
      <CatalogPager
        pageSize={20}
        hasPrevious={index > 0}
        hasNext={index < 2}
        onPageSizeChange={() => undefined}
        onPrevious={() => setIndex((current) => current - 1)}
        onNext={() => setIndex((current) => current + 1)}
      />
    </>
  );
};

describe('CatalogPager', () => {
  it('moves focus to Previous when Next reaches the last page', async () => {
    const user = userEvent.setup();
    render(<ThreePages />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('page 2')).toBeInTheDocument();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('page 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
  });

  it('moves focus to Next when Previous reaches the first page', async () => {
    const user = userEvent.setup();
    render(<ThreePages start={1} />);
    screen.getByRole('button', { name: 'Previous' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('leaves focus alone when it is elsewhere', () => {
    render(
      <>
        <ThreePages start={1} />
        <input aria-label="Elsewhere" />
      </>,
    );
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    // A click that does not move focus (as a pointer on some platforms): the last page is reached.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('page 3')).toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });
});

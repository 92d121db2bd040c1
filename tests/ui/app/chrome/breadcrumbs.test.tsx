import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumbs } from '../../../../ui/app/chrome/breadcrumbs';

const crumbs = (labels: string[]) => labels.map((label, i) => ({ label, to: `/${labels.slice(0, i + 1).join('/')}` }));

const show = (labels: string[]) =>
  render(
    <MemoryRouter>
      <Breadcrumbs items={crumbs(labels)} />
    </MemoryRouter>,
  );

const visibleTexts = () =>
  within(screen.getByRole('navigation', { name: 'breadcrumb' }))
    .getAllByRole('listitem')
    .map(item => item.textContent);

describe('Breadcrumbs', () => {
  it('shows up to three items in full', () => {
    show(['Home', 'Catalog', 'payments']);
    expect(visibleTexts()).toEqual(['Home', 'Catalog', 'payments']);
    expect(screen.queryByText('...')).not.toBeInTheDocument();
  });

  it("collapses the middle items behind '...' when more than three", () => {
    show(['Home', 'Catalog', 'System', 'Component', 'payments']);
    expect(visibleTexts()).toEqual(['Home', 'Catalog', '...', 'payments']);
    expect(screen.queryByText('System')).not.toBeInTheDocument();
  });

  it("expands when '...' is clicked", async () => {
    show(['Home', 'Catalog', 'System', 'Component', 'payments']);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 hidden breadcrumbs' }));
    expect(visibleTexts()).toEqual(['Home', 'Catalog', 'System', 'Component', 'payments']);
    expect(screen.getByRole('link', { name: 'System' })).toHaveAttribute('href', '/Home/Catalog/System');
  });

  it('links the earlier items and marks the last as the current page', () => {
    show(['Home', 'Catalog', 'payments']);
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/Home/Catalog');
    expect(screen.queryByRole('link', { name: 'payments' })).not.toBeInTheDocument();
    expect(screen.getByText('payments')).toHaveAttribute('aria-current', 'page');
  });
});

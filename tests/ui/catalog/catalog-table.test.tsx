import { screen, within } from '@testing-library/react';
import { toCatalogRow } from '../../../application/catalog/catalog-row';
import type { Entity } from '../../../domain/catalog/entity';
import { columnsForKind } from '../../../ui/catalog/catalog-columns';
import { CatalogTable } from '../../../ui/catalog/catalog-table';
import { renderView } from '../../support/render';

const component = (name: string, annotations: Record<string, string> = {}): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name, namespace: 'default', annotations },
  spec: { type: 'service', lifecycle: 'production', owner: 'group:default/team-a' },
});

const renderTable = (entities: readonly Entity[], starred: readonly string[] = [], onToggleStar = jest.fn()) => {
  const view = renderView(
    <CatalogTable
      columns={columnsForKind('component')}
      rows={entities.map(toCatalogRow)}
      loading={false}
      starred={starred}
      onToggleStar={onToggleStar}
      sortField="metadata.name"
      sortOrder="asc"
      onSort={jest.fn()}
    />,
    { route: '/catalog' },
  );
  return { ...view, onToggleStar };
};

describe('CatalogTable row actions', () => {
  it('opens the view and edit pages the annotations name in a new tab', () => {
    renderTable([
      component('ledger', {
        'backstage.io/view-url': 'https://git.example.com/ledger',
        'backstage.io/edit-url': 'https://git.example.com/ledger/edit/main/catalog-info.yaml',
      }),
    ]);
    const view = screen.getByRole('link', { name: 'View ledger' });
    expect(view).toHaveAttribute('href', 'https://git.example.com/ledger');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Edit ledger' })).toHaveAttribute('href', 'https://git.example.com/ledger/edit/main/catalog-info.yaml');
  });

  it('shows an action without a safe address as unavailable', () => {
    renderTable([component('ledger', { 'backstage.io/view-url': 'javascript:alert(1)' })]);
    expect(screen.queryByRole('link', { name: 'View ledger' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View ledger' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit ledger' })).toBeDisabled();
  });

  it('stars and unstars a row with its button, which says which it does', async () => {
    const { user, onToggleStar } = renderTable([component('ledger'), component('billing')], ['component:default/billing']);
    const [ledger, billing] = screen.getAllByRole('row').slice(1).map((row) => within(row)) as [ReturnType<typeof within>, ReturnType<typeof within>];
    expect(billing.getByRole('button', { name: 'Remove billing from favorites' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(ledger.getByRole('button', { name: 'Add ledger to favorites' }));
    expect(onToggleStar).toHaveBeenCalledWith('component:default/ledger');
  });

  it('links each row to its entity page', () => {
    renderTable([component('ledger')]);
    expect(screen.getByRole('link', { name: 'ledger' })).toHaveAttribute('href', '/catalog/default/component/ledger');
  });
});

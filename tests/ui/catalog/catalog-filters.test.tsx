import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as TE from 'fp-ts/TaskEither';
import type { EntitiesByRefsRequest } from '../../../application/catalog/catalog-reader.port';
import { EntityPresentationApiToken } from '../../../application/catalog/entity-presentation.port';
import { CatalogEntityPresentation } from '../../../application/catalog/entity-presentation.use-case';
import type { FilterOptions } from '../../../application/catalog/load-filter-options.use-case';
import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import type { EntityFilters } from '../../../domain/catalog/filters';
import { CatalogFilters } from '../../../ui/catalog/catalog-filters';
import { useFilterUpdates } from '../../../ui/catalog/use-filter-updates';
import { fakeCatalogReader, type RecordedCall } from '../../support/catalog/fake-catalog';
import { provide, renderView } from '../../support/render';

const OPTIONS: FilterOptions = {
  type: [{ value: 'website', count: 1 }, { value: 'service', count: 3 }],
  lifecycle: [{ value: 'deprecated', count: 2 }, { value: 'production', count: 2 }],
  owner: [],
  tag: [],
  namespace: [],
};

/**
 * The filters as rendered stay what they were (the URL's re-render has not happened yet, as on a busy
 * machine); `applied` receives what each change asks for.
 */
const StaleFilters = ({ filters, applied }: { filters: EntityFilters; applied: EntityFilters[] }) => {
  const onChange = useFilterUpdates(filters, (next) => applied.push(next));
  return <CatalogFilters filters={filters} onChange={onChange} kinds={[]} options={OPTIONS} />;
};

describe('CatalogFilters', () => {
  it('builds a second change on the first even before the page re-renders with it', async () => {
    const applied: EntityFilters[] = [];
    render(<StaleFilters filters={{ kind: 'component', type: ['website'] }} applied={applied} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /^website/ }));
    await user.click(screen.getByRole('checkbox', { name: /^deprecated/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Is orphan' }));
    await user.click(screen.getByRole('checkbox', { name: 'Is orphan' }));
    expect(applied).toEqual([
      { kind: 'component', type: undefined },
      { kind: 'component', type: undefined, lifecycles: ['deprecated'] },
      { kind: 'component', type: undefined, lifecycles: ['deprecated'], orphan: true },
      { kind: 'component', type: undefined, lifecycles: ['deprecated'], orphan: undefined },
    ]);
  });

  it('keeps the personal filter and the text, and drops the others, when the kind changes', async () => {
    const applied: EntityFilters[] = [];
    render(<StaleFilters filters={{ kind: 'component', type: ['service'], user: 'starred', text: 'pay' }} applied={applied} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Kind' }), '');
    expect(applied).toEqual([{ user: 'starred', text: 'pay' }]);
  });
});

describe('the owner filter', () => {
  const owners: readonly Entity[] = [
    { apiVersion: 'backstage.io/v1alpha1', kind: 'Group', metadata: { name: 'team-payments', namespace: 'default', title: 'Team Payments' } },
    { apiVersion: 'backstage.io/v1alpha1', kind: 'User', metadata: { name: 'alice.wong', namespace: 'default' }, spec: { profile: { displayName: 'Alice Wong' } } },
  ];

  it('lists owners by name, their references in tooltips, named by one call for all of them', async () => {
    const calls: RecordedCall[] = [];
    const reader = fakeCatalogReader(
      {
        getEntitiesByRefs: (request: EntitiesByRefsRequest) =>
          TE.right(request.entityRefs.map((ref) => owners.find((entity) => stringifyEntityRef(entity) === ref) ?? null)),
      },
      calls,
    );
    const options: FilterOptions = {
      ...OPTIONS,
      owner: [
        { value: 'group:default/team-payments', count: 5 },
        { value: 'user:default/alice.wong', count: 1 },
      ],
    };
    renderView(<CatalogFilters filters={{ kind: 'component' }} onChange={() => undefined} kinds={[]} options={options} />, {
      services: [provide(EntityPresentationApiToken, new CatalogEntityPresentation({ reader, now: Date.now }))],
    });
    const owner = screen.getByRole('group', { name: 'Owner' });
    expect(await within(owner).findByText('Team Payments')).toHaveAttribute('title', 'group:default/team-payments');
    expect(await within(owner).findByText('Alice Wong')).toHaveAttribute('title', 'user:default/alice.wong');
    expect(within(owner).getByRole('checkbox', { name: 'Alice Wong (1)' })).toBeInTheDocument();
    expect(owner).not.toHaveTextContent('user:');
    expect(calls.filter((call) => call.method === 'getEntitiesByRefs')).toHaveLength(1);
  });
});

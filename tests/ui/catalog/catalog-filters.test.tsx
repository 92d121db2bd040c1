import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterOptions } from '../../../application/catalog/load-filter-options.use-case';
import type { EntityFilters } from '../../../domain/catalog/filters';
import { CatalogFilters } from '../../../ui/catalog/catalog-filters';
import { useFilterUpdates } from '../../../ui/catalog/use-filter-updates';

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

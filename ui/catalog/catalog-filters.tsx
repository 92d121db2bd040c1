import { Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { memo, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import type { FacetCount } from '../../application/catalog/catalog-reader.port';
import type { FilterOptions } from '../../application/catalog/load-filter-options.use-case';
import { FACET_VISIBLE_OPTIONS, visibleFacetOptions } from '../../domain/catalog/facet-options';
import type { EntityFilters, UserListFilterKind } from '../../domain/catalog/filters';
import { ownerLabel } from './entity-name';
import { EntitySearchBox } from './entity-search-box';
import { patchFilters, type FilterUpdate } from './use-filter-updates';

export interface CatalogFiltersProps {
  readonly filters: EntityFilters;
  /** Receives each change as a function of the filters it applies to (see use-filter-updates.ts). */
  readonly onChange: (update: FilterUpdate) => void;
  readonly kinds: readonly FacetCount[];
  readonly kindsError?: string;
  readonly options?: FilterOptions;
  readonly optionsError?: string;
}

/** Adds the value to the list, or removes it; an empty list means no filter. */
export const toggleFilterValue = (list: readonly string[] | undefined, value: string): readonly string[] | undefined => {
  const current = list ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return next.length ? next : undefined;
};

const asIs = (value: string): ReactNode => value;

interface FacetCheckListProps {
  readonly label: string;
  readonly values: readonly FacetCount[];
  readonly selected: readonly string[] | undefined;
  readonly onToggle: (value: string) => void;
  readonly format?: (value: string) => ReactNode;
}

/**
 * A facet's values as checkboxes with their counts. Long facets (thousands of owners in a large
 * catalog) show the selected values and the first FACET_VISIBLE_OPTIONS matches of a finder.
 */
export const FacetCheckList = memo(({ label, values, selected, onToggle, format = asIs }: FacetCheckListProps) => {
  const [query, setQuery] = useState('');
  const finderId = useId();
  const visible = useMemo(() => visibleFacetOptions(values, selected, query), [values, selected, query]);
  if (values.length === 0) return null;
  const selectedSet = new Set((selected ?? []).map((value) => value.toLowerCase()));
  const needsFinder = values.length > FACET_VISIBLE_OPTIONS;
  return (
    <fieldset className="portico-filter-group">
      <legend>{label}</legend>
      {needsFinder ? (
        <InputGroup
          id={finderId}
          type="search"
          size="small"
          leftIcon={<SearchIcon />}
          placeholder={`Find among ${values.length.toLocaleString('en')}`}
          aria-label={`Find ${label.toLowerCase()}`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      ) : null}
      <div className="portico-filter-options">
        {visible.shown.map((facet) => (
          <Checkbox
            key={facet.value}
            checked={selectedSet.has(facet.value.toLowerCase())}
            onChange={() => onToggle(facet.value)}
            labelElement={
              <span>
                {format(facet.value)} <span className="portico-muted">({facet.count})</span>
              </span>
            }
          />
        ))}
        {needsFinder && visible.shown.length === 0 ? <p className="portico-muted">No {label.toLowerCase()} matches</p> : null}
        {visible.hidden > 0 ? (
          <p className="portico-muted" aria-live="polite">
            {visible.hidden.toLocaleString('en')} more — type to narrow
          </p>
        ) : null}
      </div>
    </fieldset>
  );
});
FacetCheckList.displayName = 'FacetCheckList';

type ListFilterKey = 'type' | 'owners' | 'lifecycles' | 'tags' | 'namespaces';

/** The catalog index's filters, options from entity-facets. */
export const CatalogFilters = memo(({ filters, onChange, kinds, kindsError, options, optionsError }: CatalogFiltersProps) => {
  const set = useCallback((patch: (current: EntityFilters) => Partial<EntityFilters>) => onChange(patchFilters(patch)), [onChange]);
  // One stable toggle per list filter, so the (memoised) checklists re-render only when their own data changes.
  const toggles = useMemo(() => {
    const toggle = (key: ListFilterKey) => (value: string) => set((current) => ({ [key]: toggleFilterValue(current[key], value) }));
    return { type: toggle('type'), owners: toggle('owners'), lifecycles: toggle('lifecycles'), tags: toggle('tags'), namespaces: toggle('namespaces') };
  }, [set]);
  const currentKind = filters.kind?.toLowerCase() ?? '';
  // Until the kinds are loaded (they load after the first rows), the chosen kind is still an option.
  const kindOptions =
    currentKind && !kinds.some((facet) => facet.value.toLowerCase() === currentKind) ? [...kinds, { value: filters.kind!, count: 0 }] : kinds;
  return (
    <aside className="portico-catalog-filters" aria-label="Filters">
      <FormGroup label="Search" labelFor="catalog-search">
        <EntitySearchBox id="catalog-search" filterText={filters.text} onChange={onChange} placeholder="Filter by name, title or tag" />
      </FormGroup>
      <FormGroup label="Kind" labelFor="catalog-kind">
        <HTMLSelect
          id="catalog-kind"
          fill
          value={currentKind}
          onChange={(event) => {
            const kind = event.target.value || undefined;
            onChange((current) => ({ ...(kind ? { kind } : {}), ...(current.user ? { user: current.user } : {}), ...(current.text ? { text: current.text } : {}) }));
          }}
        >
          <option value="">All kinds</option>
          {kindOptions.map((facet) => (
            <option key={facet.value} value={facet.value.toLowerCase()}>
              {facet.value}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {kindsError ? <Callout intent="danger">{kindsError}</Callout> : null}
      <RadioGroup
        label="Personal"
        selectedValue={filters.user ?? 'all'}
        onChange={(event) => {
          const user = event.currentTarget.value as UserListFilterKind;
          set(() => ({ user: user === 'all' ? undefined : user }));
        }}
      >
        <Radio label="Owned" value="owned" />
        <Radio label="Starred" value="starred" />
        <Radio label="All" value="all" />
      </RadioGroup>
      {optionsError ? <Callout intent="danger">{optionsError}</Callout> : null}
      {options ? (
        <>
          <FacetCheckList label="Type" values={options.type} selected={filters.type} onToggle={toggles.type} />
          <FacetCheckList label="Owner" values={options.owner} selected={filters.owners} onToggle={toggles.owners} format={ownerLabel} />
          <FacetCheckList label="Lifecycle" values={options.lifecycle} selected={filters.lifecycles} onToggle={toggles.lifecycles} />
          <FacetCheckList label="Tags" values={options.tag} selected={filters.tags} onToggle={toggles.tags} />
          {options.namespace.length > 1 ? (
            <FacetCheckList label="Namespace" values={options.namespace} selected={filters.namespaces} onToggle={toggles.namespaces} />
          ) : null}
        </>
      ) : null}
      <fieldset className="portico-filter-group">
        <legend>Processing status</legend>
        <Checkbox label="Is orphan" checked={filters.orphan === true} onChange={() => set((current) => ({ orphan: current.orphan ? undefined : true }))} />
        <Checkbox label="Has errors" checked={filters.hasErrors === true} onChange={() => set((current) => ({ hasErrors: current.hasErrors ? undefined : true }))} />
      </fieldset>
    </aside>
  );
});
CatalogFilters.displayName = 'CatalogFilters';

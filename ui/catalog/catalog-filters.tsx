import { Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { FacetCount } from '../../application/catalog/catalog-reader.port';
import type { FilterOptions } from '../../application/catalog/load-filter-options.use-case';
import type { EntityFilters, UserListFilterKind } from '../../domain/catalog/filters';
import { fallbackTitle } from '../../domain/catalog/presentation';

export interface CatalogFiltersProps {
  readonly filters: EntityFilters;
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly onChange: (filters: EntityFilters) => void;
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

/** A facet's values as checkboxes with their counts. */
export const FacetCheckList = ({
  label,
  values,
  selected,
  onToggle,
  format = (value) => value,
}: {
  label: string;
  values: readonly FacetCount[];
  selected: readonly string[] | undefined;
  onToggle: (value: string) => void;
  format?: (value: string) => string;
}) =>
  values.length === 0 ? null : (
    <fieldset className="portico-filter-group">
      <legend>{label}</legend>
      <div className="portico-filter-options">
        {values.map((facet) => (
          <Checkbox
            key={facet.value}
            checked={selected?.some((value) => value.toLowerCase() === facet.value.toLowerCase()) ?? false}
            onChange={() => onToggle(facet.value)}
            labelElement={
              <span>
                {format(facet.value)} <span className="portico-muted">({facet.count})</span>
              </span>
            }
          />
        ))}
      </div>
    </fieldset>
  );

/** The catalog index's filters (spec section 5 "Entity filters"), options from entity-facets. */
export const CatalogFilters = ({ filters, text, onTextChange, onChange, kinds, kindsError, options, optionsError }: CatalogFiltersProps) => {
  const set = (patch: Partial<EntityFilters>) => onChange({ ...filters, ...patch });
  return (
    <aside className="portico-catalog-filters" aria-label="Filters">
      <FormGroup label="Search" labelFor="catalog-search">
        <InputGroup
          id="catalog-search"
          type="search"
          leftIcon={<SearchIcon />}
          placeholder="Filter by name, title or tag"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
      </FormGroup>
      <FormGroup label="Kind" labelFor="catalog-kind">
        <HTMLSelect
          id="catalog-kind"
          fill
          value={filters.kind?.toLowerCase() ?? ''}
          onChange={(event) => {
            const kind = event.target.value || undefined;
            onChange({ ...(kind ? { kind } : {}), ...(filters.user ? { user: filters.user } : {}), ...(filters.text ? { text: filters.text } : {}) });
          }}
        >
          <option value="">All kinds</option>
          {kinds.map((facet) => (
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
          set({ user: user === 'all' ? undefined : user });
        }}
      >
        <Radio label="Owned" value="owned" />
        <Radio label="Starred" value="starred" />
        <Radio label="All" value="all" />
      </RadioGroup>
      {optionsError ? <Callout intent="danger">{optionsError}</Callout> : null}
      {options ? (
        <>
          <FacetCheckList label="Type" values={options.type} selected={filters.type} onToggle={(value) => set({ type: toggleFilterValue(filters.type, value) })} />
          <FacetCheckList
            label="Owner"
            values={options.owner}
            selected={filters.owners}
            onToggle={(value) => set({ owners: toggleFilterValue(filters.owners, value) })}
            format={(value) => fallbackTitle(value, { defaultKind: 'group' })}
          />
          <FacetCheckList
            label="Lifecycle"
            values={options.lifecycle}
            selected={filters.lifecycles}
            onToggle={(value) => set({ lifecycles: toggleFilterValue(filters.lifecycles, value) })}
          />
          <FacetCheckList label="Tags" values={options.tag} selected={filters.tags} onToggle={(value) => set({ tags: toggleFilterValue(filters.tags, value) })} />
          {options.namespace.length > 1 ? (
            <FacetCheckList
              label="Namespace"
              values={options.namespace}
              selected={filters.namespaces}
              onToggle={(value) => set({ namespaces: toggleFilterValue(filters.namespaces, value) })}
            />
          ) : null}
        </>
      ) : null}
      <fieldset className="portico-filter-group">
        <legend>Processing status</legend>
        <Checkbox label="Is orphan" checked={filters.orphan === true} onChange={() => set({ orphan: filters.orphan ? undefined : true })} />
        <Checkbox label="Has errors" checked={filters.hasErrors === true} onChange={() => set({ hasErrors: filters.hasErrors ? undefined : true })} />
      </fieldset>
    </aside>
  );
};

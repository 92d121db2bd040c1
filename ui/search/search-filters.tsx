import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_FILTER_DEBOUNCE_MS } from '../../domain/search/constants';
import { filtersEqual, type SearchFilters, type SearchFilterValue } from '../../domain/search/query';
import { filterValueOfChoice } from '../../domain/search/filter-suggestions';
import { AutocompleteFilter } from './autocomplete-filter';
import { ownerLabel } from '../catalog/entity-name';
import { KIND_VALUES, LIFECYCLE_VALUES } from './search-types';
import { useDebouncedCallback } from '../app/use-debounced';
import { useTexts } from '../app/queries';
import { searchTexts } from '../../domain/search/translations';

export interface SearchFiltersProps {
  readonly filters: SearchFilters;
  readonly onFiltersChange: (filters: SearchFilters) => void;
}

const listOf = (value: SearchFilterValue | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

/**
 * The select, checkbox and autocomplete filters. A choice shows at once and reaches the search after
 * 250 ms without another change, so several ticks make one query.
 */
export const SearchFiltersPanel = ({ filters, onFiltersChange }: SearchFiltersProps) => {
  const searchMessages = useTexts(searchTexts);
  const [local, setLocal] = useState<SearchFilters>(filters);
  const latest = useRef<SearchFilters>(filters);
  const emitted = useRef<SearchFilters>(filters);
  // Filters changed from outside (navigation, a cleared search) replace the local choice; our own echo does not.
  useEffect(() => {
    if (!filtersEqual(filters, emitted.current)) {
      emitted.current = filters;
      latest.current = filters;
      setLocal(filters);
    }
  }, [filters]);

  const emit = useDebouncedCallback((next: SearchFilters) => {
    emitted.current = next;
    onFiltersChange(next);
  }, SEARCH_FILTER_DEBOUNCE_MS);

  const change = (name: string, value: SearchFilterValue | undefined) => {
    const { [name]: _old, ...rest } = latest.current;
    const next = value === undefined ? rest : { ...rest, [name]: value };
    latest.current = next;
    setLocal(next);
    emit(next);
  };

  const kind = typeof local['kind'] === 'string' ? local['kind'] : '';
  const lifecycles = listOf(local['lifecycle']);
  const toggleLifecycle = (value: string, checked: boolean) => {
    const next = checked ? [...lifecycles, value] : lifecycles.filter((item) => item !== value);
    change('lifecycle', filterValueOfChoice(next));
  };

  return (
    <div className="portico-search-filters" aria-label={searchMessages.filters} role="group">
      <FormGroup label={searchMessages.kind} labelFor="portico-search-kind">
        <HTMLSelect
          id="portico-search-kind"
          fill
          value={kind}
          onChange={(event) => change('kind', event.target.value === '' ? undefined : event.target.value)}
          options={[{ value: '', label: searchMessages.anyValue }, ...KIND_VALUES.map((value) => ({ value, label: value }))]}
        />
      </FormGroup>
      <FormGroup label={searchMessages.lifecycle}>
        {LIFECYCLE_VALUES.map((value) => (
          <Checkbox
            key={value}
            label={value}
            checked={lifecycles.includes(value)}
            onChange={(event) => toggleLifecycle(value, event.currentTarget.checked)}
          />
        ))}
      </FormGroup>
      <AutocompleteFilter
        name="owner"
        label={searchMessages.owner}
        placeholder={searchMessages.ownerPlaceholder}
        chosen={listOf(local['owner'])}
        onChosenChange={(chosen) => change('owner', filterValueOfChoice(chosen))}
        renderValue={ownerLabel}
      />
    </div>
  );
};

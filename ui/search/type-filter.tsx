import { Button, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { searchMessages } from '../../domain/search/messages';
import { resultCountLabel } from '../../domain/search/result-count';
import type { SearchState } from '../../domain/search/search-state';
import { SEARCH_TYPES } from './search-types';
import { useTypeCounts } from './use-search';

export interface TypeFilterProps {
  readonly state: SearchState;
  readonly onTypesChange: (types: readonly string[]) => void;
}

const ALL_TYPES = SEARCH_TYPES.map((option) => option.value);

/** The type filter as an accordion: one entry per type with its count ('{number} results'). */
export const TypeFilter = ({ state, onTypesChange }: TypeFilterProps) => {
  const counts = useTypeCounts(state, ALL_TYPES);
  const selected = state.types.length === 1 ? state.types[0] : undefined;
  return (
    <Section title={searchMessages.resultType} collapsible compact className="portico-search-types">
      <SectionCard padded={false}>
        <ul className="portico-search-types__list" aria-label={searchMessages.resultType}>
          {SEARCH_TYPES.map((option) => {
            const count = counts.data?.[option.value ?? ''];
            const active = option.value === selected || (option.value === undefined && state.types.length === 0);
            return (
              <li key={option.name}>
                <Button
                  variant="minimal"
                  alignText="start"
                  fill
                  active={active}
                  aria-pressed={active}
                  onClick={() => onTypesChange(option.value === undefined ? [] : [option.value])}
                  endIcon={counts.isLoading ? <Spinner size={12} /> : undefined}
                >
                  <span className="portico-search-types__name">{option.name}</span>
                  {count !== undefined ? <span className="portico-search-types__count">{resultCountLabel(count)}</span> : null}
                </Button>
              </li>
            );
          })}
        </ul>
      </SectionCard>
    </Section>
  );
};

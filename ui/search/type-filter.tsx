import { Button, Section, SectionCard, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { resultCountLabel } from '../../domain/search/result-count';
import type { SearchState } from '../../domain/search/search-state';
import type { TypeFilterVariant } from '../../domain/search/type-filter-variant';
import { chooseSingleType, singleChosenType, toggleType } from '../../domain/search/type-selection';
import { SEARCH_TYPES } from './search-types';
import { useTypeCounts } from './queries';
import { useTexts } from '../app/queries';
import { searchTexts } from '../../domain/search/translations';

export interface TypeFilterProps {
  readonly state: SearchState;
  readonly onTypesChange: (types: readonly string[]) => void;
}

const ALL_TYPES = SEARCH_TYPES.map((option) => option.value);
const OFFERED_TYPES = SEARCH_TYPES.flatMap((option) => (option.value === undefined ? [] : [option.value]));

const useCounts = (state: SearchState) => {
  const counts = useTypeCounts(state, ALL_TYPES);
  return { loading: counts.isLoading, of: (type: string | undefined) => counts.data?.[type ?? ''] };
};

const CountText = ({ count }: { readonly count: number | undefined }) =>
  count !== undefined ? <span className="portico-search-types__count">{resultCountLabel(count)}</span> : null;

/** The type filter as an accordion: one entry per type with its count ('{number} results'). */
export const TypeFilterAccordion = ({ state, onTypesChange }: TypeFilterProps) => {
  const searchMessages = useTexts(searchTexts);
  const counts = useCounts(state);
  const selected = singleChosenType(state.types);
  return (
    <Section title={searchMessages.resultType} collapsible compact className="portico-search-types">
      <SectionCard padded={false}>
        <ul className="portico-search-types__list" aria-label={searchMessages.resultType}>
          {SEARCH_TYPES.map((option) => {
            const active = option.value === selected || (option.value === undefined && state.types.length === 0);
            return (
              <li key={option.name}>
                <Button
                  variant="minimal"
                  alignText="start"
                  fill
                  active={active}
                  aria-pressed={active}
                  onClick={() => onTypesChange(chooseSingleType(option.value))}
                  endIcon={counts.loading ? <Spinner size={12} /> : undefined}
                >
                  <span className="portico-search-types__name">{option.name}</span>
                  <CountText count={counts.of(option.value)} />
                </Button>
              </li>
            );
          })}
        </ul>
      </SectionCard>
    </Section>
  );
};

/** The tab list's id; the results are its tab panel (see TypeTabPanel). */
export const TYPE_TABS_ID = 'portico-search-types';
const ALL_TYPES_TAB = 'all';

/** The tab that shows as chosen: one type, or every type. Several types (from a shared URL) show no tab as chosen. */
export const chosenTypeTab = (types: readonly string[]): string | undefined =>
  types.length === 0 ? ALL_TYPES_TAB : singleChosenType(types);

/** The type filter as tabs above the results, each with its count; the arrow keys move between them. */
export const TypeFilterTabs = ({ state, onTypesChange }: TypeFilterProps) => {
  const searchMessages = useTexts(searchTexts);
  const counts = useCounts(state);
  return (
    <div role="group" aria-label={searchMessages.resultType} className="portico-search-type-tabs">
      <Tabs
        id={TYPE_TABS_ID}
        selectedTabId={chosenTypeTab(state.types) ?? ''}
        onChange={(id) => onTypesChange(id === ALL_TYPES_TAB ? [] : [String(id)])}
      >
        {SEARCH_TYPES.map((option) => (
          // disabled={false}: Blueprint's arrow keys only move between tabs with aria-disabled="false".
          <Tab
            disabled={false}
            key={option.name}
            id={option.value ?? ALL_TYPES_TAB}
            title={
              <>
                <span className="portico-search-types__name">{option.name}</span> <CountText count={counts.of(option.value)} />
              </>
            }
          />
        ))}
      </Tabs>
    </div>
  );
};

/** The type filter as multi-select chips: any number of types; none chosen searches every type. */
export const TypeFilterChips = ({ state, onTypesChange }: TypeFilterProps) => {
  const searchMessages = useTexts(searchTexts);
  const counts = useCounts(state);
  return (
    <div className="portico-search-type-chips" role="group" aria-label={searchMessages.resultType}>
      <div className="portico-search-type-chips__title" aria-hidden="true">
        {searchMessages.resultType}
      </div>
      <p className="portico-search-type-chips__hint bp6-text-muted">{searchMessages.chooseTypes}</p>
      <div className="portico-search-type-chips__list">
        {OFFERED_TYPES.map((type) => {
          const chosen = state.types.includes(type);
          const option = SEARCH_TYPES.find((candidate) => candidate.value === type);
          return (
            <Button
              key={type}
              size="small"
              variant={chosen ? 'solid' : 'outlined'}
              intent={chosen ? 'primary' : 'none'}
              className="portico-search-type-chip"
              aria-pressed={chosen}
              icon={chosen ? <TickIcon /> : undefined}
              onClick={() => onTypesChange(toggleType(state.types, type, !chosen, OFFERED_TYPES))}
            >
              {option?.name ?? type} <CountText count={counts.of(type)} />
            </Button>
          );
        })}
      </div>
    </div>
  );
};

const VARIANTS: Readonly<Record<TypeFilterVariant, (props: TypeFilterProps) => ReactNode>> = {
  accordion: TypeFilterAccordion,
  tabs: TypeFilterTabs,
  chips: TypeFilterChips,
};

/** The type filter in the configured variant. */
export const TypeFilter = ({ variant, ...props }: TypeFilterProps & { readonly variant: TypeFilterVariant }) => {
  const Variant = VARIANTS[variant];
  return <Variant {...props} />;
};

import { useState } from 'react';
import { ENTITY_SEARCH_DEBOUNCE_MS } from '../../domain/catalog/constants';
import type { EntityFilters } from '../../domain/catalog/filters';
import { useDebouncedCallback } from '../app/use-debounced';
import { useLatestCallback } from '../app/use-latest-callback';
import type { FilterUpdate } from './use-filter-updates';

/**
 * The search box of an entity list: what is typed shows at once, and the text filter changes
 * ENTITY_SEARCH_DEBOUNCE_MS after the last keystroke, straight from the timer (no render in between),
 * keeping the other filters. Typing back to the text already searched changes nothing.
 */
export const useTextFilter = (filters: EntityFilters, changeFilters: (update: FilterUpdate) => void): readonly [string, (text: string) => void] => {
  const [text, setText] = useState(filters.text ?? '');
  const commit = useDebouncedCallback(
    (value: string) => changeFilters((current) => ((current.text ?? '') === value ? current : { ...current, text: value || undefined })),
    ENTITY_SEARCH_DEBOUNCE_MS,
  );
  const onTextChange = useLatestCallback((value: string) => {
    setText(value);
    commit(value);
  });
  return [text, onTextChange];
};

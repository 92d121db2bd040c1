import { InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { memo, useEffect, useRef, useState } from 'react';
import { ENTITY_SEARCH_DEBOUNCE_MS } from '../../domain/catalog/constants';
import { useDebouncedCallback } from '../app/use-debounced';
import type { FilterUpdate } from './use-filter-updates';

export interface EntitySearchBoxProps {
  readonly id: string;
  /** The text the list is filtered by now (from the URL). */
  readonly filterText: string | undefined;
  /** Receives the text filter's change, as a function of the filters it applies to (use-filter-updates.ts). */
  readonly onChange: (update: FilterUpdate) => void;
  readonly placeholder: string;
}

/**
 * The search box of an entity list. What is typed shows at once and only this box renders per
 * keystroke; the text filter changes ENTITY_SEARCH_DEBOUNCE_MS after the last keystroke, straight from
 * the timer, keeping the other filters. A text filter changed elsewhere (history, links) shows here.
 */
export const EntitySearchBox = memo(({ id, filterText, onChange, placeholder }: EntitySearchBoxProps) => {
  const [text, setText] = useState(filterText ?? '');
  // The text this box last asked the list for: a different filter text comes from elsewhere.
  const asked = useRef(filterText ?? '');
  useEffect(() => {
    const current = filterText ?? '';
    if (current === asked.current) return;
    asked.current = current;
    setText(current);
  }, [filterText]);
  const commit = useDebouncedCallback((value: string) => {
    asked.current = value;
    onChange((filters) => ((filters.text ?? '') === value ? filters : { ...filters, text: value || undefined }));
  }, ENTITY_SEARCH_DEBOUNCE_MS);
  return (
    <InputGroup
      id={id}
      type="search"
      leftIcon={<SearchIcon />}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        commit(event.target.value);
      }}
    />
  );
});
EntitySearchBox.displayName = 'EntitySearchBox';

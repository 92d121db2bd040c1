import { Button, InputGroup } from '@blueprintjs/core';
import { CrossIcon, SearchIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_BAR_DEBOUNCE_MS } from '../../domain/search/constants';
import { useDebouncedCallback } from '../app/use-debounced';
import { useTexts } from '../app/queries';
import { searchTexts } from '../../domain/search/translations';

export interface SearchBarProps {
  readonly term: string;
  readonly onTermChange: (term: string) => void;
  readonly autoFocus?: boolean;
  readonly debounceMs?: number;
  readonly onSubmit?: (term: string) => void;
  /** Keys pressed in the field, before the bar's own (Enter searches at once unless the handler prevented it). */
  readonly onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** ARIA attributes for a field that drives a list (aria-activedescendant, aria-controls…). */
  readonly inputAria?: Readonly<Record<`aria-${string}`, string | boolean | undefined>>;
}

/** The search bar: typing settles for 200 ms before it searches; the clear button empties it at once. */
export const SearchBar = ({ term, onTermChange, autoFocus, debounceMs = SEARCH_BAR_DEBOUNCE_MS, onSubmit, onKeyDown: onFieldKeyDown, inputAria }: SearchBarProps) => {
  const searchMessages = useTexts(searchTexts);
  const [value, setValue] = useState(term);
  const emitted = useRef(term);
  const input = useRef<HTMLInputElement>(null);

  // A term changed from outside (navigation, another control) replaces what is typed; our own echo does not.
  useEffect(() => {
    if (term !== emitted.current) {
      emitted.current = term;
      setValue(term);
    }
  }, [term]);

  const emit = (next: string) => {
    emitted.current = next;
    onTermChange(next);
  };
  const debouncedEmit = useDebouncedCallback(emit, debounceMs);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onFieldKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      debouncedEmit(value);
      emit(value);
      onSubmit?.(value);
    }
  };

  const clear = () => {
    setValue('');
    debouncedEmit('');
    emit('');
    input.current?.focus();
  };

  return (
    <div role="search" className="portico-search-bar">
      <InputGroup
        inputRef={input}
        type="search"
        size="large"
        leftIcon={<SearchIcon />}
        aria-label={searchMessages.searchLabel}
        {...inputAria}
        placeholder={searchMessages.searchPlaceholder}
        value={value}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller asks for it
        autoFocus={autoFocus}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setValue(event.target.value);
          debouncedEmit(event.target.value);
        }}
        rightElement={
          value !== '' ? <Button variant="minimal" icon={<CrossIcon />} aria-label={searchMessages.clear} title={searchMessages.clear} onClick={clear} /> : undefined
        }
      />
    </div>
  );
};

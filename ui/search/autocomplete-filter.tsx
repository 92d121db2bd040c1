import { Button, FormGroup, Spinner } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FILTER_SUGGESTION_LIMIT } from '../../domain/search/constants';
import { suggestFilterValues } from '../../domain/search/filter-suggestions';
import { useFilterValues } from './queries';
import { useTexts } from '../app/queries';
import { searchTexts } from '../../domain/search/translations';

export interface AutocompleteFilterProps {
  /** The documents' field the filter matches (e.g. owner). */
  readonly name: string;
  readonly label: string;
  readonly placeholder?: string;
  readonly chosen: readonly string[];
  readonly onChosenChange: (chosen: readonly string[]) => void;
  /** How a value reads (an owner by name); the value itself by default. */
  readonly renderValue?: (value: string) => ReactNode;
}

const asIs = (value: string): ReactNode => value;

/**
 * A filter that suggests the values documents hold for its field as one types (a combobox with a list box):
 * ↓/↑ move through the suggestions, Enter takes the highlighted one (or the typed text), Escape closes the
 * list, Backspace in the empty field removes the last chosen value. Any number of values can be chosen.
 */
export const AutocompleteFilter = ({ name, label, placeholder, chosen, onChosenChange, renderValue = asIs }: AutocompleteFilterProps) => {
  const searchMessages = useTexts(searchTexts);
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The values are asked for when the field is first used, not with every search page.
  const [used, setUsed] = useState(false);
  const values = useFilterValues(name, used);
  const suggestions = suggestFilterValues(values.data ?? [], typed, chosen, FILTER_SUGGESTION_LIMIT);
  const listShown = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const openList = () => {
    setUsed(true);
    setOpen(true);
  };
  const choose = (value: string) => {
    const trimmed = value.trim();
    if (trimmed !== '' && !chosen.includes(trimmed)) onChosenChange([...chosen, trimmed]);
    setTyped('');
    setActive(-1);
  };
  const remove = (value: string) => {
    onChosenChange(chosen.filter((item) => item !== value));
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        openList();
        setActive((index) => Math.min(suggestions.length - 1, index + 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(0, index - 1));
        return;
      case 'Enter': {
        const picked = listShown && active >= 0 ? suggestions[active] : undefined;
        if (picked !== undefined || typed.trim() !== '') {
          event.preventDefault();
          choose(picked ?? typed);
        }
        return;
      }
      case 'Escape':
        if (listShown) {
          // Closing the list must not also close a dialog the filter sits in.
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Backspace': {
        const last = chosen[chosen.length - 1];
        if (typed === '' && last !== undefined) remove(last);
        return;
      }
    }
  };

  const status = values.isError
    ? searchMessages.suggestionsFailed
    : open && values.isFetching && !values.data
      ? searchMessages.loadingSuggestions
      : open && values.data && typed.trim() !== '' && suggestions.length === 0
        ? searchMessages.noSuggestions
        : '';

  return (
    <FormGroup label={label} labelFor={inputId} className="portico-search-autocomplete">
      {chosen.length > 0 ? (
        <ul className="portico-search-autocomplete__chosen" aria-label={label}>
          {chosen.map((value) => (
            <li key={value} className="bp6-tag bp6-minimal bp6-round portico-search-autocomplete__chip">
              <span>{renderValue(value)}</span>
              <Button variant="minimal" size="small" icon={<CrossIcon />} aria-label={searchMessages.removeValue(value)} onClick={() => remove(value)} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="portico-search-autocomplete__field">
        <input
          ref={input}
          id={inputId}
          className="bp6-input bp6-fill"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listId : undefined}
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(-1);
            openList();
          }}
          onFocus={openList}
          onClick={openList}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {values.isFetching && open ? <Spinner size={14} className="portico-search-autocomplete__spinner" aria-label={searchMessages.loadingSuggestions} /> : null}
        {listShown ? (
          <ul id={listId} role="listbox" aria-label={searchMessages.suggestions(label)} className="portico-search-autocomplete__list" onMouseDown={(event) => event.preventDefault()}>
            {suggestions.map((value, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys stay with the combobox input (aria-activedescendant)
              <li
                key={value}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`portico-search-autocomplete__option${index === active ? ' is-active' : ''}`}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(value)}
              >
                {renderValue(value)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div role="status" className="portico-search-autocomplete__status bp6-text-muted">
        {status}
      </div>
    </FormGroup>
  );
};

// A text input with a virtualised list of options (rows of 36 px, 10.5 rows visible), used by the
// entity, owner, tag, repository and branch pickers.
import { Spinner } from '@blueprintjs/core';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type UIEvent } from 'react';
import { PICKER_ROW_HEIGHT, PICKER_VISIBLE_ROWS } from '../../../domain/scaffolder/constants';
import { virtualListHeight, visibleRowRange } from '../../../domain/scaffolder/entity-picker';

export interface ComboOption {
  readonly value: string;
  readonly label: string;
  readonly detail?: string;
  readonly disabled?: boolean;
}

export interface ComboboxProps {
  readonly id: string;
  readonly inputValue: string;
  readonly onInputChange: (text: string) => void;
  /** The options to offer for the current input (the caller filters them). */
  readonly options: readonly ComboOption[];
  readonly onSelect: (option: ComboOption) => void;
  /** Enter on typed text that is no option (free text, new tag). */
  readonly onEnterText?: (text: string) => void;
  readonly onBlur?: () => void;
  /** Backspace in an empty input (removes the last chip of a multi-value picker). */
  readonly onBackspaceEmpty?: () => void;
  readonly loading?: boolean;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly placeholder?: string;
  readonly autoFocus?: boolean;
  readonly required?: boolean;
  readonly describedBy?: string;
  /** Chips shown before the input (multi-value pickers). */
  readonly chips?: ReactNode;
  readonly emptyText?: string;
}

/** Only the rows in view are rendered; the list is as tall as at most 10.5 rows. */
export const VirtualOptionList = ({
  listId,
  options,
  activeIndex,
  onPick,
  onHover,
  optionId,
}: {
  readonly listId: string;
  readonly options: readonly ComboOption[];
  readonly activeIndex: number;
  readonly onPick: (option: ComboOption) => void;
  readonly onHover: (index: number) => void;
  readonly optionId: (index: number) => string;
}) => {
  const [scrollTop, setScrollTop] = useState(0);
  const height = virtualListHeight(options.length, PICKER_ROW_HEIGHT, PICKER_VISIBLE_ROWS);
  const { start, end } = visibleRowRange(scrollTop, options.length, PICKER_ROW_HEIGHT, PICKER_VISIBLE_ROWS);
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- keys stay with the combobox input (aria-activedescendant)
    <div
      id={listId}
      role="listbox"
      className="portico-combobox__list"
      style={{ height, maxHeight: height }}
      onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
      onMouseDown={(event) => event.preventDefault()}
    >
      <div style={{ height: options.length * PICKER_ROW_HEIGHT, position: 'relative' }}>
        {options.slice(start, end).map((option, offset) => {
          const index = start + offset;
          return (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- keys stay with the combobox input (aria-activedescendant)
            <div
              key={`${option.value}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              aria-disabled={option.disabled || undefined}
              className={`portico-combobox__option${index === activeIndex ? ' is-active' : ''}${option.disabled ? ' is-disabled' : ''}`}
              style={{ top: index * PICKER_ROW_HEIGHT, height: PICKER_ROW_HEIGHT }}
              onMouseEnter={() => onHover(index)}
              onClick={() => !option.disabled && onPick(option)}
            >
              <span className="portico-combobox__label">{option.label}</span>
              {option.detail ? <span className="portico-combobox__detail">{option.detail}</span> : null}
            </div>
          );
        })}
      </div>
    </div>
  );
};

export const Combobox = (props: ComboboxProps) => {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const showList = open && !props.disabled && (props.options.length > 0 || props.loading || Boolean(props.emptyText));

  const pick = (option: ComboOption) => {
    props.onSelect(option);
    setActiveIndex(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => Math.min(props.options.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      const option = open ? props.options[activeIndex] : undefined;
      if (option && !option.disabled) {
        event.preventDefault();
        pick(option);
      } else if (props.onEnterText && props.inputValue.trim() !== '') {
        event.preventDefault();
        props.onEnterText(props.inputValue);
        setOpen(false);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && props.inputValue === '') {
      props.onBackspaceEmpty?.();
    }
  };

  return (
    <div className="portico-combobox">
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click beside the chips focuses the input, which keyboard users reach directly */}
      <div
        className={`bp6-input portico-combobox__field${props.invalid ? ' bp6-intent-danger' : ''}${props.disabled ? ' bp6-disabled' : ''}`}
        onClick={() => inputRef.current?.focus()}
      >
        {props.chips}
        <input
          ref={inputRef}
          id={props.id}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={props.invalid || undefined}
          aria-required={props.required || undefined}
          aria-describedby={props.describedBy}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          className="portico-combobox__input"
          value={props.inputValue}
          placeholder={props.placeholder}
          disabled={props.disabled}
          autoFocus={props.autoFocus}
          autoComplete="off"
          onChange={(event) => {
            props.onInputChange(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            props.onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        {props.loading ? <Spinner size={16} aria-label="Loading options" /> : null}
      </div>
      {showList ? (
        props.options.length > 0 ? (
          <VirtualOptionList listId={listId} options={props.options} activeIndex={activeIndex} onPick={pick} onHover={setActiveIndex} optionId={optionId} />
        ) : (
          <div id={listId} role="listbox" className="portico-combobox__list portico-combobox__empty">
            {props.loading ? 'Loading…' : props.emptyText}
          </div>
        )
      ) : null}
    </div>
  );
};

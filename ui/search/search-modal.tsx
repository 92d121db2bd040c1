import { Dialog, Spinner } from '@blueprintjs/core';
import { useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ANALYTICS_ACTIONS } from '../../domain/app/analytics-actions';
import { classifyLinkTarget } from '../../domain/app/external-link';
import { moveActive } from '../../domain/search/palette';
import type { SearchResult } from '../../domain/search/query';
import { initialSearchState, queryOfState, searchReducer } from '../../domain/search/search-state';
import { exactMatchesFirst } from '../../domain/search/term-match';
import { searchStateToUrl } from '../../domain/search/url-state';
import { useAnalytics } from '../app/analytics';
import { SearchBar } from './search-bar';
import { SearchResultOption } from './search-result-list-item';
import { SearchResults } from './search-results';
import { useSearchResults, useSearchSettings } from './queries';
import './search.css';
import { useTexts } from '../app/queries';
import { searchTexts } from '../../domain/search/translations';

export interface SearchModalProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

/**
 * The dialog's content: the search field drives a list of results the way the command palette does (↑/↓ move the
 * active result, Enter opens it, the field keeps the focus and names the active result with aria-activedescendant).
 * Only the list scrolls; the link to the full results stays in view under it.
 */
const ModalContent = ({ pageLimit, onClose }: { readonly pageLimit: number; readonly onClose: () => void }) => {
  const searchMessages = useTexts(searchTexts);
  const id = useId();
  const navigate = useNavigate();
  const { captureEvent } = useAnalytics();
  const [state, dispatch] = useReducer(searchReducer, pageLimit, (limit) => initialSearchState(limit));
  const query = queryOfState(state);
  const searching = state.term.trim() !== '';
  const results = useSearchResults(query, searching);
  const current = searching && results.data && !results.isPlaceholderData ? results.data.results : undefined;
  const items = useMemo(() => exactMatchesFirst(current ?? [], state.term), [current, state.term]);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLDivElement>(null);
  const fullResults = `/search?${new URLSearchParams(searchStateToUrl(state, pageLimit).map(([key, value]) => [key, value])).toString()}`;

  useEffect(() => setActive(items.length > 0 ? 0 : -1), [items]);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const open = (result: SearchResult, index: number) => {
    const location = result.document.location;
    const target = classifyLinkTarget(location);
    if (target.kind === 'rejected') return;
    captureEvent(ANALYTICS_ACTIONS.discover, result.document.title, { value: result.rank ?? index + 1, attributes: { to: location } });
    onClose();
    if (target.kind === 'inApp') navigate(target.to);
    else window.open(location, '_blank', 'noopener,noreferrer');
  };

  /** ↑/↓ move the active result; Enter opens it when the results on screen are for `typed` (else the field searches at once). */
  const onKeys = (event: KeyboardEvent<HTMLElement>, typed: string) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((at) => moveActive(at, event.key === 'ArrowDown' ? 1 : -1, items.length));
    } else if (event.key === 'Enter') {
      const item = items[active];
      if (item && typed === state.term) {
        event.preventDefault();
        open(item, active);
      }
    }
  };

  const optionId = (index: number) => `${id}-result-${index}`;
  const listId = `${id}-results`;
  return (
    <div className="portico-search-modal__body">
      <SearchBar
        term={state.term}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened
        autoFocus
        onTermChange={(term) => dispatch({ _tag: 'SetTerm', term })}
        onKeyDown={(event) => onKeys(event, event.currentTarget.value)}
        inputAria={{
          'aria-controls': items.length > 0 ? listId : undefined,
          'aria-activedescendant': active >= 0 && items[active] ? optionId(active) : undefined,
        }}
      />
      {searching ? (
        <div className="portico-search-modal__results">
          <SearchResults
            query={query}
            onNavigate={onClose}
            renderList={() => (
              // The list scrolls; it can take the focus too (Tab), so the keyboard can scroll it and pick from it.
              <div
                id={listId}
                ref={list}
                role="listbox"
                tabIndex={0}
                aria-label={searchMessages.results}
                aria-busy={results.isFetching}
                aria-activedescendant={active >= 0 && items[active] ? optionId(active) : undefined}
                className="portico-search-modal__list"
                onKeyDown={(event) => onKeys(event, state.term)}
              >
                {items.map((result, index) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- keys stay with the search field (aria-activedescendant)
                  <div
                    key={`${result.document.location}-${index}`}
                    id={optionId(index)}
                    data-index={index}
                    role="option"
                    aria-selected={index === active}
                    className="portico-search-result portico-search-modal__option"
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={() => open(result, index)}
                  >
                    <SearchResultOption result={result} rank={result.rank ?? index + 1} />
                  </div>
                ))}
              </div>
            )}
          />
        </div>
      ) : null}
      <div className="portico-search-modal__footer">
        <span className="portico-search-modal__hint bp6-text-muted">{searchMessages.modalHint}</span>
        <Link to={fullResults} onClick={onClose}>
          {searchMessages.viewFullResults}
        </Link>
      </div>
    </div>
  );
};

/** The search modal: a search bar and the first page of results; Escape or a result closes it. */
export const SearchModal = ({ isOpen, onClose }: SearchModalProps) => {
  const searchMessages = useTexts(searchTexts);
  const settings = useSearchSettings();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={searchMessages.modalTitle} className="portico-search-modal">
      {settings ? <ModalContent pageLimit={settings.pageLimit} onClose={onClose} /> : <Spinner />}
    </Dialog>
  );
};

export default SearchModal;

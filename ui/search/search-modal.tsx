import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useReducer } from 'react';
import { Link } from 'react-router-dom';
import { initialSearchState, queryOfState, searchReducer } from '../../domain/search/search-state';
import { searchStateToUrl } from '../../domain/search/url-state';
import { SearchBar } from './search-bar';
import { SearchResults } from './search-results';
import { useSearchSettings } from './queries';
import './search.css';
import { useTexts } from '../app/queries';
import { searchTexts } from '../../domain/search/translations';

export interface SearchModalProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

const ModalContent = ({ pageLimit, onClose }: { readonly pageLimit: number; readonly onClose: () => void }) => {
  const searchMessages = useTexts(searchTexts);
  const [state, dispatch] = useReducer(searchReducer, pageLimit, (limit) => initialSearchState(limit));
  const fullResults = `/search?${new URLSearchParams(searchStateToUrl(state, pageLimit).map(([key, value]) => [key, value])).toString()}`;
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened */}
      <SearchBar term={state.term} autoFocus onTermChange={(term) => dispatch({ _tag: 'SetTerm', term })} />
      {state.term.trim() !== '' ? (
        <div className="portico-search-modal__results">
          <SearchResults query={queryOfState(state)} onNavigate={onClose} />
        </div>
      ) : null}
      <div className="portico-search-modal__footer">
        <Link to={fullResults} onClick={onClose}>
          {searchMessages.viewFullResults}
        </Link>
      </div>
    </>
  );
};

/** The search modal: a search bar and the first page of results; Escape or a result closes it. */
export const SearchModal = ({ isOpen, onClose }: SearchModalProps) => {
  const searchMessages = useTexts(searchTexts);
  const settings = useSearchSettings();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={searchMessages.modalTitle} className="portico-search-modal">
      <DialogBody>{settings ? <ModalContent pageLimit={settings.pageLimit} onClose={onClose} /> : <Spinner />}</DialogBody>
    </Dialog>
  );
};

export default SearchModal;

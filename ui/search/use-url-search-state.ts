import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from '../../domain/search/search-state';
import { searchStateFromUrl, searchStateToUrl } from '../../domain/search/url-state';

/**
 * The search page's state lives in the URL (shareable, kept on reload); every change goes through the
 * search reducer, so its cursor-reset rules hold. Typing replaces the history entry, other changes push one.
 */
export const useUrlSearchState = (defaultPageLimit: number): [SearchState, (action: SearchAction) => void] => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => initialSearchState(defaultPageLimit, searchStateFromUrl([...params.entries()])), [params, defaultPageLimit]);
  const dispatch = useCallback(
    (action: SearchAction) =>
      setParams(
        (current) => {
          const before = initialSearchState(defaultPageLimit, searchStateFromUrl([...current.entries()]));
          const after = searchReducer(before, action);
          return after === before ? current : new URLSearchParams(searchStateToUrl(after, defaultPageLimit).map(([key, value]) => [key, value]));
        },
        { replace: action._tag === 'SetTerm' },
      ),
    [setParams, defaultPageLimit],
  );
  return [state, dispatch];
};

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from '../../domain/search/search-state';
import { searchStateFromUrl, searchStateToUrl } from '../../domain/search/url-state';

/**
 * The query strings this page has asked the router for, in order, that no render has shown yet. A change made
 * before the router renders the previous one builds on the last of them: the router's own functional update
 * starts from the last rendered URL and would drop the change still on its way (a filter chosen right after a
 * type was lost). A rendered URL that is none of them (back, a link) is the base again.
 */
const useQueryStringsOnTheirWay = (rendered: string) => {
  const sent = useRef<readonly string[]>([]);
  const shown = useRef(rendered);
  useEffect(() => {
    shown.current = rendered;
    const at = sent.current.indexOf(rendered);
    sent.current = at === -1 ? [] : sent.current.slice(at + 1);
  }, [rendered]);
  return useMemo(
    () => ({
      latest: () => sent.current.at(-1) ?? shown.current,
      sending: (queryString: string) => {
        sent.current = [...sent.current, queryString];
      },
    }),
    [],
  );
};

/**
 * The search page's state lives in the URL (shareable, kept on reload); every change goes through the
 * search reducer, so its cursor-reset rules hold. Typing replaces the history entry, other changes push one.
 */
export const useUrlSearchState = (defaultPageLimit: number): [SearchState, (action: SearchAction) => void] => {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const state = useMemo(() => initialSearchState(defaultPageLimit, searchStateFromUrl([...new URLSearchParams(rendered).entries()])), [rendered, defaultPageLimit]);
  const onTheirWay = useQueryStringsOnTheirWay(rendered);
  const dispatch = useCallback(
    (action: SearchAction) => {
      const before = initialSearchState(defaultPageLimit, searchStateFromUrl([...new URLSearchParams(onTheirWay.latest()).entries()]));
      const after = searchReducer(before, action);
      if (after === before) return;
      const next = new URLSearchParams(searchStateToUrl(after, defaultPageLimit).map(([key, value]) => [key, value]));
      onTheirWay.sending(next.toString());
      setParams(next, { replace: action._tag === 'SetTerm' });
    },
    [setParams, defaultPageLimit, onTheirWay],
  );
  return [state, dispatch];
};

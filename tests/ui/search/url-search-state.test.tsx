import { act } from '@testing-library/react';
import type { SearchAction, SearchState } from '../../../domain/search/search-state';
import { useUrlSearchState } from '../../../ui/search/use-url-search-state';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { renderView } from '../../support/render';

interface Rendered {
  readonly state: SearchState;
  readonly dispatch: (action: SearchAction) => void;
  readonly navigate: NavigateFunction;
}

const Probe = ({ onRender }: { onRender: (rendered: Rendered) => void }) => {
  const [state, dispatch] = useUrlSearchState(25);
  onRender({ state, dispatch, navigate: useNavigate() });
  return null;
};

const renderProbe = (route: string) => {
  let latest: Rendered | undefined;
  const view = renderView(<Probe onRender={(rendered) => (latest = rendered)} />, { route });
  const current = () => {
    if (!latest) throw new Error('The probe has not rendered');
    return latest;
  };
  return { ...view, current };
};

describe('useUrlSearchState', () => {
  it('keeps every change made before the router has rendered the one before it', () => {
    const { current, location } = renderProbe('/search?query=payments');
    const { dispatch } = current();
    act(() => {
      dispatch({ _tag: 'SetTypes', types: ['software-catalog'] });
      dispatch({ _tag: 'SetFilter', name: 'kind', value: 'Component' });
    });
    expect(current().state).toMatchObject({ term: 'payments', types: ['software-catalog'], filters: { kind: 'Component' } });
    expect(new URLSearchParams(location().search).get('query')).toBe('payments');
  });

  it('builds on the URL a back navigation shows, not on a change it left behind', () => {
    const { current, location } = renderProbe('/search?query=payments');
    act(() => current().dispatch({ _tag: 'SetTypes', types: ['techdocs'] }));
    act(() => current().dispatch({ _tag: 'SetTypes', types: ['software-catalog'] }));
    act(() => void current().navigate(-1));
    act(() => current().dispatch({ _tag: 'SetTerm', term: 'ledger' }));
    expect(current().state).toMatchObject({ term: 'ledger', types: ['techdocs'] });
    expect(location().search).toContain('query=ledger');
  });
});

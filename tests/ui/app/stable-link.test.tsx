import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { StableLink, StableNavigationProvider } from '../../../ui/app/stable-link';
import { renderView } from '../../support/render';

/** Clicks, and tells whether the app left the click to the browser; the browser's own navigation is then stopped (jsdom has none). */
const leftToBrowser = (element: HTMLElement, init: MouseEventInit = {}): boolean => {
  let left = false;
  const record = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record);
  try {
    fireEvent.click(element, init);
  } finally {
    document.removeEventListener('click', record);
  }
  return left;
};

describe('StableLink', () => {
  it('opens its path in the app on a plain click', async () => {
    const view = renderView(<StableLink to="/catalog/default/component/ledger">Ledger</StableLink>, { route: '/catalog' });
    await view.user.click(screen.getByRole('link', { name: 'Ledger' }));
    expect(view.location().pathname).toBe('/catalog/default/component/ledger');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a click with %j to the browser (a new tab or window)',
    (modifiers) => {
      const view = renderView(<StableLink to="/docs">Docs</StableLink>, { route: '/catalog' });
      expect(leftToBrowser(screen.getByRole('link', { name: 'Docs' }), modifiers)).toBe(true);
      expect(view.location().pathname).toBe('/catalog');
    },
  );

  it('leaves a link opening another target to the browser', () => {
    const view = renderView(
      <StableLink to="/docs" target="_blank">
        Docs
      </StableLink>,
      { route: '/catalog' },
    );
    expect(leftToBrowser(screen.getByRole('link', { name: 'Docs' }))).toBe(true);
    expect(view.location().pathname).toBe('/catalog');
  });

  it('does not navigate when its own click handler prevented it', () => {
    const view = renderView(
      <StableLink to="/docs" onClick={(event) => event.preventDefault()}>
        Docs
      </StableLink>,
      { route: '/catalog' },
    );
    expect(leftToBrowser(screen.getByRole('link', { name: 'Docs' }))).toBe(false);
    expect(view.location().pathname).toBe('/catalog');
  });

  it('puts the base path the app is served under in front of its address', async () => {
    const Navigated = () => <p>arrived</p>;
    render(
      <MemoryRouter basename="/portal" initialEntries={['/portal/catalog']}>
        <StableNavigationProvider basePath="/portal">
          <Routes>
            <Route path="/catalog" element={<StableLink to="/docs">Docs</StableLink>} />
            <Route path="/docs" element={<Navigated />} />
          </Routes>
        </StableNavigationProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/portal/docs');
    fireEvent.click(screen.getByRole('link', { name: 'Docs' }));
    expect(await screen.findByText('arrived')).toBeInTheDocument();
  });

  it('does not render again when the location changes', async () => {
    const commits: string[] = [];
    const Search = () => {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate({ search: '?filters[kind]=api' })}>
          Filter
        </button>
      );
    };
    const link = (
      <Profiler id="link" onRender={(_, phase) => commits.push(phase)}>
        <StableLink to="/docs">Docs</StableLink>
      </Profiler>
    );
    const view = renderView(
      <>
        <Search />
        {link}
      </>,
      { route: '/catalog' },
    );
    await view.user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(view.location().search).toBe('?filters[kind]=api');
    expect(commits).toEqual(['mount']);
  });

  it('still links under a router without the provider', () => {
    render(
      <MemoryRouter>
        <StableLink to="/docs">Docs</StableLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs');
  });
});
